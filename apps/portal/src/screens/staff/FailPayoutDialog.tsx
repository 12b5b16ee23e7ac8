import { PAYOUT_FAILURE_REASON_MESSAGE } from '@pod-portal/domain';
import { Button, Dialog, TextArea } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { formatRand } from '../../lib/format-rand.ts';
import type { StaffPayout } from './staff-payout-columns.tsx';
import type { StaffChange } from './use-staff-change.ts';

/** The longest reason the server keeps. */
const REASON_LIMIT = 300;

interface FailPayoutDialogProps {
  payout: StaffPayout;
  change: StaffChange;
  onClose: () => void;
}

/** A payout failed back to its author's balance, with the reason they read (required). */
export function FailPayoutDialog({ payout, change, onClose }: FailPayoutDialogProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [isFailing, setFailing] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem(PAYOUT_FAILURE_REASON_MESSAGE);
      return;
    }
    setFailing(true);
    await change(
      () =>
        pod.staff.failPayout({
          params: { path: { payoutId: payout.id } },
          body: { reason: reason.trim() },
        }),
      {
        done: (data) =>
          `${data.payout.reference} failed back to ${payout.author.name}'s balance (${formatRand(data.payout.amount)}); they are told why.`,
        refused: 'The payout was not failed back.',
      },
    );
    setFailing(false);
    onClose();
  }

  return (
    <Dialog
      title={`Fail ${payout.reference} back to the balance?`}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <form className="app-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          {formatRand(payout.amount)} goes back to the balance of {payout.author.name} (
          {payout.author.email}), who reads the reason.
        </p>
        <TextArea
          label="Reason"
          isRequired
          rows={3}
          characterLimit={REASON_LIMIT}
          value={reason}
          onChange={(text) => {
            setReason(text);
            setProblem(undefined);
          }}
          isInvalid={problem !== undefined}
          errorMessage={problem}
          validationBehavior="aria"
        />
        <div className="app-actions">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isPending={isFailing}>
            Fail back to the balance
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
