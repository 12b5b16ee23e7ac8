import { BANK_CHANGE_HOLD_DAYS, SOMETHING_WENT_WRONG_MESSAGE } from '@pod-portal/domain';
import { Alert, Button, Link } from '@pod-portal/ui';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';

const route = getRouteApi('/(auth)/confirm-bank-change');

/**
 * The bank change email's link. Nothing happens on opening it (mail scanners open links): the
 * author presses the button to say they made the change, and payouts no longer wait for it.
 */
export function ConfirmBankChangePage() {
  const { id, token } = route.useSearch();
  const { pod } = useRouteContext({ from: '__root__' });
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      const { data, error } = await pod.payouts.confirmBankChange({
        params: { path: { id: Number(id), token } },
      });
      if (data) setConfirmed(true);
      else setProblem(error?.description ?? SOMETHING_WENT_WRONG_MESSAGE);
    } catch {
      setProblem(SOMETHING_WENT_WRONG_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  if (confirmed) {
    return (
      <section className="app-auth" aria-labelledby="bank-change-title">
        <h1 id="bank-change-title">Thank you</h1>
        <Alert variant="success">
          Your new bank details are confirmed: your payouts go ahead without waiting.
        </Alert>
        <Link href="/login" variant="primary">
          Log in
        </Link>
      </section>
    );
  }
  return (
    <section className="app-auth" aria-labelledby="bank-change-title">
      <h1 id="bank-change-title">Did you change your bank details?</h1>
      <p>
        The bank account your royalties are paid into was changed. Payouts wait{' '}
        {BANK_CHANGE_HOLD_DAYS} days after such a change, unless you confirm that you made it.
      </p>
      <p>
        If you did not make this change, do not confirm it: change your password and tell us in the
        support chat, and no payout goes to the new account.
      </p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <Button variant="primary" onPress={() => void confirm()} isPending={busy}>
        Yes, I changed my bank details
      </Button>
    </section>
  );
}
