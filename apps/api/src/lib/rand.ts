import { centsToDecimal } from '@pod-portal/domain';

/** Cents as the contract's rand numbers: 2012.5 for 201 250 cents. */
export const rand = (cents: number) => Number(centsToDecimal(cents));
