import type {
  BookExpectation,
  PreflightFinding,
  PrintChoices,
  PrinterCheck,
  SizeMm,
} from '@pod-portal/domain';
import type { FixBook, SafeFix } from '../../../preflight-fixes/safe-fix.ts';

/** What a chosen PDF is checked against: the quote's book, or the cover's full size. */
export interface PreflightRequest {
  role: 'book' | 'cover';
  /** A book file's pages, trim and ink (our press asks no bleed or margins yet). */
  book: BookExpectation;
  /** The full cover with its bleed; null when the quote does not give it. */
  coverMm: SizeMm | null;
  /** The book's choices for the printers' comparison (book files only). */
  printers: PrintChoices | null;
  /** The book the safe fixes are offered for (book files only); null offers none. */
  fixes: FixBook | null;
}

/** What preflight found: the findings, and the file against each printer's rules. */
export interface PreflightResult {
  findings: PreflightFinding[];
  printers: PrinterCheck[] | null;
  /** The safe fixes the file is offered (`availableFixes`), when the request asked for them. */
  fixes?: SafeFix[];
  /** The check itself failed (not the file): the server checks the file after its upload. */
  failed?: true;
}

/** What the preflight worker tells the page: each page as it is read, then the result. */
export type PreflightMessage =
  | { type: 'page'; page: number; pages: number }
  | { type: 'done'; result: PreflightResult }
  | { type: 'failed' };
