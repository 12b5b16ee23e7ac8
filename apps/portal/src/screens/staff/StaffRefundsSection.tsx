import { formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  Checkbox,
  RadioGroup,
  Table,
  TextField,
} from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { formatRand } from '../../lib/format-rand.ts';
import { staffCartPaymentsQuery } from './staff-queries.ts';
import { useStaffChange } from './use-staff-change.ts';

type CartPayment = components['schemas']['StaffCartPayments']['payments'][number];
type PaidLine = CartPayment['lines'][number];
type Destination = 'balance' | 'card';

/** One author's cart payments, where staff refund a whole payment or chosen lines. */
export function StaffRefundsSection({ authorId }: { authorId: number }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const list = useQuery(staffCartPaymentsQuery(pod, authorId));
  return (
    <section className="staff-section" aria-labelledby="staff-refunds">
      <h2 id="staff-refunds">Cart payments and refunds</h2>
      {list.isPending ? (
        <p role="status">Loading cart payments…</p>
      ) : !list.data ? (
        <p role="alert">The cart payments could not be loaded. Please try again later.</p>
      ) : list.data.payments.length === 0 ? (
        <p className="staff-muted">This author has not paid a cart yet.</p>
      ) : (
        list.data.payments.map((payment) => <PaymentCard key={payment.id} payment={payment} />)
      )}
    </section>
  );
}

/** A cart payment's lines, its refunds, and the refund form. */
function PaymentCard({ payment }: { payment: CartPayment }) {
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
  const where =
    destination === 'card' ? 'the card the payment was made with' : "the author's balance";
  const title = `${payment.invoice_number}: ${formatRand(payment.total)} paid ${formatDateTime(new Date(payment.created_at))}`;

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

  return (
    <Card title={title}>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
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
      {payment.refunds.length > 0 && (
        <ul aria-label={`Refunds of ${payment.invoice_number}`}>
          {payment.refunds.map((refund) => (
            <li key={refund.id}>
              {refund.credit_note_number}: {formatRand(refund.amount)} to{' '}
              {refund.destination === 'card' ? 'the card' : 'the balance'} ({refund.reason})
            </li>
          ))}
        </ul>
      )}
      {left > 0 && (
        <div>
          <fieldset className="ui-field">
            <legend>Lines to refund</legend>
            {open.map((line) => (
              <Checkbox
                key={line.line}
                isSelected={chosen.has(line.line)}
                onChange={(selected) =>
                  setChosen((previous) => {
                    const next = new Set(previous);
                    if (selected) next.add(line.line);
                    else next.delete(line.line);
                    return next;
                  })
                }
              >
                {`${line.name} (${formatRand(line.refundable)} left)`}
              </Checkbox>
            ))}
          </fieldset>
          <RadioGroup
            label="Refund to"
            value={destination}
            onChange={(value) => setDestination(value === 'card' ? 'card' : 'balance')}
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
          <TextField label="Reason" value={reason} onChange={setReason} isRequired />
          <div className="app-actions">
            <Button
              variant="secondary"
              isDisabled={chosen.size === 0 || reason.trim() === ''}
              onPress={() => setConfirming('lines')}
            >
              Refund chosen lines
            </Button>
            <Button
              variant="danger"
              isDisabled={reason.trim() === ''}
              onPress={() => setConfirming('whole')}
            >
              Refund whole payment
            </Button>
          </div>
        </div>
      )}
      <AlertDialog
        title="Refund this payment?"
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setConfirming(null);
        }}
        actionLabel={`Refund ${formatRand(amount)}`}
        cancelLabel="Cancel"
        variant="danger"
        onAction={() => void refund(confirming === 'whole')}
      >
        {formatRand(amount)} of {payment.invoice_number} goes back to {where}. A credit note is sent
        to the author. This cannot be undone.
      </AlertDialog>
    </Card>
  );
}
