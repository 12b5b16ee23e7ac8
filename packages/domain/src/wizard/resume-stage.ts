import type { WizardStage } from './stages.ts';

/**
 * Where Continue Upload Process resumes a book from its `bookStage`: after the quote
 * (getquote) at publisher-info, after signing (signedcontract) at upload-type; other stages
 * cannot be resumed (null).
 */
export function resumeStage(bookStage: string | null | undefined): WizardStage | null {
  if (bookStage === 'getquote') return 'publisher-info';
  if (bookStage === 'signedcontract') return 'upload-type';
  return null;
}
