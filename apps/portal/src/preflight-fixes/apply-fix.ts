import { POINTS_PER_MM, PREFLIGHT_TOLERANCE_MM } from '@pod-portal/domain';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import {
  type FixBook,
  type FixResult,
  pageSizeFor,
  type SafeFix,
  SCALE_LIMIT,
} from './safe-fix.ts';

/** pdf-lib, loaded the first time a fix is applied (its own chunk). */
type PdfLib = typeof import('pdf-lib');

export const UNREADABLE_MESSAGE =
  'This PDF could not be opened for fixing (it may be damaged or protected), so it was not changed.';
export const CHANGED_MESSAGE =
  'This PDF is not the one the fix was offered for, so it was not changed; check it again.';
export const TOO_FAR_MESSAGE =
  'A page is more than 2% off the trim, so scaling would change how it looks; export your PDF again at the right size.';
export const NOT_AT_TRIM_MESSAGE =
  'A page is not at the trim size, so white bleed would not fit it; it was not changed.';

/** Points this close are the same length (a hundredth of a mm). */
const SAME_PT = 0.01 * POINTS_PER_MM;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the page that shows, in its own space: the crop box within the media box. */
function shownBox(page: PDFPage): Rect {
  const normal = ({ x, y, width, height }: Rect) => ({
    left: Math.min(x, x + width),
    bottom: Math.min(y, y + height),
    right: Math.max(x, x + width),
    top: Math.max(y, y + height),
  });
  const media = normal(page.getMediaBox());
  const crop = normal(page.getCropBox());
  const left = Math.max(media.left, crop.left);
  const bottom = Math.max(media.bottom, crop.bottom);
  return {
    x: left,
    y: bottom,
    width: Math.max(0, Math.min(media.right, crop.right) - left),
    height: Math.max(0, Math.min(media.top, crop.top) - bottom),
  };
}

/** Whether the page is turned a quarter, so its width as shown is its box's height. */
const quarterTurned = (page: PDFPage) => {
  const angle = ((page.getRotation().angle % 360) + 360) % 360;
  return angle === 90 || angle === 270;
};

/** The wanted size in points, in the page's own (unturned) space. */
function wantedPoints(page: PDFPage, book: FixBook) {
  const wanted = pageSizeFor(book);
  const width = wanted.widthMm * POINTS_PER_MM;
  const height = wanted.heightMm * POINTS_PER_MM;
  return quarterTurned(page) ? { width: height, height: width } : { width, height };
}

const n = (value: number) => Number(value.toFixed(4));

/**
 * Wraps the page's content streams in `before` … `Q`: the content itself is not touched, its
 * streams are the same objects, in the same order.
 */
function wrapContent(lib: PdfLib, doc: PDFDocument, page: PDFPage, before: string) {
  const { context } = doc;
  const contents = page.node.get(lib.PDFName.Contents);
  if (!contents) return;
  const resolved = context.lookup(contents);
  const streams = resolved instanceof lib.PDFArray ? resolved.asArray() : [contents];
  const start = context.register(context.stream(before));
  const end = context.register(context.stream('Q'));
  page.node.set(lib.PDFName.Contents, context.obj([start, ...streams, end]));
}

/** Sets the page's boxes: media (and crop) to `page`, trim and bleed when it has bleed. */
function setBoxes(lib: PdfLib, page: PDFPage, media: Rect, bleedPt: number) {
  for (const name of ['CropBox', 'BleedBox', 'TrimBox', 'ArtBox'])
    page.node.delete(lib.PDFName.of(name));
  page.setMediaBox(n(media.x), n(media.y), n(media.width), n(media.height));
  if (bleedPt <= 0) return;
  page.setBleedBox(n(media.x), n(media.y), n(media.width), n(media.height));
  page.setTrimBox(
    n(media.x + bleedPt),
    n(media.y + bleedPt),
    n(media.width - 2 * bleedPt),
    n(media.height - 2 * bleedPt),
  );
}

/** Blank pages of the wanted size (the trim, with the book's bleed) after the last page. */
function padPages(lib: PdfLib, doc: PDFDocument, pages: number, book: FixBook) {
  const wanted = pageSizeFor(book);
  const size = { width: wanted.widthMm * POINTS_PER_MM, height: wanted.heightMm * POINTS_PER_MM };
  for (let added = 0; added < pages; added += 1) {
    const page = doc.addPage([n(size.width), n(size.height)]);
    setBoxes(lib, page, { x: 0, y: 0, ...size }, (book.bleedMm ?? 0) * POINTS_PER_MM);
  }
}

/**
 * Every page not exactly at the wanted size scaled evenly (the smaller of the two ratios, so
 * nothing is cut off) to fit it, centred, its content clipped to what showed before; refused
 * when a page is more than `SCALE_LIMIT` off. The content is scaled about the origin and the
 * page's box placed around it, so annotations only scale.
 */
