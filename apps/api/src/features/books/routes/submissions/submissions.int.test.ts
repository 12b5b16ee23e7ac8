import { createHash } from 'node:crypto';
import { CONTROL_CHARACTER_MESSAGE, LINE_BREAK_MESSAGE } from '@pod-portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { bookFiles, books, cartItems } from '../../../../db/schema/index.ts';
import { readStoredFile } from '../../../../storage/file-storage.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { ebookQuote } from '../../../../test/book-fixtures.ts';
import { jpegDataUrl } from '../../../../test/jpeg.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { pdfPageTexts } from '../../../../test/pdf-text.ts';
import { pngDataUrl, strokePng } from '../../../../test/png.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';
import { sampleDocx, sampleEpub } from '../../../../test/sample-media.ts';

const THUMBNAIL = jpegDataUrl(1000, 1000);
/** A 1x1 GIF image. */
const ONE_PIXEL_GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The wizard's submission of a print book (UploadBookInput), any field overridden. */
function submission(book: AuthorWithBook, overrides: Record<string, unknown> = {}) {
  return {
    local_bookId: book.localBookId,
    international_bookId: book.internationalBookId,
    format_type: 'print',
    book_title: 'The Karoo Road',
    subtitle: 'Travels through the heart of South Africa',
    author: 'Thandi Mokoena',
    contributors: [{ name: 'Sipho Dlamini', role: 'Editor' }],
    publicationDate: '2026-12-01',
    language: 'en',
    keywords: ['karoo', 'travel'],
    bisacCode: 'TRV002000',
    mainDescription: 'Thandi Mokoena drives the back roads of the Karoo.',
    copyrightHolder: 'Thandi Mokoena',
    copyrightDate: '2026-11-01',
    recommendedAudience: 'General Trade',
    indicatedAudienceWarning: '00',
    rawOrPdf: 'pdf',
    cover_needed: true,
    thumbnail_needed: false,
    book: 'the-karoo-road.pdf',
    cover: null,
    thumbnail: THUMBNAIL,
    audio_files: [],
    ...overrides,
  };
}

interface Answer {
  statusCode: number | string;
  description: string;
  errors?: Array<{ field: string; message: string }>;
  cartItems?: Array<{ service: string; misc: string; book_id: number | null }>;
}

