import { Button, Checkbox, RadioGroup, TextField } from '@pod-portal/ui';
import { formatRand } from '../../lib/format-rand.ts';
import { type CartPayment, destinationOf, type PaymentRefund } from './use-payment-refund.ts';

interface RefundFormProps {
  payment: CartPayment;
  refund: PaymentRefund;
}

/**
 * The option of paying back where the payment was taken: PayPal for a payment PayPal took,
 * otherwise the card (disabled when no card paid), with what can still go back.
 */
function paidBack(payment: CartPayment) {
  if (payment.paypal_refundable !== null) {
    return {
      value: 'paypal',
      label: `PayPal (up to ${formatRand(payment.paypal_refundable)})`,
      isDisabled: payment.paypal_refundable <= 0,
    };
  }
  return {
    value: 'card',
    label:
      payment.card_refundable === null
        ? 'The card (not paid by card)'
        : `The card (up to ${formatRand(payment.card_refundable)})`,
    isDisabled: payment.card_refundable === null || payment.card_refundable <= 0,
  };
}

/** The lines to refund, where to (the balance, the card or PayPal), the reason, and the two refunds. */
export function RefundForm({ payment, refund }: RefundFormProps) {
  const { chosen, reason } = refund;
  return (
    <div>
      <fieldset className="ui-field">
        <legend>Lines to refund</legend>
        {refund.open.map((line) => (
          <Checkbox
            key={line.line}
            isSelected={chosen.has(line.line)}
            onChange={(selected) => refund.choose(line.line, selected)}
          >
            {`${line.name} (${formatRand(line.refundable)} left)`}
          </Checkbox>
        ))}
      </fieldset>
      <RadioGroup
        label="Refund to"
        value={refund.destination}
        onChange={(value) => refund.setDestination(destinationOf(value))}
        options={[{ value: 'balance', label: "The author's balance" }, paidBack(payment)]}
      />
      <TextField label="Reason" value={reason} onChange={refund.setReason} isRequired />
      <div className="app-actions">
        <Button
          variant="secondary"
          isDisabled={chosen.size === 0 || reason.trim() === ''}
          onPress={() => refund.setConfirming('lines')}
        >
          Refund chosen lines
        </Button>
        <Button
          variant="danger"
          isDisabled={reason.trim() === ''}
          onPress={() => refund.setConfirming('whole')}
        >
          Refund whole payment
        </Button>
      </div>
    </div>
  );
}
