import { Alert, Button, Card } from '@pod-portal/ui';
import { FormSelect } from '../../forms/FormSelect.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { formatRand } from '../../lib/format-rand.ts';
import { type StaffAuthor, useBalanceEntry } from './use-balance-entry.ts';

const ENTRY_TYPES = [
  { id: 'royalty', label: 'Royalty paid in' },
  { id: 'payout', label: 'Payout made' },
];

/** One author's balance, and the royalty or payout staff record for them. */
export function AuthorBalance({ author, balance }: { author: StaffAuthor; balance: number }) {
  const { notice, form, formProps, isSubmitting } = useBalanceEntry(author);
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
