import { fileExtension } from './file-extension.ts';

/** The title of the dialog a file with a refused extension opens. */
export const INVALID_FILE_TYPE_TITLE = 'Invalid File Type';

export type FileExtensionCheck =
  | { ok: true; extension: string }
  | { ok: false; message: typeof INVALID_FILE_TYPE_TITLE; allowed: readonly string[] };

/** Whether a file name ends in one of the allowed extensions (case ignored). */
export function checkFileExtension(
  fileName: string,
  allowed: readonly string[],
): FileExtensionCheck {
  const extension = fileExtension(fileName);
  return allowed.includes(extension)
    ? { ok: true, extension }
    : { ok: false, message: INVALID_FILE_TYPE_TITLE, allowed };
}
