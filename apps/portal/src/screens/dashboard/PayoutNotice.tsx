import { formatIsoDate, nextPayoutDate, shouldShowPayoutNotice } from '@pod-portal/domain';
import { Button, Dialog } from '@pod-portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { balanceCentsOf, formatBalance } from '../../lib/format-balance.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';

const SHOWN_KEY = 'pod-portal.payoutNoticeShown';

/**
 * Once per session, when the balance is over R 100: when the money will be paid out, and the
 * way to ask for it now.
 */
export function PayoutNotice() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const balance = balanceCentsOf(user);
  useEffect(() => {
    if (!shouldShowPayoutNotice(balance, sessionStorage.getItem(SHOWN_KEY) === '1')) return;
    sessionStorage.setItem(SHOWN_KEY, '1');
    setOpen(true);
  }, [balance]);
  return (
    <Dialog
      title="Payout notice"
      isOpen={open}
      onOpenChange={setOpen}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            OK
          </Button>
          <Button
            onPress={() => {
              close();
              void navigate({ to: '/payouts' });
            }}
          >
            Ask for a payout
          </Button>
        </>
      )}
    >
      <p>
        Your balance is {formatBalance(user)}. Payouts are made in March, June, September and
        December; the next payout month starts on {formatIsoDate(nextPayoutDate(new Date()))}.
      </p>
    </Dialog>
  );
}
