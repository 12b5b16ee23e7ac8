import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  balanceEntries,
  cartPayments,
  coupons,
  paymentTransactions,
} from '../../../../db/schema/index.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';
import { signInStaff } from '../../../../test/staff.ts';

const TWO_DECIMALS = 'Enter the amount with at most two decimals';
const reference = (prefix: string) => `${prefix}-${Date.now()}${randomBytes(2).readUInt16BE()}`;

/** A 400 in the error envelope naming `field`. */
const refusal = (field: string, description?: string) => ({
  statusCode: 400,
  description: description ?? expect.any(String),
  errors: [expect.objectContaining({ field, ...(description ? { message: description } : {}) })],
});

describeOnEachDatabase(
  'amounts with more than two decimals and values out of bounds',
  { routes: [...QUOTING_ROUTES, 'cart', 'transactions', 'coupons', 'staff'] },
  (server, database) => {
    let author: AuthorWithBook;
    let staff: { id: number; token: string };
    const post = (path: string, body: Record<string, unknown>, token = author.accessToken) =>
      server.request('POST', path, { token, body });
    const addIsbn = () =>
      post('/user/addtocart', {
        book_id: author.localBookId,
        international_book_id: author.internationalBookId,
        service: 'isbnCreation',
      });
    const payCart = (body: Record<string, unknown>) =>
      post('/user/paycart', {
        book_ids: [author.localBookId],
        international_book_ids: [author.internationalBookId],
        reference: reference('BAL'),
        ...body,
      });
    const topUp = (body: Record<string, unknown>) =>
      post('/user/createtransaction', {
        transaction_ref: reference('PF'),
        amount: 100,
        user_id: author.id,
        ...body,
      });
    const transactionsOf = () =>
      database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, author.id));

    beforeAll(async () => {
      staff = await signInStaff(server);
    });
    beforeEach(async () => {
      author = await authorWithBook(server, 'The Karoo Road');
    });

    it('refuses a cart total of 287.504 rather than paying R 287.50', async () => {
      expect((await addIsbn()).status).toBe(201);
      await database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: 100_000, kind: 'adjustment' });
      const answer = await payCart({ total: 287.504 });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refusal('total', TWO_DECIMALS));
      expect(
        await database.db.select().from(cartPayments).where(eq(cartPayments.userId, author.id)),
      ).toEqual([]);
    });

    it('refuses a top-up of 100.005 rather than starting one of R 100.01', async () => {
      const answer = await topUp({ amount: 100.005 });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refusal('amount', TWO_DECIMALS));
      expect(await transactionsOf()).toEqual([]);
    });

    it.each([
      ['value', 0.005],
      ['value', 10.555],
      ['percentage', 12.555],
    ])('refuses a staff %s coupon of %s, storing nothing', async (kind, amount) => {
      const code = `ODD${randomBytes(3).toString('hex').toUpperCase()}`;
      const answer = await post(
        '/staff/coupons',
        { code, kind, amount, max_uses: null },
        staff.token,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refusal('amount', TWO_DECIMALS));
      expect(await database.db.select().from(coupons).where(eq(coupons.code, code))).toEqual([]);
    });

    it('refuses a staff royalty of 10.005 rather than crediting R 10.01', async () => {
      const answer = await post(
        '/staff/ledger',
        { user_id: author.id, type: 'royalty', amount: 10.005, note: 'Royalties Q3' },
        staff.token,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refusal('amount', TWO_DECIMALS));
      expect(
        await database.db.select().from(balanceEntries).where(eq(balanceEntries.userId, author.id)),
      ).toHaveLength(1);
    });

    it('answers 400, never a 500, to a coupon id past the database range', async () => {
      await addIsbn();
      const paid = await payCart({ total: 287.5, coupon_id: 99_999_999_999 });
      expect(paid.status).toBe(400);
      expect(paid.body).toEqual(refusal('coupon_id'));
      const started = await topUp({ coupon_id: 99_999_999_999 });
      expect(started.status).toBe(400);
      expect(started.body).toEqual(refusal('coupon_id'));
      expect(await transactionsOf()).toEqual([]);
    });

    it('refuses an empty payment reference, leaving no pending transaction behind', async () => {
      const answer = await topUp({ transaction_ref: '' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refusal('transaction_ref'));
      expect(await transactionsOf()).toEqual([]);
    });

    it('answers 400, never a 500, to a book id past the database range', async () => {
      const answer = await post('/user/addtocart', {
        book_id: 2_147_483_648,
        international_book_id: null,
        service: 'isbnCreation',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refusal('book_id'));
    });
  },
);
