export { type Cents, centsToAmount, toCents } from './cents.ts';
export {
  type ConvertedCharge,
  type ConvertedRefund,
  convertedRefund,
} from './converted-refund.ts';
export {
  convertCents,
  MAX_RATE_MICROS,
  parseRate,
  type RateMicros,
  rateToText,
} from './exchange-rate.ts';
export { type Currency, centsToDecimal, formatAmount, formatMoney } from './format-money.ts';
export { type ParsedPrice, PRICE_PATTERN, parsePrice } from './parse-price.ts';
export { applyRate, type BasisPoints, basisPointsToPercent, percentToBasisPoints } from './rate.ts';
export { divideRounded } from './round.ts';
export { excludingVat, includingVat, VAT_RATE, vatOf } from './vat.ts';
