import { SUBMIT_FAILED_MESSAGE } from '@pod-portal/domain';
import type { UploadFailure } from '@pod-portal/sdk';

/** Why an upload stopped, in the product's words, with what to do next. */
export function uploadFailureMessage(cause: UploadFailure): string {
  if (cause.kind === 'network')
    return 'The connection was lost. Check your internet connection, then resume the upload.';
  if (cause.kind === 'mismatch')
    return 'Parts of the file kept arriving damaged. Check your connection, then resume the upload.';
  if (cause.kind === 'incomplete')
    return 'The upload did not finish. Resume it to send the rest of the file.';
  const description = (cause.error as { description?: unknown } | undefined)?.description;
  if (cause.status === 415)
    return 'This file is not what its name says. Choose the file again, saved in the right format.';
  if (cause.status === 401) return 'Your session has ended. Log in again to resume the upload.';
  if (cause.status === 404) return 'This book could not be found in Your books.';
  return typeof description === 'string' && description ? description : SUBMIT_FAILED_MESSAGE;
}
