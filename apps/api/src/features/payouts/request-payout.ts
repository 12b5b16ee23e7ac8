import {
  bankChangeHoldMessage,
  bankChangeHoldUntil,
  INTERNATIONAL_OR_PAYPAL_PAYOUT_MESSAGE,
  INTERNATIONAL_PAYOUT_MESSAGE,
  NO_PAYOUT_ACCOUNT_MESSAGE,
  PAYOUT_MINIMUM_CENTS,
  payoutRequestProblem,
  payoutStatementReference,
} from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, payouts, users } from '../../db/schema/index.ts';
import { ApiError, invalidField, notFound } from '../../http/api-error.ts';
import { balanceCents } from '../ledger/index.ts';
import { isPayable, payoutAccount } from './payout-account.ts';

/**
 * The author's row locked (a cart payment and a payout take turns on the balance), with the
 * payout account on their profile and their balance.
 */
async function lockedAuthor(tx: Db, dataKey: Uint8Array, userId: number) {
  const [user] = await tx
    .select({
      misc: users.misc,
      nameFirst: users.nameFirst,
      nameLast: users.nameLast,
      changedAt: users.bankChangedAt,
      confirmedAt: users.bankChangeConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound();
  return {
    account: payoutAccount(dataKey, user),
    balance: await balanceCents(tx, userId),
    heldUntil: bankChangeHoldUntil(user, new Date()),
  };
}

/**
 * Records a payout: the amount leaves the balance at once (a `payout` debit naming the
 * payout), so it cannot be spent or asked for twice while staff approve and pay it.
 */
async function recordPayout(
  tx: Db,
  payout: { userId: number; amountCents: number; scheduleRun: string | null },
) {
  const [entry] = await tx
    .insert(balanceEntries)
    .values({ userId: payout.userId, amountCents: -payout.amountCents, kind: 'payout' })
    .returning({ id: balanceEntries.id });
  if (!entry) throw new Error('the payout entry was not stored');
  const [row] = await tx
    .insert(payouts)
    .values({
      userId: payout.userId,
      amountCents: payout.amountCents,
      origin: payout.scheduleRun === null ? 'author' : 'schedule',
      scheduleRun: payout.scheduleRun,
      entryId: entry.id,
    })
    .returning();
  if (!row) throw new Error('the payout was not stored');
  await tx
    .update(balanceEntries)
    .set({ reference: payoutStatementReference(row.id) })
    .where(eq(balanceEntries.id, entry.id));
  return row;
}

/**
 * A payout of `amountCents` the author asks for, from R 100 up to their balance; to a PayPal
 * address only where PayPal is offered (`paypalOffered`).
 */
export async function requestPayout(
  db: Db,
  dataKey: Uint8Array,
  request: { userId: number; amountCents: number; paypalOffered: boolean },
) {
  return db.transaction(async (tx) => {
    const { account, balance, heldUntil } = await lockedAuthor(tx, dataKey, request.userId);
    if (!account) throw new ApiError(409, NO_PAYOUT_ACCOUNT_MESSAGE);
    if (!isPayable(account, request.paypalOffered))
      throw new ApiError(
        409,
        request.paypalOffered
          ? INTERNATIONAL_OR_PAYPAL_PAYOUT_MESSAGE
          : INTERNATIONAL_PAYOUT_MESSAGE,
      );
    if (heldUntil) throw new ApiError(409, bankChangeHoldMessage(heldUntil));
    const problem = payoutRequestProblem(request.amountCents, balance);
    if (problem) throw invalidField('amount', problem);
    const payout = await recordPayout(tx, {
      userId: request.userId,
      amountCents: request.amountCents,
      scheduleRun: null,
    });
    return { payout, balanceCents: balance - request.amountCents };
  });
}

/**
 * The quarterly run's payout of an author's whole balance, when it is at least R 100 and there
 * is an account to pay it into (South African, abroad by SWIFT, or a PayPal address where
 * PayPal is offered); null when not (or when this run paid them already).
 * One whose bank details changed lately is made too: staff cannot approve it until the hold ends.
 */
export async function quarterlyPayout(
  db: Db,
  dataKey: Uint8Array,
  due: { userId: number; run: string; paypalOffered: boolean },
) {
  return db.transaction(async (tx) => {
    const { account, balance } = await lockedAuthor(tx, dataKey, due.userId);
    if (!isPayable(account, due.paypalOffered) || balance < PAYOUT_MINIMUM_CENTS) return null;
    const [paid] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.userId, due.userId), eq(payouts.scheduleRun, due.run)));
    if (paid) return null;
    return recordPayout(tx, { userId: due.userId, amountCents: balance, scheduleRun: due.run });
  });
}
