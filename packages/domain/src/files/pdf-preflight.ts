/** What preflight reads from a PDF: its pages' sizes in mm and the fonts it does not embed. */
export interface PdfFacts {
  pageCount: number;
  /** Each page's size in mm, as shown (rotation applied). */
  pageSizesMm: ReadonlyArray<{ widthMm: number; heightMm: number }>;
  /** Names of fonts used but not embedded in the file. */
  fontsNotEmbedded: readonly string[];
}

interface SizeMm {
  widthMm: number;
  heightMm: number;
}

/** How far a page may be from the size it should have: printers measure to the millimetre. */
export const PREFLIGHT_TOLERANCE_MM = 1;

export const POINTS_PER_MM = 72 / 25.4;

const tenths = (value: number) => `${Math.round(value * 10) / 10}`;
/** A length as preflight writes it: '3.2 mm', to 0.1 mm. */
export const lengthText = (value: number) => `${tenths(value)} mm`;
/** A size as preflight writes it: '148 x 210 mm', each side to 0.1 mm. */
export const sizeText = (page: SizeMm) => `${tenths(page.widthMm)} x ${tenths(page.heightMm)} mm`;
const fits = (page: SizeMm, wanted: SizeMm) =>
  Math.abs(page.widthMm - wanted.widthMm) <= PREFLIGHT_TOLERANCE_MM &&
  Math.abs(page.heightMm - wanted.heightMm) <= PREFLIGHT_TOLERANCE_MM;

function fontFinding(facts: PdfFacts): string[] {
  if (facts.fontsNotEmbedded.length === 0) return [];
  return [
    `Some fonts are not embedded: ${facts.fontsNotEmbedded.join(', ')}. Export your PDF again with all fonts embedded.`,
  ];
}

/**
 * What is wrong with a book PDF for the quoted book, in plain words with the numbers: its page
 * count against the quote, its pages against the trim (within 1 mm), each when the quote says
 * it (a print book's), and its fonts. Empty when it is fine.
 */
export function bookPdfFindings(
  facts: PdfFacts,
  quoted: { pages?: number; trim?: SizeMm },
): string[] {
  const findings: string[] = [];
  if (quoted.pages !== undefined && facts.pageCount !== quoted.pages)
    findings.push(`Your PDF has ${facts.pageCount} pages; the quote is for ${quoted.pages}.`);
  const { trim } = quoted;
  if (trim) {
    const wrong = facts.pageSizesMm.findIndex((page) => !fits(page, trim));
    const page = facts.pageSizesMm[wrong];
    if (page)
      findings.push(
        `Page ${wrong + 1} is ${sizeText(page)}; your book's pages are ${sizeText(trim)}.`,
      );
  }
  return [...findings, ...fontFinding(facts)];
}

/**
 * What is wrong with a cover PDF: one page of the full cover size (2 x trim + spine + 2 x
 * 3 mm bleed wide, trim + 2 x 3 mm high), its fonts embedded.
 */
export function coverPdfFindings(facts: PdfFacts, cover: SizeMm): string[] {
  const findings: string[] = [];
  if (facts.pageCount !== 1)
    findings.push(`Your cover PDF has ${facts.pageCount} pages; it must be a single page.`);
  const [page] = facts.pageSizesMm;
  if (page && !fits(page, cover))
    findings.push(
      `Your cover is ${sizeText(page)}; it must be ${sizeText(cover)} (back, spine and front with 3 mm bleed).`,
    );
  return [...findings, ...fontFinding(facts)];
}

/** What preflight says of a file pdf.js cannot open. */
export const UNREADABLE_PDF_MESSAGE =
  'We could not read this PDF. It may be damaged or protected by a password.';
