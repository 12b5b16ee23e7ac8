import { randomBytes } from 'node:crypto';
import { convertCents } from '@pod-portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { balanceEntries, books, paymentTransactions } from '../../../../db/schema/index.ts';
import { jobsSettled, type SignedUp, signUp } from '../../../../test/accounts.ts';
import { ebookQuote, printQuote } from '../../../../test/book-fixtures.ts';
import { jpegDataUrl } from '../../../../test/jpeg.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { topUpThroughPaypal } from '../../../../test/paypal.ts';
import { pdfPageTexts } from '../../../../test/pdf-text.ts';
import { QUOTING_ROUTES, quoteBook } from '../../../../test/reads-fixture.ts';
import { signInStaff } from '../../../../test/staff.ts';
import type { QuotePayload } from '../../../books/quote-payload.ts';
import { createCoupon } from '../../../coupons/create-coupon.ts';

/**
 * The money invariant, walked over HTTP: for a book of every format, in its regions, with the
 * services it can order, under every kind of coupon and every way of paying, what the quote
 * promises (its `dueAtCheckout`, plus each service ticked at the cover step at its price list
 * price with VAT) = the cart's total = what the payment debits = the invoice's total = the
 * ledger's movement, and the invoice's VAT is 15/115 of what was paid, to the cent. Every case
 * also cancels another book whose service was in the cart (it must not be charged), and ends
 * with staff refunding the whole payment to the balance (or, when PayPal took it, back to
 * PayPal): the refund gives back what was paid and the VAT the invoice stated, and the ledger
 * moves back by exactly that. A payment through PayPal is charged in dollars, the rand at the
 * top-up's rate (`convertCents`), and its refund gives back exactly the dollars captured.
 *
 * The full product (7 format x region pairs x 3 service variants x 3 coupons x 4 payment
 * paths = 252 cases) costs minutes; this is a pairwise covering set instead: the L9 orthogonal
 * array over format (3), coupon (3), payment (the first 3) and service variant (3), and three
 * rows pairing PayPal with each format, coupon and variant, so every pair of values of any two
 * of those meets in some case (12 cases), with each format's regions (print: local,
 * international, both; ebook: international, the only one it sells in; audiobook: local,
 * international, both) spread over that format's cases.
 */

type Format = 'print' | 'ebook' | 'audiobook';
type Region = 'local' | 'international' | 'both';
type Coupon = 'none' | 'value' | 'percentage';
/** All from the balance, all by a PayFast top-up, part of each, or all by a PayPal top-up. */
type Payment = 'balance' | 'top-up' | 'mixed' | 'paypal';
/**
 * 0: the quote's own once-off costs only (an ebook's or audiobook's upload fee with the ISBN
 * given; a print book, which has no other, an ISBN to create); 1: an ISBN to create and the
 * thumbnail designed; 2: the format's own service (print: cover design; ebook: epub conversion;
 * audiobook: recording by a voice artist) and an ISBN to create.
 */
type Variant = 0 | 1 | 2;

interface Case {
  format: Format;
  region: Region;
  coupon: Coupon;
  payment: Payment;
  variant: Variant;
}

/** Rows of (format, coupon, payment, variant): L9, then PayPal with each of the others' values. */
const COVERING: Array<[number, number, number, number]> = [
  [0, 0, 0, 0],
  [0, 1, 1, 1],
  [0, 2, 2, 2],
  [1, 0, 1, 2],
  [1, 1, 2, 0],
  [1, 2, 0, 1],
  [2, 0, 2, 1],
  [2, 1, 0, 2],
  [2, 2, 1, 0],
  [0, 0, 3, 0],
  [1, 1, 3, 1],
  [2, 2, 3, 2],
];
const FORMATS: Format[] = ['print', 'ebook', 'audiobook'];
const REGIONS: Record<Format, Region[]> = {
  print: ['local', 'international', 'both'],
  ebook: ['international', 'international', 'international'],
  audiobook: ['local', 'international', 'both'],
};
const COUPONS: Coupon[] = ['none', 'value', 'percentage'];
const PAYMENTS: Payment[] = ['balance', 'top-up', 'mixed', 'paypal'];
const CASES: Case[] = COVERING.map(([format, coupon, payment, variant], row) => {
  const name = FORMATS[format] ?? 'print';
  return {
    format: name,
    region: REGIONS[name][row % 3] ?? 'international',
    coupon: COUPONS[coupon] ?? 'none',
    payment: PAYMENTS[payment] ?? 'balance',
    variant: variant as Variant,
  };
});

