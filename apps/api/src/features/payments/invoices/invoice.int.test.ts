import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { balanceEntries, cartItems, cartPayments } from '../../../db/schema/index.ts';
import { readStoredFile } from '../../../storage/file-storage.ts';
import { jobsSettled } from '../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../test/on-each-database.ts';
import { pdfPageTexts } from '../../../test/pdf-text.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
} from '../../../test/reads-fixture.ts';
import { createCoupon } from '../../coupons/create-coupon.ts';

const code = () => `C${randomBytes(4).toString('hex').toUpperCase()}`;

describeOnEachDatabase(
  'the tax invoice of a cart paid with a coupon',
  {
    routes: [...QUOTING_ROUTES, 'cart', 'transactions', 'files'],
    config: { company: { name: 'POD Portal', address: undefined, vatNumber: '4000000000' } },
  },
  (server, database) => {
    let author: AuthorWithBook;

    beforeEach(async () => {
      author = await authorWithBook(server, 'The Coupon Road');
      await database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: 100_000, kind: 'adjustment' });
    });

    const invoiceText = async (paymentId: number) => {
      await jobsSettled(server);
      const [payment] = await database.db
        .select({ key: cartPayments.invoiceKey, fileName: cartPayments.invoiceFileName })
        .from(cartPayments)
        .where(eq(cartPayments.id, paymentId));
      expect(payment?.fileName).toMatch(/^INV-\d{6}\.pdf$/);
      const listed = await server.request<{ results: Array<{ invoice_url: string | null }> }>(
        'GET',
        '/user/gettransactions?skip=0&take=10',
        { token: author.accessToken },
      );
      const link = listed.body.results.find((row) => row.invoice_url)?.invoice_url ?? '';
      const download = await fetch(`${server.url}/api${link}`);
      return (await pdfPageTexts(new Uint8Array(await download.arrayBuffer()))).join(' ');
    };

    it('shows VAT on the R 269.67 paid for a R 402.50 cart with a 33% coupon, line by line', async () => {
      for (const service of ['isbnCreation', 'bleeding']) {
        const added = await server.request('POST', '/user/addtocart', {
          token: author.accessToken,
          body: {
            book_id: author.localBookId,
            international_book_id: author.internationalBookId,
            service,
          },
        });
        expect(added.status).toBe(201);
      }
      // The second service was R 100.00 excluding VAT when it was added: a R 402.50 cart.
      await database.db
        .update(cartItems)
        .set({ costCents: 10_000 })
        .where(and(eq(cartItems.userId, author.id), eq(cartItems.service, 'bleeding')));
      const coupon = await createCoupon(database.db, {
        code: code(),
        kind: 'percentage',
        amount: 3300,
        maxUses: null,
      });
      const paid = await server.request<{ statusCode: number; cartTotal: number }>(
        'POST',
        '/user/paycart',
        {
          token: author.accessToken,
          body: {
            book_ids: [author.localBookId],
            international_book_ids: [author.internationalBookId],
            reference: `BAL-${Date.now()}`,
            total: 269.67,
            coupon_id: coupon?.id,
          },
        },
      );
      expect(paid.body).toMatchObject({ statusCode: 0, cartTotal: 269.67 });
      const [payment] = await database.db
        .select()
        .from(cartPayments)
        .where(eq(cartPayments.userId, author.id));
      expect(payment?.lines).toMatchObject([
        { quoteId: expect.any(Number), couponShare: 9488, paid: 19_262, paidVat: 2512 },
        { couponShare: 3795, paid: 7705, paidVat: 1005, paidExcludingVat: 6700 },
      ]);
      const text = await invoiceText(payment?.id ?? 0);
      expect(text).toContain('Tax invoice INV-');
      // Lines: 192.62 = 167.50 + 25.12 and 77.05 = 67.00 + 10.05.
      for (const figure of ['R 192.62', 'R 167.50', 'R 25.12', 'R 77.05', 'R 67.00', 'R 10.05']) {
        expect(text).toContain(figure);
      }
      // Totals: before the coupon, the coupon, then 234.50 + 35.17 = 269.67 paid.
      expect(text).toMatch(/Total before coupon \(incl\. VAT\)\s*R 402\.50/);
      expect(text).toMatch(/Coupon\s*- R 132\.83/);
      expect(text).toMatch(/Total excluding VAT\s*R 234\.50/);
      expect(text).toMatch(/VAT \(15%\)\s*R 35\.17/);
      expect(text).toMatch(/Paid \(incl\. VAT\)\s*R 269\.67/);
      expect(text).not.toContain('R 52.50');
      expect(text).not.toContain('R 350.00');
    });

    it('draws a payment stored before the coupon was shared out by the same rule', async () => {
      // A payment stored by the earlier server: lines without what was paid for each.
      const id = await server.app.jobs.transaction(async (tx, send) => {
        const [row] = await tx
          .insert(cartPayments)
          .values({
            userId: author.id,
            reference: `BAL-${Date.now()}`,
            idempotencyKey: randomBytes(8).toString('hex'),
            lines: [
              {
                service: 'isbnCreation',
                name: 'ISBN creation',
                bookTitle: 'The Coupon Road',
                price: 25_000,
                discount: 0,
                vat: 3750,
                finalPrice: 28_750,
              },
              {
                service: 'bleeding',
                name: 'Bleeding',
                bookTitle: 'The Coupon Road',
                price: 10_000,
                discount: 0,
                vat: 1500,
                finalPrice: 11_500,
              },
            ],
            totalExcludingVatCents: 35_000,
            vatCents: 5250,
            couponDeductionCents: 13_283,
            totalCents: 26_967,
            answer: {},
          })
          .returning({ id: cartPayments.id });
        await send('invoice', { cartPaymentId: row?.id ?? 0 });
        return row?.id ?? 0;
      });
      await jobsSettled(server);
      const [payment] = await database.db
        .select({ key: cartPayments.invoiceKey })
        .from(cartPayments)
        .where(eq(cartPayments.id, id));
      const pdf = await readStoredFile(server.app.storage, payment?.key ?? '');
      const text = (await pdfPageTexts(new Uint8Array(pdf))).join(' ');
      for (const figure of ['R 192.62', 'R 25.12', 'R 77.05', 'R 10.05']) {
        expect(text).toContain(figure);
      }
      expect(text).toMatch(/VAT \(15%\)\s*R 35\.17/);
      expect(text).toMatch(/Paid \(incl\. VAT\)\s*R 269\.67/);
    });
  },
);
