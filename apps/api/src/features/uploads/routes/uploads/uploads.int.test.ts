import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  UNREADABLE_PDF_MESSAGE,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CHUNKS_IN_FLIGHT,
} from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { bookFiles, uploads } from '../../../../db/schema/index.ts';
import { readStoredFile, StoredFileMissingError } from '../../../../storage/file-storage.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';
import { sampleEpub, sampleMp3 } from '../../../../test/sample-media.ts';
import { signedFileLink } from '../../../auth/file-links.ts';
import { ABANDONED_AFTER_MS, dropAbandonedUploads } from '../../abandoned-uploads.ts';

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** A real PDF of a few pages, padded with an unused stream to `bytes` (a scanned book's size). */
async function pdfOf(bytes: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < 3; page += 1) document.addPage().drawText(`Page ${page + 1}`);
  const pdf = Buffer.from(await document.save());
  return Buffer.concat([pdf, Buffer.from('\n%'), randomBytes(Math.max(0, bytes - pdf.length - 2))]);
}

/** `bytes` as a stream of three pieces. */
const inPieces = (bytes: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const third = Math.ceil(bytes.length / 3);
      for (let start = 0; start < bytes.length; start += third)
        controller.enqueue(new Uint8Array(bytes.subarray(start, start + third)));
      controller.close();
    },
  });

interface ChunkAnswer {
  statusCode: number | string;
  description: string;
  next_index?: number;
  finalFilename?: string;
}

