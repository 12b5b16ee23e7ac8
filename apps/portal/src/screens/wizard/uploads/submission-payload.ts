import {
  type AudienceWarningCode,
  type ExtraServiceId,
  type RecommendedAudience,
  SERVICE_FLAGS,
  type ServiceFlag,
  type UploadType,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import type { BookDetailsForm } from '../book-details/book-details-form.ts';
import type { BookDraft } from '../drafts/book-draft.ts';
import type { QuotedBook } from '../drafts/wizard-stores.ts';

type UploadBookInput = components['schemas']['UploadBookInput'];

/** What the stage sends beyond the stores: the chosen files' names and the thumbnail. */
export interface SubmittedFiles {
  book: string | null;
  cover: string | null;
  /** The audio chapters' names, in order. */
  audio: string[];
  /** The thumbnail as a JPEG data URL, null when thumbnail design is ordered. */
  thumbnail: string | null;
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The wizard's submission (`uploadBook`): the book's records, its details as typed, the
 * upload type, one flag per service the cover step offers, and the files to come.
 */
export function toSubmissionPayload(
  book: QuotedBook,
  draft: BookDraft,
  details: BookDetailsForm,
  choices: { uploadType: UploadType; ticked: readonly ExtraServiceId[]; heavyGraphics: boolean },
  files: SubmittedFiles,
): UploadBookInput {
  const flags = Object.fromEntries(
    (Object.keys(SERVICE_FLAGS) as ServiceFlag[]).map((flag) => [
      flag,
      choices.ticked.includes(SERVICE_FLAGS[flag]),
    ]),
  ) as Record<ServiceFlag, boolean>;
  return {
    local_bookId: book.localBookId,
    international_bookId: book.internationalBookId,
    format_type: draft.format ?? 'print',
    book_title: draft.title,
    subtitle: optional(details.subtitle),
    author: details.author.trim(),
    contributors: details.contributors,
    publicationDate: details.publicationDate,
    onSaleDate: optional(details.onSaleDate),
    language: details.language,
    genre: optional(details.genre),
    keywords: details.keywords,
    bisacCode: optional(details.bisacCode),
    shortDescription: optional(details.shortDescription),
    mainDescription: details.mainDescription.trim(),
    longDescription: optional(details.longDescription),
    copyrightHolder: details.copyrightHolder.trim(),
    copyrightDate: details.copyrightDate,
    recommendedAudience: details.recommendedAudience as RecommendedAudience,
    indicatedAudienceWarning: details.indicatedAudienceWarning as AudienceWarningCode,
    rawOrPdf: choices.uploadType,
    ...flags,
    heavy_graphics: choices.heavyGraphics,
    spot_uv_needed: draft.options.spotUv,
    recording_required: draft.recordingRequired,
    voiceover_id: draft.voiceArtistId,
    book: files.book,
    cover: files.cover,
    thumbnail: files.thumbnail,
    audio_files: files.audio.map((filename) => ({ filename })),
  };
}
