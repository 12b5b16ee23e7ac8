import type { Cents } from './cents.ts';

/**
 * Rounds exact shares (`numerators[i] / denominator` cents each) to whole cents that add up to
 * `total`, by the largest remainder method: each share rounded down, then one cent each to the
 * shares with the largest remainders, the earlier share first on a tie. `total` must lie
 * between the sum of the shares rounded down and that sum plus the number of shares (as it
 * does when it is the exact total, or the exact total rounded). Then each part is its exact
 * share rounded down or up.
 */
export function roundSharesToTotal(
  total: Cents,
  numerators: readonly bigint[],
  denominator: bigint,
): Cents[] {
  const parts = numerators.map((numerator) => numerator / denominator);
  let left = BigInt(total) - parts.reduce((sum, part) => sum + part, 0n);
  if (left < 0n || left > BigInt(parts.length))
    throw new RangeError(`${total} cannot be the rounded total of these shares`);
  const byRemainder = numerators
    .map((numerator, index) => ({ index, remainder: numerator % denominator }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/**
 * Splits `amount` cents over parts in proportion to `weights`, by the largest remainder
 * method (`roundSharesToTotal` of the exact shares `amount x weight / sum of weights`). The
 * parts always add up to `amount` exactly, and each is its exact share rounded down or up.
 * `amount` and the weights must be non-negative safe integers; with all weights 0 every part
 * is 0 (then `amount` must be 0 too).
 */
export function allocateByLargestRemainder(amount: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) return weights.map(() => 0);
  return roundSharesToTotal(
    amount,
    weights.map((weight) => BigInt(amount) * BigInt(weight)),
    total,
  );
}
