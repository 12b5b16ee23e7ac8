import { type BankPayment, bankPaymentCsv, payoutStatementReference } from '@pod-portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutBatches, payouts } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-error.ts';
import { openText } from '../../lib/sealed-text.ts';
import type { PayoutAccount } from './payout-account.ts';

/**
 * A batch's bulk payment file (the domain's `bankPaymentCsv`): every payout of the batch still
 * to be paid or paid, to the account kept when it was approved. A failed one is left out.
 */
export async function batchBankFile(db: Db, dataKey: Uint8Array, batchId: number) {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) throw notFound('There is no such payout batch');
  const rows = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.batchId, batchId), inArray(payouts.status, ['approved', 'paid'])))
    .orderBy(payouts.id);
  const payments = rows.map((payout): BankPayment => {
    const account = JSON.parse(
      openText(dataKey, payout.bankDetails ?? '') ?? 'null',
    ) as PayoutAccount | null;
    if (account?.kind !== 'local') throw new Error(`payout ${payout.id} has no readable account`);
    return {
      ...account.payment,
      amount: payout.amountCents,
      reference: payoutStatementReference(payout.id),
    };
  });
  return { fileName: `payout-batch-${batchId}.csv`, csv: bankPaymentCsv(payments) };
}
