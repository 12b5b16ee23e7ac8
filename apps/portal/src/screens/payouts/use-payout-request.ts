import { payoutRequestProblem, toCents } from '@pod-portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { CURRENT_USER_KEY } from '../../api/current-user-query.ts';
import { userKey } from '../../api/user-key.ts';
import { formatRand } from '../../lib/format-rand.ts';
import { useUserId } from '../../session/use-current-user.ts';

/** How the last request went: the amount's problem, a refusal (409) or the payout asked for. */
export type PayoutRequestState =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'asked'; message: string };

/**
 * The payout form's amount (prefilled with the whole balance) and its request: checked by the
 * domain's rule first (the API's own words), then sent; the balance, the payouts and the
 * ledger are fetched again once it is asked for.
 */
export function usePayoutRequest(balance: number) {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const userId = useUserId();
  const [amount, setAmount] = useState<number | null>(balance);
  const [state, setState] = useState<PayoutRequestState>({ kind: 'idle' });
  const [isSubmitting, setSubmitting] = useState(false);

  function change(next: number | null) {
    setAmount(next);
    if (state.kind === 'invalid') setState({ kind: 'idle' });
  }

  async function submit() {
    const cents = amount === null ? Number.NaN : (toCents(amount) ?? Number.NaN);
    const problem = payoutRequestProblem(cents, toCents(balance) ?? 0);
    if (problem || amount === null) {
      setState({ kind: 'invalid', message: problem ?? '' });
      return;
    }
    setSubmitting(true);
    try {
      const { data, outcome } = await pod.payouts.request({ body: { amount } });
      if (data) {
        setState({
          kind: 'asked',
          message: `Payout of ${formatRand(data.payout.amount)} asked for. Your bank statement will show ${data.payout.reference}.`,
        });
        setAmount(data.balance);
        // The payouts, the ledger and the balance (the top bar's, from the current user).
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: userKey(userId) }),
          queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        ]);
      } else if (outcome.kind === 'invalidInput') {
        const field = outcome.errors.find((error) => error.field === 'amount');
        setState({ kind: 'invalid', message: field?.message ?? outcome.description ?? '' });
      } else if (outcome.kind !== 'ok' && outcome.status === 409) {
        setState({ kind: 'refused', message: outcome.description ?? '' });
      } else {
        setState({
          kind: 'failed',
          message: 'The payout could not be asked for. Please try again.',
        });
      }
    } catch {
      setState({
        kind: 'failed',
        message: 'The payout could not be asked for: check your connection and try again.',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { amount, change, submit, state, isSubmitting };
}
