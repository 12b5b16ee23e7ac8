import type { SaleOutcome } from '../../db/schema/index.ts';

/**
 * The royalty an order line earns its book's owner, rand cents: every unit's royalty (as
 * recorded with the line) while the line is a sale; nothing once it is returned or cancelled.
 */
export function lineRoyaltyCents(line: {
  outcome: SaleOutcome;
  quantity: number;
  unitRoyaltyCents: number;
}): number {
  return line.outcome === 'sale' ? line.quantity * line.unitRoyaltyCents : 0;
}
