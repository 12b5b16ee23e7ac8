import type { Grade } from '../printers/printer-rules.ts';
import type { BoxMm } from './pdf-facts.ts';

/** What each preflight finding is about. */
export const PREFLIGHT_CODES = [
  'damaged',
  'encrypted',
  'restricted',
  'page-count',
  'odd-page-count',
  'trim',
  'blank-page',
  'fonts-not-embedded',
  'type3-fonts',
  'image-resolution',
  'colour-in-black-book',
  'rgb-image',
  'spot-colour',
  'bleed',
  'safe-margin',
  'annotation-prints',
  'transparency',
  'cover-page-count',
  'cover-size',
] as const;
export type PreflightCode = (typeof PREFLIGHT_CODES)[number];

/**
 * One thing preflight found, graded as the printers' rules grade theirs (`blocks-printing`,
 * `looks-wrong`, `worth-knowing`). `page` counts from 1; `spot` is where on that page, in mm
 * from the page's top-left corner as shown (see `BoxMm`). `message` says in one sentence what a
 * printer would do with it; `action` what the author can do.
 */
export interface PreflightFinding {
  code: PreflightCode;
  grade: Grade;
  page?: number;
  spot?: BoxMm;
  message: string;
  action: string;
}
