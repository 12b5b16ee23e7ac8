import { type Cents, formatMoney, toCents } from '@pod-portal/domain';

interface WithBalance {
  balance?: number | null;
  balance_cents?: number | null;
}

/** The user's balance in cents (the API gives both cents and rand); 0 when unknown. */
export function balanceCentsOf(user: WithBalance | null | undefined): Cents {
  if (typeof user?.balance_cents === 'number') return user.balance_cents;
  return (typeof user?.balance === 'number' ? toCents(user.balance) : null) ?? 0;
}

/** The balance as the top bar and balance card show it: `R 1 250.00`, R 0.00 when unknown. */
export function formatBalance(user: WithBalance | null | undefined): string {
  return formatMoney(balanceCentsOf(user), 'ZAR');
}
