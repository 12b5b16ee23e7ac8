import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { balanceEntries, books, cartRefunds, staffActions } from '../../../../db/schema/index.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { pdfPageTexts } from '../../../../test/pdf-text.ts';
import { type AuthorWithBook, authorWithBook } from '../../../../test/reads-fixture.ts';
import {
  REFUND_ROUTES,
  staffRefunds,
  topUpThroughPayfast,
} from '../../../../test/staff-refunds.ts';

interface LedgerRow {
  type: string;
  amount_before_fees: number;
  transaction_ref: string | null;
}

describeOnEachDatabase(
  'staff refunding a cart payment',
  { routes: REFUND_ROUTES },
  (server, database) => {
    const asStaff = staffRefunds(server);
    const { refund } = asStaff;
    let author: AuthorWithBook;

    const asAuthor = <T>(method: string, path: string, body?: Record<string, unknown>) =>
      server.request<T>(method, path, { token: author.accessToken, ...(body ? { body } : {}) });
    const add = (service: string) =>
      asAuthor('POST', '/user/addtocart', {
        book_id: author.localBookId,
        international_book_id: author.internationalBookId,
        service,
      });
    const payments = (token?: string) => asStaff.payments(author, token);
    const balance = async () =>
      Number(
        (await asAuthor<{ balance_cents: number }>('GET', '/user/viewuserinfo')).body.balance_cents,
      );
    const ledger = async () =>
      (await asAuthor<{ results: LedgerRow[] }>('GET', '/user/gettransactions?skip=0&take=20')).body
        .results;
    const bookState = () =>
      database.db
        .select({ isPaid: books.isPaid, status: books.status })
        .from(books)
        .where(inArray(books.id, [author.localBookId, author.internationalBookId]));
    /** ISBN creation (R 287.50) and formatting (R 1 380.00), paid from the balance. */
    const payFromBalance = async () => {
      await add('isbnCreation');
      await add('formatting');
      await database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: 200_000, kind: 'adjustment' });
      const paid = await asAuthor<{ statusCode: number }>('POST', '/user/paycart', {
        book_ids: [author.localBookId],
        international_book_ids: [author.internationalBookId],
        reference: `BAL-${Date.now()}${randomBytes(2).readUInt16BE()}`,
        total: 1667.5,
      });
      expect(paid.body.statusCode).toBe(0);
      const [payment] = (await payments()).body.payments;
      if (!payment) throw new Error('no payment listed');
      return payment;
    };

    beforeEach(async () => {
      author = await authorWithBook(server, 'The Refund Road');
      await database.db
        .update(books)
        .set({ status: 'pending', bookStage: 'uploaded' })
        .where(inArray(books.id, [author.localBookId, author.internationalBookId]));
    });

    it('refunds a whole payment to the balance: ledger row, credit note, the book unpaid again', async () => {
      const payment = await payFromBalance();
      expect(payment.lines).toEqual([
        expect.objectContaining({
          line: 1,
          name: 'ISBN creation',
          paid: 287.5,
          vat: 37.5,
          refundable: 287.5,
        }),
        expect.objectContaining({
          line: 2,
          name: 'Formatting',
          paid: 1380,
          vat: 180,
          refundable: 1380,
        }),
      ]);
      expect(payment.card_refundable).toBeNull();
      expect(await bookState()).toEqual([
        { isPaid: true, status: 'proofing' },
        { isPaid: true, status: 'proofing' },
      ]);
      const before = await balance();

      const done = await refund(payment.id, { destination: 'balance', reason: 'Book withdrawn' });
      expect(done.status).toBe(201);
      expect(done.body.refund).toMatchObject({
        destination: 'balance',
        amount: 1667.5,
        vat: 217.5,
        lines: [
          { line: 1, amount: 287.5, vat: 37.5 },
          { line: 2, amount: 1380, vat: 180 },
        ],
      });
      expect(done.body.balance).toBe((before + 166_750) / 100);
      expect(await balance()).toBe(before + 166_750);
      const number = done.body.refund.credit_note_number;
      expect(number).toMatch(/^CN-\d{6}$/);
      expect((await ledger())[0]).toMatchObject({
        type: 'refund',
        amount_before_fees: 1667.5,
        transaction_ref: number,
      });
      // No service was delivered: the book is unpaid and pending again.
      expect(await bookState()).toEqual([
        { isPaid: false, status: 'pending' },
        { isPaid: false, status: 'pending' },
      ]);
      const [action] = await database.db
        .select()
        .from(staffActions)
        .where(
          and(eq(staffActions.staffId, asStaff.member().id), eq(staffActions.userId, author.id)),
        );
      expect(action).toMatchObject({
        action: 'payment.refund',
        details: expect.objectContaining({ amount: 1667.5, destination: 'balance' }),
      });

      // Nothing is left to refund.
      const again = await refund(payment.id, { destination: 'balance', reason: 'Twice' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ description: 'This payment has been refunded in full' });

      // The credit note: listed with the author's documents, referencing the invoice, VAT reversed.
      await jobsSettled(server);
      const documents = await asAuthor<{ documents: Array<{ title: string; url: string }> }>(
        'GET',
        '/user/documents',
      );
      const note = documents.body.documents.find((doc) => doc.title === `Credit note ${number}`);
      expect(note).toBeDefined();
      const download = await fetch(`${server.url}/api${note?.url ?? ''}`);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      const text = (await pdfPageTexts(new Uint8Array(await download.arrayBuffer()))).join(' ');
      expect(text).toContain(`Credit note ${number}`);
      expect(text).toMatch(new RegExp(`Credits invoice\\s*${payment.invoice_number}`));
      expect(text).toMatch(/Total excluding VAT\s*- R 1 450\.00/);
      expect(text).toMatch(/VAT \(15%\)\s*- R 217\.50/);
      expect(text).toMatch(/Refunded \(incl\. VAT\)\s*- R 1 667\.50/);
      const mail = (await server.mailbox()).find(
        (message) =>
          message.to === author.email && message.subject === `Your credit note ${number}`,
      );
      expect(mail).toBeDefined();
    });

    it('refunds line by line and in part, never more than was paid for a line', async () => {
      const payment = await payFromBalance();
      const first = await refund(payment.id, {
        destination: 'balance',
        reason: 'ISBN not needed',
        lines: [{ line: 1 }],
      });
      expect(first.body.refund).toMatchObject({ amount: 287.5, vat: 37.5 });
      // The formatting is still paid: the book stays paid.
      expect((await bookState()).every((book) => book.isPaid)).toBe(true);

      const part = await refund(payment.id, {
        destination: 'balance',
        reason: 'Partly done',
        lines: [{ line: 2, amount: 1000 }],
      });
      expect(part.body.refund).toMatchObject({ amount: 1000, vat: 130.43 });
      const over = await refund(payment.id, {
        destination: 'balance',
        reason: 'Too much',
        lines: [{ line: 2, amount: 380.01 }],
      });
      expect(over.status).toBe(409);
      expect(over.body).toMatchObject({
        description: 'R 380.01 is more than is left to refund of Formatting: at most R 380.00',
      });
      const line1Again = await refund(payment.id, {
        destination: 'balance',
        reason: 'Twice',
        lines: [{ line: 1 }],
      });
      expect(line1Again.status).toBe(409);
      expect(line1Again.body).toMatchObject({
        description: 'ISBN creation has been refunded in full already',
      });
      for (const bad of [
        [{ line: 2, amount: 10.005 }],
        [{ line: 3 }],
        [{ line: 2 }, { line: 2 }],
      ]) {
        const refused = await refund(payment.id, {
          destination: 'balance',
          reason: 'x',
          lines: bad,
        });
        expect(refused.status).toBe(400);
      }
      // The rest of the line reverses the rest of its VAT: 130.43 + 49.57 = 180.00.
      const rest = await refund(payment.id, {
        destination: 'balance',
        reason: 'The rest',
        lines: [{ line: 2 }],
      });
      expect(rest.body.refund).toMatchObject({ amount: 380, vat: 49.57 });
      const listed = (await payments()).body.payments[0];
      expect(listed?.lines.map((line) => line.refundable)).toEqual([0, 0]);
      expect(listed?.refunds).toHaveLength(3);
      const refunds = (await ledger()).filter((row) => row.type === 'refund');
      expect(refunds.map((row) => row.amount_before_fees)).toEqual([380, 1000, 287.5]);
      expect(await bookState()).toEqual([
        { isPaid: false, status: 'pending' },
        { isPaid: false, status: 'pending' },
      ]);
    });

    it('refunds two at once only once', async () => {
      const payment = await payFromBalance();
      const before = await balance();
      const both = await Promise.all([
        refund(payment.id, { destination: 'balance', reason: 'One' }),
        refund(payment.id, { destination: 'balance', reason: 'Two' }),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await balance()).toBe(before + 166_750);
    });

    it('pays back to the card through PayFast (the sandbox), at most what the card paid', async () => {
      await add('isbnCreation');
      // R 100 welcome bonus + a R 187.50 top-up pay the R 287.50 cart.
      const payment = await asStaff.payCartWith(
        author,
        await topUpThroughPayfast(server, author, 18_750),
      );
      expect(payment).toMatchObject({ card_refundable: 187.5, total: 287.5 });
      const { id } = payment;

      const tooMuch = await refund(id, { destination: 'card', reason: 'Cancelled' });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body).toMatchObject({
        description:
          'Only R 187.50 of this payment can go back to the card: refund the rest to the balance',
      });
      const toCard = await refund(id, {
        destination: 'card',
        reason: 'Cancelled',
        lines: [{ line: 1, amount: 187.5 }],
      });
      expect(toCard.status).toBe(201);
      expect(toCard.body.refund).toMatchObject({ destination: 'card', amount: 187.5, vat: 24.46 });
      expect(toCard.body.balance).toBe(0);
      const [stored] = await database.db
        .select({ pfRefundId: cartRefunds.pfRefundId })
        .from(cartRefunds)
        .where(eq(cartRefunds.id, toCard.body.refund.id));
      expect(stored?.pfRefundId).toMatch(/^[0-9a-f-]{36}$/);
      // The ledger: the refund, then the same amount out to the card.
      const number = toCard.body.refund.credit_note_number;
      expect((await ledger()).slice(0, 2)).toEqual([
        expect.objectContaining({
          type: 'card_refund',
          amount_before_fees: -187.5,
          transaction_ref: number,
        }),
        expect.objectContaining({
          type: 'refund',
          amount_before_fees: 187.5,
          transaction_ref: number,
        }),
      ]);
      const noMore = await refund(id, {
        destination: 'card',
        reason: 'Again',
        lines: [{ line: 1, amount: 0.01 }],
      });
      expect(noMore.status).toBe(409);
      const rest = await refund(id, { destination: 'balance', reason: 'The rest' });
      expect(rest.body.refund).toMatchObject({ amount: 100, vat: 13.04 });
      expect(await balance()).toBe(10_000);

      // A payment made from the balance cannot go back to a card.
      await database.db
        .update(books)
        .set({ status: 'pending' })
        .where(inArray(books.id, [author.localBookId, author.internationalBookId]));
      const fromBalance = await payFromBalance();
      const refused = await refund(fromBalance.id, { destination: 'card', reason: 'Card' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        description: 'This payment was not taken by card: refund it to the balance',
      });
    });

    it('is for staff only: an author gets 403 and refunds nothing', async () => {
      const payment = await payFromBalance();
      const before = await balance();
      expect((await payments(author.accessToken)).status).toBe(403);
      const tried = await refund(
        payment.id,
        { destination: 'balance', reason: 'Mine' },
        author.accessToken,
      );
      expect(tried.status).toBe(403);
      expect(await balance()).toBe(before);
      expect((await refund(999_999, { destination: 'balance', reason: 'x' })).status).toBe(404);
    });
  },
);
