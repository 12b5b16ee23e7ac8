import type { RoyaltyInput } from './royalty-types.ts';

type PrintInput = Extract<RoyaltyInput, { format: 'print' }>;

const NO_OPTIONS = {
  duplex: false,
  softTouchMattLamination: false,
  spiralBound: false,
  perforation: false,
  spotUv: false,
};

/** 200 black-and-white pages on 50lb white, small paperback, perfect bound, R 250.00 locally. */
export function printBook(overrides: Partial<PrintInput> = {}): PrintInput {
  return {
    format: 'print',
    pages: 200,
    colour: 'B&W',
    bindingId: 'perfect-bound',
    local: { price: 25_000, paperTypeId: 1, coverTypeId: 1 },
    international: null,
    options: NO_OPTIONS,
    ...overrides,
  };
}
