import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, heldRoyalties } from '../../db/schema/index.ts';
import { statementChunks } from '../../db/statement-chunks.ts';
import { routeRoyalties } from '../payees/index.ts';
import { lineRoyaltyCents } from './line-royalty.ts';

/** An order line as imported, with what was credited for it before this import. */
export interface ImportedLine {
  id: number;
  orderId: number;
  bookId: number;
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
 * for it before, as ledger rows naming the order (`royalty` or `royalty-return`). So a line
 * is credited once however often it is imported, and a return takes back exactly its credit.
 * A book shared with payees splits it over them, or holds it while one has not accepted
 * (`routeRoyalties`).
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
  const { entries, held } = await routeRoyalties(
    tx,
    moves.map(({ line, difference }) => ({
      bookId: line.bookId,
      ownerId: line.ownerId,
      orderLineId: line.id,
      reference: `Order ${line.orderId}`,
      amountCents: difference,
    })),
  );
  for (const chunk of statementChunks(entries)) await tx.insert(balanceEntries).values(chunk);
  for (const chunk of statementChunks(held)) await tx.insert(heldRoyalties).values(chunk);
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
