import { formatDateTime, formatMoney, toCents } from '@pod-portal/domain';
import { Alert, AlertDialog, Card } from '@pod-portal/ui';
import { formatRand } from '../../lib/format-rand.ts';
import { PaidLinesTable } from './PaidLinesTable.tsx';
import { RefundForm } from './RefundForm.tsx';
import { type CartPayment, usePaymentRefund } from './use-payment-refund.ts';

const PLACES = { balance: 'the balance', card: 'the card', paypal: 'PayPal' } as const;

type Refund = CartPayment['refunds'][number];

/** What PayPal did with a refund it did not simply complete. */
const PAYPAL_NOTES: Partial<Record<NonNullable<Refund['paypal_status']>, string>> = {
  PENDING: ', pending at PayPal',
  FAILED: ', failed at PayPal: back in the balance',
  CANCELLED: ', cancelled by PayPal: back in the balance',
};

/** Where a refund went, as the payment's refunds list it: `PayPal (USD 15.81)`. */
function refundedTo(made: Refund): string {
  if (made.usd_amount === null) return PLACES[made.destination];
  const note = made.paypal_status ? (PAYPAL_NOTES[made.paypal_status] ?? '') : '';
  return `${PLACES[made.destination]} (${formatMoney(toCents(made.usd_amount) ?? 0, 'USD')}${note})`;
}

/** A cart payment's lines, its refunds, and the refund form. */
export function RefundPaymentCard({ payment }: { payment: CartPayment }) {
  const refund = usePaymentRefund(payment);
  const { notice, amount, where, confirming } = refund;
  const title = `${payment.invoice_number}: ${formatRand(payment.total)} paid ${formatDateTime(new Date(payment.created_at))}`;
  return (
    <Card title={title}>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <PaidLinesTable payment={payment} />
      {payment.refunds.length > 0 && (
        <ul aria-label={`Refunds of ${payment.invoice_number}`}>
          {payment.refunds.map((made) => (
            <li key={made.id}>
              {`${made.credit_note_number}: ${formatRand(made.amount)} to ${refundedTo(made)} (${made.reason})`}
            </li>
          ))}
        </ul>
      )}
      {refund.left > 0 && <RefundForm payment={payment} refund={refund} />}
      <AlertDialog
        title="Refund this payment?"
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) refund.setConfirming(null);
        }}
        actionLabel={`Refund ${formatRand(amount)}`}
        cancelLabel="Cancel"
        variant="danger"
        onAction={() => void refund.refund(confirming === 'whole')}
      >
        {formatRand(amount)} of {payment.invoice_number} goes back to {where}. A credit note is sent
        to the author. This cannot be undone.
      </AlertDialog>
    </Card>
  );
}
