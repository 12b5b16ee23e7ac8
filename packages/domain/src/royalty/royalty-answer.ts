import { centsToDecimal } from '../money/format-money.ts';
import { API_CODES, SUCCESS } from '../reference/api-codes.ts';
import { PAGES_EXCEED_PAPER_TYPE_MESSAGE } from '../validation/messages.ts';
import type { RoyaltyResult } from './royalty-types.ts';

/** The answer of /user/realtimeroyalty and the royalty part of /user/getquote. */
export type RoyaltyAnswer =
  | {
      statusCode: 0;
      description: string;
      localRoyalty: string;
      internationRoyalty: string;
      totalCost: string;
    }
  | { statusCode: typeof API_CODES.pageLimitExceeded.code; description: string };

/**
 * The royalty result in the spec's wire shape: plain decimal strings with two decimals and
 * a leading minus when negative (`"-3.10"`), the property spelled `internationRoyalty`; a
 * market not chosen is `"0.00"`. A negative royalty is still statusCode 0: the portal shows
 * its blocking modal from the minus sign. An unknown choice is a programmer error here
 * (validation of the payload comes first), so it throws.
 */
export function toRoyaltyAnswer(result: RoyaltyResult): RoyaltyAnswer {
  if (result.status === 'page-limit-exceeded') {
    return {
      statusCode: API_CODES.pageLimitExceeded.code,
      description: PAGES_EXCEED_PAPER_TYPE_MESSAGE,
    };
  }
  if (result.status === 'unknown-choice') {
    throw new Error(`Unknown ${result.choice} ${result.id} for the ${result.market} market`);
  }
  return {
    ...SUCCESS,
    localRoyalty: centsToDecimal(result.local?.royalty ?? 0),
    internationRoyalty: centsToDecimal(result.international?.royalty ?? 0),
    totalCost: centsToDecimal(result.totalCost.amount),
  };
}
