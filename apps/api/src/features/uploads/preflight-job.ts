import {
  bookPdfFindings,
  coverPdfFindings,
  coverSizeMm,
  fileExtension,
  UNREADABLE_PDF_MESSAGE,
} from '@pod-portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookFiles, books, type PreflightRecord } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { coverTemplateTask } from '../books/index.ts';

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

/**
 * The server's preflight of an uploaded PDF, the same checks the browser made before sending
 * it (the domain's findings): a print book's page count and page size against its quote, a
 * cover's size against the trim, spine and bleed, every PDF's fonts. The findings are kept
 * with the file, with what was measured (a book file's page count, for a re-quote; a cover's
 * size and the size it had to be, for marking it out of date); a file gone since is skipped.
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
  let record: PreflightRecord;
  const checkedAt = new Date().toISOString();
  try {
    const facts = await app.pdf.pdfFacts({ storage: app.config.storage, key: file.fileKey });
    const print = book.formatType === 'print' ? await coverTemplateTask(app.db, book) : null;
    const trim = print ? { widthMm: print.trimWidthMm, heightMm: print.trimHeightMm } : undefined;
    if (file.kind === 'cover') {
      const needed = print && trim ? coverSizeMm(trim, print.spineMm) : null;
      const [sizeMm] = facts.pageSizesMm;
      record = {
        findings: needed ? coverPdfFindings(facts, needed) : [],
        checkedAt,
        // What the cover measured and the size it had to be: a later change of the book's
        // page count, paper or trim then marks it out of date.
        ...(needed && sizeMm && { sizeMm: { ...sizeMm }, neededMm: needed }),
      };
    } else
      record = {
        findings: bookPdfFindings(
          facts,
          book.formatType === 'print' ? { pages: book.noOfPages, trim } : {},
        ),
        checkedAt,
        pageCount: facts.pageCount,
      };
  } catch (error) {
    app.log.warn({ err: error, bookFileId }, 'preflight could not read the PDF');
    record = { findings: [UNREADABLE_PDF_MESSAGE], checkedAt };
  }
  await app.db.update(bookFiles).set({ preflight: record }).where(eq(bookFiles.id, bookFileId));
}

// Reading a long book's every page takes a while; one that takes ten minutes has hung.
export const preflightJob = defineJob({
  name: 'pdf-preflight',
  payload: preflightPayload,
  retryLimit: 2,
  expireInSeconds: 600,
  run: runPreflight,
});
