import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundFigures } from './refund-figures.ts';

const line = { paid: 19_262, paidVat: 2512 };

describe('refundFigures', () => {
  it('reverses the whole VAT of a line refunded in one go', () => {
    expect(refundFigures(line, 0, 19_262)).toEqual({
      ok: true,
      amount: 19_262,
      vat: 2512,
      excludingVat: 16_750,
    });
  });

  it('refuses more than is left of the line, and nothing', () => {
    expect(refundFigures(line, 19_000, 263)).toEqual({
      ok: false,
      reason: 'moreThanPaid',
      refundable: 262,
    });
    expect(refundFigures(line, 0, 0)).toMatchObject({ ok: false, reason: 'notPositive' });
    expect(refundFigures(line, 0, -5)).toMatchObject({ ok: false, reason: 'notPositive' });
  });

  it('reverses exactly the line VAT over any split of partial refunds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 10 }),
        (paid, cuts) => {
          const paidLine = { paid, paidVat: paid - Math.round((paid * 100) / 115) };
          let refunded = 0;
          let vat = 0;
          for (const cut of cuts) {
            const amount = Math.min(cut, paid - refunded);
            if (amount <= 0) break;
            const figures = refundFigures(paidLine, refunded, amount);
            if (!figures.ok) throw new Error('refused');
            expect(figures.vat).toBeGreaterThanOrEqual(0);
            expect(figures.vat).toBeLessThanOrEqual(figures.amount);
            expect(figures.vat + figures.excludingVat).toBe(amount);
            refunded += amount;
            vat += figures.vat;
          }
          const last = refundFigures(paidLine, refunded, paid - refunded);
          if (last.ok) vat += last.vat;
          expect(vat).toBe(paidLine.paidVat);
          expect(refundFigures(paidLine, paid, 1)).toMatchObject({ ok: false });
        },
      ),
    );
  });
});
