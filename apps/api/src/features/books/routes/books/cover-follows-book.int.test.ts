import { createHash } from 'node:crypto';
import { coverOutOfDateRefusal, POINTS_PER_MM } from '@pod-portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { books } from '../../../../db/schema/index.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { jpegDataUrl } from '../../../../test/jpeg.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';
import { neededCover } from '../../cover-fit.ts';

/** A real PDF of `pages` pages of `widthMm` x `heightMm`. */
async function pdfOf(pages: number, widthMm: number, heightMm: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1)
    document.addPage([widthMm * POINTS_PER_MM, heightMm * POINTS_PER_MM]);
  return Buffer.from(await document.save());
}

interface StoredFile {
  kind: string;
  findings: string[] | null;
  outOfDate?: { widthMm: number; heightMm: number; spineMm: number; message: string };
}

interface Figures {
  pages: number;
  printCost: string;
  localRoyalty: string | null;
  internationRoyalty: string | null;
}

interface Detail {
  localBook: { no_of_pages: number; misc: string };
  bookFiles: StoredFile[];
  requote?: { pages: number; before: Figures; after: Figures | null; refused: string | null };
}

interface Answer {
  statusCode: number | string;
  description: string;
  errors?: Array<{ field: string; message: string }>;
  quote?: Figures;
}