describeOnEachDatabase(
  'chunked uploads',
  { routes: [...QUOTING_ROUTES, 'uploads', 'files'] },
  (server, database) => {
    let author: AuthorWithBook;
    let other: AuthorWithBook;

    /** Sends chunk `index` of `file` (raw bytes, or as a data URL), as the portal does. */
    async function sendChunk(
      token: string,
      book: { localBookId: number; internationalBookId: number },
      file: { name: string; bytes: Buffer },
      index: number,
      options: {
        path?: string;
        md5?: string;
        asDataUrl?: boolean;
        /** Streamed with no length (chunked transfer encoding), as the SDK sends from Node. */
        streamed?: boolean;
        totalChunks?: number;
        /** Sent instead of the chunk's own bytes. */
        body?: Buffer;
      } = {},
    ) {
      const chunk =
        options.body ??
        file.bytes.subarray(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES);
      const query = new URLSearchParams({
        name: file.name,
        size: String(file.bytes.length),
        local_bookId: String(book.localBookId),
        international_bookId: String(book.internationalBookId),
        md5_chunk: options.md5 ?? md5(chunk),
        [options.path === '/session/v2/packet-cover'
          ? 'currentCoverChunkIndex'
          : 'currentChunkIndex']: String(index),
        totalChunks: String(
          options.totalChunks ?? Math.ceil(file.bytes.length / UPLOAD_CHUNK_BYTES),
        ),
      });
      const response = await fetch(
        `${server.url}/api${options.path ?? '/session/v2/packet'}?${query}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': options.asDataUrl ? 'text/plain' : 'application/octet-stream',
          },
          body: options.asDataUrl
            ? `data:application/pdf;base64,${chunk.toString('base64')}`
            : options.streamed
              ? inPieces(chunk)
              : new Uint8Array(chunk),
          ...(options.streamed && { duplex: 'half' }),
        },
      );
      return { status: response.status, body: (await response.json()) as ChunkAnswer };
    }

    const status = async (
      token: string,
      book: { localBookId: number; internationalBookId: number },
      file: { name: string; bytes: Buffer },
      kind = 'book',
    ) =>
      server.request<ChunkAnswer>(
        'GET',
        `/session/v2/packet-status?${new URLSearchParams({
          kind,
          name: file.name,
          size: String(file.bytes.length),
          local_bookId: String(book.localBookId),
          international_bookId: String(book.internationalBookId),
          totalChunks: String(Math.ceil(file.bytes.length / UPLOAD_CHUNK_BYTES)),
        })}`,
        { token },
      );

    const storedFiles = (quoteOf: AuthorWithBook) =>
      database.db.select().from(bookFiles).where(eq(bookFiles.userId, quoteOf.id));

    beforeAll(async () => {
      author = await authorWithBook(server, 'The Karoo Road');
      other = await authorWithBook(server, 'Someone Else');
    });

    it('takes a book file in chunks, resumes where it stopped, and joins them into the stored file', async () => {
      const file = {
        name: 'the-karoo-road.pdf',
        bytes: await pdfOf(UPLOAD_CHUNK_BYTES * 2 + 123_456),
      };
      expect((await status(author.accessToken, author, file)).body.next_index).toBe(0);
      expect((await sendChunk(author.accessToken, author, file, 0)).body).toEqual({
        statusCode: 0,
        description: 'Successful',
        next_index: 1,
      });
      // A closed tab: the status says where to go on; a retried chunk is not stored twice.
      expect((await status(author.accessToken, author, file)).body.next_index).toBe(1);
      expect((await sendChunk(author.accessToken, author, file, 0)).body.next_index).toBe(1);
      const ahead = await sendChunk(author.accessToken, author, file, 2);
      expect(ahead).toEqual({
        status: 409,
        body: { statusCode: 'F12', description: 'Unexpected chunk index', next_index: 1 },
      });
      const corrupted = await sendChunk(author.accessToken, author, file, 1, {
        md5: '0'.repeat(32),
      });
      expect(corrupted).toEqual({
        status: 422,
        body: { statusCode: 'F11', description: 'Chunk checksum mismatch', next_index: 1 },
      });
      expect(
        (await sendChunk(author.accessToken, author, file, 1, { asDataUrl: true })).body.next_index,
      ).toBe(2);
      const last = await sendChunk(author.accessToken, author, file, 2, { streamed: true });
      expect(last.status).toBe(200);
      expect(last.body.next_index).toBe(3);
      expect(last.body.finalFilename).toMatch(
        new RegExp(`^b${author.localBookId}-book-[0-9a-f]{12}\\.pdf$`),
      );
      const [stored] = await storedFiles(author);
      expect(stored).toMatchObject({
        kind: 'book',
        originalName: file.name,
        bytes: file.bytes.length,
      });
      const bytes = await readStoredFile(server.app.storage, stored?.fileKey ?? '');
      expect(md5(bytes)).toBe(md5(file.bytes));
      // Done: nothing of the upload is held any more.
      expect((await status(author.accessToken, author, file)).body.next_index).toBe(0);
    });

    it('takes the chunks after the first a few at once, in any order, and the last once the others are in', async () => {
      // An author of their own: the file becomes their book's.
      const parallel = await authorWithBook(server, 'All At Once');
      const file = { name: 'in-parallel.pdf', bytes: await pdfOf(UPLOAD_CHUNK_BYTES * 9 + 4321) };
      const send = (index: number) => sendChunk(parallel.accessToken, parallel, file, index);
      const outOfTurn = (nextIndex: number) => ({
        status: 409,
        body: { statusCode: 'F12', description: 'Unexpected chunk index', next_index: nextIndex },
      });
      // The first chunk comes alone: it makes the staged file.
      expect(await send(1)).toEqual(outOfTurn(0));
      expect((await send(0)).body.next_index).toBe(1);
      // Then the next one and the five after it, in whatever order they arrive.
      expect(UPLOAD_CHUNKS_IN_FLIGHT).toBe(6);
      expect(await send(1 + UPLOAD_CHUNKS_IN_FLIGHT)).toEqual(outOfTurn(1));
      const ahead = await Promise.all([send(3), send(2), send(4)]);
      expect(ahead.map(({ status, body }) => [status, body.next_index])).toEqual([
        [200, 1],
        [200, 1],
        [200, 1],
      ]);
      expect((await status(parallel.accessToken, parallel, file)).body.next_index).toBe(1);
      // The last completes the file: it waits for every other chunk.
      expect(await send(9)).toEqual(outOfTurn(1));
      expect((await send(1)).body.next_index).toBe(5);
      expect((await send(3)).body.next_index).toBe(5); // a retry of a stored chunk
      const middle = await Promise.all([send(5), send(6), send(7), send(8)]);
      expect(Math.max(...middle.map(({ body }) => body.next_index ?? 0))).toBe(9);
      const last = await send(9);
      expect(last.body.finalFilename).toMatch(/\.pdf$/);
      const [stored] = await storedFiles(parallel);
      const bytes = await readStoredFile(server.app.storage, stored?.fileKey ?? '');
      expect(md5(bytes)).toBe(md5(file.bytes));
    });

    it('starts an upload again from its first chunk when storage lost its parts', async () => {
      // e.g. the parts folder cleaned by hand while an upload was paused
      const file = { name: 'lost.pdf', bytes: await pdfOf(UPLOAD_CHUNK_BYTES + 10) };
      expect((await sendChunk(author.accessToken, author, file, 0)).body.next_index).toBe(1);
      const [staged] = await database.db
        .select({ stagingKey: uploads.stagingKey })
        .from(uploads)
        .where(eq(uploads.name, 'lost.pdf'));
      await server.app.storage.deleteParts(staged?.stagingKey ?? '', 1);
      // The server asks for the first chunk again (the SDK goes back there), and no row claims
      // the chunks; a lost first part never comes back as a hole of zeros.
      expect(await sendChunk(author.accessToken, author, file, 1)).toEqual({
        status: 409,
        body: { statusCode: 'F12', description: 'Unexpected chunk index', next_index: 0 },
      });
      expect((await status(author.accessToken, author, file)).body.next_index).toBe(0);
      expect((await storedFiles(author)).some((row) => row.originalName === 'lost.pdf')).toBe(
        false,
      );

      // Lost by the time they are joined (on S3 a part is found missing only then): the same.
      const storage = server.app.storage;
      const { joinParts } = storage;
      storage.joinParts = async (staging) => {
        throw new StoredFileMissingError(staging);
      };
      try {
        const single = { name: 'lost-at-join.pdf', bytes: await pdfOf(10_000) };
        expect(await sendChunk(author.accessToken, author, single, 0)).toEqual({
          status: 409,
          body: { statusCode: 'F12', description: 'Unexpected chunk index', next_index: 0 },
        });
        expect((await status(author.accessToken, author, single)).body.next_index).toBe(0);
      } finally {
        storage.joinParts = joinParts;
      }
    });

    it('serves the stored file by a signed link, whole or a byte range, and to its owner only', async () => {
      const detail = await server.request<{
        bookFiles: Array<{ filename: string; kind: string; fileBuffer: string }>;
      }>('GET', `/user/viewusersbookinfo/${author.localBookId}/li-${author.internationalBookId}`, {
        token: author.accessToken,
      });
      const [book] = detail.body.bookFiles;
      expect(book).toMatchObject({ filename: 'the-karoo-road.pdf', kind: 'book' });
      const link = new URL(`${server.url}/api${book?.fileBuffer ?? ''}`);
      expect([...link.searchParams.keys()]).toEqual(['user', 'expires', 'signature']);
      const [stored] = await storedFiles(author);
      const original = await readStoredFile(server.app.storage, stored?.fileKey ?? '');

      const whole = await fetch(link);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('application/pdf');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(md5(Buffer.from(await whole.arrayBuffer()))).toBe(md5(original));

      const part = await fetch(link, { headers: { range: 'bytes=1000-1999' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${original.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(original.subarray(1000, 2000));
      const tail = await fetch(link, { headers: { range: 'bytes=-10' } });
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(original.subarray(-10));
      expect((await fetch(link, { headers: { range: `bytes=${original.length}-` } })).status).toBe(
        416,
      );

      // An altered or borrowed link, no token, or another author: no file.
      const altered = new URL(link);
      altered.searchParams.set('user', String(other.id));
      expect((await fetch(altered)).status).toBe(401);
      const expired = signedFileLink(
        server.config.tokenSecret,
        author.id,
        stored?.fileName ?? '',
        Date.now() - 2 * 60 * 60 * 1000,
      );
      expect((await fetch(`${server.url}/api${expired}`)).status).toBe(401);
      const bare = `${server.url}/api/user/getfile/${stored?.fileName}`;
      expect((await fetch(bare)).status).toBe(401);
      expect((await fetch(`${bare}?jwt=${author.accessToken}`)).status).toBe(200);
      expect(
        (await fetch(bare, { headers: { authorization: `Bearer ${other.accessToken}` } })).status,
      ).toBe(404);
    });

    it('refuses a file whose content is not what its name says at its first chunk, keeping nothing of it', async () => {
      const jpeg = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
        Buffer.from('JFIF\0'),
        randomBytes(5000),
      ]);
      const file = { name: 'cover.pdf', bytes: jpeg };
      const answer = await sendChunk(author.accessToken, author, file, 0, {
        path: '/session/v2/packet-cover',
      });
      expect(answer).toEqual({
        status: 415,
        body: { statusCode: 'F10', description: 'File type not allowed' },
      });
      expect((await storedFiles(author)).filter((row) => row.kind === 'cover')).toEqual([]);
      expect((await status(author.accessToken, author, file, 'cover')).body.next_index).toBe(0);
      const png = await sendChunk(
        author.accessToken,
        author,
        { name: 'cover.png', bytes: jpeg },
        0,
        {
          path: '/session/v2/packet-cover',
        },
      );
      expect(png.status).toBe(415);
      // A long file is refused at its first chunk: nothing of it is sent for nothing.
      const long = {
        name: 'book.pdf',
        bytes: Buffer.concat([jpeg, randomBytes(UPLOAD_CHUNK_BYTES)]),
      };
      expect((await sendChunk(author.accessToken, author, long, 0)).status).toBe(415);
      expect((await status(author.accessToken, author, long)).body.next_index).toBe(0);
    });

    it('takes an EPUB book file and MP3 chapters, each kept by its name, in order', async () => {
      const epub = { name: 'the-karoo-road.epub', bytes: sampleEpub() };
      expect((await sendChunk(author.accessToken, author, epub, 0)).body.finalFilename).toMatch(
        /\.epub$/,
      );
      const path = '/session/v2/packet-audio';
      const chapters = [
        { name: 'chapter-01.mp3', bytes: sampleMp3(3000) },
        { name: 'chapter-02.mp3', bytes: sampleMp3(40) },
      ];
      for (const chapter of chapters) {
        const chunks = Math.ceil(chapter.bytes.length / UPLOAD_CHUNK_BYTES);
        let answer: Awaited<ReturnType<typeof sendChunk>> | undefined;
        for (let index = 0; index < chunks; index += 1)
          answer = await sendChunk(author.accessToken, author, chapter, index, { path });
        expect(answer?.body.finalFilename).toMatch(/\.mp3$/);
      }
      const stored = await storedFiles(author);
      expect(stored.filter((row) => row.kind === 'audio').map((row) => row.originalName)).toEqual([
        'chapter-01.mp3',
        'chapter-02.mp3',
      ]);
      const [first] = stored.filter((row) => row.kind === 'audio');
      expect(await readStoredFile(server.app.storage, first?.fileKey ?? '')).toEqual(
        chapters[0]?.bytes,
      );
      // A text file named as a chapter is refused by its content.
      const fake = { name: 'chapter-03.mp3', bytes: Buffer.from('not audio at all') };
      expect((await sendChunk(author.accessToken, author, fake, 0, { path })).status).toBe(415);
    });

    it('checks an uploaded PDF against its quote on the server, and keeps what it found', async () => {
      const fresh = await authorWithBook(server, 'A Short Draft');
      // Three A4 pages in Helvetica (not embedded), for a 200-page 152 x 229 mm book.
      const file = { name: 'draft.pdf', bytes: await pdfOf(UPLOAD_CHUNK_BYTES + 5000) };
      for (const index of [0, 1]) await sendChunk(fresh.accessToken, fresh, file, index);
      await jobsSettled(server);
      const detail = await server.request<{
        bookFiles: Array<{
          kind: string;
          findings: string[] | null;
          checks: Array<{ code: string; grade: string; page?: number }> | null;
        }>;
      }>('GET', `/user/viewusersbookinfo/${fresh.localBookId}/li-${fresh.internationalBookId}`, {
        token: fresh.accessToken,
      });
      const book = detail.body.bookFiles.find((entry) => entry.kind === 'book');
      expect(book?.findings).toEqual([
        'Your PDF has 3 pages; the quote is for 200.',
        "Page 1 is 210 x 297 mm; your book's pages are 152 x 229 mm.",
        'Some fonts are not embedded: Helvetica. Export your PDF again with all fonts embedded.',
      ]);
      // Every graded finding, by the browser's rules, each on its page.
      expect(book?.checks?.map(({ code, grade, page }) => ({ code, grade, page }))).toEqual([
        { code: 'page-count', grade: 'blocks-printing', page: undefined },
        { code: 'odd-page-count', grade: 'worth-knowing', page: undefined },
        { code: 'trim', grade: 'blocks-printing', page: 1 },
        { code: 'fonts-not-embedded', grade: 'blocks-printing', page: 1 },
      ]);
    });

    it('keeps a damaged PDF as a finding that blocks printing', async () => {
      const fresh = await authorWithBook(server, 'A Broken Draft');
      const file = { name: 'broken.pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Cat') };
      await sendChunk(fresh.accessToken, fresh, file, 0);
      await jobsSettled(server);
      const detail = await server.request<{
        bookFiles: Array<{ kind: string; findings: string[] | null; checks: unknown[] | null }>;
      }>('GET', `/user/viewusersbookinfo/${fresh.localBookId}/li-${fresh.internationalBookId}`, {
        token: fresh.accessToken,
      });
      const book = detail.body.bookFiles.find((entry) => entry.kind === 'book');
      expect(book?.findings).toEqual([UNREADABLE_PDF_MESSAGE]);
      expect(book?.checks).toEqual([
        expect.objectContaining({ code: 'damaged', grade: 'blocks-printing' }),
      ]);
    });

    it('removes an upload abandoned for two weeks, with its parts, and keeps a recent one', async () => {
      const stale = { name: 'abandoned.pdf', bytes: await pdfOf(UPLOAD_CHUNK_BYTES + 10) };
      const recent = { name: 'recent.pdf', bytes: await pdfOf(UPLOAD_CHUNK_BYTES + 10) };
      expect((await sendChunk(author.accessToken, author, stale, 0)).body.next_index).toBe(1);
      expect((await sendChunk(author.accessToken, author, recent, 0)).body.next_index).toBe(1);
      const [staged] = await database.db
        .select({ stagingKey: uploads.stagingKey })
        .from(uploads)
        .where(eq(uploads.name, 'abandoned.pdf'));
      const { storage } = server.config;
      if (storage.kind !== 'local') throw new Error('the tests store files on the local disk');
      const partsHeld = () => readdirSync(join(storage.dir, '.parts'), { recursive: true });
      expect(partsHeld()).toContain(staged?.stagingKey);
      await database.db
        .update(uploads)
        .set({ updatedAt: new Date(Date.now() - ABANDONED_AFTER_MS - 60_000) })
        .where(eq(uploads.name, 'abandoned.pdf'));

      expect(await dropAbandonedUploads(server.app)).toBe(1);
      expect(partsHeld()).not.toContain(staged?.stagingKey);
      expect((await status(author.accessToken, author, stale)).body.next_index).toBe(0);
      expect((await status(author.accessToken, author, recent)).body.next_index).toBe(1);
    });

    it('judges a chunk by the database when the upload it continues was removed elsewhere, and keeps no part of it', async () => {
      // e.g. another instance of the server removed it (abandoned) between two chunks: this one
      // still remembers the upload from its earlier chunks.
      const file = {
        name: 'removed-elsewhere.pdf',
        bytes: await pdfOf(UPLOAD_CHUNK_BYTES * 3 + 10),
      };
      expect((await sendChunk(author.accessToken, author, file, 0)).body.next_index).toBe(1);
      expect((await sendChunk(author.accessToken, author, file, 1)).body.next_index).toBe(2);
      const [staged] = await database.db
        .delete(uploads)
        .where(eq(uploads.name, file.name))
        .returning({ stagingKey: uploads.stagingKey });
      const { storage } = server.config;
      if (storage.kind !== 'local') throw new Error('the tests store files on the local disk');
      const partsHeld = () => readdirSync(join(storage.dir, '.parts'), { recursive: true });
      expect(partsHeld()).toContain(staged?.stagingKey);

      // Its parts not yet removed: the chunk written there is taken back.
      expect(await sendChunk(author.accessToken, author, file, 2)).toEqual({
        status: 409,
        body: { statusCode: 'F12', description: 'Unexpected chunk index', next_index: 0 },
      });
      expect(partsHeld()).not.toContain(staged?.stagingKey);
      // The upload starts again from its first chunk, and completes.
      for (const index of [0, 1, 2]) await sendChunk(author.accessToken, author, file, index);
      const last = await sendChunk(author.accessToken, author, file, 3);
      expect(last.body.finalFilename).toMatch(/\.pdf$/);
      const stored = (await storedFiles(author)).find((row) => row.originalName === file.name);
      expect(md5(await readStoredFile(server.app.storage, stored?.fileKey ?? ''))).toBe(
        md5(file.bytes),
      );
    });

    it('replaces the cover with a newer upload', async () => {
      const first = { name: 'cover.pdf', bytes: await pdfOf(40_000) };
      const second = { name: 'cover-v2.pdf', bytes: await pdfOf(50_000) };
      const path = '/session/v2/packet-cover';
      expect(
        (await sendChunk(author.accessToken, author, first, 0, { path })).body.finalFilename,
      ).toBeTruthy();
      const [earlier] = (await storedFiles(author)).filter((row) => row.kind === 'cover');
      expect(
        (await sendChunk(author.accessToken, author, second, 0, { path })).body.finalFilename,
      ).toBeTruthy();
      const covers = (await storedFiles(author)).filter((row) => row.kind === 'cover');
      expect(covers.map((row) => row.originalName)).toEqual(['cover-v2.pdf']);
      // The earlier cover's file is removed by a job, after the answer.
      await jobsSettled(server);
      expect(await server.app.storage.size(earlier?.fileKey ?? '')).toBeNull();
    });

    it("answers 404 for another author's book and 400 or 413 for sizes that cannot be right", async () => {
      const file = { name: 'book.pdf', bytes: await pdfOf(10_000) };
      expect((await sendChunk(other.accessToken, author, file, 0)).status).toBe(404);
      expect((await status(other.accessToken, author, file)).status).toBe(404);
      const mismatch = await sendChunk(author.accessToken, author, file, 0, { totalChunks: 3 });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.description).toBe('A file of 10000 bytes has 1 chunks of 1024000 bytes');
      const huge = new URLSearchParams({
        name: 'cover.pdf',
        size: String(101 * 1024 * 1024),
        local_bookId: String(author.localBookId),
        international_bookId: String(author.internationalBookId),
        md5_chunk: md5(Buffer.alloc(1)),
        currentCoverChunkIndex: '0',
        totalChunks: String(Math.ceil((101 * 1024 * 1024) / UPLOAD_CHUNK_BYTES)),
      });
      const tooLarge = await fetch(`${server.url}/api/session/v2/packet-cover?${huge}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${author.accessToken}`,
          'content-type': 'application/octet-stream',
        },
        body: new Uint8Array(1),
      });
      expect(tooLarge.status).toBe(413);
      expect(((await tooLarge.json()) as ChunkAnswer).description).toBe(
        'The cover file is larger than 100 MB',
      );
      // A body longer than a chunk is cut off where it passes the chunk's size.
      const long = { name: 'long.pdf', bytes: await pdfOf(3 * UPLOAD_CHUNK_BYTES) };
      const overlong = await sendChunk(author.accessToken, author, long, 0, {
        body: long.bytes.subarray(0, UPLOAD_CHUNK_BYTES + 1),
      });
      expect(overlong).toMatchObject({
        status: 413,
        body: { description: `A chunk is at most ${UPLOAD_CHUNK_BYTES} bytes` },
      });
      // The same with no length announced (a streamed body).
      const overlongStreamed = await sendChunk(author.accessToken, author, long, 0, {
        body: long.bytes.subarray(0, UPLOAD_CHUNK_BYTES + 1),
        streamed: true,
      });
      expect(overlongStreamed).toEqual(overlong);
      expect((await status(author.accessToken, author, long)).body.next_index).toBe(0);
    });
  },
);
