export { type BookFileUpload, bookFileExtensions } from './book-file-extensions.ts';
export {
  type BookExpectation,
  bookPreflight,
  coverPreflight,
  MINIMUM_PPI,
  RECOMMENDED_PPI,
} from './book-preflight.ts';
export {
  checkFileExtension,
  type FileExtensionCheck,
  INVALID_FILE_TYPE_TITLE,
} from './check-file-extension.ts';
export {
  checkThumbnailFile,
  checkThumbnailSize,
  INVALID_THUMBNAIL_MESSAGE,
  refusedThumbnailTypeMessage,
  thumbnailSizeMessage,
} from './check-thumbnail.ts';
export { fileExtension } from './file-extension.ts';
export {
  type BoxMm,
  MAX_BOXES_PER_PAGE,
  type PaintedInk,
  type PdfFacts,
  type PdfImageFact,
  type PdfPageFacts,
  type PdfTransparency,
} from './pdf-facts.ts';
export { PdfObjectReader, type ReadPdfRange } from './pdf-object-reader.ts';
export { pdfOpenFailure } from './pdf-open-failure.ts';
export {
  bookPdfFindings,
  coverPdfFindings,
  POINTS_PER_MM,
  PREFLIGHT_TOLERANCE_MM,
  UNREADABLE_PDF_MESSAGE,
} from './pdf-preflight.ts';
export { PREFLIGHT_CODES, type PreflightCode, type PreflightFinding } from './preflight-finding.ts';
export { readJpegSize } from './read-jpeg-size.ts';
export {
  type PdfDocumentInfo,
  type PdfJsDocument,
  type PdfJsPage,
  pdfFactsOf,
  readPdfDocumentFacts,
  readPdfDocumentInfo,
  readPdfPageFacts,
} from './read-pdf-document-facts.ts';
export type { PdfJsFont, PdfJsOps } from './scan-page-operators.ts';
export {
  contentExtension,
  contentMatchesExtension,
  type SniffedFileType,
  sniffFileType,
} from './sniff-file-type.ts';
export { type PixelSize, THUMBNAIL_SIZES } from './thumbnail-sizes.ts';
export type { UploadCheck } from './upload-check.ts';
export {
  AUDIO_EXTENSIONS,
  CHAT_IMAGE_EXTENSIONS,
  COVER_EXTENSIONS,
  THUMBNAIL_EXTENSIONS,
} from './upload-extensions.ts';
export { UPLOAD_CHUNK_BYTES, UPLOAD_CHUNKS_IN_FLIGHT } from './upload-protocol.ts';
