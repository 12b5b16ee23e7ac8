import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries } from '../../db/schema/index.ts';

/** The user's balance in rand cents: the sum of their ledger entries. */
export async function balanceCents(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${balanceEntries.amountCents}), 0)` })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId));
  return Number(row?.total ?? 0);
}
