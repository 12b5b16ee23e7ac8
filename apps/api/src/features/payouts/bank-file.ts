import {
  type BankPayment,
  bankPaymentCsv,
  type InternationalTransfer,
  internationalTransferCsv,
  payoutStatementReference,
} from '@pod-portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutBatches, payouts } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-error.ts';
import { approvedAccount } from './payout-account.ts';

type Payout = typeof payouts.$inferSelect;

/**
 * A batch's payouts still to be paid or paid, each with the account kept when it was approved
 * (a failed one is left out), in the order approved.
 */
async function batchPayments(db: Db, dataKey: Uint8Array, batchId: number) {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) throw notFound('There is no such payout batch');
  const rows = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.batchId, batchId), inArray(payouts.status, ['approved', 'paid'])))
    .orderBy(payouts.id);
  return rows.map((payout) => {
    const account = approvedAccount(dataKey, payout.bankDetails);
    if (!account) throw new Error(`payout ${payout.id} has no readable account`);
    return { payout, account };
  });
}

const paymentOf = (payout: Payout) => ({
  amount: payout.amountCents,
  reference: payoutStatementReference(payout.id),
});

/** A batch's bulk payment file for the South African accounts (the domain's `bankPaymentCsv`). */
export async function batchBankFile(db: Db, dataKey: Uint8Array, batchId: number) {
  const payments = (await batchPayments(db, dataKey, batchId)).flatMap(
    ({ payout, account }): BankPayment[] =>
      account.kind === 'local' ? [{ ...account.payment, ...paymentOf(payout) }] : [],
  );
  return { fileName: `payout-batch-${batchId}.csv`, csv: bankPaymentCsv(payments) };
}

/**
 * A batch's international transfer file for the accounts abroad, sent by SWIFT in rand (the
 * domain's `internationalTransferCsv`).
 */
export async function batchInternationalFile(db: Db, dataKey: Uint8Array, batchId: number) {
  const transfers = (await batchPayments(db, dataKey, batchId)).flatMap(
    ({ payout, account }): InternationalTransfer[] =>
      account.kind === 'international' ? [{ ...account.transfer, ...paymentOf(payout) }] : [],
  );
  return {
    fileName: `payout-batch-${batchId}-international.csv`,
    csv: internationalTransferCsv(transfers),
  };
}
