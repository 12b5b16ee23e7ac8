import type { MarginRule } from './printer-rules.ts';

/**
 * The margins a printer's rule asks of a book: the inside (gutter) minimum of the first band
 * that holds the page count (past the last band, the last one's), and the outside, top and
 * bottom minimum with or without bleed. In mm.
 */
export function marginsFor(
  rule: MarginRule,
  pageCount: number,
  bleedMm: number,
): { insideMm: number; outsideMm: number } {
  let insideMm = 0;
  for (const band of rule.insideMm) {
    insideMm = band.mm;
    if (band.upToPages === undefined || pageCount <= band.upToPages) break;
  }
  const outsideMm = bleedMm > 0 ? rule.outsideMm.withBleed : rule.outsideMm.withoutBleed;
  return { insideMm, outsideMm };
}
