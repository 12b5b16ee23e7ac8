import type { BookFormat } from '../catalogue/book-formats.ts';
import type { ExtraServiceId } from '../catalogue/extra-services.ts';
import { bookFileExtensions } from '../files/book-file-extensions.ts';
import { AUDIO_EXTENSIONS, COVER_EXTENSIONS } from '../files/upload-extensions.ts';
import { coverServiceOptions, requiredServices } from './cover-services.ts';
import type { UploadType } from './stage-progress.ts';

/** The submission's service flags (`uploadBook`), each the service it orders. */
export const SERVICE_FLAGS = {
  cover_needed: 'coverDesign',
  thumbnail_needed: 'thumbnailDesign',
  formatting_needed: 'formatting',
  bleeding_needed: 'bleeding',
  conversion_needed: 'epubConversion',
} as const satisfies Record<string, ExtraServiceId>;

export type ServiceFlag = keyof typeof SERVICE_FLAGS;

/** A book as its submission describes it: what decides the services and files it needs. */
export interface SubmittedBook {
  format: BookFormat;
  uploadType: UploadType;
  /** The services ticked at the cover step (ISBN creation is decided by the quote). */
  services: ReadonlySet<ExtraServiceId>;
  /** An audiobook the team records from the book file; otherwise the author sends chapters. */
  recordingRequired: boolean;
}

/** The services ticked by a submission's flags. */
export function flaggedServices(flags: Partial<Record<ServiceFlag, boolean>>): Set<ExtraServiceId> {
  return new Set(
    (Object.keys(SERVICE_FLAGS) as ServiceFlag[])
      .filter((flag) => flags[flag] === true)
      .map((flag) => SERVICE_FLAGS[flag]),
  );
}

/** Ticked services the cover step does not offer this book (none, for a valid submission). */
export function servicesNotOffered(book: SubmittedBook): ExtraServiceId[] {
  const offered = coverServiceOptions({
    format: book.format,
    uploadType: book.uploadType,
    conversionNeeded: book.services.has('epubConversion'),
  }).services;
  return [...book.services].filter((service) => !offered.includes(service));
}

/** Services the book needs that the submission did not tick (none, for a valid submission). */
export function servicesMissing(book: SubmittedBook): ExtraServiceId[] {
  return requiredServices(book).filter((service) => !book.services.has(service));
}

/** What the author uploads: each file's allowed extensions, or null when it is not needed. */
export interface RequiredFiles {
  book: readonly string[] | null;
  cover: readonly string[] | null;
  thumbnail: boolean;
  audio: readonly string[] | null;
}

/**
 * The files a submission needs: the book file (an audiobook's only when the team records
 * it), the cover for print unless cover design is ordered, the thumbnail unless thumbnail
 * design is ordered, and the chapters of an audiobook the author recorded.
 */
export function requiredFiles(book: SubmittedBook): RequiredFiles {
  const recordedByAuthor = book.format === 'audiobook' && !book.recordingRequired;
  return {
    book: recordedByAuthor
      ? null
      : bookFileExtensions({
          format: book.format,
          rawOrPdf: book.uploadType,
          conversionNeeded: book.services.has('epubConversion'),
        }),
    cover: book.format === 'print' && !book.services.has('coverDesign') ? COVER_EXTENSIONS : null,
    thumbnail: !book.services.has('thumbnailDesign'),
    audio: recordedByAuthor ? AUDIO_EXTENSIONS : null,
  };
}
