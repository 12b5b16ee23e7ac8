import {
  type BoxMm,
  bookPreflight,
  type PdfFacts,
  type PdfPageFacts,
  PREFLIGHT_TOLERANCE_MM,
  type PreflightFinding,
  type SizeMm,
} from '@pod-portal/domain';
import { type FixBook, pageMultiple, pageSizeFor, type SafeFix, SCALE_LIMIT } from './safe-fix.ts';

/** Facts give lengths to 0.01 mm: a page this close to its size is that size. */
const ROUNDING_MM = 0.005;
/** A box this close to an edge reaches it (preflight's hair: points rounded to mm). */
const HAIR_MM = 0.02;

const pagesText = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;
const blankPagesText = (count: number) => `${count} blank ${count === 1 ? 'page' : 'pages'}`;
const mm = (value: number) => `${Math.round(value * 10) / 10}`;
const sizeText = (size: SizeMm) => `${mm(size.widthMm)} x ${mm(size.heightMm)} mm`;

/** Pads to the binding's multiple with blank pages at the end. */
function padFix(facts: PdfFacts, book: FixBook): SafeFix[] {
  const multiple = pageMultiple(book.binding);
  const short = (multiple - (facts.pageCount % multiple)) % multiple;
  if (short === 0 || facts.pageCount === 0) return [];
  const total = facts.pageCount + short;
  const rule =
    book.binding === 'saddle-stitch'
      ? `A saddle-stitched book has a multiple of ${multiple} pages`
      : 'A printed book has an even number of pages';
  return [
    {
      kind: 'pad-pages',
      pages: short,
      pageCount: facts.pageCount,
      label: `Add ${blankPagesText(short)} at the end`,
      explanation: `${rule}, so ${blankPagesText(short)} after your last page ${short === 1 ? 'makes' : 'make'} ${total}; nothing on your pages changes.`,
    },
  ];
}

/**
 * Removes blank pages from the end (blank as preflight finds them: its `blank-page` findings),
 * as many as leave a count the binding takes: removing one to make the count odd only has the
 * printer add it back.
 */
function removeBlankFix(
  facts: PdfFacts,
  book: FixBook,
  findings: readonly PreflightFinding[],
): SafeFix[] {
  const blank = new Set(
    findings.flatMap((finding) => (finding.code === 'blank-page' && finding.page) || []),
  );
  let trailing = 0;
  while (trailing < facts.pageCount && blank.has(facts.pageCount - trailing)) trailing += 1;
  const multiple = pageMultiple(book.binding);
  let pages = Math.min(trailing, facts.pageCount - 1);
  while (pages > 0 && (facts.pageCount - pages) % multiple !== 0) pages -= 1;
  if (pages === 0) return [];
  const left = facts.pageCount - pages;
  return [
    {
      kind: 'remove-trailing-blank-pages',
      pages,
      pageCount: facts.pageCount,
      label: `Remove ${pages === 1 ? 'the blank page' : `the ${blankPagesText(pages)}`} at the end`,
      explanation: `Your last ${pages === 1 ? 'page is' : `${pagesText(pages)} are`} blank; without ${pages === 1 ? 'it' : 'them'} your book has ${left} pages, and nothing on the others changes.`,
    },
  ];
}

/** How far a size is off the wanted one, the larger side's share: 0.015 is 1.5%. */
const offBy = (page: SizeMm, wanted: SizeMm) =>
  Math.max(
    Math.abs(page.widthMm - wanted.widthMm) / wanted.widthMm,
    Math.abs(page.heightMm - wanted.heightMm) / wanted.heightMm,
  );
const exactly = (page: SizeMm, wanted: SizeMm) =>
  Math.abs(page.widthMm - wanted.widthMm) <= ROUNDING_MM &&
  Math.abs(page.heightMm - wanted.heightMm) <= ROUNDING_MM;
const within = (page: SizeMm, wanted: SizeMm, limit: number) =>
  Math.abs(page.widthMm - wanted.widthMm) <= wanted.widthMm * limit + ROUNDING_MM &&
  Math.abs(page.heightMm - wanted.heightMm) <= wanted.heightMm * limit + ROUNDING_MM;

/**
 * Scales pages to the size preflight wants when some page is off it (a `trim` finding) and
 * every page not exactly at it is within 2%; beyond that, not offered.
 */
