import { centsToAmount, payoutStatementReference } from '@pod-portal/domain';
import type { payouts } from '../../db/schema/index.ts';

type PayoutRow = typeof payouts.$inferSelect;

/** A payout as the contract answers it (`Payout`). */
export const payoutAnswer = (row: PayoutRow) => ({
  id: row.id,
  amount: centsToAmount(row.amountCents),
  status: row.status,
  origin: row.origin,
  reference: payoutStatementReference(row.id),
  batch_id: row.batchId,
  failure_reason: row.failureReason,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
