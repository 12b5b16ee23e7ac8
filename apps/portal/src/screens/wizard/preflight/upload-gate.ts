import type { PreflightCode, PreflightFinding } from '@pod-portal/domain';

/**
 * Findings that block printing but not the upload: a page count other than the quote's, which
 * the server answers after the upload with a re-quote for the real count (decision 044).
 */
const SETTLED_AFTER_UPLOAD: readonly PreflightCode[] = ['page-count'];

/** A finding that stops the file's upload: the printer could not print it. */
export const stopsUpload = (finding: PreflightFinding) =>
  finding.grade === 'blocks-printing' && !SETTLED_AFTER_UPLOAD.includes(finding.code);

/** A finding the author uploads past only by saying so ("Upload anyway"). */
export const needsConsent = (finding: PreflightFinding) =>
  !stopsUpload(finding) && finding.grade !== 'worth-knowing';

/** The picker's message for a file with a finding that stops its upload. */
export const BLOCKED_FILE_MESSAGE =
  'This file cannot be printed as it is: correct what blocks printing (listed below) and choose the corrected file.';