function scaleFix(
  facts: PdfFacts,
  book: FixBook,
  findings: readonly PreflightFinding[],
): SafeFix[] {
  if (!findings.some((finding) => finding.code === 'trim')) return [];
  const wanted = pageSizeFor(book);
  const off = facts.pageSizesMm.filter((page) => !exactly(page, wanted));
  if (!off.every((page) => within(page, wanted, SCALE_LIMIT))) return [];
  const most = Math.max(...off.map((page) => offBy(page, wanted)));
  return [
    {
      kind: 'scale-to-trim',
      pageCount: facts.pageCount,
      label: `Scale pages to ${sizeText(wanted)}`,
      explanation: `${off.length === 1 ? '1 page is' : `${off.length} pages are`} up to ${mm(most * 100)}% off ${sizeText(wanted)}; each is scaled evenly to fit it exactly and centred, so nothing is cut off or stretched.`,
    },
  ];
}

const reachesEdge = (box: BoxMm, page: PdfPageFacts) =>
  box.xMm <= HAIR_MM ||
  box.yMm <= HAIR_MM ||
  box.xMm + box.widthMm >= page.widthMm - HAIR_MM ||
  box.yMm + box.heightMm >= page.heightMm - HAIR_MM;

const moved = (box: BoxMm, by: number): BoxMm => ({ ...box, xMm: box.xMm + by, yMm: box.yMm + by });

/** A page's facts as they would be with `bleedMm` of white added on every side. */
const grown = (page: PdfPageFacts, bleedMm: number): PdfPageFacts => ({
  ...page,
  widthMm: page.widthMm + 2 * bleedMm,
  heightMm: page.heightMm + 2 * bleedMm,
  ...(page.textBox && { textBox: moved(page.textBox, bleedMm) }),
  images: page.images.map((image) => ({ ...image, box: moved(image.box, bleedMm) })),
  edgeBoxes: page.edgeBoxes.map((box) => moved(box, bleedMm)),
  ...(page.colourBox && { colourBox: moved(page.colourBox, bleedMm) }),
  annotations: page.annotations.map((each) => ({ ...each, box: moved(each.box, bleedMm) })),
});

/**
 * Adds white bleed to a book laid out with bleed whose pages are at the trim, only when nothing
 * on any page reaches its edge: preflight's own bleed check, run on the pages as they would be,
 * finds nothing, and no text or annotation touches an edge.
 */
function whiteBleedFix(facts: PdfFacts, book: FixBook): SafeFix[] {
  const bleedMm = book.bleedMm ?? 0;
  const pages = facts.pages;
  if (bleedMm <= 0 || !pages || pages.length !== facts.pageCount || pages.length === 0) return [];
  const atTrim = (page: SizeMm) =>
    Math.abs(page.widthMm - book.trim.widthMm) <= PREFLIGHT_TOLERANCE_MM &&
    Math.abs(page.heightMm - book.trim.heightMm) <= PREFLIGHT_TOLERANCE_MM;
  if (!pages.every(atTrim)) return [];
  const touching = pages.some(
    (page) =>
      (page.textBox && reachesEdge(page.textBox, page)) ||
      page.annotations.some(({ box }) => reachesEdge(box, page)),
  );
  if (touching) return [];
  const after: PdfFacts = {
    ...facts,
    pageSizesMm: pages.map((page) => ({
      widthMm: page.widthMm + 2 * bleedMm,
      heightMm: page.heightMm + 2 * bleedMm,
    })),
    pages: pages.map((page) => grown(page, bleedMm)),
  };
  const bleeding = bookPreflight(after, { trim: book.trim, bleedMm }).some(
    (finding) => finding.code === 'bleed',
  );
  if (bleeding) return [];
  return [
    {
      kind: 'add-white-bleed',
      bleedMm,
      pageCount: facts.pageCount,
      label: `Add ${mm(bleedMm)} mm of white bleed`,
      explanation: `Nothing on your pages reaches the edge, so each page gets ${mm(bleedMm)} mm of white on every side for the printer to cut into, and your content stays where it is.`,
    },
  ];
}

/**
 * The safe fixes for a book PDF, from the facts preflight read of it: fixes that cannot change
 * the author's content, each with a label and one sentence saying what it does. Empty when the
 * file needs none (or none is safe). `applyFix` (in a worker: `fixFile`) applies one; the caller
 * then reads the fixed file's facts and runs preflight again, as for a new file.
 */
export function availableFixes(facts: PdfFacts, book: FixBook): SafeFix[] {
  const findings = bookPreflight(facts, { trim: book.trim, bleedMm: book.bleedMm });
  return [
    ...padFix(facts, book),
    ...removeBlankFix(facts, book, findings),
    ...scaleFix(facts, book, findings),
    ...whiteBleedFix(facts, book),
  ];
}
