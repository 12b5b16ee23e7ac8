import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  additionalDetailsSchema,
  type BookFormat,
  checkFileExtension,
  coverOutOfDateRefusal,
  EXTRA_SERVICES,
  type ExtraServiceId,
  flaggedServices,
  onceOffCharges,
  type RequiredFiles,
  requiredFiles,
  SERVICE_FLAGS,
  type SubmittedBook,
  serviceCartItems,
  servicesMissing,
  servicesNotOffered,
} from '@pod-portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BookSubmission, bookFiles, books, cartItems } from '../../db/schema/index.ts';
import { badRequest, type FieldError, invalidField, notFound } from '../../http/api-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { removeReplacedFiles } from '../../storage/delete-files-job.ts';
import { addServicesToCart, toWireCartItem } from '../cart/index.ts';
import { currentPriceList } from '../pricing/index.ts';
import { storedCoverOutOfDate } from './cover-fit.ts';
import { type BookPairIds, findBookPair } from './find-book-pair.ts';
import type { BookRow } from './list-user-books.ts';
import { readThumbnail } from './thumbnail-image.ts';

/** The `UploadBookInput` payload, as the contract has already checked its types. */
export type UploadBookBody = Record<string, unknown> &
  Partial<Record<keyof typeof SERVICE_FLAGS, boolean>> & {
    local_bookId: number;
    international_bookId: number;
    format_type: BookFormat;
    rawOrPdf: 'raw' | 'pdf';
    recording_required?: boolean;
    heavy_graphics?: boolean;
    spot_uv_needed?: boolean;
    book?: string | null;
    cover?: string | null;
    thumbnail?: string | null;
    audio_files?: Array<{ filename: string }>;
  };

const serviceName = (id: ExtraServiceId) =>
  EXTRA_SERVICES.find((service) => service.id === id)?.name ?? id;

/** The books must be signed, not cancelled, and not yet in production. */
function checkSubmittable(pair: readonly BookRow[], format: BookFormat): BookRow {
  const [first] = pair;
  if (!first) throw notFound();
  if (pair.some((book) => book.archived))
    throw invalidField(
      'local_bookId',
      'This book was cancelled, so its details cannot be submitted',
    );
  if (pair.some((book) => book.bookStage === 'getquote'))
    throw invalidField('local_bookId', 'Please sign the contract for this book first');
  if (pair.some((book) => book.status !== 'pending'))
    throw invalidField(
      'local_bookId',
      'This book is already in production: contact support to change its details',
    );
  if (first.formatType !== format)
    throw invalidField('format_type', `This book was quoted as ${first.formatType}, not ${format}`);
  return first;
}

/** A file name the submission announces must have one of the allowed extensions. */
function fileNameErrors(
  field: string,
  what: string,
  name: string | null | undefined,
  allowed: readonly string[] | null,
): FieldError[] {
  if (allowed === null) return [];
  if (!name) return [{ field, message: `Please choose your ${what}` }];
  if (checkFileExtension(name, allowed).ok) return [];
  return [{ field, message: `Your ${what} must be a ${allowed.join(' or ')} file` }];
}

function audioErrors(files: Array<{ filename: string }>, allowed: RequiredFiles['audio']) {
  if (allowed === null) return [];
  if (files.length === 0)
    return [{ field: 'audio_files', message: 'Please choose your audio chapters' }];
  const names = new Set(files.map((file) => file.filename));
  if (names.size !== files.length)
    return [{ field: 'audio_files', message: 'Two audio chapters have the same file name' }];
  return files.flatMap((file, index) =>
    fileNameErrors(`audio_files.${index}`, 'audio chapter', file.filename, allowed),
  );
}

/** The checks of the submission's files and services; every problem at once, per field. */
async function checkedFiles(body: UploadBookBody, book: SubmittedBook) {
  const flagOf = (service: ExtraServiceId) =>
    Object.entries(SERVICE_FLAGS).find(([, id]) => id === service)?.[0] ?? 'services';
  const errors: FieldError[] = [
    ...servicesNotOffered(book).map((service) => ({
      field: flagOf(service),
      message: `${serviceName(service)} is not offered for this book`,
    })),
    ...servicesMissing(book).map((service) => ({
      field: flagOf(service),
      message: `${serviceName(service)} is needed for a Word document: tick it, or upload a print-ready PDF`,
    })),
  ];
  const required = requiredFiles(book);
  errors.push(
    ...fileNameErrors('book', 'book file', body.book, required.book),
    ...fileNameErrors('cover', 'cover', body.cover, required.cover),
    ...audioErrors(body.audio_files ?? [], required.audio),
  );
  let thumbnail: Buffer | null = null;
  if (required.thumbnail) {
    const read = await readThumbnail(body.thumbnail ?? '', book.format);
    if (read.ok) thumbnail = read.jpeg;
    else errors.push({ field: 'thumbnail', message: read.message });
  }
  const [first] = errors;
  if (first) throw badRequest(first.message, errors);
  return { thumbnail, required };
}

