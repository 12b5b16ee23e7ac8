import type { Cents } from './cents.ts';

/**
 * Splits `amount` cents over parts in proportion to `weights`, by the largest remainder
 * method: each part gets the whole cents of its exact share (`amount x weight / sum of
 * weights`, rounded down), and the cents still left go one each to the parts with the largest
 * fractions, the earlier part first on a tie. The parts always add up to `amount` exactly, and
 * each is its exact share rounded down or up. `amount` and the weights must be non-negative
 * safe integers; with all weights 0 every part is 0 (then `amount` must be 0 too).
 */
export function allocateByLargestRemainder(amount: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const parts = exact.map((product) => product / total);
  let left = BigInt(amount) - parts.reduce((sum, part) => sum + part, 0n);
  const byFraction = exact
    .map((product, index) => ({ index, fraction: product % total }))
    .sort((a, b) =>
      a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1,
    );
  for (const { index } of byFraction) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
