import { balanceEntrySchema, formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, Button, Card, Link, Table } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { FormSelect } from '../../forms/FormSelect.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { formSchemaReading } from '../../forms/without-locked-fields.ts';
import { formatRand } from '../../lib/format-rand.ts';
import { LEDGER_TYPE_LABELS } from '../transactions/index.ts';
import { StaffAuthorLink } from './staff-author-link.tsx';
import { staffLedgerQuery } from './staff-queries.ts';
import { useStaffChange } from './use-staff-change.ts';

type StaffLedgerEntry = components['schemas']['StaffLedgerEntry'];
type StaffAuthor = StaffLedgerEntry['author'];

interface EntryForm {
  type: 'royalty' | 'payout';
  amount: string;
  note: string;
}

const ENTRY_TYPES = [
  { id: 'royalty', label: 'Royalty paid in' },
  { id: 'payout', label: 'Payout made' },
];

/** The form's texts as the balance entry rule reads them, for the author `userId`. */
const asInput = (userId: number) => (form: EntryForm) => ({
  userId,
  type: form.type,
  amount: form.amount.trim() === '' ? Number.NaN : Number(form.amount),
  note: form.note,
});

/** Every author's balance movements, or one author's with their balance and a new entry. */
export function StaffLedgerSection({ authorId }: { authorId: number | undefined }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const ledger = useQuery(staffLedgerQuery(pod, authorId));
  const author = ledger.data?.entries[0]?.author;
  return (
    <section className="staff-section" aria-labelledby="staff-balances">
      <h2 id="staff-balances">Balances</h2>
      {authorId === undefined ? (
        <p className="staff-muted">
          Choose an author (in a table here, or under Books) to see their balance and record a
          royalty or a payout.
        </p>
      ) : (
        <p>
          <Link href="/staff/payments">Show every author</Link>
        </p>
      )}
      {ledger.isPending ? (
        <p role="status">Loading balances…</p>
      ) : !ledger.data ? (
        <p role="alert">
          {authorId === undefined
            ? 'The balances could not be loaded. Please try again later.'
            : 'No author has this id.'}
        </p>
      ) : (
        <>
          {authorId !== undefined && author && ledger.data.balance !== null && (
            <AuthorBalance author={author} balance={ledger.data.balance} />
          )}
          <Table<StaffLedgerEntry>
            label={author && authorId !== undefined ? `Entries of ${author.name}` : 'Entries'}
            emptyMessage="No balance has moved yet."
            columns={[
              {
                id: 'date',
                name: 'Date and time',
                isRowHeader: true,
                cell: (entry) => formatDateTime(new Date(entry.created_at)),
              },
              {
                id: 'author',
                name: 'Author',
                cell: (entry) => <StaffAuthorLink author={entry.author} />,
              },
              { id: 'type', name: 'Type', cell: (entry) => LEDGER_TYPE_LABELS[entry.type] },
              { id: 'amount', name: 'Amount', cell: (entry) => formatRand(entry.amount) },
              { id: 'reference', name: 'Reference', cell: (entry) => entry.reference ?? '' },
            ]}
            rows={ledger.data.entries}
          />
        </>
      )}
    </section>
  );
}

/** One author's balance, and the royalty or payout staff record for them. */
function AuthorBalance({ author, balance }: { author: StaffAuthor; balance: number }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const { notice, change } = useStaffChange();
  const read = asInput(author.user_id);
  const { form, formProps, isSubmitting } = useSchemaForm<EntryForm>({
    defaultValues: { type: 'royalty', amount: '', note: '' },
    schema: formSchemaReading<EntryForm>(balanceEntrySchema, read),
    onSubmit: async (values) => {
      const input = read(values);
      const recorded = await change(
        () =>
          pod.staff.recordBalanceEntry({
            body: {
              user_id: input.userId,
              type: input.type,
              amount: input.amount,
              note: input.note,
            },
          }),
        {
          done: (data) =>
            `${LEDGER_TYPE_LABELS[input.type]} of ${formatRand(Math.abs(data.entry.amount))} recorded for ${author.name}: the balance is ${formatRand(data.balance)}.`,
          refused: 'The entry was not recorded.',
        },
      );
      if (recorded) form.reset();
    },
  });
  return (
    <Card title={`${author.name} (${author.email})`}>
      <p>
        Balance: <strong>{formatRand(balance)}</strong>
      </p>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <form {...formProps} aria-label="Record a royalty or payout">
        <form.Field name="type">
          {(field) => <FormSelect field={field} label="Entry" options={ENTRY_TYPES} />}
        </form.Field>
        <form.Field name="amount">
          {(field) => (
            <FormTextField
              field={field}
              label="Amount"
              description="Rand, e.g. 1250.50"
              inputMode="decimal"
            />
          )}
        </form.Field>
        <form.Field name="note">
          {(field) => (
            <FormTextField
              field={field}
              label="Note"
              description="Kept as the entry's reference, e.g. Royalties Q3 2026"
            />
          )}
        </form.Field>
        <div className="app-actions">
          <Button type="submit" isPending={isSubmitting}>
            Record entry
          </Button>
        </div>
      </form>
    </Card>
  );
}
