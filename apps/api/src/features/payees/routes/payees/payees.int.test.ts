import { randomBytes } from 'node:crypto';
import { AUTHOR_SHARE_MESSAGE, PAYEE_OWN_EMAIL_MESSAGE } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { balanceEntries, books, outbox, royaltyStatements } from '../../../../db/schema/index.ts';
import {
  emailedLink,
  jobsSettled,
  MAIL_WAIT,
  type SignedUp,
  signUp,
  uniqueEmail,
} from '../../../../test/accounts.ts';
import { linkIn, testConfig } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { pngDataUrl, strokePng } from '../../../../test/png.ts';
import { startPushService } from '../../../../test/push-service.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  importOrderRows,
  orderRow,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';
import { makeMonthStatements } from '../../../statements/make-statements.ts';

const signing = {
  filedata: pngDataUrl(strokePng(500, 200)),
  initial_base64: pngDataUrl(strokePng(200, 100)),
  signedPlace: 'Rosebank, Johannesburg',
};

interface Share {
  id: number;
  status: string;
  share: number;
  book_title: string;
  held: number;
  waiting_for: string[];
  agreement_url: string | null;
}

interface LedgerRow {
  type: string;
  amount_before_fees: number;
  transaction_ref: string | null;
}

describeOnEachDatabase(
  'royalties shared with payees',
  {
    routes: [
      ...QUOTING_ROUTES,
      'orders',
      'transactions',
      'payees',
      'documents',
      'files',
      'chat',
      'push',
    ],
    config: { push: { ...testConfig().push, loopbackEndpoints: true } },
  },
  (server, database) => {
    let pushService: Awaited<ReturnType<typeof startPushService>>;
    let author: AuthorWithBook;
    let coAuthor: SignedUp;
    let illustrator: SignedUp;
    const payees = () => [
      { name: 'Lerato Dube', email: coAuthor.email, role: 'co-author', share: 33.33 },
      { name: 'Sipho Nkosi', email: illustrator.email, role: 'illustrator', share: 33.34 },
    ];
    const shares = async (user: SignedUp) =>
      (
        await server.request<{ shares: Share[] }>('GET', '/user/shares', {
          token: user.accessToken,
        })
      ).body.shares;
    const ledger = async (user: SignedUp, reference: string) =>
      (
        await server.request<{ results: LedgerRow[] }>(
          'GET',
          '/user/gettransactions?skip=0&take=50',
          { token: user.accessToken },
        )
      ).body.results
        .filter((row) => row.transaction_ref === reference)
        .map((row) => [row.type, row.amount_before_fees]);
    const setPayees = (bookId: number, list: unknown[], token = author.accessToken) =>
      server.request<{ payees: Array<{ status: string }>; author_share: number; held: number }>(
        'PUT',
        `/user/books/${bookId}/payees`,
        { token, body: { payees: list } },
      );
    const sign = (user: SignedUp, shareId: number) =>
      server.request('POST', `/user/shares/${shareId}/sign`, {
        token: user.accessToken,
        body: signing,
      });
    /** A book of the author's whose every copy earns R 100.01 of royalty. */
    const royaltyOf10001 = async (bookId: number) =>
      database.db.update(books).set({ localRoyaltyCents: 100_01 }).where(eq(books.id, bookId));

    /** The outbox's messages to `to` whose subject is `subject`. */
    const sent = (to: string, subject: string) =>
      database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.subject, subject)));

    beforeAll(async () => {
      pushService = await startPushService();
      author = await authorWithBook(server, 'The Shared Road');
      coAuthor = await signUp(server, { verified: true });
      await royaltyOf10001(author.localBookId);
    });
    afterAll(() => pushService.close());

    it('refuses shares that leave the author nothing, and the author as a payee', async () => {
      const all = await setPayees(author.localBookId, [
        { name: 'Lerato Dube', email: coAuthor.email, role: 'co-author', share: 100 },
      ]);
      expect(all.status).toBe(400);
      expect(all.body).toMatchObject({ description: AUTHOR_SHARE_MESSAGE });
      const own = await setPayees(author.localBookId, [
        { name: 'Me', email: author.email.toUpperCase(), role: 'other', share: 10 },
      ]);
      expect(own.body).toMatchObject({
        errors: [{ field: 'payees/0/email', message: PAYEE_OWN_EMAIL_MESSAGE }],
      });
    });

    it('invites each payee by email; one without an account registers and sees it', async () => {
      const illustratorEmail = uniqueEmail('illustrator');
      illustrator = { email: illustratorEmail } as SignedUp;
      const set = await setPayees(author.localBookId, payees());
      expect(set.status).toBe(200);
      expect(set.body.author_share).toBe(33.33);
      expect(set.body.payees.map((payee) => payee.status)).toEqual(['invited', 'invited']);
      const link = await vi.waitFor(async () => {
        const message = (await server.mailbox()).find(
          (m) => m.to === illustratorEmail && m.subject.includes('The Shared Road'),
        );
        return linkIn(message);
      }, MAIL_WAIT);
      expect(link.pathname).toBe('/shares');
      illustrator = await signUp(server, { verified: true, email: illustratorEmail });
      // The activation link brings them back to the invitation (through the login); an
      // account without one is activated as any other.
      const activation = await emailedLink(server, illustratorEmail, '/verify');
      expect(activation.searchParams.get('redirect')).toBe(`/shares?${link.searchParams}`);
      const [uninvited] = await sent(coAuthor.email, 'Verify your Print on Demand account');
      expect(linkIn(uninvited).searchParams.has('redirect')).toBe(false);
      const [invitation] = await shares(illustrator);
      expect(invitation).toMatchObject({
        id: Number(link.searchParams.get('invitation')),
        status: 'invited',
        share: 33.34,
        book_title: 'The Shared Road',
        waiting_for: ['Lerato Dube', 'Sipho Nkosi'],
      });
    });

    it('holds the royalties until every payee accepted, then splits them to the cent', async () => {
      await importOrderRows(database, [orderRow({ order_id: 7101, book_id: author.localBookId })]);
      expect(await ledger(author, 'Order 7101')).toEqual([]);
      const [coAuthorShare] = await shares(coAuthor);
      expect(coAuthorShare).toMatchObject({ held: 100.01, status: 'invited' });

      expect((await sign(coAuthor, coAuthorShare?.id ?? 0)).status).toBe(200);
      const [stillHeld] = await shares(illustrator);
      expect(stillHeld).toMatchObject({ held: 100.01, waiting_for: ['Sipho Nkosi'] });
      expect(await ledger(coAuthor, 'Order 7101')).toEqual([]);

      expect((await sign(illustrator, stillHeld?.id ?? 0)).status).toBe(200);
      // 33.33% + 33.33% + 33.34% of R 100.01: the cent left goes to the largest remainder.
      expect(await ledger(author, 'Order 7101')).toEqual([['royalty', 33.33]]);
      expect(await ledger(coAuthor, 'Order 7101')).toEqual([['royalty', 33.33]]);
      expect(await ledger(illustrator, 'Order 7101')).toEqual([['royalty', 33.35]]);
      const [released] = await shares(coAuthor);
      expect(released).toMatchObject({ status: 'accepted', held: 0, waiting_for: [] });
    });

    it('emails the sealed agreement to the payee and to the author, as jobs', async () => {
      await jobsSettled(server);
      const [share] = await shares(illustrator);
      const file = await fetch(
        `${server.url}${server.app.contract.basePath}${share?.agreement_url}`,
      );
      // The file attached is the signed agreement the payee's documents serve.
      const attached = [
        {
          contentType: 'application/pdf',
          filename: 'share-agreement-The-Shared-Road-v1.pdf',
          bytes: (await file.arrayBuffer()).byteLength,
        },
      ];
      const [toPayee] = await sent(
        illustrator.email,
        'Your signed royalty share agreement: The Shared Road',
      );
      expect(toPayee?.attachments).toEqual(attached);
      expect(toPayee?.text).toContain('Thank you for signing');
      expect(toPayee?.text).toContain('(33.34% as illustrator)');
      expect(toPayee?.text).toContain(`${server.config.publicUrl}/documents`);
      const [toAuthor] = await sent(
        author.email,
        'Sipho Nkosi accepted a share of The Shared Road',
      );
      expect(toAuthor?.attachments).toEqual(attached);
      expect(toAuthor?.text).toContain(
        'Sipho Nkosi signed the royalty share agreement for "The Shared Road" (33.34% as illustrator).',
      );
      expect(
        await sent(author.email, 'Lerato Dube accepted a share of The Shared Road'),
      ).toHaveLength(1);
      expect(
        await sent(coAuthor.email, 'Your signed royalty share agreement: The Shared Road'),
      ).toHaveLength(1);
    });

    it("keeps the signed agreement in the payee's documents", async () => {
      const [share] = await shares(coAuthor);
      const documents = await server.request<{
        documents: Array<{ title: string; book_title: string; url: string }>;
      }>('GET', '/user/documents', { token: coAuthor.accessToken });
      const agreement = documents.body.documents.find((document) =>
        document.title.startsWith('Royalty share agreement'),
      );
      expect(agreement).toMatchObject({ book_title: 'The Shared Road' });
      // The same file: each answer signs its own link, whose expiry is counted from that second.
      const pathOf = (url?: string | null) => new URL(url ?? '', server.url).pathname;
      expect(pathOf(share?.agreement_url)).toBe(pathOf(agreement?.url));
      const file = await fetch(`${server.url}${server.app.contract.basePath}${agreement?.url}`);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    it('credits later sales split at once, and a return reverses each part to the cent', async () => {
      const line = orderRow({ order_id: 7201, book_id: author.localBookId });
      await importOrderRows(database, [line]);
      await importOrderRows(database, [{ ...line, sale_status: 'Returned' }]);
      expect(await ledger(illustrator, 'Order 7201')).toEqual([
        ['royalty_returned', -33.35],
        ['royalty', 33.35],
      ]);
      expect(await ledger(coAuthor, 'Order 7201')).toEqual([
        ['royalty_returned', -33.33],
        ['royalty', 33.33],
      ]);
      expect(await ledger(author, 'Order 7201')).toEqual([
        ['royalty_returned', -33.33],
        ['royalty', 33.33],
      ]);
    });

    it("a payee's monthly statement still adds up to their ledger", async () => {
      // The illustrator's rows dated into a month of their own (the test's fixed clock).
      await database.db
        .update(balanceEntries)
        .set({ createdAt: new Date('2030-03-10T10:00:00+02:00') })
        .where(eq(balanceEntries.userId, illustrator.id));
      await makeMonthStatements(database.db, '2030-03');
      const [row] = await database.db
        .select({ statement: royaltyStatements.statement })
        .from(royaltyStatements)
        .where(
          and(eq(royaltyStatements.userId, illustrator.id), eq(royaltyStatements.month, '2030-03')),
        );
      const { results } = (
        await server.request<{ results: Array<{ amount_before_fees: number }> }>(
          'GET',
          '/user/gettransactions?skip=0&take=50',
          { token: illustrator.accessToken },
        )
      ).body;
      const ledgerCents = results.reduce(
        (sum, entry) => sum + Math.round(entry.amount_before_fees * 100),
        0,
      );
      expect(row?.statement.openingBalance).toBe(0);
      expect(row?.statement.closingBalance).toBe(ledgerCents);
      expect(row?.statement.lines.map((line) => line.amount)).toEqual(
        expect.arrayContaining([33_35, -33_35]),
      );
    });

    it('asks everyone to sign again when the shares change, holding royalties meanwhile', async () => {
      const changed = await setPayees(author.localBookId, [
        { ...payees()[0], share: 25 },
        payees()[1],
      ]);
      expect(changed.body.payees.map((payee) => payee.status)).toEqual(['invited', 'invited']);
      expect(changed.body.author_share).toBe(41.66);
      await importOrderRows(database, [orderRow({ order_id: 7301, book_id: author.localBookId })]);
      expect(await ledger(coAuthor, 'Order 7301')).toEqual([]);
      expect((await shares(coAuthor))[0]).toMatchObject({ status: 'invited', held: 100.01 });
    });

    it('a payee can decline; the royalties stay held until the author removes them', async () => {
      const book = await authorWithBook(server, 'The Declined Road');
      const pushPath = `/push/${randomBytes(6).toString('hex')}`;
      const subscribed = await server.request('POST', '/push/subscribe', {
        token: book.accessToken,
        body: pushService.subscription(pushPath),
      });
      expect(subscribed.status).toBe(201);
      await royaltyOf10001(book.localBookId);
      await setPayees(
        book.localBookId,
        [{ name: 'Lerato Dube', email: coAuthor.email, role: 'translator', share: 50 }],
        book.accessToken,
      );
      await importOrderRows(database, [orderRow({ order_id: 7401, book_id: book.localBookId })]);
      const invitation = (await shares(coAuthor)).find(
        (share) => share.book_title === 'The Declined Road',
      );
      const declined = await server.request('POST', `/user/shares/${invitation?.id}/decline`, {
        token: coAuthor.accessToken,
      });
      expect(declined.status).toBe(200);
      expect((await sign(coAuthor, invitation?.id ?? 0)).status).toBe(409);
      // The author is told by push, in their support chat and by email.
      const told =
        "Lerato Dube declined their share of the royalties of The Declined Road. Change the book's payees to release its held royalties.";
      await vi.waitFor(() => {
        const pushed = pushService.received
          .filter((push) => push.path === pushPath)
          .map((push) => JSON.parse(push.text));
        expect(pushed).toEqual([
          {
            title: 'Royalty share declined',
            body: told,
            url: '/books',
            tag: `payees-${book.localBookId}`,
          },
        ]);
      }, MAIL_WAIT);
      const chat = await server.request<{ messages: { source: string; message: string }[] }>(
        'GET',
        '/chat/user/getchat',
        { token: book.accessToken },
      );
      expect(chat.body.messages).toContainEqual(
        expect.objectContaining({ source: 'system', message: told }),
      );
      await jobsSettled(server);
      const [email] = await sent(book.email, 'Lerato Dube declined a share of The Declined Road');
      expect(email?.text).toContain(told);
      expect(email?.text).toContain(`${server.config.publicUrl}/books`);
      expect(email?.attachments ?? []).toEqual([]);
      const view = await server.request<{ payees: Array<{ status: string }>; held: number }>(
        'GET',
        `/user/books/${book.localBookId}/payees`,
        { token: book.accessToken },
      );
      expect(view.body).toMatchObject({ payees: [{ status: 'declined' }], held: 100.01 });
      expect(await ledger(book, 'Order 7401')).toEqual([]);
      const removed = await setPayees(book.localBookId, [], book.accessToken);
      expect(removed.body).toMatchObject({ payees: [], author_share: 100, held: 0 });
      expect(await ledger(book, 'Order 7401')).toEqual([['royalty', 100.01]]);
    });

    it("another author cannot see or change a book's payees, nor answer for a payee", async () => {
      const other = await signUp(server, { verified: true });
      const path = `/user/books/${author.localBookId}/payees`;
      expect((await server.request('GET', path, { token: other.accessToken })).status).toBe(404);
      expect((await setPayees(author.localBookId, [], other.accessToken)).status).toBe(404);
      const [share] = await shares(coAuthor);
      expect((await sign(other, share?.id ?? 0)).status).toBe(404);
      expect(await shares(other)).toEqual([]);
    });
  },
);
