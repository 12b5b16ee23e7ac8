import type { BindingId } from '../catalogue/bindings.ts';
import type { PaperShade } from '../catalogue/paper-types.ts';
import { coverSizeMm } from '../royalty/cover-size.ts';
import { spineWidthMm } from '../royalty/spine-width.ts';
import type { PrinterRules, PrintInk, SizeMm } from './printer-rules.ts';

/** What a printer's cover is worked out from. */
export interface CoverBook {
  pages: number;
  ink: PrintInk;
  paper: PaperShade;
  trimMm: SizeMm;
  binding: BindingId;
}

/** A printer's spine and full flat cover for a book, or why it cannot be given. */
export type PrinterCover =
  | { ok: true; spineMm: number; coverMm: SizeMm }
  | { ok: false; reason: string };

/**
 * The spine width in mm at this printer: pages x its mm per page for the ink and paper, plus
 * its extra (Lulu's 0.06 in), to 0.01 mm; undefined where its figure is unknown.
 */
export function printerSpineWidthMm(
  printer: PrinterRules,
  book: Pick<CoverBook, 'pages' | 'ink' | 'paper'>,
): number | undefined {
  const formula = printer.spine.value;
  const perPage = formula?.perPage.find(
    (entry) => entry.ink === book.ink && (entry.shade === undefined || entry.shade === book.paper),
  );
  if (!formula || !perPage) return undefined;
  return Math.round((spineWidthMm(book.pages, perPage.mmPerPage) + formula.extraMm) * 100) / 100;
}

/**
 * The spine and the full flat cover of a perfect-bound book at this printer: 2 x trim width +
 * spine + 2 x the printer's cover bleed wide, trim height + 2 x bleed high (`coverSizeMm`).
 */
export function printerCover(printer: PrinterRules, book: CoverBook): PrinterCover {
  if (book.binding !== 'perfect-bound')
    return { ok: false, reason: 'Covers are worked out for perfect-bound paperbacks only.' };
  const spineMm = printerSpineWidthMm(printer, book);
  const bleedMm = printer.bleed.value?.coverMm;
  if (spineMm === undefined || bleedMm === undefined)
    return {
      ok: false,
      reason: `${printer.name} publishes no spine figure we could find. Use its cover template.`,
    };
  return { ok: true, spineMm, coverMm: coverSizeMm(book.trimMm, spineMm, bleedMm) };
}
