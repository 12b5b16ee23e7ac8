import type { PreflightFinding } from './preflight-finding.ts';

/**
 * The finding for a PDF pdf.js could not open: protected by a password (pdf.js's
 * `PasswordException`), or damaged (anything else it throws while loading). Both block
 * printing.
 */
export function pdfOpenFailure(error: unknown): PreflightFinding {
  const name = error instanceof Error ? error.name : undefined;
  if (name === 'PasswordException')
    return {
      code: 'encrypted',
      grade: 'blocks-printing',
      message: 'Your PDF is protected by a password; the printer cannot open it.',
      action: 'Export or save it again without a password or other protection.',
    };
  return {
    code: 'damaged',
    grade: 'blocks-printing',
    message: 'Your PDF is damaged; the printer cannot read it.',
    action: 'Export it again from the program you made it in, and upload the new file.',
  };
}
