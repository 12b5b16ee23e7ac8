import { Button, Checkbox, RadioGroup, TextField } from '@pod-portal/ui';
import { formatRand } from '../../lib/format-rand.ts';
import type { CartPayment, PaymentRefund } from './use-payment-refund.ts';

interface RefundFormProps {
  payment: CartPayment;
  refund: PaymentRefund;
}

/** The lines to refund, where to (the balance or the card), the reason, and the two refunds. */
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
        onChange={(value) => refund.setDestination(value === 'card' ? 'card' : 'balance')}
        options={[
          { value: 'balance', label: "The author's balance" },
          {
            value: 'card',
            label:
              payment.card_refundable === null
                ? 'The card (not paid by card)'
                : `The card (up to ${formatRand(payment.card_refundable)})`,
            isDisabled: payment.card_refundable === null || payment.card_refundable <= 0,
          },
        ]}
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
