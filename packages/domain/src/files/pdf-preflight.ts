import { bookPreflight, coverPreflight } from './book-preflight.ts';
import type { PdfFacts } from './pdf-facts.ts';
import type { PreflightCode, PreflightFinding } from './preflight-finding.ts';

export type { PdfFacts } from './pdf-facts.ts';
export { lengthText, POINTS_PER_MM, PREFLIGHT_TOLERANCE_MM, sizeText } from './preflight-units.ts';

interface SizeMm {
  widthMm: number;
  heightMm: number;
}

/** The checks preflight made before its findings were structured, with their texts. */
const FIRST_CHECKS: ReadonlySet<PreflightCode> = new Set([
  'page-count',
  'trim',
  'fonts-not-embedded',
  'cover-page-count',
  'cover-size',
]);

/** The findings of the first checks as they were written: one page size, fonts with the advice. */
function firstChecksText(findings: readonly PreflightFinding[]): string[] {
  const kept = findings.filter(
    (found, index) =>
      FIRST_CHECKS.has(found.code) &&
      (found.code !== 'trim' || findings.findIndex((other) => other.code === 'trim') === index),
  );
  return kept.map((found) =>
    found.code === 'fonts-not-embedded' ? `${found.message} ${found.action}` : found.message,
  );
}

/**
 * What is wrong with a book PDF for the quoted book, in plain words with the numbers: its page
 * count against the quote, its first page off the trim (within 1 mm), each when the quote says
 * it (a print book's), and its fonts. Empty when it is fine. The texts of `bookPreflight`'s
 * first checks, as stored with uploads; `bookPreflight` has every finding.
 */
export function bookPdfFindings(
  facts: PdfFacts,
  quoted: { pages?: number; trim?: SizeMm },
): string[] {
  return firstChecksText(bookPreflight(facts, quoted));
}

/**
 * What is wrong with a cover PDF: one page of the full cover size (2 x trim + spine + 2 x
 * 3 mm bleed wide, trim + 2 x 3 mm high), its fonts embedded. The texts of `coverPreflight`'s
 * first checks.
 */
export function coverPdfFindings(facts: PdfFacts, cover: SizeMm): string[] {
  return firstChecksText(coverPreflight(facts, cover));
}

/** What preflight says of a file pdf.js cannot open. */
export const UNREADABLE_PDF_MESSAGE =
  'We could not read this PDF. It may be damaged or protected by a password.';
