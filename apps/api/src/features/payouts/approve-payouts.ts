import {
  bankChangeHoldUntil,
  centsToDecimal,
  convertCents,
  formatDateTime,
  type RateMicros,
} from '@pod-portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { payoutBatches, payouts, users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { sealText } from '../../lib/sealed-text.ts';
import { recordStaffAction } from '../audit/index.ts';
import { isPayable, payoutAccount } from './payout-account.ts';

/**
 * Staff approve requested payouts together as one batch, paid by its files (the bank file for
 * South African accounts, the international transfer file for accounts abroad) and, for PayPal
 * addresses, by PayPal's Payouts API (the `paypal-payouts` job, sent once this commits): each payout
 * keeps the account it goes to as the profile holds it now (sealed), so a later change of bank
 * details cannot redirect a payout already approved. All or nothing: a payout not waiting for
 * approval, whose author has no account to pay into any more (or an international one without
 * IBAN and swift code), or whose author's bank details changed lately without confirmation
 * (`bankChangeHoldUntil`), refuses the whole batch.
 */
export async function approvePayouts(
  jobs: Pick<JobQueue, 'transaction'>,
  settings: { dataKey: Uint8Array; paypalRate: RateMicros | null },
  approval: { staffId: number; payoutIds: number[] },
) {
  const { dataKey, paypalRate } = settings;
  const ids = [...new Set(approval.payoutIds)];
  return jobs.transaction(async (tx, send) => {
    const rows = await tx
      .select({
        payout: payouts,
        misc: users.misc,
        nameFirst: users.nameFirst,
        nameLast: users.nameLast,
        changedAt: users.bankChangedAt,
        confirmedAt: users.bankChangeConfirmedAt,
      })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.userId))
      .where(inArray(payouts.id, ids))
      .orderBy(payouts.id)
      .for('update', { of: payouts });
    const found = new Set(rows.map((row) => row.payout.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new ApiError(404, `There is no payout ${missing}`);
    const now = new Date();
    const sealed = rows.map(({ payout, misc, nameFirst, nameLast, ...bankChange }) => {
      if (payout.status !== 'requested')
        throw new ApiError(
          409,
          `Payout ${payout.id} is ${payout.status}, not waiting for approval`,
        );
      const heldUntil = bankChangeHoldUntil(bankChange, now);
      if (heldUntil)
        throw new ApiError(
          409,
          `Payout ${payout.id} waits until ${formatDateTime(heldUntil)}: its author's bank details changed and the change is not confirmed`,
        );
      const account = payoutAccount(dataKey, { misc, nameFirst, nameLast });
      if (!isPayable(account, paypalRate !== null))
        throw new ApiError(
          409,
          `Payout ${payout.id}'s author has no bank account to pay into: a South African one, an IBAN and swift code${paypalRate === null ? '' : ', or a PayPal address'}`,
        );
      // PayPal sends dollars: converted now, as the batch is sent, by the domain's one rule.
      const paypal =
        account.kind === 'paypal' && paypalRate !== null
          ? { usdCents: convertCents(payout.amountCents, paypalRate), rateMicros: paypalRate }
          : { usdCents: null, rateMicros: null };
      return { payout, bank: sealText(dataKey, JSON.stringify(account)), paypal };
    });
    const [batch] = await tx
      .insert(payoutBatches)
      .values({ createdBy: approval.staffId })
      .returning();
    if (!batch) throw new Error('the payout batch was not stored');
    for (const { payout, bank, paypal } of sealed) {
      await tx
        .update(payouts)
        .set({
          status: 'approved',
          batchId: batch.id,
          bankDetails: bank,
          ...paypal,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'requested')));
      await recordStaffAction(tx, {
        staffId: approval.staffId,
        action: 'payout.approve',
        userId: payout.userId,
        details: {
          payoutId: payout.id,
          batchId: batch.id,
          amount: centsToDecimal(payout.amountCents),
        },
      });
    }
    if (sealed.some(({ paypal }) => paypal.usdCents !== null))
      await send('paypal-payouts', { batchId: batch.id });
    return batch;
  });
}
