import { Table } from '@pod-portal/ui';
import { formatRand } from '../../lib/format-rand.ts';
import type { CartPayment } from './use-payment-refund.ts';

type PaidLine = CartPayment['lines'][number];

/** A cart payment's lines: what each paid, what was refunded, what is left to refund. */
export function PaidLinesTable({ payment }: { payment: CartPayment }) {
  return (
    <Table<PaidLine & { id: number }>
      label={`Lines of ${payment.invoice_number}`}
      emptyMessage="This payment has no lines."
      columns={[
        { id: 'name', name: 'Service', isRowHeader: true, cell: (line) => line.name },
        { id: 'book', name: 'Book', cell: (line) => line.book_title ?? '' },
        { id: 'paid', name: 'Paid (incl. VAT)', cell: (line) => formatRand(line.paid) },
        { id: 'refunded', name: 'Refunded', cell: (line) => formatRand(line.refunded) },
        { id: 'left', name: 'Left to refund', cell: (line) => formatRand(line.refundable) },
      ]}
      rows={payment.lines.map((line) => ({ ...line, id: line.line }))}
    />
  );
}