function scalePages(lib: PdfLib, doc: PDFDocument, book: FixBook): FixResult | undefined {
  const pages = doc.getPages();
  const plans = pages.flatMap((page) => {
    const box = shownBox(page);
    const wanted = wantedPoints(page, book);
    const same =
      Math.abs(box.width - wanted.width) <= SAME_PT &&
      Math.abs(box.height - wanted.height) <= SAME_PT;
    return same ? [] : [{ page, box, wanted }];
  });
  const tooFar = plans.some(
    ({ box, wanted }) =>
      Math.abs(box.width - wanted.width) > wanted.width * SCALE_LIMIT + SAME_PT / 2 ||
      Math.abs(box.height - wanted.height) > wanted.height * SCALE_LIMIT + SAME_PT / 2,
  );
  if (tooFar) return { ok: false, message: TOO_FAR_MESSAGE };
  const bleedPt = (book.bleedMm ?? 0) * POINTS_PER_MM;
  for (const { page, box, wanted } of plans) {
    const scale = Math.min(wanted.width / box.width, wanted.height / box.height);
    wrapContent(
      lib,
      doc,
      page,
      `q ${n(scale)} 0 0 ${n(scale)} 0 0 cm ${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)} re W n\n`,
    );
    page.scaleAnnotations(n(scale), n(scale));
    setBoxes(
      lib,
      page,
      {
        x: n(scale) * box.x - (wanted.width - n(scale) * box.width) / 2,
        y: n(scale) * box.y - (wanted.height - n(scale) * box.height) / 2,
        width: wanted.width,
        height: wanted.height,
      },
      bleedPt,
    );
  }
  return undefined;
}

/**
 * Each page grown by the bleed on every side, its content where it was (clipped to what showed,
 * so nothing hidden past the old edge appears), the old page its trim box; refused when a page
 * is not at the trim.
 */
function addWhiteBleed(
  lib: PdfLib,
  doc: PDFDocument,
  bleedMm: number,
  book: FixBook,
): FixResult | undefined {
  const pages = doc.getPages();
  const tolerance = PREFLIGHT_TOLERANCE_MM * POINTS_PER_MM;
  const atTrim = pages.every((page) => {
    const box = shownBox(page);
    const trim = wantedPoints(page, { ...book, bleedMm: 0 });
    return (
      Math.abs(box.width - trim.width) <= tolerance &&
      Math.abs(box.height - trim.height) <= tolerance
    );
  });
  if (!atTrim || bleedMm <= 0) return { ok: false, message: NOT_AT_TRIM_MESSAGE };
  const bleed = bleedMm * POINTS_PER_MM;
  for (const page of pages) {
    const box = shownBox(page);
    wrapContent(
      lib,
      doc,
      page,
      `q ${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)} re W n\n`,
    );
    setBoxes(
      lib,
      page,
      {
        x: box.x - bleed,
        y: box.y - bleed,
        width: box.width + 2 * bleed,
        height: box.height + 2 * bleed,
      },
      bleed,
    );
  }
  return undefined;
}

/**
 * Applies a safe fix (as `availableFixes` offered it) to a PDF's bytes and gives the fixed
 * file's bytes; the bytes given are not changed. Refused, with a message in the product's
 * words, when the file cannot be opened (damaged, or protected: pdf-lib cannot write a protected
 * file back), is not the one the fix was offered for (another page count), or no longer suits
 * the fix. Pure: no I/O; pdf-lib is loaded on first use. Run it off the page's thread
 * (`fixFile`); the caller runs preflight again on the result.
 */
export async function applyFix(fix: SafeFix, bytes: Uint8Array, book: FixBook): Promise<FixResult> {
  const lib = await import('pdf-lib');
  let doc: PDFDocument;
  try {
    doc = await lib.PDFDocument.load(bytes.slice(), { updateMetadata: false });
  } catch {
    return { ok: false, message: UNREADABLE_MESSAGE };
  }
  const count = doc.getPageCount();
  if (count !== fix.pageCount) return { ok: false, message: CHANGED_MESSAGE };
  let refused: FixResult | undefined;
  switch (fix.kind) {
    case 'pad-pages':
      padPages(lib, doc, fix.pages, book);
      break;
    case 'remove-trailing-blank-pages':
      for (let index = count - 1; index >= count - fix.pages; index -= 1) doc.removePage(index);
      break;
    case 'scale-to-trim':
      refused = scalePages(lib, doc, book);
      break;
    case 'add-white-bleed':
      refused = addWhiteBleed(lib, doc, fix.bleedMm, book);
      break;
  }
  if (refused) return refused;
  // pdf-lib writes into an ArrayBuffer of its own (never shared).
  return { ok: true, bytes: (await doc.save()) as Uint8Array<ArrayBuffer> };
}
