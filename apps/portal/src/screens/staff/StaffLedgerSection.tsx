import { Link } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { AuthorBalance } from './AuthorBalance.tsx';
import { LedgerEntriesTable } from './LedgerEntriesTable.tsx';
import { staffLedgerQuery } from './staff-queries.ts';

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
          <LedgerEntriesTable
            label={author && authorId !== undefined ? `Entries of ${author.name}` : 'Entries'}
            entries={ledger.data.entries}
          />
        </>
      )}
    </section>
  );
}
