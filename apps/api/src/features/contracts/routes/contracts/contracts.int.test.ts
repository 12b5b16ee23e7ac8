import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatDateTime } from '@pod-portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { command as bookCommand } from '../../../../cli/book.ts';
import { contracts, outbox, savedSignatures } from '../../../../db/schema/index.ts';
import { readStoredFile } from '../../../../storage/file-storage.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { pdfPageImageCounts, pdfPageTexts } from '../../../../test/pdf-text.ts';
import { blankPng, pngDataUrl, strokePng } from '../../../../test/png.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
  quoteBook,
} from '../../../../test/reads-fixture.ts';

const run = promisify(execFile);

const SIGNATURE = pngDataUrl(strokePng(500, 200));
const INITIALS = pngDataUrl(strokePng(200, 100));

/** The first signing's payload (SigningInput) for a book pair, any field overridden. */
function signingBody(book: { localBookId: number; internationalBookId: number }, overrides = {}) {
  return {
    local_bookId: book.localBookId,
    international_bookId: book.internationalBookId,
    filedata: SIGNATURE,
    initial_base64: INITIALS,
    signedPlace: 'Rosebank, Johannesburg',
    is_self_publisher: true,
    publish_name: 'Thandi Mokoena',
    reg_id_no: '8001015009087',
    physical_address: '12 Oxford Road, Rosebank, Johannesburg',
    postal_address: 'PO Box 12, Rosebank, 2196',
    telephone: '+27821234567',
    email: 'thandi@example.co.za',
    contact_person: 'Thandi Mokoena',
    is_international_account: false,
    bank_name: 'First National Bank',
    brance_code: '250655',
    account_name: 'T Mokoena',
    account_type: 'Cheque',
    account_number: '62123456789',
    authors: ['Thandi Mokoena'],
    contributors: [{ name: 'Sipho Dlamini', role: 'Editor' }],
    ...overrides,
  };
}

/** `pdfsig` (poppler-utils) checks the seal the way PDF readers do; CI always has it. */
const pdfsig = await run('pdfsig', ['-v']).then(
  () => true,
  () => false,
);

async function sealReport(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'seal-'));
  const file = join(dir, 'contract.pdf');
  await writeFile(file, pdf);
  const answer = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return answer.stdout;
}

