import { allocateByLargestRemainder } from '../money/allocate.ts';
import type { Cents } from '../money/cents.ts';
import type { BasisPoints } from '../money/rate.ts';

/** A book's whole royalty, in basis points: the payees' shares add up to 100%. */
export const WHOLE_SHARE: BasisPoints = 10_000;

/** The most payees one book can have (the author, co-authors and contributors). */
export const MOST_PAYEES = 10;

export const SHARES_TOTAL_MESSAGE = 'The shares must add up to 100%';
export const SHARE_SIZE_MESSAGE =
  'Each share must be more than 0% and at most 100%, in steps of 0.01%';
export const PAYEE_COUNT_MESSAGE = `A book can have 1 to ${MOST_PAYEES} payees`;

/** Why these shares (basis points, in the book's payee order) cannot split a royalty, or null. */
export function payeeSharesProblem(shares: readonly BasisPoints[]): string | null {
  if (shares.length < 1 || shares.length > MOST_PAYEES) return PAYEE_COUNT_MESSAGE;
  if (shares.some((share) => !Number.isInteger(share) || share <= 0 || share > WHOLE_SHARE))
    return SHARE_SIZE_MESSAGE;
  if (shares.reduce((sum, share) => sum + share, 0) !== WHOLE_SHARE) return SHARES_TOTAL_MESSAGE;
  return null;
}

/**
 * A royalty split over a book's payees by their shares, to the cent. The remainder rule: each
 * payee gets their exact share rounded down, and the cents left go one each to the payees with
 * the largest fractions of a cent, the earlier payee (the book's author first) on a tie
 * (`allocateByLargestRemainder`). So the parts always add up to the royalty, no payee is ever a
 * cent from their exact share, and a returned sale's negative royalty is split as the exact
 * negative of the sale's, reversing each payee's credit to the cent. Throws for shares
 * `payeeSharesProblem` refuses.
 */
export function splitRoyalty(royalty: Cents, shares: readonly BasisPoints[]): Cents[] {
  const problem = payeeSharesProblem(shares);
  if (problem) throw new RangeError(problem);
  const parts = allocateByLargestRemainder(Math.abs(royalty), shares);
  return royalty < 0 ? parts.map((part) => (part === 0 ? 0 : -part)) : parts;
}

export const AUTHOR_SHARE_MESSAGE =
  "The payees' shares must add up to less than 100%: the rest is your own share";

/** The book author's own share: what the invited payees' shares leave of the whole royalty. */
export function authorShare(invited: readonly BasisPoints[]): BasisPoints {
  return WHOLE_SHARE - invited.reduce((sum, share) => sum + share, 0);
}

/**
 * Why an author cannot give these shares (basis points) to the payees they invite, or null.
 * The author is a payee too, first, and keeps the rest: so at most `MOST_PAYEES - 1` are
 * invited, each share more than 0%, and together under 100%.
 */
export function invitedSharesProblem(invited: readonly BasisPoints[]): string | null {
  if (invited.length >= MOST_PAYEES) return PAYEE_COUNT_MESSAGE;
  const sizes = payeeSharesProblem(invited.length === 0 ? [WHOLE_SHARE] : invited);
  if (sizes === SHARE_SIZE_MESSAGE) return sizes;
  if (authorShare(invited) <= 0) return AUTHOR_SHARE_MESSAGE;
  return null;
}
