import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BINDINGS, SADDLE_STITCH_MAX_PAGES } from '../catalogue/bindings.ts';
import { TRIM_SIZES } from '../catalogue/trim-sizes.ts';
import { COVER_BLEED_MM } from '../royalty/cover-size.ts';
import { MIN_PAGES } from '../validation/quote-rules.ts';
import { OUR_PRESS } from './our-press.ts';
import type { Cited, PrinterRules } from './printer-rules.ts';
import { PRINTERS } from './printers.ts';
import { PRINTER_RULES_READ_ON, SOURCES } from './sources.ts';

/** Every cited part of a printer's table by name, with whether it records a number. */
function citedParts(printer: PrinterRules): [string, Cited, boolean][] {
  const { id, name, product, pageLimits, ...rules } = printer;
  return [
    ...Object.entries(rules).map(([part, rule]): [string, Cited, boolean] => [
      part,
      rule,
      rule.value !== undefined,
    ]),
    ...pageLimits.limits.map((limit, index): [string, Cited, boolean] => [
      `pageLimits[${index}]`,
      limit,
      [limit.minPages, limit.maxPages, limit.multipleOf].some((number) => number !== undefined),
    ]),
  ];
}

const domainFolder = fileURLToPath(new URL('../..', import.meta.url));

describe('the sources', () => {
  it('are pages (https), REFERENCE.md or modules of this package, each read on the day', () => {
    for (const source of Object.values(SOURCES)) {
      expect(source.read).toBe(PRINTER_RULES_READ_ON);
      if (source.kind === 'domain') expect(existsSync(`${domainFolder}/${source.url}`)).toBe(true);
      else if (source.kind === 'reference') expect(source.url).toBe('REFERENCE.md');
      else expect(source.url).toMatch(/^https:\/\/[^\s]+$/);
      expect(source.title.length).toBeGreaterThan(0);
    }
  });
});

describe.each(PRINTERS.map((printer) => [printer.name, printer] as const))(
  '%s: the table',
  (_, printer) => {
    it('cites every number it records, and says why a missing one is missing', () => {
      for (const [part, cited, recordsNumber] of citedParts(printer)) {
        if (recordsNumber) expect(cited.sources.length, part).toBeGreaterThan(0);
        else expect(cited.note, part).toMatch(/\w/);
      }
    });

    it('says so where a binding has no published minimum or maximum', () => {
      for (const binding of printer.bindings.value ?? []) {
        const limits = printer.pageLimits.limits.filter(
          (limit) => limit.binding === undefined || limit.binding === binding,
        );
        const known = (key: 'minPages' | 'maxPages') =>
          limits.some((limit) => limit[key] !== undefined);
        if (!known('minPages') || !known('maxPages'))
          expect(
            limits.some((limit) => limit.note),
            binding,
          ).toBe(true);
      }
    });

    it('holds page limits that make sense, for bindings it offers', () => {
      for (const limit of printer.pageLimits.limits) {
        if (limit.minPages !== undefined && limit.maxPages !== undefined)
          expect(limit.minPages).toBeLessThanOrEqual(limit.maxPages);
        if (limit.minPages !== undefined) expect(limit.minPages).toBeGreaterThan(0);
        if (limit.multipleOf !== undefined) expect(limit.multipleOf).toBeGreaterThan(1);
        if (limit.binding) expect(printer.bindings.value).toContain(limit.binding);
        for (const ink of limit.inks ?? [])
          expect(printer.inkAndPaper.value?.map((entry) => entry.ink)).toContain(ink);
      }
    });

    it('lists positive trims, inside its custom range when it has one', () => {
      const trims = printer.trims.value;
      expect(trims?.sizes.length).toBeGreaterThan(0);
      for (const trim of trims?.sizes ?? []) {
        expect(trim.widthMm).toBeGreaterThan(0);
        expect(trim.heightMm).toBeGreaterThan(0);
        const custom = trims?.custom;
        if (custom) {
          expect(trim.widthMm).toBeGreaterThanOrEqual(custom.min.widthMm);
          expect(trim.widthMm).toBeLessThanOrEqual(custom.max.widthMm);
          expect(trim.heightMm).toBeGreaterThanOrEqual(custom.min.heightMm);
          expect(trim.heightMm).toBeLessThanOrEqual(custom.max.heightMm);
        }
      }
    });

    it('widens the gutter as the page count grows, the last band open-ended', () => {
      const margins = printer.margins.value;
      if (!margins) return;
      const bands = margins.insideMm;
      expect(bands.at(-1)?.upToPages).toBeUndefined();
      bands.slice(1).forEach((next, index) => {
        const band = bands[index];
        expect(band?.upToPages).toBeLessThan(next.upToPages ?? Infinity);
        expect(band?.mm).toBeLessThanOrEqual(next.mm);
      });
      expect(margins.outsideMm.withBleed).toBeGreaterThanOrEqual(margins.outsideMm.withoutBleed);
    });

    it('has a spine figure for every ink and paper it prints, when it has one', () => {
      const spine = printer.spine.value;
      if (!spine) return;
      for (const { ink, shades } of printer.inkAndPaper.value ?? [])
        for (const shade of shades ?? ['white' as const])
          expect(
            spine.perPage.some(
              (entry) => entry.ink === ink && (entry.shade === undefined || entry.shade === shade),
            ),
            `${ink} on ${shade}`,
          ).toBe(true);
    });

    it('orders its resolutions: minimum, advised, limit', () => {
      const {
        minimumPpi = 0,
        recommendedPpi = minimumPpi,
        maximumPpi = Infinity,
      } = printer.resolution.value ?? {};
      expect(minimumPpi).toBeLessThanOrEqual(recommendedPpi);
      expect(recommendedPpi).toBeLessThanOrEqual(maximumPpi);
    });

    it('has no negative bleed or variance', () => {
      expect(printer.bleed.value?.interiorMm).toBeGreaterThanOrEqual(0);
      expect(printer.bleed.value?.coverMm ?? 0).toBeGreaterThanOrEqual(0);
      expect(printer.trimVarianceMm.value ?? 0).toBeGreaterThanOrEqual(0);
    });
  },
);

describe('our press', () => {
  it('takes its rules from the catalogue, the quote and preflight', () => {
    expect(OUR_PRESS.bindings.value).toEqual(BINDINGS.map((binding) => binding.id));
    expect(OUR_PRESS.trims.value?.sizes).toHaveLength(
      TRIM_SIZES.filter((size) => size.local).length,
    );
    expect(OUR_PRESS.pageLimits.limits[0]?.minPages).toBe(MIN_PAGES);
    expect(
      OUR_PRESS.pageLimits.limits.find((limit) => limit.binding === 'saddle-stitch'),
    ).toMatchObject({ maxPages: SADDLE_STITCH_MAX_PAGES, multipleOf: 4 });
    expect(OUR_PRESS.bleed.value?.coverMm).toBe(COVER_BLEED_MM);
    expect(OUR_PRESS.spineText.value).toEqual({ minSpineMm: 4 });
  });

  it('names the printers once each', () => {
    expect(new Set(PRINTERS.map((printer) => printer.id)).size).toBe(PRINTERS.length);
  });
});
