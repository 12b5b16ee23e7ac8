import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries } from '../../db/schema/index.ts';
import { lineRoyaltyCents } from './line-royalty.ts';
import { statementChunks } from './statement-chunks.ts';

/** An order line as imported, with what was credited for it before this import. */
export interface ImportedLine {
  id: number;
  orderId: number;
  ownerId: number;
  outcome: Parameters<typeof lineRoyaltyCents>[0]['outcome'];
  quantity: number;
  unitRoyaltyCents: number;
  royaltyCreditedCents: number;
}

/** What an import moved: royalties credited and reversed, rand cents. */
export interface RoyaltyMovement {
  creditedCents: number;
  reversedCents: number;
}

/**
 * Credits each line's royalty to its book's owner, or reverses it, in the import's transaction:
 * the difference between what the line earns now (`lineRoyaltyCents`) and what was credited
 * for it before, as one ledger row naming the order (`royalty` or `royalty-return`). So a line
 * is credited once however often it is imported, and a return takes back exactly its credit.
 */
export async function creditRoyalties(
  tx: Db,
  lines: readonly ImportedLine[],
): Promise<RoyaltyMovement> {
  const moves = lines.flatMap((line) => {
    const earned = lineRoyaltyCents(line);
    const difference = earned - line.royaltyCreditedCents;
    return difference === 0 ? [] : [{ line, earned, difference }];
  });
  if (moves.length === 0) return { creditedCents: 0, reversedCents: 0 };
  for (const chunk of statementChunks(moves))
    await tx.insert(balanceEntries).values(
      chunk.map(({ line, difference }) => ({
        userId: line.ownerId,
        amountCents: difference,
        kind: difference > 0 ? ('royalty' as const) : ('royalty-return' as const),
        reference: `Order ${line.orderId}`,
        orderLineId: line.id,
      })),
    );
  // One statement for every line, its values in one JSON parameter (any number of lines).
  const credited = JSON.stringify(moves.map(({ line, earned }) => ({ id: line.id, earned })));
  await tx.execute(sql`
    update orders set royalty_credited_cents = credited.earned
    from json_to_recordset(${credited}::json) as credited(id int, earned bigint)
    where orders.id = credited.id`);
  return {
    creditedCents: moves.reduce((sum, move) => sum + Math.max(move.difference, 0), 0),
    reversedCents: moves.reduce((sum, move) => sum + Math.max(-move.difference, 0), 0),
  };
}
