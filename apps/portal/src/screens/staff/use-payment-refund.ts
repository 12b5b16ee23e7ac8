import type { components } from '@pod-portal/sdk';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { formatRand } from '../../lib/format-rand.ts';
import { useStaffChange } from './use-staff-change.ts';

export type CartPayment = components['schemas']['StaffCartPayments']['payments'][number];
type Destination = components['schemas']['CartRefund']['destination'];

/** Where each destination sends the money, as the confirmation and its notice say it. */
const REFUND_DESTINATIONS: Readonly<Record<Destination, string>> = {
  balance: "the author's balance",
  card: 'the card the payment was made with',
  paypal: 'the PayPal account the payment was made with',
};

/** The destination a refund form's choice names, or the balance for anything else. */
export const destinationOf = (value: unknown): Destination =>
  value === 'card' || value === 'paypal' ? value : 'balance';

/**
 * A cart payment's refund as staff fill it in: the chosen lines, where the money goes, the
 * reason, which refund waits for its confirmation and its amount; `refund` makes it.
 */
export function usePaymentRefund(payment: CartPayment) {
  const { pod } = useRouteContext({ from: '__root__' });
  const { notice, change } = useStaffChange();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [destination, setDestination] = useState<Destination>('balance');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<'whole' | 'lines' | null>(null);
  const open = payment.lines.filter((line) => line.refundable > 0);
  const left = open.reduce((sum, line) => sum + line.refundable, 0);
  const chosenTotal = open
    .filter((line) => chosen.has(line.line))
    .reduce((sum, line) => sum + line.refundable, 0);
  const amount = confirming === 'whole' ? left : chosenTotal;
  const where = REFUND_DESTINATIONS[destination];

  const choose = (line: number, selected: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (selected) next.add(line);
      else next.delete(line);
      return next;
    });

  const refund = async (whole: boolean) => {
    const lines = whole ? undefined : [...chosen].sort().map((line) => ({ line }));
    const done = await change(
      () =>
        pod.staff.refundCartPayment({
          params: { path: { id: payment.id } },
          body: { destination, reason: reason.trim(), ...(lines ? { lines } : {}) },
        }),
      {
        done: (data) =>
          `${formatRand(data.refund.amount)} refunded to ${where} (credit note ${data.refund.credit_note_number}).`,
        refused: 'The refund was not made.',
      },
    );
    if (done) {
      setChosen(new Set());
      setReason('');
    }
  };

  return {
    notice,
    chosen,
    choose,
    destination,
    setDestination,
    reason,
    setReason,
    confirming,
    setConfirming,
    open,
    left,
    amount,
    where,
    refund,
  };
}

/** A payment's refund in the making (`usePaymentRefund`). */
export type PaymentRefund = ReturnType<typeof usePaymentRefund>;