describeOnEachDatabase(
  'the cover follows the book',
  { routes: [...QUOTING_ROUTES, 'submissions', 'uploads', 'cart'] },
  (server, database) => {
    let author: AuthorWithBook;

    const detail = async (book: AuthorWithBook) =>
      (
        await server.request<Detail>(
          'GET',
          `/user/viewusersbookinfo/${book.localBookId}/li-${book.internationalBookId}`,
          { token: book.accessToken },
        )
      ).body;
    const requote = (book: AuthorWithBook, pages: number) =>
      server.request<Answer>('POST', '/user/requotebook', {
        token: book.accessToken,
        body: {
          local_bookId: book.localBookId,
          international_bookId: book.internationalBookId,
          no_of_pages: pages,
        },
      });
    const submit = (book: AuthorWithBook, cover: string) =>
      server.request<Answer>('POST', '/user/uploadbook', {
        token: book.accessToken,
        body: {
          local_bookId: book.localBookId,
          international_bookId: book.internationalBookId,
          format_type: 'print',
          book_title: 'The Karoo Road',
          author: 'Thandi Mokoena',
          publicationDate: '2026-12-01',
          language: 'en',
          keywords: ['karoo'],
          mainDescription: 'Thandi Mokoena drives the back roads of the Karoo.',
          copyrightHolder: 'Thandi Mokoena',
          copyrightDate: '2026-11-01',
          bisacCode: 'TRV002000',
          recommendedAudience: 'General Trade',
          indicatedAudienceWarning: '00',
          rawOrPdf: 'pdf',
          cover_needed: false,
          book: 'the-karoo-road.pdf',
          cover,
          thumbnail: jpegDataUrl(1000, 1000),
          audio_files: [],
        },
      });

    /** Sends `bytes` in one chunk as the book's book file or cover, and lets preflight run. */
    async function upload(
      book: AuthorWithBook,
      kind: 'book' | 'cover',
      name: string,
      bytes: Buffer,
    ) {
      const query = new URLSearchParams({
        name,
        size: String(bytes.length),
        local_bookId: String(book.localBookId),
        international_bookId: String(book.internationalBookId),
        md5_chunk: createHash('md5').update(bytes).digest('hex'),
        [kind === 'cover' ? 'currentCoverChunkIndex' : 'currentChunkIndex']: '0',
        totalChunks: '1',
      });
      const path = kind === 'cover' ? '/session/v2/packet-cover' : '/session/v2/packet';
      const response = await fetch(`${server.url}/api${path}?${query}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${book.accessToken}`,
          'content-type': 'application/octet-stream',
        },
        body: new Uint8Array(bytes),
      });
      expect(response.status).toBe(200);
      await jobsSettled(server);
    }

    const pairOf = (book: AuthorWithBook) => [book.localBookId, book.internationalBookId];
    const needed = async (book: AuthorWithBook) => {
      const [row] = await database.db.select().from(books).where(eq(books.id, book.localBookId));
      if (!row) throw new Error('no book');
      const cover = await neededCover(database.db, row);
      if (!cover) throw new Error('a print book needs a cover');
      return cover;
    };

    beforeAll(async () => {
      // A 200-page 152 x 229 mm book, signed, submitted, with a cover that fits and a PDF of 240.
      author = await authorWithBook(server, 'The Karoo Road');
      await database.db
        .update(books)
        .set({ bookStage: 'signedcontract', status: 'pending' })
        .where(inArray(books.id, pairOf(author)));
      const submitted = await submit(author, 'cover.pdf');
      expect(submitted.body.errors).toBeUndefined();
      const { neededMm } = await needed(author);
      await upload(
        author,
        'cover',
        'cover.pdf',
        await pdfOf(1, neededMm.widthMm, neededMm.heightMm),
      );
      await upload(author, 'book', 'the-karoo-road.pdf', await pdfOf(240, 152, 229));
    });

    it('keeps a cover that fits, and offers to re-quote with the PDF’s page count', async () => {
      const before = await detail(author);
      const cover = before.bookFiles.find((file) => file.kind === 'cover');
      expect(cover?.findings).toEqual([]);
      expect(cover?.outOfDate).toBeUndefined();
      expect(before.requote).toMatchObject({ pages: 240, before: { pages: 200 }, refused: null });
      const { before: old, after } = before.requote ?? {};
      expect(after?.pages).toBe(240);
      // More pages print dearer, so the author earns less per copy.
      expect(Number(after?.printCost)).toBeGreaterThan(Number(old?.printCost));
      expect(Number(after?.localRoyalty)).toBeLessThan(Number(old?.localRoyalty));
    });

    it('refuses a re-quote with another count than the PDF’s', async () => {
      const answer = await requote(author, 250);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { field: 'no_of_pages', message: 'Your book file has 240 pages: re-quote with 240' },
      ]);
    });

    it('re-quotes with the real count, then marks the cover out of date with its new size', async () => {
      const offered = (await detail(author)).requote?.after;
      const answer = await requote(author, 240);
      expect(answer.status).toBe(200);
      expect(answer.body.quote).toEqual(offered);
      const after = await detail(author);
      expect(after.localBook.no_of_pages).toBe(240);
      expect(after.requote).toBeUndefined();
      const now = await needed(author);
      const cover = after.bookFiles.find((file) => file.kind === 'cover');
      expect(cover?.outOfDate).toEqual({
        ...now.neededMm,
        spineMm: now.spineMm,
        message: expect.stringContaining('Your cover no longer fits your book'),
      });
      // A new cover is asked for, wherever the book's pending files are read.
      expect(JSON.parse(after.localBook.misc).filesPending).toEqual(['cover']);
      const list = await server.request<{ localBooks: Array<{ id: number; misc: string }> }>(
        'GET',
        '/user/getuserbooks',
        { token: author.accessToken },
      );
      const listed = list.body.localBooks.find((book) => book.id === author.localBookId);
      expect(JSON.parse(listed?.misc ?? '{}').filesPending).toEqual(['cover']);
    });

    it('refuses to submit the book with its out-of-date cover, and takes it with a new one', async () => {
      const now = await needed(author);
      const refused = await submit(author, 'cover.pdf');
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: 'cover', message: coverOutOfDateRefusal(now.neededMm, now.spineMm) },
      ]);
      const { widthMm, heightMm } = now.neededMm;
      await upload(author, 'cover', 'new-cover.pdf', await pdfOf(1, widthMm, heightMm));
      const fixed = await detail(author);
      expect(fixed.bookFiles.find((file) => file.kind === 'cover')?.outOfDate).toBeUndefined();
      expect(JSON.parse(fixed.localBook.misc).filesPending).toBeUndefined();
      expect((await submit(author, 'new-cover.pdf')).status).toBe(200);
    });

    it('refuses to re-quote a book already paid for', async () => {
      const paid = await authorWithBook(server, 'Paid Already');
      await database.db
        .update(books)
        .set({ bookStage: 'uploaded', status: 'pending', isPaid: true })
        .where(inArray(books.id, pairOf(paid)));
      await upload(paid, 'book', 'paid.pdf', await pdfOf(240, 152, 229));
      expect((await detail(paid)).requote).toBeUndefined();
      const answer = await requote(paid, 240);
      expect(answer.status).toBe(400);
      expect(answer.body.description).toBe(
        'This book was paid for, so its quote cannot change: contact support to change its details',
      );
      const [row] = await database.db.select().from(books).where(eq(books.id, paid.localBookId));
      expect(row?.noOfPages).toBe(200);
    });
  },
);
