import { Alert, Button, Link, MoneyField } from '@pod-portal/ui';
import type { FormEvent } from 'react';
import { formatRand } from '../../lib/format-rand.ts';
import { usePayoutRequest } from './use-payout-request.ts';

/** "Ask for a payout": an amount from the minimum up to the balance, the whole balance first. */
export function PayoutRequestForm({ balance, minimum }: { balance: number; minimum: number }) {
  const { amount, change, submit, state, isSubmitting } = usePayoutRequest(balance);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form className="app-form" noValidate onSubmit={onSubmit} aria-label="Ask for a payout">
      {state.kind === 'asked' && <Alert variant="success">{state.message}</Alert>}
      {state.kind === 'failed' && <Alert variant="danger">{state.message}</Alert>}
      {state.kind === 'refused' && (
        <Alert variant="danger">
          {state.message}. <Link href="/profile">Open your Profile</Link>
        </Alert>
      )}
      <MoneyField
        label="Amount"
        currency="ZAR"
        value={amount}
        onChange={change}
        description={`From ${formatRand(minimum)} up to your balance of ${formatRand(balance)}.`}
        isInvalid={state.kind === 'invalid'}
        errorMessage={state.kind === 'invalid' ? state.message : undefined}
        validationBehavior="aria"
      />
      <div className="app-actions">
        <Button type="submit" isPending={isSubmitting}>
          Ask for a payout
        </Button>
      </div>
    </form>
  );
}
