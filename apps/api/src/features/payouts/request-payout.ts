import {
  INTERNATIONAL_PAYOUT_MESSAGE,
  NO_PAYOUT_ACCOUNT_MESSAGE,
  payoutRequestProblem,
  payoutStatementReference,
} from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, payouts, users } from '../../db/schema/index.ts';
import { ApiError, invalidField, notFound } from '../../http/api-error.ts';
import { balanceCents } from '../ledger/index.ts';
import { payoutAccount } from './payout-account.ts';

/**
 * A payout of `amountCents` asked for from the author's balance: the amount leaves the balance
 * at once (a `payout` debit naming the payout), so it cannot be spent or asked for twice while
 * staff approve and pay it. The author's row is locked: a cart payment and a payout take turns.
 */
export async function requestPayout(
  db: Db,
  dataKey: Uint8Array,
  request: { userId: number; amountCents: number; origin: 'author' | 'schedule' },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ misc: users.misc })
      .from(users)
      .where(eq(users.id, request.userId))
      .for('update');
    if (!user) throw notFound();
    const account = payoutAccount(dataKey, user.misc);
    if (!account) throw new ApiError(409, NO_PAYOUT_ACCOUNT_MESSAGE);
    if (account.kind === 'international') throw new ApiError(409, INTERNATIONAL_PAYOUT_MESSAGE);
    const balance = await balanceCents(tx, request.userId);
    const problem = payoutRequestProblem(request.amountCents, balance);
    if (problem) throw invalidField('amount', problem);
    const [entry] = await tx
      .insert(balanceEntries)
      .values({ userId: request.userId, amountCents: -request.amountCents, kind: 'payout' })
      .returning({ id: balanceEntries.id });
    if (!entry) throw new Error('the payout entry was not stored');
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: request.userId,
        amountCents: request.amountCents,
        origin: request.origin,
        entryId: entry.id,
      })
      .returning();
    if (!payout) throw new Error('the payout was not stored');
    await tx
      .update(balanceEntries)
      .set({ reference: payoutStatementReference(payout.id) })
      .where(eq(balanceEntries.id, entry.id));
    return { payout, balanceCents: balance - request.amountCents };
  });
}
