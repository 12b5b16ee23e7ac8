import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { command as userCommand } from '../../../../cli/user.ts';
import { books, users } from '../../../../db/schema/index.ts';
import { signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { QUOTING_ROUTES, quoteBook } from '../../../../test/reads-fixture.ts';

const request = {
  name_first: 'Thandi',
  name_last: "Mokoena-O'Neil",
  userEmail: 'thandi.books@example.co.za',
  phone_main: '+27821234567',
  misc: {
    is_international_account: false,
    bank_name: 'First National Bank',
    brance_code: '250655',
    branch_name: 'Rosebank',
    account_name: 'T Mokoena',
    account_type: 'Cheque',
    account_number: '62123456789',
    publish_name: 'Mokoena Books',
    email: 'books@mokoena.co.za',
    telephone: '+27114567890',
    contact_person: 'Thandi Mokoena',
    reg_id_no: '2019/123456/07',
    postal_address: 'PO Box 12, Rosebank, 2196',
    physical_address: '12 Oxford Road, Rosebank, Johannesburg',
  },
};

describeOnEachDatabase(
  'profile change requests',
  { routes: [...QUOTING_ROUTES, 'renewal'] },
  (server, database) => {
    const stored = async (id: number) =>
      (await database.db.select().from(users).where(eq(users.id, id)))[0];

    it('checks the request with the product rules, naming nested fields under misc', async () => {
      const user = await signUp(server, { verified: true });
      const answer = await server.request('PUT', '/user/requestchange', {
        token: user.accessToken,
        body: {
          ...request,
          name_first: 'T',
          misc: { ...request.misc, bank_name: '', account_number: '12' },
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        errors: expect.arrayContaining([
          { field: 'name_first', message: 'Please enter your first name' },
          { field: 'misc.bank_name', message: 'Please enter your banks name' },
          expect.objectContaining({ field: 'misc.account_number' }),
        ]),
      });
    });

    it('takes addresses on several lines, as the contract marks them, and names a control character', async () => {
      const user = await signUp(server, { verified: true });
      const lines = await server.request('PUT', '/user/requestchange', {
        token: user.accessToken,
        body: {
          ...request,
          misc: {
            ...request.misc,
            physical_address: '12 Oxford Road\nRosebank\r\nJohannesburg',
            postal_address: 'PO Box 12\nRosebank\n2196',
          },
        },
      });
      expect(lines.body).toEqual({ statusCode: 200, description: 'Request sent' });
      const refused = await server.request('PUT', '/user/requestchange', {
        token: user.accessToken,
        body: { ...request, misc: { ...request.misc, physical_address: '12 Oxford\rRoad' } },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        errors: [
          { field: 'misc.physical_address', message: expect.stringMatching(/control character/) },
        ],
      });
    });

    it('keeps the request sealed for review, then applies it once the user approves it', async () => {
      const user = await signUp(server, { verified: true });
      const sent = await server.request('PUT', '/user/requestchange', {
        token: user.accessToken,
        body: request,
      });
      expect(sent.body).toEqual({ statusCode: 200, description: 'Request sent' });

      const row = await stored(user.id);
      expect(row?.pendingChanges).toMatch(/^sealed:v1:/);
      expect(row?.pendingChanges).not.toContain('62123456789');
      const pending = await server.request<{ pending_changes: string }>(
        'GET',
        '/user/viewuserinfo',
        {
          token: user.accessToken,
        },
      );
      expect(pending.body).toMatchObject({ user_confirmation: 1, admin_confirmation: 0 });
      expect(JSON.parse(pending.body.pending_changes)).toMatchObject({
        pendingUserChanges: { name_first: 'Thandi', userEmail: 'thandi.books@example.co.za' },
        bankInfo: {
          bank_name: 'First National Bank',
          account_number: '*******6789',
          reg_id_no: '**********6/07',
        },
      });

      // Not prepared by an admin yet, or someone else's id: nothing to approve.
      const early = await server.request('PUT', '/user/userapproved', {
        token: user.accessToken,
        body: { id: user.id },
      });
      expect(early.status).toBe(404);
      const lines: string[] = [];
      const prepared = await userCommand.run(['prepare-changes', user.email], {
        db: database.db,
        log: (line) => lines.push(line),
      });
      expect(prepared).toBe(0);
      const other = await server.request('PUT', '/user/userapproved', {
        token: user.accessToken,
        body: { id: user.id + 1000 },
      });
      expect(other.status).toBe(404);

      const approved = await server.request('PUT', '/user/userapproved', {
        token: user.accessToken,
        body: { id: user.id, user_status: 1, balance: 9999 },
      });
      expect(approved.body).toEqual({ statusCode: 0, description: 'Successful' });
      expect(
        (await server.request('GET', '/user/viewuserinfo', { token: user.accessToken })).status,
      ).toBe(401);

      const login = await server.request<{ accessToken: string }>('POST', '/authO/login', {
        body: { email: 'thandi.books@example.co.za', password: user.password },
      });
      const me = await server.request<{ misc: string }>('GET', '/user/viewuserinfo', {
        token: login.body.accessToken,
      });
      expect(me.body).toMatchObject({
        name_last: "Mokoena-O'Neil",
        email: 'thandi.books@example.co.za',
        user_status: 2,
        balance: 100,
        admin_confirmation: 0,
        user_confirmation: 0,
        pending_changes: null,
        bankInfo: { bank_name: 'First National Bank', account_number: '*******6789' },
      });
      expect(JSON.parse(me.body.misc)).toMatchObject({
        bankInfo: { account_number: '*******6789' },
      });
      expect((await stored(user.id))?.misc).not.toContain('62123456789');
    });
    it('marks the signed books of an active user for re-signing when the changes are approved', async () => {
      const user = await signUp(server, { verified: true });
      const other = await signUp(server, { verified: true });
      const signed = await quoteBook(server, user.accessToken, 'Signed');
      const proofing = await quoteBook(server, user.accessToken, 'In Proofing');
      await quoteBook(server, user.accessToken, 'Only Quoted');
      const cancelled = await quoteBook(server, user.accessToken, 'Cancelled');
      const othersSigned = await quoteBook(server, other.accessToken, 'Not Yours');
      const set = (id: number, values: Partial<typeof books.$inferInsert>) =>
        database.db.update(books).set(values).where(eq(books.id, id));
      await set(signed.localBookId, { bookStage: 'signedcontract' });
      await set(proofing.internationalBookId, { status: 'proofing' });
      await set(cancelled.localBookId, { bookStage: 'signedcontract', archived: true });
      await set(othersSigned.localBookId, { bookStage: 'signedcontract' });

      await server.request('PUT', '/user/requestchange', {
        token: user.accessToken,
        body: { ...request, userEmail: user.email },
      });
      expect(
        await userCommand.run(['prepare-changes', user.email], { db: database.db, log() {} }),
      ).toBe(0);
      const approved = await server.request('PUT', '/user/userapproved', {
        token: user.accessToken,
        body: { id: user.id },
      });
      expect(approved.body).toEqual({ statusCode: 0, description: 'Successful' });

      const login = await server.request<{ accessToken: string }>('POST', '/authO/login', {
        body: { email: user.email, password: user.password },
      });
      const renewals = await server.request<{ results: { id: number; book_title: string }[] }>(
        'GET',
        '/user/booksrenewal',
        { token: login.body.accessToken },
      );
      expect(renewals.body.results.map(({ id, book_title }) => ({ id, book_title }))).toEqual([
        { id: signed.localBookId, book_title: 'Signed' },
        { id: proofing.internationalBookId, book_title: 'In Proofing' },
      ]);
      const me = await server.request('GET', '/user/viewuserinfo', {
        token: login.body.accessToken,
      });
      expect(me.body).toMatchObject({ user_status: 2 });
      const others = await server.request<{ results: unknown[] }>('GET', '/user/booksrenewal', {
        token: other.accessToken,
      });
      expect(others.body.results).toEqual([]);
    });
  },
);
