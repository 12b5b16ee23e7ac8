import type { BookFormat } from '../catalogue/index.ts';

export type BookFileUpload = {
  format: BookFormat;
  /** raw means a Word document the team formats; pdf is print-ready. */
  rawOrPdf: 'raw' | 'pdf';
  conversionNeeded: boolean;
};

/**
 * Extensions the book file may have: .docx for a raw upload; for an ebook .epub, or
 * .pdf/.docx/.indd when it is to be converted; otherwise .pdf.
 */
export function bookFileExtensions(upload: BookFileUpload): readonly string[] {
  if (upload.rawOrPdf === 'raw') return ['.docx'];
  if (upload.format === 'ebook')
    return upload.conversionNeeded ? ['.pdf', '.docx', '.indd'] : ['.epub'];
  return ['.pdf'];
}