describeOnEachDatabase(
  'signing publishing contracts',
  { routes: [...QUOTING_ROUTES, 'contracts', 'renewal', 'documents', 'files'] },
  (server, database) => {
    let author: AuthorWithBook;
    let other: AuthorWithBook;

    const sign = (token: string, body: unknown, path = '/user/uploadsignature') =>
      server.request('POST', path, { token, body });
    const contractRows = (bookIds: number[]) =>
      database.db
        .select()
        .from(contracts)
        .where(inArray(contracts.bookId, bookIds))
        .orderBy(asc(contracts.version), asc(contracts.bookId));
    const bookStages = async (token: string) => {
      const answer = await server.request<{
        localBooks: Array<{ id: number; misc: string }>;
        internationalBooks: Array<{ id: number; misc: string }>;
      }>('GET', '/user/getuserbooks', { token });
      return Object.fromEntries(
        [...answer.body.localBooks, ...answer.body.internationalBooks].map((book) => {
          const misc = JSON.parse(book.misc) as { bookStage: string; status: string };
          return [book.id, `${misc.bookStage}/${misc.status}`];
        }),
      );
    };
    /** The signed contract's bytes, as the viewer fetches them. */
    const signedPdf = async (token: string, book: AuthorWithBook) => {
      const response = await fetch(`${server.url}/api/user/viewsignedcontract`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          local_bookId: book.localBookId,
          international_bookId: book.internationalBookId,
        }),
      });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    };

    const ops = (...args: string[]) =>
      bookCommand.run(args, { db: database.db, log: () => undefined });
    const resignAs = (
      token: string,
      bookId: number,
      international: 0 | 1,
      body: unknown = { filedata: SIGNATURE, initial_base64: INITIALS, signedPlace: 'Durban' },
    ) => server.request('PUT', `/user/resign/${bookId}/${international}`, { token, body });
    const userStatus = async (token: string) =>
      (await server.request<{ user_status: number }>('GET', '/user/viewuserinfo', { token })).body
        .user_status;
    /** Each of the user's book records' contractInfo, by record id. */
    const contractInfos = async (token: string) => {
      const answer = await server.request<{
        localBooks: Array<{ id: number; contractInfo: string | null }>;
        internationalBooks: Array<{ id: number; contractInfo: string | null }>;
      }>('GET', '/user/getuserbooks', { token });
      return Object.fromEntries(
        [...answer.body.localBooks, ...answer.body.internationalBooks].map((book) => [
          book.id,
          book.contractInfo,
        ]),
      );
    };
    /** The bytes `GET /api{path}` answers the token's user, or null when it is not theirs. */
    const fileBytes = async (token: string, path: string) => {
      const response = await fetch(`${server.url}/api${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status === 200 ? new Uint8Array(await response.arrayBuffer()) : null;
    };
    beforeAll(async () => {
      author = await authorWithBook(server, 'The Karoo Road');
      other = await authorWithBook(server, 'Someone Else');
    });

    it('shows the unsigned terms to any signed-in author', async () => {
      const response = await fetch(`${server.url}/api/user/viewcontract`, {
        headers: { authorization: `Bearer ${author.accessToken}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = (await pdfPageTexts(new Uint8Array(await response.arrayBuffer()))).join(' ');
      expect(text).toContain('Print-on-Demand Publishing Agreement');
      expect(text).toContain('2. Rights granted');
      expect(text).toContain('Protection of Personal Information Act');
      expect((await fetch(`${server.url}/api/user/viewcontract`)).status).toBe(401);
    });

    describe('refuses bad drawings and places, storing nothing and keeping the stage', () => {
      const blank = pngDataUrl(blankPng(500, 200));
      const oversized = pngDataUrl(
        Buffer.concat([Buffer.from(strokePng(40, 40)), randomBytes(1024 * 1024)]),
      );
      it.each([
        [
          'a JPEG',
          { filedata: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' },
          'filedata',
          'Your signature must be a PNG image drawn in the box',
        ],
        [
          'text called a PNG',
          {
            initial_base64: `data:image/png;base64,${Buffer.from('hello world, not an image at all').toString('base64')}`,
          },
          'initial_base64',
          'Your initials must be a PNG image drawn in the box',
        ],
        ['an empty canvas', { filedata: blank }, 'filedata', 'Please draw your signature'],
        [
          'empty initials',
          { initial_base64: '' },
          'initial_base64',
          'Your initials must be a PNG image drawn in the box',
        ],
        [
          'an image over 1 MB',
          { filedata: oversized },
          'filedata',
          'Your signature image is larger than 1 MB',
        ],
        ['a blank place', { signedPlace: '   ' }, 'signedPlace', 'Please enter the signed place'],
        [
          'a missing publisher name',
          { publish_name: '' },
          'publish_name',
          'Please enter the publishers name',
        ],
      ])('%s', async (_case, overrides, field, message) => {
        const answer = await sign(author.accessToken, signingBody(author, overrides));
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ description: message, errors: [{ field, message }] });
        expect(await contractRows([author.localBookId, author.internationalBookId])).toEqual([]);
        expect(await bookStages(author.accessToken)).toEqual({
          [author.localBookId]: 'getquote/quote',
          [author.internationalBookId]: 'getquote/quote',
        });
      });
    });

    it("answers 404 for another author's book, and for a book without a contract", async () => {
      expect((await sign(other.accessToken, signingBody(author))).status).toBe(404);
      expect((await signedPdf(author.accessToken, author)).status).toBe(404);
    });

    it('signs the book once, however many requests race, and keeps the details on the profile', async () => {
      const answers = await Promise.all([
        sign(author.accessToken, signingBody(author)),
        sign(author.accessToken, signingBody(author)),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.status === 400)?.body.description).toBe(
        'The contract for this book is already signed',
      );
      const rows = await contractRows([author.localBookId, author.internationalBookId]);
      expect(rows.map((row) => [row.bookId, row.version, row.kind])).toEqual([
        [author.localBookId, 1, 'contract'],
        [author.internationalBookId, 1, 'contract'],
      ]);
      expect(rows[0]?.fileKey).toBe(rows[1]?.fileKey);
      expect(await bookStages(author.accessToken)).toEqual({
        [author.localBookId]: 'signedcontract/pending',
        [author.internationalBookId]: 'signedcontract/pending',
      });
      const again = await sign(author.accessToken, signingBody(author));
      expect(again.status).toBe(400);
      const user = await server.request<{ bankInfo: Record<string, unknown> }>(
        'GET',
        '/user/viewuserinfo',
        { token: author.accessToken },
      );
      expect(user.body.bankInfo).toMatchObject({
        publish_name: 'Thandi Mokoena',
        bank_name: 'First National Bank',
        branch_name: 'N/A',
        account_number: '*******6789',
      });
    });

    it('answers the signed contract: details, royalties, signature, initials on every page, certificate', async () => {
      const pdf = await signedPdf(author.accessToken, author);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      const [row] = await contractRows([author.localBookId]);
      expect(createHash('sha256').update(pdf.bytes).digest('hex')).toBe(row?.fileSha256);
      const pages = await pdfPageTexts(pdf.bytes);
      const text = pages.join(' ');
      for (const expected of [
        'The Karoo Road',
        'Thandi Mokoena',
        author.email,
        '*******6789',
        '*********9087',
        'First National Bank',
        'Royalty per copy',
        'South Africa (local)',
        'International',
        'Sipho Dlamini',
        'Rosebank, Johannesburg',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('62123456789');
      const certificate = pages.at(-1) ?? '';
      expect(certificate).toContain('Signing certificate');
      expect(certificate).toContain(String(author.id));
      expect(certificate).toContain('127.0.0.1');
      expect(certificate).toContain('SAST (UTC+02:00)');
      expect(certificate.replace(/\s+/g, '')).toContain(row?.pagesSha256);
      const images = await pdfPageImageCounts(pdf.bytes);
      // Initials on every contract page; signature and initials again on the signature page.
      expect(images.slice(0, -1).every((count) => count >= 1)).toBe(true);
      expect(images.at(-2)).toBeGreaterThanOrEqual(3);
      expect(images.at(-1)).toBe(0);
    });

    it('numbers the pages through the whole sealed file, the certificate page last', async () => {
      const pages = await pdfPageTexts((await signedPdf(author.accessToken, author)).bytes);
      expect(pages.length).toBeGreaterThan(2);
      expect(pages.map((text) => text.match(/Page \d+ of \d+/g))).toEqual(
        pages.map((_text, index) => [`Page ${index + 1} of ${pages.length}`]),
      );
      expect(pages.at(-1)).toContain('Signing certificate');
    });

    it('names the signed contract in contractInfo of the books list and the book detail', async () => {
      const rows = await contractRows([author.localBookId, author.internationalBookId]);
      const expected = {
        [author.localBookId]: `/user/getfile/contract-${rows[0]?.id}.pdf`,
        [author.internationalBookId]: `/user/getfile/contract-${rows[1]?.id}.pdf`,
      };
      expect(await contractInfos(author.accessToken)).toEqual(expected);
      const detail = await server.request<{
        localBook: { id: number; contractInfo: string | null };
        internationalBook: { id: number; contractInfo: string | null };
      }>('GET', `/user/viewusersbookinfo/${author.localBookId}/li-${author.internationalBookId}`, {
        token: author.accessToken,
      });
      expect(detail.body.localBook.contractInfo).toBe(expected[author.localBookId]);
      expect(detail.body.internationalBook.contractInfo).toBe(expected[author.internationalBookId]);
      // The path opens the signed PDF for its author, and for no one else.
      const viewed = await signedPdf(author.accessToken, author);
      for (const path of Object.values(expected)) {
        expect(await fileBytes(author.accessToken, path)).toEqual(viewed.bytes);
        expect(await fileBytes(other.accessToken, path)).toBeNull();
      }
      expect(await contractInfos(other.accessToken)).toEqual({
        [other.localBookId]: null,
        [other.internationalBookId]: null,
      });
    });

    it.skipIf(!pdfsig && process.env.CI !== 'true')(
      'seals the file: pdfsig finds the signature valid, and broken once a byte changes',
      async () => {
        const pdf = await signedPdf(author.accessToken, author);
        const report = await sealReport(pdf.bytes);
        expect(report).toContain('Signature is Valid.');
        expect(report).toContain('Total document signed');
        const tampered = Buffer.from(pdf.bytes);
        const at = tampered.indexOf('The Karoo Road');
        tampered.write('The Karoo Roam', at > 0 ? at : 200);
        expect(await sealReport(tampered)).not.toContain('Signature is Valid.');
      },
    );

    it('emails the sealed contract to the author as a job', async () => {
      await jobsSettled(server);
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, 'Your signed publishing contract: The Karoo Road'));
      expect(mail?.to).toBe(author.email);
      expect(mail?.attachments).toEqual([
        expect.objectContaining({
          contentType: 'application/pdf',
          filename: 'contract-The-Karoo-Road-v1.pdf',
        }),
      ]);
    });

    it('lists the signed contract among the documents, once for both markets, for its author only', async () => {
      type Listed = {
        documents: { category: string; title: string; book_title: string; url: string }[];
      };
      const listed = await server.request<Listed>('GET', '/user/documents', {
        token: author.accessToken,
      });
      const signedContracts = listed.body.documents.filter((doc) => doc.category === 'contracts');
      expect(signedContracts).toEqual([
        expect.objectContaining({
          title: 'Publishing contract (version 1)',
          book_title: 'The Karoo Road',
        }),
      ]);
      const url = signedContracts[0]?.url ?? '';
      const opened = await fetch(`${server.url}/api${url}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('application/pdf');
      const viewed = await signedPdf(author.accessToken, author);
      expect(new Uint8Array(await opened.arrayBuffer())).toEqual(viewed.bytes);
      const name = url.split('?')[0]?.split('/').pop() ?? '';
      const stranger = await server.request('GET', `/user/getfile/${name}`, {
        token: other.accessToken,
      });
      expect(stranger.status).toBe(404);
      const theirs = await server.request<Listed>('GET', '/user/documents', {
        token: other.accessToken,
      });
      expect(theirs.body.documents.filter((doc) => doc.category === 'contracts')).toEqual([]);
    });

    it('signs the appendix once, on a signed book only, as the next version', async () => {
      const unsigned = await quoteBook(server, author.accessToken, 'Not Yet Signed');
      const early = await sign(
        author.accessToken,
        signingBody(unsigned),
        '/user/uploadsignatureappendix',
      );
      expect(early.body).toMatchObject({
        description: 'Please sign the contract for this book first',
      });
      const appendix = await sign(
        author.accessToken,
        signingBody(author),
        '/user/uploadsignatureappendix',
      );
      expect(appendix.body).toEqual({ statusCode: 0, description: 'Successful' });
      const twice = await sign(
        author.accessToken,
        signingBody(author),
        '/user/uploadsignatureappendix',
      );
      expect(twice.body).toMatchObject({
        description: 'The appendix for this book is already signed',
      });
      const rows = await contractRows([author.localBookId]);
      expect(rows.map((row) => [row.version, row.kind])).toEqual([
        [1, 'contract'],
        [2, 'appendix'],
      ]);
      const text = (await pdfPageTexts((await signedPdf(author.accessToken, author)).bytes)).join(
        ' ',
      );
      expect(text).toContain('Appendix: services ordered');
      expect(text).toContain('ISBN creation');
    });

    it('re-signs a book staff marked, as a new version; earlier versions stay readable', async () => {
      const resign = (bookId: number, international: 0 | 1, body?: unknown) =>
        resignAs(author.accessToken, bookId, international, body);
      expect((await resign(author.localBookId, 0)).body).toMatchObject({
        description: 'The contract for this book does not need to be re-signed',
      });
      expect(await ops('renewal', String(author.localBookId), 'on')).toBe(0);
      expect(await ops('renewal', String(author.internationalBookId), 'on')).toBe(0);
      expect((await resign(author.localBookId, 1)).status).toBe(404);
      expect(
        (
          await resign(author.localBookId, 0, {
            filedata: SIGNATURE,
            initial_base64: INITIALS,
            signedPlace: '',
          })
        ).status,
      ).toBe(400);
      expect((await resign(author.localBookId, 0)).body).toEqual({
        statusCode: 0,
        description: 'Successful',
      });
      // The agreement covers both markets' records: one re-signing renews it for both.
      expect(await userStatus(author.accessToken)).toBe(1);
      expect((await resign(author.internationalBookId, 1)).body).toMatchObject({
        description: 'The contract for this book does not need to be re-signed',
      });
      const rows = await contractRows([author.localBookId, author.internationalBookId]);
      expect(rows.map((row) => [row.bookId, row.version, row.kind, row.signedPlace])).toEqual([
        [author.localBookId, 1, 'contract', 'Rosebank, Johannesburg'],
        [author.internationalBookId, 1, 'contract', 'Rosebank, Johannesburg'],
        [author.localBookId, 2, 'appendix', 'Rosebank, Johannesburg'],
        [author.internationalBookId, 2, 'appendix', 'Rosebank, Johannesburg'],
        [author.localBookId, 3, 'renewal', 'Durban'],
        [author.internationalBookId, 3, 'renewal', 'Durban'],
      ]);
      const first = rows[0];
      if (!first) throw new Error('no first version');
      const earlier = await readStoredFile(server.app.storage, first.fileKey);
      expect(createHash('sha256').update(earlier).digest('hex')).toBe(first.fileSha256);
      const latest = (await pdfPageTexts((await signedPdf(author.accessToken, author)).bytes)).join(
        ' ',
      );
      expect(latest).toContain('(re-signed)');
      // The appendix signed before is part of the agreement re-signed.
      expect(latest).toContain('Appendix: services ordered');
      expect(latest).toContain('ISBN creation');
      expect(await contractInfos(author.accessToken)).toMatchObject({
        [author.localBookId]: `/user/getfile/contract-${rows[4]?.id}.pdf`,
        [author.internationalBookId]: `/user/getfile/contract-${rows[5]?.id}.pdf`,
      });
    });

    it('re-signs the whole agreement: it differs from the version before only in the signing', async () => {
      const coauthored = await authorWithBook(server, 'Two Rivers');
      const signed = await sign(
        coauthored.accessToken,
        signingBody(coauthored, {
          authors: ['Thandi Mokoena', 'Lindiwe Dube'],
          contributors: [{ name: 'Sipho Dlamini', role: 'Editor' }],
        }),
      );
      expect(signed.status).toBe(200);
      const ids = [coauthored.localBookId, coauthored.internationalBookId];
      const [before] = await contractRows(ids);
      if (!before) throw new Error('no first version');
      const first = new Uint8Array(await readStoredFile(server.app.storage, before.fileKey));
      const firstText = (await pdfPageTexts(first)).join(' ').replace(/\s+/g, ' ');
      for (const expected of [
        'Authors of the Work Thandi Mokoena, Lindiwe Dube',
        'Editor Sipho Dlamini',
        `Book record ${coauthored.localBookId}`,
        `Book record ${coauthored.internationalBookId}`,
      ])
        expect(firstText).toContain(expected);

      expect(await ops('renewal', String(coauthored.localBookId), 'on')).toBe(0);
      const renewals = await server.request<{
        results: Array<{ id: number; contractInfo: string | null }>;
      }>('GET', '/user/booksrenewal', { token: coauthored.accessToken });
      // The agreement to re-sign, to preview.
      expect(renewals.body.results).toEqual([
        expect.objectContaining({
          id: coauthored.localBookId,
          contractInfo: `/user/getfile/contract-${before.id}.pdf`,
        }),
      ]);
      const resigned = await resignAs(coauthored.accessToken, coauthored.localBookId, 0, {
        filedata: pngDataUrl(strokePng(480, 190)),
        initial_base64: pngDataUrl(strokePng(180, 90)),
        signedPlace: 'Durban',
      });
      expect(resigned.body).toEqual({ statusCode: 0, description: 'Successful' });

      const rows = await contractRows(ids);
      const changing = [
        'id',
        'version',
        'kind',
        'fileKey',
        'pagesSha256',
        'fileSha256',
        'signedPlace',
        'signedAt',
      ];
      const kept = (row: object) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !changing.includes(key)));
      expect(rows.map((row) => [row.bookId, row.version, row.kind, row.signedPlace])).toEqual([
        [coauthored.localBookId, 1, 'contract', 'Rosebank, Johannesburg'],
        [coauthored.internationalBookId, 1, 'contract', 'Rosebank, Johannesburg'],
        [coauthored.localBookId, 2, 'renewal', 'Durban'],
        [coauthored.internationalBookId, 2, 'renewal', 'Durban'],
      ]);
      expect(rows.slice(2).map(kept)).toEqual(rows.slice(0, 2).map(kept));

      const after = rows[2];
      if (!after) throw new Error('no second version');
      const second = (await signedPdf(coauthored.accessToken, coauthored)).bytes;
      /** A page's text with what a re-signing changes put in words. */
      const normalised = (row: typeof after) => (text: string) =>
        text
          .replace(/\s+/g, ' ')
          .replaceAll(formatDateTime(row.signedAt), '<signed at>')
          .replaceAll(row.signedAt.toISOString(), '<signed at>')
          .replaceAll(`at ${row.signedPlace} on`, 'at <signed place> on')
          .replaceAll(`Signed at ${row.signedPlace}`, 'Signed at <signed place>')
          .replaceAll(`Signed place ${row.signedPlace}`, 'Signed place <signed place>')
          .replace(/Contract version \d+/g, 'Contract version <n>')
          .replace(/ \(re-signed\)/g, '')
          .replace(/(SHA-256 of the signed pages) [0-9a-f ]+ (The SHA-256 above)/, '$1 <sha> $2');
      const secondPages = (await pdfPageTexts(second)).map(normalised(after));
      const firstPages = (await pdfPageTexts(first)).map(normalised(before));
      expect(secondPages).toEqual(firstPages);
      expect(secondPages.join(' ')).toContain('<signed place>');
      // Initials on the same pages, signature and initials on the signature page.
      expect(await pdfPageImageCounts(second)).toEqual(await pdfPageImageCounts(first));
    });

    it('re-signs a marked book never signed (staff moved it on) for both its records', async () => {
      const moved = await quoteBook(server, other.accessToken, 'Moved On');
      expect(await ops('renewal', String(moved.internationalBookId), 'on')).toBe(0);
      const resigned = await resignAs(other.accessToken, moved.internationalBookId, 1);
      expect(resigned.body).toEqual({ statusCode: 0, description: 'Successful' });
      const rows = await contractRows([moved.localBookId, moved.internationalBookId]);
      expect(rows.map((row) => [row.bookId, row.version, row.kind, row.schedule])).toEqual([
        [moved.localBookId, 1, 'renewal', { authors: [], contributors: [], services: null }],
        [
          moved.internationalBookId,
          1,
          'renewal',
          { authors: [], contributors: [], services: null },
        ],
      ]);
      expect(await userStatus(other.accessToken)).toBe(1);
    });

    it('keeps a drawn signature for later signings, refusing anything but a drawn PNG', async () => {
      const save = (fileData: string) =>
        server.request('POST', '/user/saveusersignature', {
          token: author.accessToken,
          body: { fileData },
        });
      const kept = () =>
        server.request<{ fileData: string | null }>('GET', '/user/usersignature', {
          token: author.accessToken,
        });
      expect((await kept()).body.fileData).toBeNull();
      expect((await save(SIGNATURE)).body).toEqual({ statusCode: 0, description: 'Successful' });
      expect((await kept()).body.fileData).toBe(SIGNATURE);
      const keptFile = async () => {
        const [row] = await database.db
          .select({ fileKey: savedSignatures.fileKey })
          .from(savedSignatures)
          .where(eq(savedSignatures.userId, author.id));
        return row?.fileKey ?? '';
      };
      const firstFile = await keptFile();
      const second = pngDataUrl(strokePng(300, 120));
      expect((await save(second)).status).toBe(200);
      expect((await kept()).body.fileData).toBe(second);
      // The replaced drawing's file is removed by a job, after the answer.
      await jobsSettled(server);
      expect(await server.app.storage.size(firstFile)).toBeNull();
      expect(await server.app.storage.size(await keptFile())).toBeGreaterThan(0);
      expect((await save(pngDataUrl(blankPng(10, 10)))).body).toMatchObject({
        description: 'Please draw your signature',
      });
    });
  },
);
