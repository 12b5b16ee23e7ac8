export { breakEvenPrice } from './break-even-price.ts';
export { computeRoyalty } from './compute-royalty.ts';
export {
  coverOutOfDateMessage,
  coverOutOfDateRefusal,
  isCoverOutOfDate,
  type MeasuredCover,
} from './cover-out-of-date.ts';
export { COVER_TEMPLATE_PPI, sizeInPixels } from './cover-pixels.ts';
export { COVER_BLEED_MM, coverSizeMm } from './cover-size.ts';
export {
  type RoyaltyAnswer,
  toRoyaltyAnswer,
} from './royalty-answer.ts';
export type { RoyaltyPayload } from './royalty-payload.ts';
export type {
  CostLine,
  Market,
  MarketRoyalty,
  PrintMarketChoice,
  RoyaltyCosts,
  RoyaltyInput,
  RoyaltyResult,
} from './royalty-types.ts';
export { spineWidthMm } from './spine-width.ts';
export { type RoyaltyInputResult, toRoyaltyInput } from './to-royalty-input.ts';
