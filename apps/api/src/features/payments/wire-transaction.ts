import { centsToAmount } from '@pod-portal/domain';
import type { paymentTransactions } from '../../db/schema/index.ts';

/** A top-up in the contract's `Transaction` shape. */
export function toWireTransaction(row: typeof paymentTransactions.$inferSelect) {
  return {
    id: row.id,
    transaction_ref: row.reference,
    coupon_id: row.couponId,
    user_id: row.userId,
    amount: centsToAmount(row.amountCents),
    user_book_id: row.localBookId,
    user_international_book_id: row.internationalBookId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
