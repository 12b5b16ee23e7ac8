import { formatDateTime, LEDGER_TYPE_LABELS } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Table } from '@pod-portal/ui';
import { formatRand } from '../../lib/format-rand.ts';
import { StaffAuthorLink } from './staff-author-link.tsx';

type StaffLedgerEntry = components['schemas']['StaffLedgerEntry'];

/** Balance movements: when, whose, what kind, how much and the reference. */
export function LedgerEntriesTable({
  label,
  entries,
}: {
  label: string;
  entries: StaffLedgerEntry[];
}) {
  return (
    <Table<StaffLedgerEntry>
      label={label}
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
      rows={entries}
    />
  );
}
