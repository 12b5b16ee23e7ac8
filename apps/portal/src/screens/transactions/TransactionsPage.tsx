import { formatDateTime, LEDGER_TYPE_LABELS } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Link, Table, type TableColumn } from '@pod-portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { transactionsQuery } from '../../api/transactions-query.ts';
import { ExportCsvButton } from '../../lib/ExportCsvButton.tsx';
import { formatRand } from '../../lib/format-rand.ts';
import { useUserId } from '../../session/use-current-user.ts';

type LedgerEntry = components['schemas']['LedgerEntry'];

/**
 * A payout, and a failed one credited back, name the reference the bank statement shows; a
 * royalty and its return name what they came from (`Order 7101`): a co-author's share of a
 * book they did not upload reads as its order.
 */
const NAMES_REFERENCE = new Set<LedgerEntry['type']>([
  'payout',
  'payout_returned',
  'royalty',
  'royalty_returned',
]);
const typeText = (entry: LedgerEntry) =>
  NAMES_REFERENCE.has(entry.type) && entry.transaction_ref
    ? `${LEDGER_TYPE_LABELS[entry.type]} (${entry.transaction_ref})`
    : LEDGER_TYPE_LABELS[entry.type];

const COLUMNS: readonly TableColumn<LedgerEntry>[] = [
  {
    id: 'date',
    name: 'Date and time',
    cell: (entry) => formatDateTime(new Date(entry.created_at)),
    isRowHeader: true,
  },
  { id: 'type', name: 'Type', cell: typeText },
  {
    id: 'before',
    name: 'Amount before fees',
    cell: (entry) => formatRand(entry.amount_before_fees),
  },
  { id: 'fee', name: 'Fee', cell: (entry) => formatRand(entry.fee) },
  { id: 'after', name: 'Amount after fees', cell: (entry) => formatRand(entry.amount_after_fees) },
  { id: 'status', name: 'Status', cell: (entry) => entry.status },
  { id: 'balance', name: 'Balance', cell: (entry) => formatRand(entry.balance) },
  {
    id: 'invoice',
    name: 'Invoice',
    cell: (entry) =>
      entry.invoice_url ? (
        <Link href={`/api${entry.invoice_url}`} target="_blank" rel="noopener">
          Download invoice
        </Link>
      ) : null,
  },
];

/**
 * Every movement of the balance: bonus, coupons, top-ups, cart payments (with their invoices),
 * payouts; and all of them as a CSV file.
 */
export function TransactionsPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  // Loaded by the route before the page shows (its pending and error states are the route's).
  const ledger = useSuspenseQuery(transactionsQuery(pod, useUserId()));
  return (
    <div className="app-dashboard">
      <h1>Transactions</h1>
      <p>
        <Link href="/payouts">Payouts: ask for one, and follow them</Link>
      </p>
      <ExportCsvButton
        call={() => pod.transactions.exportCsv()}
        what="Your transactions"
        fileName="transactions.csv"
      />
      <Table
        label="Transactions"
        columns={COLUMNS}
        rows={ledger.data}
        emptyMessage="You have no transactions yet."
      />
    </div>
  );
}
