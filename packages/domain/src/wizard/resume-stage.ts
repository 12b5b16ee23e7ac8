import type { WizardStage } from './stages.ts';

/**
 * Where Continue Upload Process resumes a book from its `bookStage`: after the quote
 * (getquote) at publisher-info, after signing (signedcontract) at upload-type, after the
 * submission (uploaded) at upload-assets while files are still to come; otherwise nowhere
 * (null).
 */
export function resumeStage(
  bookStage: string | null | undefined,
  filesPending: readonly string[] = [],
): WizardStage | null {
  if (bookStage === 'getquote') return 'publisher-info';
  if (bookStage === 'signedcontract') return 'upload-type';
  if (bookStage === 'uploaded' && filesPending.length > 0) return 'upload-assets';
  return null;
}
