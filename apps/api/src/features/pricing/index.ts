// Pricing: the stored price list, the calculator's choices and the royalty.
// This file is the feature's public face: other features and the entry points use only it.
export { currentPriceList } from './current-price-list.ts';
