import { describe, expect, it } from 'vitest';
import { parseCartItemMisc } from './cart-item-misc.ts';

const misc = (entry: unknown) => JSON.stringify([entry]);

describe('parseCartItemMisc', () => {
  it('reads the first entry of the misc array', () => {
    expect(
      parseCartItemMisc(misc({ name: 'ISBN creation', description: 'An ISBN', cost: 250 })),
    ).toEqual({
      ok: true,
      value: { name: 'ISBN creation', description: 'An ISBN', cost: 25_000, discount: null },
    });
  });

  it('reads discount_type 1 as a percentage and anything else as rand', () => {
    expect(
      parseCartItemMisc(misc({ name: 'a', cost: '100.00', discount: 10, discount_type: 1 })),
    ).toMatchObject({
      value: { cost: 10_000, description: '', discount: { type: 'percentage', basisPoints: 1000 } },
    });
    expect(
      parseCartItemMisc(misc({ name: 'a', cost: 100, discount: '12.5', discount_type: '1' })),
    ).toMatchObject({
      value: { discount: { type: 'percentage', basisPoints: 1250 } },
    });
    expect(
      parseCartItemMisc(misc({ name: 'a', cost: 100, discount: 20, discount_type: 0 })),
    ).toMatchObject({
      value: { discount: { type: 'amount', amount: 2000 } },
    });
    expect(parseCartItemMisc(misc({ name: 'a', cost: 100, discount: 20 }))).toMatchObject({
      value: { discount: { type: 'amount', amount: 2000 } },
    });
  });

  it('treats an empty or zero discount as none', () => {
    for (const discount of [null, '', 0, '0']) {
      expect(
        parseCartItemMisc(misc({ name: 'a', cost: 1, discount, discount_type: 1 })),
      ).toMatchObject({
        value: { discount: null },
      });
    }
  });

  it('answers an error value instead of throwing', () => {
    expect(parseCartItemMisc('{not json')).toEqual({ ok: false, error: 'misc is not valid JSON' });
    expect(parseCartItemMisc('{}')).toEqual({
      ok: false,
      error: 'misc has no entry with a name and a cost',
    });
    expect(parseCartItemMisc('[]')).toEqual({
      ok: false,
      error: 'misc has no entry with a name and a cost',
    });
    expect(parseCartItemMisc(misc({ name: 'a' }))).toMatchObject({ ok: false });
    expect(parseCartItemMisc(misc({ name: 'a', cost: 'free' }))).toEqual({
      ok: false,
      error: 'cost is not an amount',
    });
    expect(parseCartItemMisc(misc({ name: 'a', cost: -1 }))).toEqual({
      ok: false,
      error: 'cost is not an amount',
    });
    expect(
      parseCartItemMisc(misc({ name: 'a', cost: 1, discount: 'lots', discount_type: 1 })),
    ).toEqual({
      ok: false,
      error: 'discount is not a percentage',
    });
    expect(
      parseCartItemMisc(misc({ name: 'a', cost: 1, discount: '-5', discount_type: 2 })),
    ).toEqual({
      ok: false,
      error: 'discount is not an amount',
    });
    expect(
      parseCartItemMisc(misc({ name: 'a', cost: 1, discount: 'x', discount_type: 2 })),
    ).toMatchObject({ ok: false });
  });
});
