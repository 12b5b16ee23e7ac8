import { formatDateTime, formatMoney, toCents } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Button, type TableColumn } from '@pod-portal/ui';
import { formatRand } from '../../lib/format-rand.ts';
import { payoutStatusText } from '../payouts/index.ts';
import { StaffAuthorLink } from './staff-author-link.tsx';

export type StaffPayout = components['schemas']['StaffPayout'];

/** Where an approved payout goes: the bank file, the international transfer file, or PayPal. */
function destinationText(row: StaffPayout): string {
  if (row.destination === 'local') return 'Bank';
  if (row.destination === 'international') return 'SWIFT';
  if (row.destination === 'paypal')
    return `PayPal, ${formatMoney(toCents(row.usd_amount ?? 0) ?? 0, 'USD')}`;
  return '';
}

/**
 * The columns of a staff list of payouts; with `onFail`, a last column whose button fails the
 * payout back to the author's balance (a failed payout has none).
 */
export function staffPayoutColumns(
  onFail?: (payout: StaffPayout) => void,
): TableColumn<StaffPayout>[] {
  const columns: TableColumn<StaffPayout>[] = [
    { id: 'reference', name: 'Reference', isRowHeader: true, cell: (row) => row.reference },
    { id: 'author', name: 'Author', cell: (row) => <StaffAuthorLink author={row.author} /> },
    { id: 'amount', name: 'Amount', cell: (row) => formatRand(row.amount) },
    { id: 'status', name: 'Status', cell: payoutStatusText },
    { id: 'destination', name: 'Paid to', cell: destinationText },
    {
      id: 'asked',
      name: 'Asked for',
      cell: (row) => formatDateTime(new Date(row.created_at)),
    },
  ];
  if (!onFail) return columns;
  return [
    ...columns,
    {
      id: 'action',
      name: 'Action',
      cell: (row) =>
        row.status === 'failed' ? null : (
          <Button variant="secondary" onPress={() => onFail(row)}>
            Fail back to the balance
          </Button>
        ),
    },
  ];
}
