import {
  AUDIO_EXTENSIONS,
  type BookFormat,
  bookFileExtensions,
  parseBookMisc,
  type RequiredFiles,
  requiredFiles,
} from '@pod-portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { bookDetailQuery } from '../../../api/book-detail-query.ts';
import { priceListQuery } from '../../../api/price-list-query.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import { bookGeometry } from '../drafts/book-geometry.ts';
import { printChoices } from '../drafts/print-choices.ts';
import {
  bookDetailsStore,
  draftStore,
  type QuotedBook,
  quotedBookStore,
  servicesStore,
  uploadTypeStore,
} from '../drafts/wizard-stores.ts';

/** A file the upload stage asks for. */
export type AssetRole = 'book' | 'cover' | 'thumbnail';

const regionOf = (book: QuotedBook) =>
  book.localBookId ? (book.internationalBookId ? 'li' : 'l') : 'i';

/**
 * The files this visit asks for: what the book needs, or, for a book submitted before whose
 * upload was interrupted, the files still to come (its thumbnail is stored already).
 */
function filesToAsk(format: BookFormat, needed: RequiredFiles, pending: string[] | null) {
  if (pending === null) return needed;
  return {
    book: pending.includes('book')
      ? (needed.book ?? bookFileExtensions({ format, rawOrPdf: 'pdf', conversionNeeded: false }))
      : null,
    cover: pending.includes('cover') ? (needed.cover ?? ['.pdf']) : null,
    thumbnail: false,
    audio: pending.includes('audio') ? (needed.audio ?? AUDIO_EXTENSIONS) : null,
  };
}

/**
 * The quoted book whose files are uploaded, as the server holds it (submitted before or not),
 * with the draft it was described by and the files this visit asks for.
 */
export function useBookToUpload() {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const prices = useQuery(priceListQuery(pod));
  const book = quotedBookStore.get();
  const detail = useQuery({
    ...bookDetailQuery(pod, userId, {
      localBookId: book?.localBookId || null,
      internationalBookId: book?.internationalBookId || null,
      region: book ? regionOf(book) : 'l',
    }),
    enabled: book !== null && userId > 0,
  });
  const draft = draftStore.get();
  const format = draft.format ?? 'print';
  const services = servicesStore.get();
  const record = detail.data?.localBook ?? detail.data?.internationalBook;
  const misc = record ? parseBookMisc(record.misc) : null;
  const submitted = misc?.ok === true && misc.value.bookStage === 'uploaded';
  const needed = requiredFiles({
    format,
    uploadType: uploadTypeStore.get(),
    services: new Set(services.ticked),
    recordingRequired: draft.recordingRequired,
  });
  const asked = filesToAsk(format, needed, submitted && misc?.ok ? misc.value.filesPending : null);
  const geometry = prices.data ? bookGeometry(draft, prices.data) : null;
  const roles = (['book', 'cover', 'thumbnail'] as const).filter((role) =>
    role === 'thumbnail' ? asked.thumbnail && !submitted : asked[role] !== null,
  );
  return {
    book,
    detail,
    /** The book's record (local, else international) once loaded. */
    record,
    submitted,
    asked,
    /** The files asked for besides the audio chapters. */
    roles,
    draft,
    format,
    services,
    details: bookDetailsStore.get(),
    geometry,
    /** The quote's binding, ink, paper and trim, for the printers' comparison. */
    printChoices: printChoices(draft, geometry),
  };
}

export type BookToUpload = ReturnType<typeof useBookToUpload>;
