import {
  bookPdfFindings,
  bookPreflight,
  type ColourType,
  coverPdfFindings,
  coverPreflight,
  coverSizeMm,
  fileExtension,
  inkOf,
  type PdfFacts,
  UNREADABLE_PDF_MESSAGE,
} from '@pod-portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookFiles, books, type PreflightRecord, quotes } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { type BookRow, coverTemplateTask } from '../books/index.ts';

/**
 * Reading a long book's every page takes a while; one that takes ten minutes has hung, and is
 * stopped with its worker thread, so the preflights after it are not held up behind it.
 */
const PREFLIGHT_LIMIT_SECONDS = 600;

/** A stored book file or cover to check (the job carries its id only). */
const preflightPayload = z.object({ bookFileId: z.number().int() });

type PreflightJob = z.infer<typeof preflightPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** An uploaded book or cover PDF, checked against its quote. */
    'pdf-preflight': PreflightJob;
  }
}

/** Whether a stored file is one preflight checks: a book file or cover that is a PDF. */
export const isPreflighted = (kind: string, fileName: string) =>
  (kind === 'book' || kind === 'cover') && fileExtension(fileName) === '.pdf';

/** The book's print choices preflight checks a file against; null for an ebook or audiobook. */
async function printedBook(app: FastifyInstance, book: BookRow) {
  if (book.formatType !== 'print') return null;
  const print = await coverTemplateTask(app.db, book);
  const [quote] = await app.db
    .select({ specs: quotes.specs })
    .from(quotes)
    .where(eq(quotes.id, book.quoteId));
  const colour = (quote?.specs as { color?: ColourType | null } | undefined)?.color ?? 'B&W';
  return {
    pages: book.noOfPages,
    ink: inkOf(colour),
    ...(print && {
      trim: { widthMm: print.trimWidthMm, heightMm: print.trimHeightMm },
      coverMm: coverSizeMm(
        { widthMm: print.trimWidthMm, heightMm: print.trimHeightMm },
        print.spineMm,
      ),
    }),
  };
}

/**
 * What preflight keeps of a file it read: every graded finding (`checks`, the browser's checks
 * with the same rules), the first checks' texts (`findings`), and what was measured (a book
 * file's page count, for a re-quote; a cover's size and the size it had to be, for marking it
 * out of date).
 */
function preflightRecord(
  kind: string,
  facts: PdfFacts,
  book: Awaited<ReturnType<typeof printedBook>>,
  checkedAt: string,
): PreflightRecord {
  if (kind === 'cover') {
    const needed = book?.coverMm;
    const [sizeMm] = facts.pageSizesMm;
    return {
      findings: needed ? coverPdfFindings(facts, needed) : [],
      checks: needed ? coverPreflight(facts, needed) : [],
      checkedAt,
      ...(needed && sizeMm && { sizeMm: { ...sizeMm }, neededMm: needed }),
    };
  }
  const expected = book ? { pages: book.pages, ink: book.ink, trim: book.trim } : {};
  return {
    findings: bookPdfFindings(facts, expected),
    checks: bookPreflight(facts, expected),
    checkedAt,
    pageCount: facts.pageCount,
  };
}

/** Whether the book file is still the book's (not replaced or removed since). */
async function isStillStored(app: FastifyInstance, bookFileId: number): Promise<boolean> {
  const [file] = await app.db
    .select({ id: bookFiles.id })
    .from(bookFiles)
    .where(eq(bookFiles.id, bookFileId));
  return file !== undefined;
}

/**
 * The server's preflight of an uploaded PDF, the same checks the browser made before sending
 * it (the domain's graded findings): a print book's pages against its quote (count, trim,
 * bleed, blank pages, colour in a black book), a cover's size against the trim, spine and
 * bleed, and every PDF's fonts, images, annotations and protection. The findings are kept with
 * the file (see `preflightRecord`); a file gone since, or while it was read, is skipped. A
 * file the storage could not give, or a read stopped at its time limit, fails the job.
 */
async function runPreflight(app: FastifyInstance, { bookFileId }: PreflightJob) {
  const [file] = await app.db.select().from(bookFiles).where(eq(bookFiles.id, bookFileId));
  if (!file || !isPreflighted(file.kind, file.fileName)) return;
  const [book] = await app.db
    .select()
    .from(books)
    .where(eq(books.quoteId, file.quoteId))
    .orderBy(asc(books.id))
    .limit(1);
  if (!book) return;
  const checkedAt = new Date().toISOString();
  const read = await app.pdf
    .pdfFacts(
      { storage: app.config.storage, key: file.fileKey },
      AbortSignal.timeout(PREFLIGHT_LIMIT_SECONDS * 1000),
    )
    .catch(async (error: unknown) => {
      // Replaced or removed while it was read: nothing to keep. Otherwise pg-boss tries again.
      if (!(await isStillStored(app, bookFileId))) return null;
      throw error;
    });
  if (!read) return;
  let record: PreflightRecord;
  if ('facts' in read)
    record = preflightRecord(file.kind, read.facts, await printedBook(app, book), checkedAt);
  else {
    app.log.warn({ reason: read.reason, bookFileId }, 'preflight could not read the PDF');
    record = { findings: [UNREADABLE_PDF_MESSAGE], checks: [read.unreadable], checkedAt };
  }
  await app.db.update(bookFiles).set({ preflight: record }).where(eq(bookFiles.id, bookFileId));
}

export const preflightJob = defineJob({
  name: 'pdf-preflight',
  payload: preflightPayload,
  retryLimit: 2,
  expireInSeconds: PREFLIGHT_LIMIT_SECONDS,
  run: runPreflight,
});
