import type { PreflightFinding } from '@pod-portal/domain';
import type { SafeFix } from '../../../preflight-fixes/index.ts';
import { GRADE_HEADINGS } from './finding-labels.ts';

/** A safe fix, and the finding its button is shown under. */
export interface PlacedFix {
  fix: SafeFix;
  finding: PreflightFinding;
}

/**
 * Whether a fix puts right what a finding says: padding an odd count (or a count short of the
 * quote's, when it reaches it), removing the blank pages at the end (those pages, or a count
 * over the quote's, when it reaches it), scaling a page of the wrong size, white bleed where
 * it is short.
 */
function answers(fix: SafeFix, finding: PreflightFinding, quotedPages?: number): boolean {
  switch (fix.kind) {
    case 'pad-pages':
      return (
        finding.code === 'odd-page-count' ||
        (finding.code === 'page-count' && fix.pageCount + fix.pages === quotedPages)
      );
    case 'remove-trailing-blank-pages':
      return (
        (finding.code === 'blank-page' &&
          finding.page !== undefined &&
          finding.page > fix.pageCount - fix.pages) ||
        (finding.code === 'page-count' && fix.pageCount - fix.pages === quotedPages)
      );
    case 'scale-to-trim':
      return finding.code === 'trim';
    case 'add-white-bleed':
      return finding.code === 'bleed';
  }
}

/**
 * Each safe fix under the first finding it answers, as the findings are shown (by grade, then
 * in preflight's order): a fix that answers several findings has one button. A fix that answers
 * no finding shown is not offered.
 */
export function placeFixes(
  findings: readonly PreflightFinding[],
  fixes: readonly SafeFix[],
  quotedPages?: number,
): PlacedFix[] {
  const shown = GRADE_HEADINGS.flatMap(({ grade }) =>
    findings.filter((finding) => finding.grade === grade),
  );
  return fixes.flatMap((fix) => {
    const finding = shown.find((each) => answers(fix, each, quotedPages));
    return finding ? [{ fix, finding }] : [];
  });
}
