import { formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Table, type TableColumn } from '@pod-portal/ui';
import { formatRand } from '../../lib/format-rand.ts';
import { payoutStatusText } from './payout-status.ts';

type Payout = components['schemas']['Payout'];

const COLUMNS: readonly TableColumn<Payout>[] = [
  {
    id: 'asked',
    name: 'Asked for',
    cell: (payout) => formatDateTime(new Date(payout.created_at)),
    isRowHeader: true,
  },
  { id: 'amount', name: 'Amount', cell: (payout) => formatRand(payout.amount) },
  { id: 'status', name: 'Status', cell: payoutStatusText },
  { id: 'reference', name: 'Statement reference', cell: (payout) => payout.reference },
  {
    id: 'updated',
    name: 'Last change',
    cell: (payout) => formatDateTime(new Date(payout.updated_at)),
  },
];

/** The author's payouts, newest first, with the reference their bank statement shows. */
export function PayoutsTable({ payouts }: { payouts: readonly Payout[] }) {
  return (
    <Table
      label="Your payouts"
      columns={COLUMNS}
      rows={payouts}
      emptyMessage="You have not asked for a payout yet."
    />
  );
}
