import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries } from '../../db/schema/index.ts';

type EntryKind = (typeof balanceEntries.$inferSelect)['kind'];

/**
 * The contract's ledger type of each stored kind. An operator's `adjustment` has no type of
 * its own: a credit shows as a royalty and a debit as a payout, the two movements operators
 * record by hand.
 */
function ledgerType(kind: EntryKind, amountCents: number) {
  switch (kind) {
    case 'welcome':
      return 'registration_bonus';
    case 'coupon':
      return 'coupon';
    case 'payment':
      return 'topup';
    case 'purchase':
      return 'cart_payment';
    case 'adjustment':
      return amountCents < 0 ? 'payout' : 'royalty';
  }
}

/**
 * One page of the user's balance ledger, newest first, each entry with the balance after it
 * (a running sum over the whole ledger, oldest first, so paging does not change it). Entries
 * are settled movements: no fee is kept on them and their status is `complete`.
 */
export async function ledgerPage(db: Db, userId: number, skip: number, take: number) {
  const running = db
    .select({
      id: balanceEntries.id,
      createdAt: balanceEntries.createdAt,
      kind: balanceEntries.kind,
      amountCents: balanceEntries.amountCents,
      reference: balanceEntries.reference,
      balanceCents:
        sql<number>`sum(${balanceEntries.amountCents}) over (order by ${balanceEntries.createdAt}, ${balanceEntries.id})`
          .mapWith(Number)
          .as('balance_cents'),
    })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId))
    .as('ledger');
  const rows = await db
    .select()
    .from(running)
    .orderBy(desc(running.createdAt), desc(running.id))
    .limit(take)
    .offset(skip);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    type: ledgerType(row.kind, row.amountCents),
    amount_before_fees: row.amountCents / 100,
    fee: 0,
    amount_after_fees: row.amountCents / 100,
    status: 'complete' as const,
    balance: row.balanceCents / 100,
    // Coupon and welcome entries reference internal rows, not a payment reference.
    transaction_ref: row.kind === 'payment' || row.kind === 'purchase' ? row.reference : null,
  }));
}
