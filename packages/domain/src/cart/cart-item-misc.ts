import { z } from 'zod';
import type { Cents } from '../money/cents.ts';
import { toCents } from '../money/cents.ts';
import { percentToBasisPoints } from '../money/rate.ts';

/** A number the server may send as a number or a numeric string. */
const decimal = z.union([z.number(), z.string()]);

const firstEntrySchema = z.object({
  name: z.string(),
  description: z.string().optional().default(''),
  cost: decimal,
  discount: decimal.nullish(),
  discount_type: z.union([z.number(), z.string()]).nullish(),
});

/** The service a cart item stands for, read from its `misc` JSON. */
export interface CartItemDetails {
  name: string;
  description: string;
  /** Price excluding VAT. */
  cost: Cents;
  discount: { type: 'percentage'; basisPoints: number } | { type: 'amount'; amount: Cents } | null;
}

export type ParsedCartItemMisc =
  | { ok: true; value: CartItemDetails }
  | { ok: false; error: string };

/**
 * Reads a cart item's `misc` (a JSON array whose first element has name, description,
 * cost, discount, discount_type) without throwing. `discount_type` 1 means the discount is
 * a percentage; anything else means an amount in rand.
 */
export function parseCartItemMisc(misc: string): ParsedCartItemMisc {
  let json: unknown;
  try {
    json = JSON.parse(misc);
  } catch {
    return { ok: false, error: 'misc is not valid JSON' };
  }
  const first = Array.isArray(json) ? json[0] : undefined;
  const parsed = firstEntrySchema.safeParse(first);
  if (!parsed.success) return { ok: false, error: 'misc has no entry with a name and a cost' };
  const { name, description, cost, discount, discount_type } = parsed.data;
  const costCents = toCents(cost);
  if (costCents === null || costCents < 0) return { ok: false, error: 'cost is not an amount' };
  if (discount === null || discount === undefined || discount === '' || Number(discount) === 0) {
    return { ok: true, value: { name, description, cost: costCents, discount: null } };
  }
  if (Number(discount_type) === 1) {
    const basisPoints = percentToBasisPoints(discount);
    if (basisPoints === null) return { ok: false, error: 'discount is not a percentage' };
    return {
      ok: true,
      value: { name, description, cost: costCents, discount: { type: 'percentage', basisPoints } },
    };
  }
  const amount = toCents(discount);
  if (amount === null || amount < 0) return { ok: false, error: 'discount is not an amount' };
  return {
    ok: true,
    value: { name, description, cost: costCents, discount: { type: 'amount', amount } },
  };
}