/**
 * The wizard's submission (`uploadBook`): the metadata, the services and the files to come are
 * stored on the book's records, the thumbnail is stored, and each once-off charge of the book
 * (`onceOffCharges`: the upload fee of an ebook or audiobook, a voice artist's recording, ISBN
 * creation when the quote left the ISBN to be created, each service ticked) is in the cart once
 * (one unticked since an earlier submission leaves it). The quote's `dueAtCheckout` is priced by
 * the same rule. The book's stage becomes `uploaded`. Answers the book's cart items.
 */
export async function submitBook(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  userId: number,
  body: UploadBookBody,
) {
  const ids: BookPairIds = {
    localBookId: body.local_bookId,
    internationalBookId: body.international_bookId,
  };
  const pair = await findBookPair(app.db, userId, ids);
  if (!pair) throw notFound();
  const first = checkSubmittable(pair, body.format_type);
  // A stored cover that no longer fits the book (its page count, paper or trim changed) cannot
  // go with a submission: the new cover is uploaded first (the upload asks for it).
  const outOfDate = await storedCoverOutOfDate(app.db, first.quoteId);
  if (outOfDate) throw invalidField('cover', coverOutOfDateRefusal(outOfDate, outOfDate.spineMm));
  const metadata = parseBody(additionalDetailsSchema, body);
  const book: SubmittedBook = {
    format: first.formatType,
    uploadType: body.rawOrPdf,
    services: flaggedServices(body),
    recordingRequired: body.recording_required === true,
  };
  const { thumbnail, required } = await checkedFiles(body, book);
  const submission: BookSubmission = {
    rawOrPdf: body.rawOrPdf,
    services: [...book.services],
    heavyGraphics: body.heavy_graphics === true && book.services.has('epubConversion'),
    spotUv: body.spot_uv_needed === true,
    recordingRequired: book.recordingRequired,
    book: required.book ? (body.book ?? null) : null,
    cover: required.cover ? (body.cover ?? null) : null,
    audio: required.audio ? (body.audio_files ?? []).map((file) => file.filename) : [],
  };
  const items = serviceCartItems(
    onceOffCharges(
      {
        format: first.formatType,
        isbnNeeded: first.isbn === null,
        recordedPages:
          first.formatType === 'audiobook' && book.recordingRequired ? first.noOfPages : null,
        services: book.services,
      },
      await currentPriceList(app.db),
    ),
  );
  const ordered = new Set(items.map((item) => item.service));
  const stored = thumbnail
    ? await app.storage.put(Readable.from([thumbnail]), {
        folder: 'thumbnails',
        maxBytes: thumbnail.length,
      })
    : null;
  const local = pair.find((row) => row.region === 'local') ?? null;
  const international = pair.find((row) => row.region === 'international') ?? null;
  try {
    const rows = await app.jobs.transaction(async (tx, send) => {
      await tx
        .update(books)
        .set({ metaDataInfo: metadata, submission, bookStage: 'uploaded', updatedAt: new Date() })
        .where(
          inArray(
            books.id,
            pair.map((row) => row.id),
          ),
        );
      const earlier = await tx
        .delete(bookFiles)
        .where(and(eq(bookFiles.quoteId, first.quoteId), eq(bookFiles.kind, 'thumbnail')))
        .returning({ fileKey: bookFiles.fileKey });
      await removeReplacedFiles(send, earlier);
      if (stored)
        await tx.insert(bookFiles).values({
          userId,
          quoteId: first.quoteId,
          kind: 'thumbnail',
          fileName: `b${first.id}-thumbnail-${randomBytes(6).toString('hex')}.jpg`,
          fileKey: stored.key,
          originalName: 'thumbnail.jpg',
          bytes: stored.bytes,
        });
      const unticked = [...Object.values(SERVICE_FLAGS), 'recording' as const].filter(
        (service) => !ordered.has(service),
      );
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.quoteId, first.quoteId), inArray(cartItems.service, unticked)));
      await addServicesToCart(
        tx,
        {
          userId,
          quoteId: first.quoteId,
          localBookId: local?.id ?? null,
          internationalBookId: international?.id ?? null,
        },
        items,
      );
      return tx
        .select()
        .from(cartItems)
        .where(eq(cartItems.quoteId, first.quoteId))
        .orderBy(cartItems.id);
    });
    const names = {
      local: local?.bookTitle ?? null,
      international: international?.bookTitle ?? null,
    };
    return rows.map((row) => toWireCartItem(row, names));
  } catch (error) {
    if (stored) await app.storage.delete(stored.key);
    throw error;
  }
}
