import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  balanceEntries,
  books,
  cartItems,
  cartPayments,
  coupons,
} from '../../../../db/schema/index.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { pdfPageTexts } from '../../../../test/pdf-text.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
  quoteBook,
} from '../../../../test/reads-fixture.ts';
import { createCoupon } from '../../../coupons/create-coupon.ts';

interface PayAnswer {
  statusCode: number | string;
  description: string;
  amountToPay?: number;
  cartTotal?: number;
  couponDeduction?: number;
  balance?: number;
  balance_cents?: number;
  transaction_ref?: string;
}

const code = () => `C${randomBytes(4).toString('hex').toUpperCase()}`;
const reference = () => `BAL-${Date.now()}${randomBytes(2).readUInt16BE()}`;

describeOnEachDatabase(
  'the cart and paying it from the balance',
  { routes: [...QUOTING_ROUTES, 'cart', 'transactions', 'files'] },
  (server, database) => {
    let author: AuthorWithBook;
    const get = <T>(path: string) => server.request<T>('GET', path, { token: author.accessToken });
    const add = (service: string, who = author) =>
      server.request<{ item: { id: number; service: string; misc: string } }>(
        'POST',
        '/user/addtocart',
        {
          token: who.accessToken,
          body: {
            book_id: who.localBookId,
            international_book_id: who.internationalBookId,
            service,
          },
        },
      );
    /** The cart's books as the portal sends them: each item's records. */
    const cartBooks = (who: AuthorWithBook = author) => ({
      book_ids: [who.localBookId],
      international_book_ids: [who.internationalBookId],
    });
    const pay = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      server.request<PayAnswer>('POST', '/user/paycart', {
        token: author.accessToken,
        headers,
        body: { ...cartBooks(), reference: reference(), ...body },
      });
    const credit = (cents: number) =>
      database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: cents, kind: 'adjustment' });
    const balance = async () =>
      Number((await get<{ balance_cents: number }>('/user/viewuserinfo')).body.balance_cents);

    beforeEach(async () => {
      author = await authorWithBook(server, 'The Karoo Road');
    });

    it('adds a service once per book, lists it with VAT and the book, and removes it', async () => {
      const first = await add('isbnCreation');
      expect(first.status).toBe(201);
      expect(JSON.parse(first.body.item.misc)).toEqual([
        expect.objectContaining({ name: 'ISBN creation', cost: 250 }),
      ]);
      expect((await add('isbnCreation')).status).toBe(200);
      const cart = await get<Record<string, unknown>>('/user/getcart');
      expect(cart.body).toMatchObject({
        cart: [
          {
            service: 'isbnCreation',
            book_id: author.localBookId,
            local_book_name: 'The Karoo Road',
          },
        ],
        totalExcludingVat: 250,
        vat: 37.5,
        totalIncludingVat: 287.5,
      });
      const user = await get<{ cart: unknown[] }>('/user/viewuserinfo');
      expect(user.body.cart).toHaveLength(1);

      const other = await authorWithBook(server);
      const taken = await server.request('DELETE', `/user/removefromcart/${first.body.item.id}`, {
        token: other.accessToken,
      });
      expect(taken.status).toBe(404);
      const removed = await server.request('DELETE', `/user/removefromcart/${first.body.item.id}`, {
        token: author.accessToken,
      });
      expect(removed.status).toBe(200);
      expect((await get<{ cart: unknown[] }>('/user/getcart')).body.cart).toEqual([]);
    });

    it("refuses a service the book cannot have, and another author's book", async () => {
      const ebookOnly = await add('epubConversion');
      expect(ebookOnly.status).toBe(400);
      const other = await authorWithBook(server);
      const foreign = await server.request('POST', '/user/addtocart', {
        token: other.accessToken,
        body: { book_id: author.localBookId, international_book_id: null, service: 'formatting' },
      });
      expect(foreign.status).toBe(404);
    });

    it('answers 7 with what is left to pay, and changes nothing', async () => {
      await add('isbnCreation');
      const answer = await pay({ total: 287.5 });
      expect(answer.body).toEqual({
        statusCode: 7,
        description: 'Insufficient balance',
        amountToPay: 187.5,
        cartTotal: 287.5,
        couponDeduction: 0,
        balance: 100,
        balance_cents: 10_000,
      });
      expect(await balance()).toBe(10_000);
      expect((await get<{ cart: unknown[] }>('/user/getcart')).body.cart).toHaveLength(1);
    });

    it('pays from the balance: debits once, marks the book paid and in proofing, empties the cart, emails the invoice', async () => {
      await database.db
        .update(books)
        .set({ status: 'pending', bookStage: 'uploaded' })
        .where(inArray(books.id, [author.localBookId, author.internationalBookId]));
      await add('isbnCreation');
      await add('formatting');
      await credit(200_000);
      const key = `key-${randomBytes(6).toString('hex')}`;
      const ref = reference();
      // A double click: the same key twice at once.
      const [first, second] = await Promise.all([
        pay({ total: 1667.5, reference: ref }, { 'Idempotency-Key': key }),
        pay({ total: 1667.5, reference: ref }, { 'Idempotency-Key': key }),
      ]);
      const paid = {
        statusCode: 0,
        description: 'Successful',
        amountToPay: 0,
        cartTotal: 1667.5,
        couponDeduction: 0,
        balance: 432.5,
        balance_cents: 43_250,
        transaction_ref: ref,
      };
      expect(first?.body).toEqual(paid);
      expect(second?.body).toEqual(paid);
      expect(await balance()).toBe(43_250);
      const records = await database.db
        .select({ isPaid: books.isPaid, status: books.status })
        .from(books)
        .where(inArray(books.id, [author.localBookId, author.internationalBookId]));
      expect(records).toEqual([
        { isPaid: true, status: 'proofing' },
        { isPaid: true, status: 'proofing' },
      ]);
      expect((await get<{ cart: unknown[] }>('/user/getcart')).body.cart).toEqual([]);
      // The key used again for another payment: refused, nothing paid, the first answer kept.
      const reused = await pay(
        { total: 1667.5, reference: reference() },
        { 'Idempotency-Key': key },
      );
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({
        statusCode: 422,
        description: 'This Idempotency-Key was used for another request',
      });
      expect(
        (await pay({ total: 1667.5, reference: ref }, { 'Idempotency-Key': key })).body,
      ).toEqual(paid);
      expect(await balance()).toBe(43_250);
      // Another tab paying the same cart finds it empty.
      const again = await pay({ total: 1667.5 });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        statusCode: 'C17',
        description: 'Your cart is empty',
        cartTotal: 0,
      });
      const ledger = await get<{ results: Array<{ type: string; amount_before_fees: number }> }>(
        '/user/gettransactions?skip=0&take=10',
      );
      expect(ledger.body.results[0]).toMatchObject({
        type: 'cart_payment',
        amount_before_fees: -1667.5,
      });

      await jobsSettled(server);
      const [payment] = await database.db
        .select()
        .from(cartPayments)
        .where(eq(cartPayments.userId, author.id));
      expect(payment?.invoiceFileName).toMatch(/^INV-\d{6}\.pdf$/);
      const invoice = (await server.mailbox()).find((message) => message.to === author.email);
      expect(invoice?.subject).toMatch(/^Your invoice INV-\d{6}$/);
      // /transactions links the cart payment's invoice (a signed file link).
      const listed = await get<{ results: Array<{ type: string; invoice_url: string | null }> }>(
        '/user/gettransactions?skip=0&take=10',
      );
      const link = listed.body.results[0]?.invoice_url ?? '';
      expect(link).toMatch(/^\/user\/getfile\/INV-\d{6}\.pdf\?user=/);
      const download = await fetch(`${server.url}/api${link}`);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      const text = (await pdfPageTexts(new Uint8Array(await download.arrayBuffer()))).join(' ');
      expect(text).toContain('ISBN creation');
      expect(text).toContain('R 1 667.50');
      expect(text).toContain('R 217.50');
    });

    it('changes nothing when the payment fails half-way: no debit, no coupon use, the cart kept', async () => {
      await add('isbnCreation');
      await credit(100_000);
      const coupon = await createCoupon(database.db, {
        code: code(),
        kind: 'value',
        amount: 1_000,
        maxUses: 1,
      });
      // The last write of a payment fails, after the debit and the coupon's use were written.
      await database.db.execute(sql`
        CREATE FUNCTION refuse_cart_payment() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'the disk is full'; END $$ LANGUAGE plpgsql`);
      await database.db.execute(sql`
        CREATE TRIGGER refuse_cart_payment BEFORE INSERT ON cart_payments
        FOR EACH ROW EXECUTE FUNCTION refuse_cart_payment()`);
      try {
        const failed = await pay({ total: 277.5, coupon_id: coupon?.id });
        expect(failed.status).toBe(500);
      } finally {
        await database.db.execute(sql`DROP TRIGGER refuse_cart_payment ON cart_payments`);
        await database.db.execute(sql`DROP FUNCTION refuse_cart_payment()`);
      }
      expect(await balance()).toBe(110_000);
      expect((await get<{ cart: unknown[] }>('/user/getcart')).body.cart).toHaveLength(1);
      const [unused] = await database.db
        .select({ uses: coupons.uses })
        .from(coupons)
        .where(eq(coupons.id, coupon?.id ?? 0));
      expect(unused?.uses).toBe(0);
      // Paid again, it goes through once.
      expect((await pay({ total: 277.5, coupon_id: coupon?.id })).body.statusCode).toBe(0);
      expect(await balance()).toBe(110_000 - 27_750);
    });

    it("refuses another author's book (404) and a total a cent off or books not in the cart (C16), paying nothing", async () => {
      await add('isbnCreation');
      await credit(100_000);
      const other = await authorWithBook(server, 'Not Yours');
      await add('isbnCreation', other);
      const foreign = await pay({
        total: 287.5,
        book_ids: [author.localBookId, other.localBookId],
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ statusCode: 404 });
      const changed = {
        statusCode: 'C16',
        description: 'Your cart has changed',
        cartTotal: 287.5,
      };
      for (const body of [
        { total: 287.51 },
        { total: 287.49 },
        { total: 287.5, book_ids: [] },
        { total: 287.5, international_book_ids: [] },
      ]) {
        const answer = await pay(body);
        expect(answer.status, JSON.stringify(body)).toBe(409);
        expect(answer.body).toEqual(changed);
      }
      // Another book of the author's that has nothing in the cart: the cart is not what was shown.
      const second = await quoteBook(server, author.accessToken, 'A Second Book');
      const more = await pay({ total: 287.5, book_ids: [author.localBookId, second.localBookId] });
      expect(more.status).toBe(409);
      expect(await balance()).toBe(110_000);
      expect((await get<{ cart: unknown[] }>('/user/getcart')).body.cart).toHaveLength(1);
      // What the cart holds, each record once per item, pays.
      const paid = await pay({
        total: 287.5,
        book_ids: [author.localBookId, author.localBookId],
      });
      expect(paid.body.statusCode).toBe(0);
      expect(await balance()).toBe(110_000 - 28_750);
    });

    it("takes a cancelled book's items out of the cart at once, and never charges them", async () => {
      const kept = await quoteBook(server, author.accessToken, 'The Second Road');
      await add('isbnCreation');
      await add('formatting', { ...author, ...kept });
      const path = (action: string, ids: { localBookId: number; internationalBookId: number }) =>
        `/user/${action}/${ids.localBookId}/${ids.internationalBookId}`;
      const cancelled = await server.request('DELETE', path('archivebook', author), {
        token: author.accessToken,
      });
      expect(cancelled.status).toBe(200);
      const cart = await get<{ cart: Array<{ service: string; book_id: number }> }>(
        '/user/getcart',
      );
      expect(cart.body.cart.map((item) => [item.service, item.book_id])).toEqual([
        ['formatting', kept.localBookId],
      ]);
      // An item that reached the cancelled book's quote all the same (a request racing the
      // cancellation) is neither listed nor charged.
      const [quote] = await database.db
        .select({ quoteId: books.quoteId })
        .from(books)
        .where(eq(books.id, author.localBookId));
      await database.db.insert(cartItems).values({
        userId: author.id,
        quoteId: quote?.quoteId ?? 0,
        localBookId: author.localBookId,
        internationalBookId: author.internationalBookId,
        service: 'bleeding',
        costCents: 35_000,
        misc: JSON.stringify([{ name: 'Bleeding', description: '', cost: 350, discount: 0 }]),
      });
      expect((await get<{ cart: unknown[] }>('/user/getcart')).body.cart).toHaveLength(1);
      await credit(200_000);
      const paid = await pay({ total: 1380, ...cartBooks({ ...author, ...kept }) });
      expect(paid.body).toMatchObject({ statusCode: 0, cartTotal: 1380 });
      expect(await balance()).toBe(210_000 - 138_000);
      const records = await database.db
        .select({ id: books.id, isPaid: books.isPaid })
        .from(books)
        .where(inArray(books.id, [author.localBookId, kept.localBookId]))
        .orderBy(books.id);
      expect(records.map((record) => record.isPaid)).toEqual([false, true]);
      const deleted = await server.request('DELETE', path('deletebook', author), {
        token: author.accessToken,
      });
      expect(deleted.status).toBe(200);
    });

    it("empties a deleted book's items from the cart", async () => {
      await add('isbnCreation');
      for (const action of ['archivebook', 'deletebook']) {
        const answer = await server.request(
          'DELETE',
          `/user/${action}/${author.localBookId}/${author.internationalBookId}`,
          { token: author.accessToken },
        );
        expect(answer.status).toBe(200);
      }
      expect((await get<{ cart: unknown[] }>('/user/getcart')).body.cart).toEqual([]);
      expect(
        (await pay({ total: 287.5, book_ids: [], international_book_ids: [] })).body.statusCode,
      ).toBe('C17');
    });

    it('refuses a total the cart does not have (C16) and an empty cart (C17)', async () => {
      expect((await pay({ total: 10 })).body.statusCode).toBe('C17');
      await add('isbnCreation');
      await credit(100_000);
      const changed = await pay({ total: 250 });
      expect(changed.status).toBe(409);
      expect(changed.body).toEqual({
        statusCode: 'C16',
        description: 'Your cart has changed',
        cartTotal: 287.5,
      });
      expect(await balance()).toBe(110_000);
    });

    it('applies a coupon: never below zero, once per author, and a single-use coupon once for two at once', async () => {
      await add('isbnCreation');
      const big = await createCoupon(database.db, {
        code: code(),
        kind: 'value',
        amount: 1_000_000,
        maxUses: null,
      });
      const free = await pay({ total: 0, coupon_id: big?.id });
      expect(free.body).toMatchObject({ statusCode: 0, cartTotal: 0, couponDeduction: 287.5 });
      expect(await balance()).toBe(10_000);
      await add('formatting');
      const reused = await pay({ total: 1380, coupon_id: big?.id });
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({
        statusCode: 'C15',
        description: 'You have already used this coupon code',
      });

      const single = await createCoupon(database.db, {
        code: code(),
        kind: 'percentage',
        amount: 5_000,
        maxUses: 1,
      });
      const rival = await authorWithBook(server);
      await add('formatting', rival);
      await credit(100_000);
      await database.db
        .insert(balanceEntries)
        .values({ userId: rival.id, amountCents: 100_000, kind: 'adjustment' });
      const answers = await Promise.all(
        [author, rival].map((who) =>
          server.request<PayAnswer>('POST', '/user/paycart', {
            token: who.accessToken,
            body: {
              ...cartBooks(who),
              reference: reference(),
              total: 690,
              coupon_id: single?.id,
            },
          }),
        ),
      );
      expect(answers.map((answer) => answer.body.statusCode).sort()).toEqual([0, 'C15']);
    });
  },
);
