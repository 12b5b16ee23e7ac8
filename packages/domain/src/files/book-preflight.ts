import type { PrintInk, SizeMm } from '../printers/printer-rules.ts';
import { COVER_BLEED_MM } from '../royalty/cover-size.ts';
import type { BoxMm, PdfFacts, PdfPageFacts, PdfTransparency } from './pdf-facts.ts';
import type { PreflightFinding } from './preflight-finding.ts';
import { fits, lengthText, sizeText } from './preflight-units.ts';

/** Below this an image prints soft: named, and it still prints. */
export const RECOMMENDED_PPI = 300;
/** Below this an image prints blurred or blocky: the press refuses it. */
export const MINIMUM_PPI = 150;
/**
 * A length in the file a hair short of a minimum (rounding of points to mm in the file) still
 * counts as the minimum.
 */
const HAIR_MM = 0.02;

/** What the quote and the printer say a book file must be; a fact left out is not checked. */
export interface BookExpectation {
  pages?: number;
  /** The finished page size. */
  trim?: SizeMm;
  /**
   * Bleed the pages carry past the trim on every edge, in mm: pages are then the trim plus
   * twice the bleed each way, and whatever reaches the trim must run on to the page's edge.
   * 0 or absent: pages at the trim size, no bleed check.
   */
  bleedMm?: number;
  /** The interior ink: a black book is checked for colour. */
  ink?: PrintInk;
  /** The margins the printer needs, in mm (`marginsFor` gives them from its rule). */
  margins?: { insideMm: number; outsideMm: number };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** A file that opened without a password but carries security settings. */
function restrictedFinding(facts: PdfFacts): PreflightFinding[] {
  if (!facts.restricted) return [];
  return [
    {
      code: 'restricted',
      grade: 'worth-knowing',
      message:
        'Your PDF has security settings (limits on printing or copying); printers that check them refuse it.',
      action: 'Save or export it again without security settings.',
    },
  ];
}

/** The file's own findings: pages against the quote (count, odd count). */
function pageCountFindings(facts: PdfFacts, expected: BookExpectation): PreflightFinding[] {
  const found: PreflightFinding[] = [];
  if (expected.pages !== undefined && facts.pageCount !== expected.pages)
    found.push({
      code: 'page-count',
      grade: 'blocks-printing',
      message: `Your PDF has ${facts.pageCount} pages; the quote is for ${expected.pages}.`,
      action: `Ask for a new quote for ${facts.pageCount} pages, or upload the PDF of ${expected.pages} pages.`,
    });
  if (expected.pages !== undefined && facts.pageCount % 2 === 1)
    found.push({
      code: 'odd-page-count',
      grade: 'worth-knowing',
      message: `Your PDF has ${facts.pageCount} pages; a printed book has an even number, so the printer adds a blank page at the end.`,
      action: 'Add a blank page yourself where you want it, or leave it to the printer.',
    });
  return found;
}

/** One finding for each size a page has that is not the wanted one, on its first page. */
function trimFindings(facts: PdfFacts, wanted: SizeMm, what: string): PreflightFinding[] {
  const seen = new Set<string>();
  const found: PreflightFinding[] = [];
  facts.pageSizesMm.forEach((page, index) => {
    const size = sizeText(page);
    if (fits(page, wanted) || seen.has(size)) return;
    seen.add(size);
    found.push({
      code: 'trim',
      grade: 'blocks-printing',
      page: index + 1,
      message: `Page ${index + 1} is ${size}; ${what} ${sizeText(wanted)}.`,
      action: `Export your PDF again with every page at ${sizeText(wanted)}.`,
    });
  });
  return found;
}

/** The first page using one of the fonts, when the facts have pages. */
const firstPageWith = (
  facts: PdfFacts,
  fonts: (page: PdfPageFacts) => readonly string[],
): { page?: number } => {
  const index = (facts.pages ?? []).findIndex((page) => fonts(page).length > 0);
  return index < 0 ? {} : { page: index + 1 };
};

/**
 * Fonts not embedded (the press refuses them) and Type 3 fonts (often pictures of letters), on
 * the first page that uses one.
 */
function fontFindings(facts: PdfFacts): PreflightFinding[] {
  const found: PreflightFinding[] = [];
  if (facts.fontsNotEmbedded.length > 0)
    found.push({
      code: 'fonts-not-embedded',
      grade: 'blocks-printing',
      ...firstPageWith(facts, (page) => page.fontsNotEmbedded),
      message: `Some fonts are not embedded: ${facts.fontsNotEmbedded.join(', ')}.`,
      action: 'Export your PDF again with all fonts embedded.',
    });
  const type3 = facts.type3Fonts ?? [];
  if (type3.length > 0)
    found.push({
      code: 'type3-fonts',
      grade: 'looks-wrong',
      ...firstPageWith(facts, (page) => page.type3Fonts),
      message: `Some fonts are Type 3 fonts: ${type3.join(', ')}. Printers draw their letters as small pictures, which can print rough, and some refuse them.`,
      action: 'Export your PDF again with TrueType or OpenType fonts, or with text as outlines.',
    });
  return found;
}

function imageFindings(page: PdfPageFacts, number: number): PreflightFinding[] {
  return page.images.flatMap((image): PreflightFinding[] => {
    const ppi = Math.floor(image.ppi);
    if (image.ppi < MINIMUM_PPI)
      return [
        {
          code: 'image-resolution',
          grade: 'blocks-printing',
          page: number,
          spot: image.box,
          message: `An image on page ${number} is ${ppi} ppi at its printed size; the printer refuses images under ${MINIMUM_PPI} ppi, which print blurred.`,
          action: `Replace it with a larger image, or place it smaller, so that it has at least ${RECOMMENDED_PPI} ppi.`,
        },
      ];
    if (image.ppi < RECOMMENDED_PPI)
      return [
        {
          code: 'image-resolution',
          grade: 'looks-wrong',
          page: number,
          spot: image.box,
          message: `An image on page ${number} is ${ppi} ppi at its printed size; it will print, but softer than the ${RECOMMENDED_PPI} ppi printers ask for.`,
          action: `Replace it with a larger image, or place it smaller, for ${RECOMMENDED_PPI} ppi.`,
        },
      ];
    return [];
  });
}

/** The trim's box on a page that carries `bleedMm` on every edge, in the page's mm. */
const trimBox = (page: PdfPageFacts, bleedMm: number) => ({
  left: bleedMm,
  top: bleedMm,
  right: page.widthMm - bleedMm,
  bottom: page.heightMm - bleedMm,
});

const sides = (box: BoxMm) => ({
  left: box.xMm,
  top: box.yMm,
  right: box.xMm + box.widthMm,
  bottom: box.yMm + box.heightMm,
});

/**
 * Where something reaches the trim edge but stops short of the bleed: the first such thing, by
 * the side and how far past the trim it goes.
 */
function bleedFinding(
  page: PdfPageFacts,
  number: number,
  bleedMm: number,
): PreflightFinding | undefined {
  const trim = trimBox(page, bleedMm);
  for (const box of page.edgeBoxes) {
    const at = sides(box);
    const past = [
      { side: 'left', mm: trim.left - at.left },
      { side: 'top', mm: trim.top - at.top },
      { side: 'right', mm: at.right - trim.right },
      { side: 'bottom', mm: at.bottom - trim.bottom },
    ].find(({ mm }) => mm >= -HAIR_MM && mm < bleedMm - HAIR_MM);
    if (past)
      return {
        code: 'bleed',
        grade: 'looks-wrong',
        page: number,
        spot: box,
        message: `On page ${number}, something reaches the ${past.side} edge but runs only ${lengthText(Math.max(0, past.mm))} past it; the cut can leave a white sliver there.`,
        action: `Extend it ${lengthText(bleedMm)} past the trim, to the edge of the page.`,
      };
  }
  return undefined;
}

/**
 * Text or an image (one that does not bleed) closer to the trim than the printer's margins: the
 * inside edge is the gutter (left on odd pages, which are right-hand pages; right on even ones).
 */
function marginFinding(
  page: PdfPageFacts,
  number: number,
  bleedMm: number,
  margins: { insideMm: number; outsideMm: number },
): PreflightFinding | undefined {
  const trim = trimBox(page, bleedMm);
  // An image that reaches the trim is meant to bleed: the bleed check is its.
  const bleeds = (box: BoxMm) => {
    const at = sides(box);
    return (
      at.left <= trim.left + HAIR_MM ||
      at.top <= trim.top + HAIR_MM ||
      at.right >= trim.right - HAIR_MM ||
      at.bottom >= trim.bottom - HAIR_MM
    );
  };
  const content = [
    ...(page.textBox ? [{ what: 'Text', box: page.textBox }] : []),
    ...page.images
      .filter((image) => !bleeds(image.box))
      .map((image) => ({ what: 'An image', box: image.box })),
  ];
  const insideIsLeft = number % 2 === 1;
  for (const { what, box } of content) {
    const at = sides(box);
    const edges = [
      { edge: insideIsLeft ? 'inside' : 'outside', mm: at.left - trim.left },
      { edge: insideIsLeft ? 'outside' : 'inside', mm: trim.right - at.right },
      { edge: 'top', mm: at.top - trim.top },
      { edge: 'bottom', mm: trim.bottom - at.bottom },
    ];
    const short = edges.find(({ edge, mm }) => {
      const minimum = edge === 'inside' ? margins.insideMm : margins.outsideMm;
      return mm < minimum - HAIR_MM;
    });
    if (short) {
      const minimum = short.edge === 'inside' ? margins.insideMm : margins.outsideMm;
      const risk = short.edge === 'inside' ? 'lost in the fold' : 'cut off';
      return {
        code: 'safe-margin',
        grade: 'looks-wrong',
        page: number,
        spot: box,
        message: `${what} on page ${number} is ${lengthText(Math.max(0, short.mm))} from the ${short.edge} edge; the printer needs ${lengthText(minimum)}, so it may be ${risk}.`,
        action: `Move it at least ${lengthText(minimum)} in from the ${short.edge} edge, or widen your margins.`,
      };
    }
  }
  return undefined;
}

function pageFindings(
  page: PdfPageFacts,
  number: number,
  expected: BookExpectation,
): PreflightFinding[] {
  const found: PreflightFinding[] = [];
  if (!page.painted)
    found.push({
      code: 'blank-page',
      grade: 'worth-knowing',
      page: number,
      message: `Page ${number} is blank; it prints as an empty page.`,
      action: 'Keep it if you meant it (before a chapter, say); otherwise remove it.',
    });
  found.push(...imageFindings(page, number));
  if (expected.ink === 'black' && page.colourBox)
    found.push({
      code: 'colour-in-black-book',
      grade: 'worth-knowing',
      page: number,
      spot: page.colourBox,
      message: `Page ${number} has colour; a black-and-white book prints it in shades of grey.`,
      action:
        'Choose colour printing in your quote if it needs colour (it costs more per page), or make it greyscale to see how it will print.',
    });
  if (expected.ink && expected.ink !== 'black') found.push(...colourSpaceFindings(page, number));
  const bleedMm = expected.bleedMm ?? 0;
  const bleed = bleedMm > 0 ? bleedFinding(page, number, bleedMm) : undefined;
  if (bleed) found.push(bleed);
  const margin = expected.margins && marginFinding(page, number, bleedMm, expected.margins);
  if (margin) found.push(margin);
  for (const annotation of page.annotations)
    found.push({
      code: 'annotation-prints',
      grade: 'looks-wrong',
      page: number,
      spot: annotation.box,
      message: `Page ${number} has ${annotation.kind.includes('field') ? 'a form field' : 'a comment or mark-up'} (${annotation.kind}) set to print; the printer prints it on the page.`,
      action: 'Remove it, or flatten the PDF if it belongs to the page, and export again.',
    });
  return found;
}

/**
 * In a colour book: RGB images (the press prints CMYK and converts them; bright colours come out
 * duller) and spot colours (printed as a mix of the four inks, which may not match the swatch).
 * A black book prints every colour as grey, and colour there is `colour-in-black-book`'s.
 */
function colourSpaceFindings(page: PdfPageFacts, number: number): PreflightFinding[] {
  const found: PreflightFinding[] = [];
  const images = page.rgbImages ?? [];
  const [first] = images;
  const one = images.length === 1;
  if (first)
    found.push({
      code: 'rgb-image',
      grade: 'worth-knowing',
      page: number,
      spot: first,
      message: `${one ? 'An image' : `${images.length} images`} on page ${number} ${one ? 'is' : 'are'} in RGB; the printer converts ${one ? 'it' : 'them'} to its four inks (CMYK), and bright blues, greens and oranges can print duller than on screen.`,
      action:
        'Nothing, if duller colours are fine; for exact colours, convert your images to CMYK before you export.',
    });
  const spots = page.spotColours ?? [];
  if (spots.length > 0)
    found.push({
      code: 'spot-colour',
      grade: 'looks-wrong',
      page: number,
      ...(page.spotColourBox && { spot: page.spotColourBox }),
      message: `Page ${number} uses ${spots.length === 1 ? 'a spot colour' : 'spot colours'} (${spots.join(', ')}); the printer prints with four inks only, so ${spots.length === 1 ? 'it is' : 'they are'} mixed from them and may not match the swatch.`,
      action:
        'Change it to a CMYK colour in your design program and check how it looks, then export again.',
    });
  return found;
}

const TRANSPARENCY_NAMES: Record<PdfTransparency, string> = {
  'soft-mask': 'soft masks',
  alpha: 'see-through fills',
  'blend-mode': 'blend modes',
};

/** One finding for the file's transparency, on the first page that has it. */
function transparencyFinding(pages: readonly PdfPageFacts[]): PreflightFinding[] {
  const using = pages.flatMap((page, index) =>
    page.transparency.length > 0 ? [{ number: index + 1, kinds: page.transparency }] : [],
  );
  const [first] = using;
  if (!first) return [];
  const kinds = [...new Set(using.flatMap(({ kinds }) => kinds))]
    .map((kind) => TRANSPARENCY_NAMES[kind])
    .join(', ');
  const others = using.length - 1;
  return [
    {
      code: 'transparency',
      grade: 'worth-knowing',
      page: first.number,
      message: `Page ${first.number}${others > 0 ? ` and ${plural(others, 'other page')} use` : ' uses'} transparency (${kinds}); printers that want PDF/X-1a refuse it, ours flattens it, which can change how it looks.`,
      action: 'Export your PDF as PDF/X-1a (which flattens transparency) and check those pages.',
    },
  ];
}

/**
 * Everything preflight finds in a book PDF for the quoted book, graded, on the page where it is:
 * page count and odd count, page sizes against the trim (with bleed when the book has it),
 * fonts, then page by page blank pages, image resolution, colour in a black book (RGB images
 * and spot colours in a colour book), bleed, the safe margin and annotations that print; last,
 * transparency. Each check runs when its facts and
 * the expectation it needs are there. Empty when the file is fine.
 */
export function bookPreflight(facts: PdfFacts, expected: BookExpectation): PreflightFinding[] {
  const bleedMm = expected.bleedMm ?? 0;
  const { trim } = expected;
  const pages = facts.pages ?? [];
  const what =
    bleedMm > 0 ? `with ${lengthText(bleedMm)} of bleed your pages are` : "your book's pages are";
  return [
    ...restrictedFinding(facts),
    ...pageCountFindings(facts, expected),
    ...(trim
      ? trimFindings(
          facts,
          { widthMm: trim.widthMm + 2 * bleedMm, heightMm: trim.heightMm + 2 * bleedMm },
          what,
        )
      : []),
    ...fontFindings(facts),
    ...pages.flatMap((page, index) => pageFindings(page, index + 1, expected)),
    ...transparencyFinding(pages),
  ];
}

/**
 * Everything preflight finds in a cover PDF: one page of the full cover size (2 x trim + spine
 * + 2 x 3 mm bleed wide, trim + 2 x 3 mm high), fonts, then on its page: blank, image
 * resolution, RGB images and spot colours, the bleed, annotations, and transparency.
 */
export function coverPreflight(facts: PdfFacts, cover: SizeMm): PreflightFinding[] {
  const found: PreflightFinding[] = restrictedFinding(facts);
  if (facts.pageCount !== 1)
    found.push({
      code: 'cover-page-count',
      grade: 'blocks-printing',
      message: `Your cover PDF has ${facts.pageCount} pages; it must be a single page.`,
      action:
        'Put back cover, spine and front cover side by side on one page (our template shows where).',
    });
  const [size] = facts.pageSizesMm;
  if (size && !fits(size, cover))
    found.push({
      code: 'cover-size',
      grade: 'blocks-printing',
      page: 1,
      message: `Your cover is ${sizeText(size)}; it must be ${sizeText(cover)} (back, spine and front with 3 mm bleed).`,
      action: `Export your cover again at ${sizeText(cover)}, from our cover template.`,
    });
  found.push(...fontFindings(facts));
  const [page] = facts.pages ?? [];
  if (page)
    found.push(
      // A cover is printed in colour, whatever the book's ink: its RGB images and spot colours.
      ...pageFindings(page, 1, { bleedMm: COVER_BLEED_MM, ink: 'standard-colour' }),
      ...transparencyFinding([page]),
    );
  return found;
}