/** A coupon of R 50.00 off, or 33% off (a percentage that leaves fractions of a cent to round). */
const VALUE_COUPON_CENTS = 5_000;
const PERCENTAGE_COUPON_BASIS_POINTS = 3_300;
/** Every new author's welcome credit. */
const WELCOME_CENTS = 10_000;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const WAIT = { timeout: 20_000, interval: 50 };

const cents = (rand: number | string) => Math.round(Number(rand) * 100);
/** VAT at 15% on an amount excluding VAT, and the VAT inside an amount including it. */
const vatOn = (excluding: number) => Math.round((excluding * 15) / 100);
const vatInside = (including: number) => Math.round((including * 15) / 115);

/** A valid ISBN-13 no other test uses (978 and ten random digits, then the check digit). */
function freshIsbn(): string {
  const digits = `978${Array.from(randomBytes(9), (byte) => byte % 10).join('')}`;
  const sum = [...digits].reduce((total, digit, index) => {
    return total + Number(digit) * (index % 2 === 0 ? 1 : 3);
  }, 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const markets = (region: Region) => ({
  is_local: region !== 'international',
  is_international: region !== 'local',
});

function quoteOf(book: Case): QuotePayload {
  const isbnGiven = book.variant === 0 && book.format !== 'print';
  const isbn = isbnGiven ? { isbn: freshIsbn(), isbn_is_required: false } : {};
  const title = { book_title: `Invariant ${book.format} ${randomBytes(3).toString('hex')}` };
  if (book.format === 'print') {
    return printQuote({
      ...title,
      isbn: null,
      isbn_is_required: true,
      ...markets(book.region),
      ...isbn,
    });
  }
  if (book.format === 'ebook') return ebookQuote({ ...title, ...isbn });
  return ebookQuote({
    ...title,
    ...isbn,
    ...markets(book.region),
    format_type: 'audiobook',
    no_of_pages: 80,
    local_price: 200,
    recording_needed: book.variant === 2,
  });
}

const thumbnails = new Map<Format, string>();
/** A thumbnail of the format's exact size (made once: the audiobook's is 3000 x 3000). */
function thumbnailOf(format: Format): string {
  const size = { print: [1000, 1000], ebook: [2500, 1600], audiobook: [3000, 3000] }[format];
  const made = thumbnails.get(format) ?? jpegDataUrl(size[0] ?? 0, size[1] ?? 0);
  thumbnails.set(format, made);
  return made;
}

/** The services the cover step ticks, as the submission's flags, by variant and format. */
function servicesOf(book: Case): { flags: Record<string, boolean>; ticked: string[] } {
  if (book.variant === 1) return { flags: { thumbnail_needed: true }, ticked: ['thumbnailDesign'] };
  if (book.variant === 2 && book.format === 'print')
    return { flags: { cover_needed: true }, ticked: ['coverDesign'] };
  if (book.variant === 2 && book.format === 'ebook')
    return { flags: { conversion_needed: true }, ticked: ['epubConversion'] };
  return { flags: {}, ticked: [] };
}

function submissionOf(book: Case, ids: { localBookId: number; internationalBookId: number }) {
  const { flags, ticked } = servicesOf(book);
  const recorded = book.format === 'audiobook' && book.variant === 2;
  const files: Record<Format, Record<string, unknown>> = {
    print: { book: 'the-book.pdf', cover: ticked.includes('coverDesign') ? null : 'cover.pdf' },
    ebook: { book: ticked.includes('epubConversion') ? 'the-book.docx' : 'the-book.epub' },
    audiobook: recorded
      ? { book: 'the-book.pdf', recording_required: true }
      : { audio_files: [{ filename: 'chapter-1.mp3' }], recording_required: false },
  };
  return {
    local_bookId: ids.localBookId,
    international_bookId: ids.internationalBookId,
    format_type: book.format,
    book_title: 'The Invariant',
    author: 'Thandi Mokoena',
    publicationDate: '2026-12-01',
    language: 'en',
    keywords: ['money'],
    bisacCode: 'FIC000000',
    mainDescription: 'A book whose every cent is accounted for.',
    copyrightHolder: 'Thandi Mokoena',
    copyrightDate: '2026-11-01',
    recommendedAudience: 'General Trade',
    indicatedAudienceWarning: '00',
    rawOrPdf: 'pdf',
    thumbnail: ticked.includes('thumbnailDesign') ? null : thumbnailOf(book.format),
    audio_files: [],
    ...flags,
    ...files[book.format],
  };
}

interface PayAnswer {
  statusCode: number | string;
  amountToPay?: number;
  cartTotal?: number;
  couponDeduction?: number;
}

describeOnEachDatabase(
  'the money invariant: promised = charged = invoiced = ledger',
  {
    routes: [
      ...QUOTING_ROUTES,
      'cart',
      'transactions',
      'payments',
      'submissions',
      'uploads',
      'files',
      'pricing',
      'staff',
    ],
  },
  (server, database) => {
    const request = <T>(author: SignedUp, method: string, path: string, body?: unknown) =>
      server.request<T>(method, path, { token: author.accessToken, body });
    const balanceOf = async (author: SignedUp) =>
      Number(
        (await request<{ balance_cents: number }>(author, 'GET', '/user/viewuserinfo')).body
          .balance_cents,
      );
    const adjust = (author: SignedUp, amountCents: number) =>
      database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents, kind: 'adjustment' });

    /** Another book of the author's with ISBN creation in the cart, then cancelled. */
    async function cancelledBook(author: SignedUp) {
      const ids = await quoteBook(server, author.accessToken, 'The Cancelled One');
      const added = await request(author, 'POST', '/user/addtocart', {
        book_id: ids.localBookId,
        international_book_id: ids.internationalBookId,
        service: 'isbnCreation',
      });
      expect(added.status).toBe(201);
      const cancelled = await request(
        author,
        'DELETE',
        `/user/archivebook/${ids.localBookId}/${ids.internationalBookId}`,
      );
      expect(cancelled.status).toBe(200);
      return ids;
    }

    /** Tops the balance up by `amount` cents through the sandbox, then settles the cart. */
    async function topUpAndSettle(author: SignedUp, amount: number, couponId: number | null) {
      const reference = `PF-${Date.now()}-${randomBytes(3).toString('hex')}`;
      const started = await request(author, 'POST', '/user/createtransaction', {
        transaction_ref: reference,
        amount: amount / 100,
        user_id: author.id,
        payment_method: 'eft',
        coupon_id: couponId,
      });
      expect(started.status).toBe(201);
      const before = await balanceOf(author);
      const paid = await server.request('POST', '/payments/sandbox/complete', {
        rawBody: new URLSearchParams([
          ['m_payment_id', reference],
          ['outcome', 'pay'],
        ]).toString(),
        headers: FORM,
      });
      expect(paid.status).toBe(200);
      await vi.waitFor(async () => expect(await balanceOf(author)).toBe(before + amount), WAIT);
      return request<PayAnswer>(author, 'POST', '/user/posttransaction', {
        transaction_ref: reference,
      });
    }

    /**
     * Tops the balance up by `amount` cents through the PayPal stand-in, checks the dollars
     * asked and captured are the rand at the top-up's rate, then settles the cart. Answers the
     * settlement and the dollars captured (cents).
     */
    async function paypalTopUpAndSettle(author: SignedUp, amount: number, couponId: number | null) {
      const before = await balanceOf(author);
      const { reference, usdCents } = await topUpThroughPaypal(server, author, amount, couponId);
      expect(await balanceOf(author)).toBe(before + amount);
      const [topUp] = await database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.reference, reference));
      const rate = topUp?.rateMicros ?? 0;
      expect(rate).toBe(server.app.config.paypal?.rate);
      expect(topUp).toMatchObject({ amountCents: amount, chargedUsdCents: usdCents });
      expect(usdCents).toBe(convertCents(amount, rate));
      const order = await server.app.paypal?.readOrder(topUp?.paypalOrderId ?? '');
      expect(order?.capture).toMatchObject({ currency: 'USD', cents: usdCents });
      const settled = await request<PayAnswer>(author, 'POST', '/user/posttransaction', {
        transaction_ref: reference,
      });
      return { settled, usdCents };
    }

    /** The invoice PDF of the author's latest cart payment, as text. */
    async function invoiceText(author: SignedUp) {
      await jobsSettled(server);
      const ledger = await request<{
        results: Array<{ type: string; invoice_url: string | null }>;
      }>(author, 'GET', '/user/gettransactions?skip=0&take=10');
      const link = ledger.body.results.find((entry) => entry.type === 'cart_payment')?.invoice_url;
      expect(link).toBeTruthy();
      const download = await fetch(`${server.url}/api${link}`);
      expect(download.status).toBe(200);
      return (await pdfPageTexts(new Uint8Array(await download.arrayBuffer()))).join(' ');
    }

    /** The amounts the invoice states after `label` (`R 1 234.56`), in cents, in order. */
    function amountsAfter(text: string, label: string): number[] {
      const escaped = label.replace(/[().]/g, '\\$&');
      const pattern = new RegExp(`${escaped}\\s+R\\s*([\\d\\s]*\\d\\.\\d{2})`, 'g');
      return [...text.matchAll(pattern)].map((found) => cents((found[1] ?? '').replace(/\s/g, '')));
    }

    /** An amount of the invoice's totals, and the same amount of each of its lines. */
    function invoiced(text: string, label: string) {
      const at = text.lastIndexOf('Totals');
      expect(at, 'the invoice has totals').toBeGreaterThan(0);
      const [total] = amountsAfter(text.slice(at), label);
      expect(total, `the invoice's total "${label}"`).toBeDefined();
      return { total: total ?? Number.NaN, lines: amountsAfter(text.slice(0, at), label) };
    }

    it.each(CASES)(
      '$format ($region), service variant $variant, coupon $coupon, paid by $payment',
      async (book) => {
        const author = await signUp(server, { verified: true });
        const cancelled = await cancelledBook(author);

        // Promised: the quote's due amount, and each service ticked at its listed price + VAT.
        const quote = await request<{
          localBookId: number;
          internationalBookId: number;
          dueAtCheckout: string;
        }>(author, 'POST', '/user/getquote', quoteOf(book));
        expect(quote.status).toBe(201);
        const prices = await request<{ prices: { services: Record<string, number> } }>(
          author,
          'GET',
          '/user/pricinglist',
        );
        const { ticked } = servicesOf(book);
        const promised =
          cents(quote.body.dueAtCheckout) +
          ticked.reduce((sum, service) => {
            const price = prices.body.prices.services[service] ?? Number.NaN;
            return sum + price + vatOn(price);
          }, 0);

        // What signing leaves (the contract is not what this test is about), then the details.
        await database.db
          .update(books)
          .set({ bookStage: 'signedcontract', status: 'pending' })
          .where(inArray(books.id, [quote.body.localBookId, quote.body.internationalBookId]));
        const submitted = await request(
          author,
          'POST',
          '/user/uploadbook',
          submissionOf(book, quote.body),
        );
        expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

        // Charged: the cart's total is what was promised.
        const cart = await request<{ cart: unknown[]; totalIncludingVat: number }>(
          author,
          'GET',
          '/user/getcart',
        );
        const cartTotal = cents(cart.body.totalIncludingVat);
        expect(cartTotal).toBe(promised);

        const coupon =
          book.coupon === 'none'
            ? null
            : await createCoupon(database.db, {
                code: `INV${randomBytes(4).toString('hex').toUpperCase()}`,
                kind: book.coupon,
                amount:
                  book.coupon === 'value' ? VALUE_COUPON_CENTS : PERCENTAGE_COUPON_BASIS_POINTS,
                maxUses: null,
              });
        const deduction =
          book.coupon === 'value'
            ? Math.min(VALUE_COUPON_CENTS, cartTotal)
            : book.coupon === 'percentage'
              ? Math.round((cartTotal * PERCENTAGE_COUPON_BASIS_POINTS) / 10_000)
              : 0;
        const due = cartTotal - deduction;

        // Paying: the balance covers it all, or nothing (a top-up pays all), or part of it.
        if (book.payment === 'balance') await adjust(author, due);
        if (book.payment === 'top-up' || book.payment === 'paypal') {
          await adjust(author, -WELCOME_CENTS);
        }
        const balanceBefore = await balanceOf(author);
        const first = await request<PayAnswer>(author, 'POST', '/user/paycart', {
          book_ids: [quote.body.localBookId].filter((id) => id > 0),
          international_book_ids: [quote.body.internationalBookId].filter((id) => id > 0),
          total: due / 100,
          user_id: author.id,
          reference: `BAL-${Date.now()}${randomBytes(2).readUInt16BE()}`,
          coupon_id: coupon?.id ?? null,
        });
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        let topUp = 0;
        let capturedUsd = 0;
        let settled = first.body;
        if (book.payment === 'balance') {
          expect(first.body.statusCode).toBe(0);
        } else {
          expect(first.body.statusCode).toBe(7);
          topUp = cents(first.body.amountToPay ?? 0);
          expect(topUp).toBe(book.payment === 'mixed' ? due - WELCOME_CENTS : due);
          const paypal =
            book.payment === 'paypal'
              ? await paypalTopUpAndSettle(author, topUp, coupon?.id ?? null)
              : null;
          const answer =
            paypal?.settled ?? (await topUpAndSettle(author, topUp, coupon?.id ?? null));
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          settled = answer.body;
          capturedUsd = paypal?.usdCents ?? 0;
        }
        expect(settled.statusCode).toBe(0);
        expect(cents(settled.couponDeduction ?? 0)).toBe(deduction);

        // Debited: what the payment took is the cart's total after the coupon.
        expect(cents(settled.cartTotal ?? 0)).toBe(due);
        // The ledger moved by exactly that (and by the top-up, where there was one).
        const purchases = await database.db
          .select({ amountCents: balanceEntries.amountCents })
          .from(balanceEntries)
          .where(eq(balanceEntries.userId, author.id));
        expect(purchases.filter((entry) => entry.amountCents < 0).at(-1)?.amountCents).toBe(
          due > 0 ? -due : undefined,
        );
        expect(await balanceOf(author)).toBe(balanceBefore + topUp - due);
        const ledger = await request<{
          results: Array<{ type: string; amount_before_fees: number }>;
        }>(author, 'GET', '/user/gettransactions?skip=0&take=10');
        expect(
          cents(
            ledger.body.results.find((entry) => entry.type === 'cart_payment')
              ?.amount_before_fees ?? 0,
          ),
        ).toBe(-due);

        // Invoiced: the invoice's total is what was paid, its VAT 15/115 of it.
        const text = await invoiceText(author);
        const paid = invoiced(text, 'Paid (incl. VAT)');
        const vat = invoiced(text, 'VAT (15%)');
        expect(paid.total).toBe(due);
        expect(vat.total).toBe(vatInside(due));
        // Line by line: one paid amount and one VAT per cart item, adding up to the totals.
        expect(paid.lines).toHaveLength(cart.body.cart.length);
        expect(paid.lines.reduce((sum, line) => sum + line, 0)).toBe(due);
        expect(vat.lines.reduce((sum, line) => sum + line, 0)).toBe(vat.total);

        // Refunded: staff give the whole payment back, VAT and all: to the balance, or to PayPal
        // when PayPal took it, in the dollars it captured.
        if (due > 0) {
          const staff = await signInStaff(server);
          const payments = await server.request<{ payments: Array<{ id: number }> }>(
            'GET',
            `/staff/cart-payments?user_id=${author.id}`,
            { token: staff.token },
          );
          const [payment] = payments.body.payments;
          const balanceBeforeRefund = await balanceOf(author);
          const destination = book.payment === 'paypal' ? 'paypal' : 'balance';
          const refund = await server.request<{
            refund: {
              amount: number;
              vat: number;
              usd_amount: number | null;
              credit_note_number: string;
            };
          }>('POST', `/staff/cart-payments/${payment?.id}/refunds`, {
            token: staff.token,
            body: { destination, reason: 'The invariant test' },
          });
          expect(refund.status, JSON.stringify(refund.body)).toBe(201);
          expect(cents(refund.body.refund.amount)).toBe(due);
          expect(cents(refund.body.refund.vat)).toBe(vat.total);
          if (destination === 'paypal') {
            expect(cents(refund.body.refund.usd_amount ?? 0)).toBe(capturedUsd);
            // The ledger reverses in rand: the refund credited, the same rand out to PayPal.
            const reversed = await database.db
              .select({ amountCents: balanceEntries.amountCents })
              .from(balanceEntries)
              .where(eq(balanceEntries.reference, refund.body.refund.credit_note_number));
            expect(reversed.map((entry) => entry.amountCents).sort((a, b) => a - b)).toEqual([
              -due,
              due,
            ]);
            expect(await balanceOf(author)).toBe(balanceBeforeRefund);
          } else {
            expect(await balanceOf(author)).toBe(balanceBeforeRefund + due);
          }
        }

        // The cancelled book's item was not charged, and the book is not paid.
        const [cancelledRecord] = await database.db
          .select({ isPaid: books.isPaid })
          .from(books)
          .where(eq(books.id, cancelled.localBookId));
        expect(cancelledRecord?.isPaid).toBe(false);
        expect(
          (await request<{ cart: unknown[] }>(author, 'GET', '/user/getcart')).body.cart,
        ).toEqual([]);
      },
    );
  },
);
