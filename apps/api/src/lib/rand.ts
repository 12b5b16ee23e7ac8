import { centsToDecimal } from '@pod-portal/domain';

/**
 * Cents as the contract's rand numbers: 2012.5 for 201 250 cents (US-dollar cents the same
 * way). Every amount the API answers in rand goes through here.
 */
export const rand = (cents: number) => Number(centsToDecimal(cents));
