import type { BookFormat } from '../catalogue/book-formats.ts';
import type { ExtraServiceId } from '../catalogue/extra-services.ts';
import type { UploadType } from './stage-progress.ts';

/** Which services and questions the cover step offers. */
export interface CoverServiceOptions {
  services: ExtraServiceId[];
  heavyGraphicsQuestion: boolean;
}

/**
 * Bleeding and formatting only for raw uploads; cover design only for print; epub
 * conversion only for ebooks; the heavy graphics question only for an ebook being
 * converted. Thumbnail design is offered to every book.
 */
export function coverServiceOptions(book: {
  format: BookFormat;
  uploadType: UploadType;
  conversionNeeded: boolean;
}): CoverServiceOptions {
  const services: ExtraServiceId[] = ['thumbnailDesign'];
  if (book.format === 'print') services.push('coverDesign');
  if (book.uploadType === 'raw') services.push('formatting', 'bleeding');
  if (book.format === 'ebook') services.push('epubConversion');
  return { services, heavyGraphicsQuestion: book.format === 'ebook' && book.conversionNeeded };
}

/**
 * Services a book cannot go without: a raw upload is a Word document our team lays out, so it
 * comes with formatting.
 */
export function requiredServices(book: { uploadType: UploadType }): ExtraServiceId[] {
  return book.uploadType === 'raw' ? ['formatting'] : [];
}