describeOnEachDatabase(
  "submitting a book's details",
  { routes: [...QUOTING_ROUTES, 'submissions', 'uploads', 'cart'] },
  (server, database) => {
    let author: AuthorWithBook;
    const submit = (token: string, body: unknown) =>
      server.request<Answer>('POST', '/user/uploadbook', { token, body });

    /** What signing leaves: the contract signed, the book pending. */
    const markSigned = (book: AuthorWithBook) =>
      database.db
        .update(books)
        .set({ bookStage: 'signedcontract', status: 'pending' })
        .where(inArray(books.id, [book.localBookId, book.internationalBookId]));

    /** Sends `bytes` as the one chunk of a book file named `name` (its MD5 unless given). */
    const sendWholeFile = (
      book: AuthorWithBook,
      name: string,
      bytes: Buffer,
      md5 = createHash('md5').update(bytes).digest('hex'),
    ) =>
      fetch(
        `${server.url}/api/session/v2/packet?${new URLSearchParams({
          name,
          size: String(bytes.length),
          local_bookId: String(book.localBookId),
          international_bookId: String(book.internationalBookId),
          md5_chunk: md5,
          currentChunkIndex: '0',
          totalChunks: '1',
        })}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${book.accessToken}`,
            'content-type': 'application/octet-stream',
          },
          body: new Uint8Array(bytes),
        },
      );

    beforeAll(async () => {
      author = await authorWithBook(server, 'The Karoo Road');
    });

    it('refuses a book whose contract is not signed yet', async () => {
      const answer = await submit(author.accessToken, submission(author));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { field: 'local_bookId', message: 'Please sign the contract for this book first' },
      ]);
    });

    it('stores the details and thumbnail, and puts each ordered service in the cart once', async () => {
      await markSigned(author);
      const first = await submit(author.accessToken, submission(author));
      expect(first.status).toBe(200);
      // The quote asked for an ISBN to be created: that is a service too.
      expect(first.body.cartItems?.map((item) => item.service)).toEqual([
        'coverDesign',
        'isbnCreation',
      ]);
      expect(JSON.parse(first.body.cartItems?.[0]?.misc ?? '[]')).toEqual([
        expect.objectContaining({ name: 'Cover design', cost: 1500, discount_type: 0 }),
      ]);
      const [sentBefore] = await database.db
        .select({ fileKey: bookFiles.fileKey })
        .from(bookFiles)
        .where(eq(bookFiles.userId, author.id));
      expect(sentBefore?.fileKey).toBeTruthy();
      const again = await submit(
        author.accessToken,
        submission(author, { thumbnail_needed: true, thumbnail: null, keywords: ['karoo'] }),
      );
      expect(again.body.cartItems?.map((item) => item.service)).toEqual([
        'coverDesign',
        'isbnCreation',
        'thumbnailDesign',
      ]);
      const records = await database.db
        .select()
        .from(books)
        .where(inArray(books.id, [author.localBookId, author.internationalBookId]));
      expect(records.map((record) => record.bookStage)).toEqual(['uploaded', 'uploaded']);
      expect(records[0]?.metaDataInfo).toMatchObject({ keywords: ['karoo'], language: 'en' });
      expect(records[0]?.submission).toMatchObject({ book: 'the-karoo-road.pdf', cover: null });
      // Thumbnail design replaces the thumbnail sent before; unticking removes the service.
      expect(
        await database.db.select().from(bookFiles).where(eq(bookFiles.userId, author.id)),
      ).toEqual([]);
      // Its file is removed by a job, after the answer.
      await jobsSettled(server);
      expect(await server.app.storage.size(sentBefore?.fileKey ?? '')).toBeNull();
      const unticked = await submit(
        author.accessToken,
        submission(author, { cover_needed: false, cover: 'cover.pdf' }),
      );
      expect(unticked.body.cartItems?.map((item) => item.service)).toEqual(['isbnCreation']);
      // Your books says which announced files are still to come (Continue Upload Process).
      const list = await server.request<{ localBooks: Array<{ misc: string }> }>(
        'GET',
        '/user/getuserbooks',
        { token: author.accessToken },
      );
      expect(JSON.parse(list.body.localBooks[0]?.misc ?? '{}')).toMatchObject({
        bookStage: 'uploaded',
        filesPending: ['book', 'cover'],
      });
      const [thumbnail] = await database.db
        .select()
        .from(bookFiles)
        .where(eq(bookFiles.userId, author.id));
      expect(thumbnail?.kind).toBe('thumbnail');
      const stored = await readStoredFile(server.app.storage, thumbnail?.fileKey ?? '');
      expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(
        await database.db.select().from(cartItems).where(eq(cartItems.userId, author.id)),
      ).toHaveLength(1);
    });

    it('keeps the paragraphs and line breaks of the descriptions', async () => {
      const fresh = await authorWithBook(server, 'A Book In Paragraphs');
      await markSigned(fresh);
      const descriptions = {
        shortDescription: 'A journey.\nAcross the Karoo.',
        mainDescription: 'Thandi drives the back roads.\n\nShe meets the people,\r\nand listens.',
        longDescription: 'One.\r\n\r\nTwo.\n\nThree.',
      };
      const answer = await submit(fresh.accessToken, submission(fresh, descriptions));
      expect(answer.status).toBe(200);
      const [record] = await database.db
        .select()
        .from(books)
        .where(eq(books.id, fresh.localBookId));
      expect(record?.metaDataInfo).toMatchObject(descriptions);
    });
    it.each([
      [
        'an ebook with an ISBN to create',
        ebookQuote(),
        { format_type: 'ebook', book: 'digital-dawn.epub', cover_needed: false },
        jpegDataUrl(2500, 1600),
        ['uploadFee', 'isbnCreation'],
        // (R 299.00 upload fee + R 250.00 ISBN creation) + 15% VAT
        '631.35',
      ],
      [
        'an audiobook a voice artist records',
        ebookQuote({
          format_type: 'audiobook',
          no_of_pages: 80,
          is_local: true,
          local_price: 200,
          recording_needed: true,
        }),
        {
          format_type: 'audiobook',
          book: 'digital-dawn.pdf',
          cover_needed: false,
          recording_required: true,
        },
        jpegDataUrl(3000, 3000),
        ['uploadFee', 'recording', 'isbnCreation'],
        // (R 299.00 + 80 pages x R 15.00 + R 250.00) + 15% VAT
        '2011.35',
      ],
    ])(
      'charges %s every once-off cost its quote announced, through the cart',
      async (_name, quote, overrides, thumbnail, services, due) => {
        const fresh = await authorWithBook(server, 'A Print Book');
        const quoted = await server.request<{
          localBookId: number;
          internationalBookId: number;
          dueAtCheckout: string;
        }>('POST', '/user/getquote', { token: fresh.accessToken, body: quote });
        expect(quoted.body.dueAtCheckout).toBe(due);
        const book = { ...fresh, ...quoted.body };
        await markSigned(book);
        const answer = await submit(
          fresh.accessToken,
          submission(book, { ...overrides, thumbnail, book_title: 'Digital Dawn' }),
        );
        expect(answer.status).toBe(200);
        const cart = await server.request<{
          cart: Array<{ service: string }>;
          totalIncludingVat: number;
        }>('GET', '/user/getcart', { token: fresh.accessToken });
        expect(cart.body.cart.map((item) => item.service)).toEqual(services);
        expect(cart.body.totalIncludingVat.toFixed(2)).toBe(due);
      },
    );

    it('takes only the files the details announced', async () => {
      const bytes = Buffer.from('%PDF-1.7 announced');
      const chunk = (name: string, md5: string) => sendWholeFile(author, name, bytes, md5);
      const other = await chunk('another-book.pdf', 'f'.repeat(32));
      expect(other.status).toBe(400);
      expect(await other.json()).toMatchObject({
        description:
          "This book's details announced the-karoo-road.pdf as its book file, not another-book.pdf",
      });
      // The announced one passes that check (and is then refused for its checksum only).
      const announced = await chunk('the-karoo-road.pdf', 'f'.repeat(32));
      expect(announced.status).toBe(422);
    });

    it.each([
      [
        'a PNG thumbnail',
        { thumbnail: pngDataUrl(strokePng(1000, 1000)) },
        'thumbnail',
        'Cannot upload PNG files - Please upload a JPG or JPEG file',
      ],
      [
        'a thumbnail of the wrong size',
        { thumbnail: jpegDataUrl(800, 600) },
        'thumbnail',
        'Thumbnail dimensions are incorrect - We require a thumbnail image that is 1000x1000px',
      ],
      [
        'a GIF thumbnail',
        { thumbnail: `data:image/gif;base64,${ONE_PIXEL_GIF}` },
        'thumbnail',
        'Cannot upload GIF files - Please upload a JPG or JPEG file',
      ],
      [
        'a GIF sent as a JPEG',
        { thumbnail: `data:image/jpeg;base64,${ONE_PIXEL_GIF}` },
        'thumbnail',
        'Cannot upload GIF files - Please upload a JPG or JPEG file',
      ],
      ['no thumbnail', { thumbnail: null }, 'thumbnail', 'Please upload a valid JPG or JPEG file'],
      [
        'text posing as a JPEG',
        { thumbnail: `data:image/jpeg;base64,${Buffer.from('hello').toString('base64')}` },
        'thumbnail',
        'Please upload a valid JPG or JPEG file',
      ],
      ['no keywords', { keywords: [] }, 'keywords', 'Please add at least one keyword'],
      [
        'an empty publication date',
        { publicationDate: '' },
        'publicationDate',
        "Please select your book's publication date",
      ],
      [
        'no publication date',
        { publicationDate: undefined },
        'publicationDate',
        "Please select your book's publication date",
      ],
      [
        'an empty copyright date',
        { copyrightDate: '' },
        'copyrightDate',
        "Please select your book's on copyright date",
      ],
      [
        'a copyright date that is no date',
        { copyrightDate: '2026-02-30' },
        'copyrightDate',
        "Please select your book's on copyright date",
      ],
      [
        'an empty recommended audience',
        { recommendedAudience: '' },
        'recommendedAudience',
        "Please enter your book's recommended audience",
      ],
      [
        'an unknown recommended audience',
        { recommendedAudience: 'Adults' },
        'recommendedAudience',
        "Please enter your book's recommended audience",
      ],
      [
        'an empty audience warning',
        { indicatedAudienceWarning: '' },
        'indicatedAudienceWarning',
        "Please enter your book's indicated audience warning",
      ],
      [
        'no audience warning',
        { indicatedAudienceWarning: undefined },
        'indicatedAudienceWarning',
        "Please enter your book's indicated audience warning",
      ],
      [
        'an empty main description',
        { mainDescription: ' \n ' },
        'mainDescription',
        "Please enter your book's main description",
      ],
      [
        'a main description with a control character',
        { mainDescription: 'First.\n\nSecond \u001b[31m red.' },
        'mainDescription',
        CONTROL_CHARACTER_MESSAGE,
      ],
      [
        'a main description with a carriage return alone',
        { mainDescription: 'First.\rSecond.' },
        'mainDescription',
        CONTROL_CHARACTER_MESSAGE,
      ],
      ['an author on two lines', { author: 'Thandi\nMokoena' }, 'author', LINE_BREAK_MESSAGE],
      [
        'an author with digits',
        { author: 'R2D2' },
        'author',
        'Please enter a valid author name with no special characters and numbers',
      ],
      [
        'a Word book file for a PDF upload',
        { book: 'book.docx' },
        'book',
        'Your book file must be a .pdf file',
      ],
      [
        'no cover and no cover design',
        { cover_needed: false, cover: null },
        'cover',
        'Please choose your cover',
      ],
      [
        'epub conversion for a print book',
        { conversion_needed: true },
        'conversion_needed',
        'Epub conversion is not offered for this book',
      ],
      [
        'a Word document without formatting',
        { rawOrPdf: 'raw', book: 'the-karoo-road.docx' },
        'formatting_needed',
        'Formatting is needed for a Word document: tick it, or upload a print-ready PDF',
      ],
      [
        'a PDF book file for a Word document upload',
        { rawOrPdf: 'raw', formatting_needed: true },
        'book',
        'Your book file must be a .docx file',
      ],
      [
        'formatting for a PDF upload',
        { formatting_needed: true },
        'formatting_needed',
        'Formatting is not offered for this book',
      ],
    ])(
      'refuses %s with the product message, storing nothing',
      async (_name, overrides, field, message) => {
        const fresh = await authorWithBook(server, 'A Fresh Book');
        await markSigned(fresh);
        const answer = await submit(fresh.accessToken, submission(fresh, overrides));
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toContainEqual({ field, message });
        // The product's words, never the schema's 'Invalid input'.
        expect(answer.body.description).toBe(answer.body.errors?.[0]?.message);
        const [record] = await database.db
          .select()
          .from(books)
          .where(eq(books.id, fresh.localBookId));
        expect(record?.bookStage).toBe('signedcontract');
        expect(
          await database.db.select().from(cartItems).where(eq(cartItems.userId, fresh.id)),
        ).toEqual([]);
      },
    );

    it('takes a Word document for the team to lay out: formatting and bleeding in the cart, the .docx uploaded', async () => {
      const raw = await authorWithBook(server, 'A Raw Manuscript');
      await markSigned(raw);
      const answer = await submit(
        raw.accessToken,
        submission(raw, {
          rawOrPdf: 'raw',
          book: 'manuscript.docx',
          formatting_needed: true,
          bleeding_needed: true,
        }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.cartItems?.map((item) => item.service)).toEqual(
        expect.arrayContaining(['formatting', 'bleeding']),
      );
      const docx = sampleDocx();
      const send = (name: string, bytes: Buffer) => sendWholeFile(raw, name, bytes);
      // A zip that is not a Word document is refused by its content.
      const notWord = await send('manuscript.docx', sampleEpub());
      expect(notWord.status).toBe(415);
      const uploaded = await send('manuscript.docx', docx);
      expect(uploaded.status).toBe(200);
      const stored = (
        await database.db.select().from(bookFiles).where(eq(bookFiles.userId, raw.id))
      ).find((file) => file.kind === 'book');
      expect(stored).toMatchObject({ kind: 'book', originalName: 'manuscript.docx' });
      expect(await readStoredFile(server.app.storage, stored?.fileKey ?? '')).toEqual(docx);
    });

    it('draws the cover template of the quoted book: trim, spine and bleed to the millimetre', async () => {
      const response = await fetch(
        `${server.url}/api/user/covertemplate/${author.localBookId}/${author.internationalBookId}`,
        { headers: { authorization: `Bearer ${author.accessToken}` } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = new Uint8Array(await response.arrayBuffer());
      const [page] = (await PDFDocument.load(pdf)).getPages();
      // 200 pages of white paper (0.0572 mm each): 11.44 mm; 2 x 152 + 11.44 + 2 x 3 = 321.44.
      expect((page?.getWidth() ?? 0) / (72 / 25.4)).toBeCloseTo(321.44, 1);
      expect((page?.getHeight() ?? 0) / (72 / 25.4)).toBeCloseTo(235, 1);
      const [text] = await pdfPageTexts(pdf);
      expect(text).toContain('Full cover with bleed: 321.44 x 235 mm');
      expect(text).toContain('Barcode area');
      const other = await authorWithBook(server, 'Not Theirs');
      const borrowed = await fetch(
        `${server.url}/api/user/covertemplate/${author.localBookId}/${author.internationalBookId}`,
        { headers: { authorization: `Bearer ${other.accessToken}` } },
      );
      expect(borrowed.status).toBe(404);
    });

    it("answers 404 for another author's book and refuses a format it was not quoted as", async () => {
      const other = await authorWithBook(server, 'Someone Else');
      expect((await submit(other.accessToken, submission(author))).status).toBe(404);
      await markSigned(other);
      const ebook = await submit(other.accessToken, submission(other, { format_type: 'ebook' }));
      expect(ebook.body.errors).toEqual([
        { field: 'format_type', message: 'This book was quoted as print, not ebook' },
      ]);
    });
  },
);
