import { centsToAmount, convertedRefund, formatMoney, refundFigures } from '@pod-portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  balanceEntries,
  books,
  cartPayments,
  cartRefunds,
  paymentTransactions,
  type RefundedLine,
  users,
} from '../../db/schema/index.ts';
import { ApiError, invalidField, notFound } from '../../http/api-error.ts';
import type { SendJob } from '../../jobs/job-queue.ts';
import { recordStaffAction } from '../audit/index.ts';
import { balanceCents } from '../ledger/index.ts';
import { invoiceNumber } from './invoices/invoice-document.ts';
import { type InvoiceLine, invoiceLines } from './invoices/invoice-lines.ts';
import type { PaymentGateway } from './payfast-gateway.ts';
import type { PaypalGateway, PaypalRefundOutcome } from './paypal/paypal-gateway.ts';

export interface RefundRequest {
  staffId: number;
  cartPaymentId: number;
  /** The lines to refund, each wholly or by an amount in cents; absent: all that is left. */
  lines?: ReadonlyArray<{ line: number; amountCents?: number }>;
  /** The author's balance, the card PayFast took the payment from, or PayPal's capture of it. */
  destination: 'balance' | 'card' | 'paypal';
  reason: string;
}

const money = (cents: number) => formatMoney(cents, 'ZAR');

/** The credit note number of a refund: `CN-` and its id, six digits at least. */
export const creditNoteNumber = (refundId: number) => `CN-${String(refundId).padStart(6, '0')}`;

type CartPayment = typeof cartPayments.$inferSelect;
type CartRefund = typeof cartRefunds.$inferSelect;
/** What PayFast or PayPal answered when it paid a refund back. */
type ProviderYes = Pick<CartRefund, 'pfRefundId' | 'paypalRefundId' | 'paypalRefundStatus'>;

/** How much of each line of a payment these refunds (done or pending) gave back. */
function refundedPerLine(refunds: readonly CartRefund[]): Map<number, number> {
  const refunded = new Map<number, number>();
  for (const line of refunds.flatMap((refund) => refund.lines)) {
    refunded.set(line.line, (refunded.get(line.line) ?? 0) + line.amount);
  }
  return refunded;
}

/** How the top-up that paid a cart was taken: PayFast's card (or EFT) payment, or PayPal's capture. */
export type TakenPayment =
  | { method: 'card'; amountCents: number; pfPaymentId: string }
  | {
      method: 'paypal';
      amountCents: number;
      captureId: string;
      chargedUsdCents: number;
      rateMicros: number;
    };

/** The payment that took the top-up that settled this cart, if a top-up did. */
export async function takenPaymentOf(
  db: Db,
  payment: { userId: number; reference: string },
): Promise<TakenPayment | null> {
  const [topUp] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, payment.userId),
        eq(paymentTransactions.reference, payment.reference),
        eq(paymentTransactions.status, 'complete'),
      ),
    );
  if (topUp?.pfPaymentId) {
    return { method: 'card', amountCents: topUp.amountCents, pfPaymentId: topUp.pfPaymentId };
  }
  if (topUp?.paypalCaptureId && topUp.chargedUsdCents && topUp.rateMicros) {
    return {
      method: 'paypal',
      amountCents: topUp.amountCents,
      captureId: topUp.paypalCaptureId,
      chargedUsdCents: topUp.chargedUsdCents,
      rateMicros: topUp.rateMicros,
    };
  }
  return null;
}

/** What these refunds paid back to where a payment was taken: rand, US cents and how many. */
function refundedTo(refunds: readonly CartRefund[], destination: 'card' | 'paypal') {
  const to = refunds.filter((refund) => refund.destination === destination);
  return {
    cents: to.reduce((sum, refund) => sum + refund.amountCents, 0),
    usdCents: to.reduce((sum, refund) => sum + (refund.usdCents ?? 0), 0),
  };
}

const METHOD_NAMES = { card: 'the card', paypal: 'PayPal' } as const;

/** Why a payment cannot go back to `destination`: what took it, and where it can go instead. */
function notTakenBy(destination: 'card' | 'paypal', taken: TakenPayment | null): ApiError {
  const by = destination === 'card' ? 'by card' : 'by PayPal';
  const instead = taken ? `${METHOD_NAMES[taken.method]} or to the balance` : 'the balance';
  return new ApiError(409, `This payment was not taken ${by}: refund it to ${instead}`);
}

/** A 409 for more than can go back to where the payment was taken. */
const moreThanTaken = (destination: 'card' | 'paypal', left: number) =>
  new ApiError(
    409,
    `Only ${money(left)} of this payment can go back to ${METHOD_NAMES[destination]}: refund the rest to the balance`,
  );

/**
 * What refunding `amountCents` rand to the PayPal capture that took the payment gives back, in
 * the dollars decision 057 derives from them (domain `convertedRefund`), and the request id it
 * is asked with; a 409 when it cannot be.
 */
function paypalDollars(
  taken: Extract<TakenPayment, { method: 'paypal' }>,
  refunded: { cents: number; usdCents: number },
  amountCents: number,
) {
  const dollars = convertedRefund(
    {
      paidCents: taken.amountCents,
      chargedCents: taken.chargedUsdCents,
      rate: taken.rateMicros,
      refundedCents: refunded.cents,
      refundedChargedCents: refunded.usdCents,
    },
    amountCents,
  );
  if (!dollars.ok) {
    if (dollars.reason === 'moreThanPaid') throw moreThanTaken('paypal', dollars.refundable);
    throw new ApiError(
      409,
      `${money(amountCents)} comes to less than one US cent at this payment's rate: refund it to the balance`,
    );
  }
  return {
    usdCents: dollars.chargedCents,
    // A repeated attempt of this refund (after no answer) is one refund to PayPal.
    paypalRequestId: `${taken.captureId}-${refunded.cents}-${amountCents}`,
  };
}

/** Asks PayPal to pay a reserved refund back to its capture: its yes, or a 502 (nothing paid). */
async function askPaypal(
  paypal: PaypalGateway,
  captureId: string,
  refund: CartRefund,
): Promise<ProviderYes> {
  if (refund.usdCents === null || refund.paypalRequestId === null) {
    throw new Error(`PayPal refund ${refund.id} was reserved without its dollars`);
  }
  const invoice = invoiceNumber(refund.cartPaymentId);
  let outcome: PaypalRefundOutcome;
  try {
    outcome = await paypal.refundCapture({
      captureId,
      usdCents: refund.usdCents,
      invoiceId: `${invoice}-${creditNoteNumber(refund.id)}`,
      noteToPayer: `Refund of ${invoice}: ${refund.reason}`.slice(0, 255),
      requestId: refund.paypalRequestId,
    });
  } catch {
    throw new ApiError(
      502,
      'PayPal did not answer: nothing was refunded. Try again; PayPal pays a repeated refund once',
    );
  }
  if (!outcome.ok) {
    throw new ApiError(502, `PayPal refused the refund: ${outcome.reason}. Nothing was refunded`);
  }
  return { pfRefundId: null, paypalRefundId: outcome.refundId, paypalRefundStatus: outcome.status };
}

/** Asks PayFast to pay a reserved refund back to the card: its yes, or a 502 (nothing paid). */
async function askPayfast(
  payments: PaymentGateway,
  pfPaymentId: string,
  refund: CartRefund,
): Promise<ProviderYes> {
  const outcome = await payments.refundToCard({
    pfPaymentId,
    amountCents: refund.amountCents,
    reason: refund.reason,
  });
  if (!outcome.ok) throw new ApiError(502, `PayFast refused the refund: ${outcome.reason}`);
  return { pfRefundId: outcome.refundId, paypalRefundId: null, paypalRefundStatus: null };
}

function refundedLines(
  lines: readonly InvoiceLine[],
  refunded: ReadonlyMap<number, number>,
  wanted: RefundRequest['lines'],
): RefundedLine[] {
  const chosen: NonNullable<RefundRequest['lines']> =
    wanted ??
    lines.flatMap((line, index) =>
      line.paid - (refunded.get(index) ?? 0) > 0 ? [{ line: index }] : [],
    );
  if (chosen.length === 0) throw new ApiError(409, 'This payment has been refunded in full');
  const seen = new Set<number>();
  return chosen.map(({ line: index, amountCents }) => {
    const line = lines[index];
    if (!line) throw invalidField('lines', `The payment has no line ${index + 1}`);
    if (seen.has(index)) throw invalidField('lines', `Line ${index + 1} is named twice`);
    seen.add(index);
    const before = refunded.get(index) ?? 0;
    const amount = amountCents ?? line.paid - before;
    const figures = refundFigures(line, before, amount);
    if (!figures.ok) {
      if (figures.refundable === 0) {
        throw new ApiError(409, `${line.name} has been refunded in full already`);
      }
      if (figures.reason === 'notPositive') {
        throw invalidField('lines', `Enter an amount to refund for ${line.name}`);
      }
      throw new ApiError(
        409,
        `${money(amount)} is more than is left to refund of ${line.name}: at most ${money(figures.refundable)}`,
      );
    }
    return {
      line: index,
      service: line.service,
      name: line.name,
      bookTitle: line.bookTitle,
      amount: figures.amount,
      vat: figures.vat,
      excludingVat: figures.excludingVat,
    };
  });
}

/**
 * Books whose every paid line (in any of the author's payments) has been refunded in full,
 * and that staff have not approved yet: the service was not delivered, so the book is unpaid
 * again (proofing goes back to pending).
 */
async function unpayUndelivered(db: Db, userId: number, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return;
  const [payments, refunds] = await Promise.all([
    db.select().from(cartPayments).where(eq(cartPayments.userId, userId)),
    db
      .select({ cartPaymentId: cartRefunds.cartPaymentId, lines: cartRefunds.lines })
      .from(cartRefunds)
      .where(and(eq(cartRefunds.userId, userId), eq(cartRefunds.state, 'done'))),
  ]);
  const refunded = new Map<string, number>();
  for (const refund of refunds) {
    for (const line of refund.lines) {
      const key = `${refund.cartPaymentId}:${line.line}`;
      refunded.set(key, (refunded.get(key) ?? 0) + line.amount);
    }
  }
  const unpaid = quoteIds.filter((quoteId) =>
    payments.every((payment) =>
      invoiceLines(payment).every(
        (line, index) =>
          line.quoteId !== quoteId || (refunded.get(`${payment.id}:${index}`) ?? 0) >= line.paid,
      ),
    ),
  );
  if (unpaid.length === 0) return;
  await db
    .update(books)
    .set({
      isPaid: false,
      status: sql`case when ${books.status} = 'proofing' then 'pending' else ${books.status} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(books.userId, userId),
        inArray(books.quoteId, unpaid),
        inArray(books.status, ['pending', 'proofing']),
      ),
    );
}

/** A cart payment, its author's row and its own locked: refunds of one author take turns. */
async function lockedPayment(tx: Db, cartPaymentId: number): Promise<CartPayment> {
  const [found] = await tx
    .select({ userId: cartPayments.userId })
    .from(cartPayments)
    .where(eq(cartPayments.id, cartPaymentId));
  if (!found) throw notFound('No payment has this id');
  await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update');
  const [payment] = await tx
    .select()
    .from(cartPayments)
    .where(eq(cartPayments.id, cartPaymentId))
    .for('update');
  if (!payment) throw notFound('No payment has this id');
  return payment;
}

/** A payment, locked, its invoice lines, and its refunds: done, and pending an answer. */
async function paymentToRefund(tx: Db, cartPaymentId: number) {
  const payment = await lockedPayment(tx, cartPaymentId);
  const refunds = await tx
    .select()
    .from(cartRefunds)
    .where(eq(cartRefunds.cartPaymentId, payment.id));
  return { payment, lines: invoiceLines(payment), refunds };
}

const sum = (lines: readonly RefundedLine[], of: 'amount' | 'vat') =>
  lines.reduce((total, line) => total + line[of], 0);

/** Writes a refund of `chosen`: done, or pending its provider's answer with `values`. */
async function insertRefund(
  tx: Db,
  payment: CartPayment,
  request: RefundRequest,
  chosen: RefundedLine[],
  values: Pick<typeof cartRefunds.$inferInsert, 'state' | 'usdCents' | 'paypalRequestId'>,
): Promise<CartRefund> {
  const [refund] = await tx
    .insert(cartRefunds)
    .values({
      cartPaymentId: payment.id,
      userId: payment.userId,
      staffId: request.staffId,
      destination: request.destination,
      reason: request.reason,
      lines: chosen,
      amountCents: sum(chosen, 'amount'),
      vatCents: sum(chosen, 'vat'),
      ...values,
    })
    .returning();
  if (!refund) throw new Error('The refund was not stored');
  return refund;
}

/**
 * The PayPal refund of these same lines and amounts left pending (its answer lost, or still
 * awaited): asked again with its request id, PayPal pays it once (decision 062).
 */
function pendingTwin(
  lines: readonly InvoiceLine[],
  refunds: readonly CartRefund[],
  wanted: RefundRequest['lines'],
): CartRefund | undefined {
  return refunds.find((pending) => {
    if (pending.state !== 'pending' || pending.destination !== 'paypal') return false;
    const others = refunds.filter((refund) => refund !== pending);
    try {
      const chosen = refundedLines(lines, refundedPerLine(others), wanted);
      return (
        chosen.length === pending.lines.length &&
        chosen.every(
          (line, index) =>
            line.line === pending.lines[index]?.line &&
            line.amount === pending.lines[index]?.amount,
        )
      );
    } catch {
      // Not a refund these lines allow: not this one asked again.
      return false;
    }
  });
}

type RefundApp = Pick<FastifyInstance, 'db' | 'jobs' | 'payments' | 'paypal'>;

/** A refund written pending its provider's answer, and how to ask the provider for it. */
interface Reservation {
  payment: CartPayment;
  lines: InvoiceLine[];
  refund: CartRefund;
  ask(): Promise<ProviderYes>;
}

/**
 * Transaction 1 of a card or PayPal refund: checks it against what the payment's refunds,
 * done and pending, gave back already, and writes it pending, so that a refund asked meanwhile
 * counts it. A PayPal refund asked again while it is pending is that refund (`pendingTwin`).
 */
async function reserveRefund(
  app: RefundApp,
  tx: Db,
  request: RefundRequest,
  destination: 'card' | 'paypal',
): Promise<Reservation> {
  const { payment, lines, refunds } = await paymentToRefund(tx, request.cartPaymentId);
  const taken = await takenPaymentOf(tx, payment);
  if (taken?.method !== destination) throw notTakenBy(destination, taken);
  if (taken.method === 'card') {
    const chosen = refundedLines(lines, refundedPerLine(refunds), request.lines);
    const left = taken.amountCents - refundedTo(refunds, 'card').cents;
    if (sum(chosen, 'amount') > left) throw moreThanTaken('card', left);
    const refund = await insertRefund(tx, payment, request, chosen, { state: 'pending' });
    return {
      payment,
      lines,
      refund,
      ask: () => askPayfast(app.payments, taken.pfPaymentId, refund),
    };
  }
  const twin = pendingTwin(lines, refunds, request.lines);
  const chosen = twin?.lines ?? refundedLines(lines, refundedPerLine(refunds), request.lines);
  const refund =
    twin ??
    (await insertRefund(tx, payment, request, chosen, {
      state: 'pending',
      ...paypalDollars(taken, refundedTo(refunds, 'paypal'), sum(chosen, 'amount')),
    }));
  const { paypal } = app;
  if (!paypal) {
    throw new ApiError(409, 'PayPal is not set up on this server: refund it to the balance');
  }
  return { payment, lines, refund, ask: () => askPaypal(paypal, taken.captureId, refund) };
}

/**
 * What a refund done writes besides itself: the ledger's `refund` credit (and for a card a
 * `card-refund`, for PayPal a `paypal-refund` debit of the same rand), books no longer paid
 * for, the staff member's action and the credit note job.
 */
async function recordRefund(
  tx: Db,
  send: SendJob,
  request: RefundRequest,
  { payment, lines, refund }: Pick<Reservation, 'payment' | 'lines' | 'refund'>,
) {
  const number = creditNoteNumber(refund.id);
  const { amountCents, destination } = refund;
  await tx.insert(balanceEntries).values([
    { userId: payment.userId, amountCents, kind: 'refund', reference: number },
    ...(destination === 'balance'
      ? []
      : [
          {
            userId: payment.userId,
            amountCents: -amountCents,
            kind: destination === 'card' ? ('card-refund' as const) : ('paypal-refund' as const),
            reference: number,
          },
        ]),
  ]);
  const quoteIds = [...new Set(refund.lines.flatMap((line) => lines[line.line]?.quoteId ?? []))];
  await unpayUndelivered(tx, payment.userId, quoteIds);
  await recordStaffAction(tx, {
    staffId: request.staffId,
    action: 'payment.refund',
    userId: payment.userId,
    details: {
      refundId: refund.id,
      cartPaymentId: payment.id,
      destination,
      amount: centsToAmount(amountCents),
      ...(refund.usdCents !== null && { usdAmount: centsToAmount(refund.usdCents) }),
      lines: refund.lines.map((line) => ({
        line: line.line + 1,
        amount: centsToAmount(line.amount),
      })),
      reason: request.reason,
    },
  });
  await send('credit-note', { refundId: refund.id });
  return refundDone(tx, refund);
}

const refundDone = async (tx: Db, refund: CartRefund) => ({
  refund,
  number: creditNoteNumber(refund.id),
  balanceCents: await balanceCents(tx, refund.userId),
});

/**
 * Transaction 2: the provider said yes, so the reservation is done and recorded; when a
 * concurrent attempt of the same PayPal refund was first, its record stands.
 */
function confirmRefund(
  app: RefundApp,
  request: RefundRequest,
  reservation: Reservation,
  yes: ProviderYes,
) {
  return app.jobs.transaction(async (tx, send) => {
    await lockedPayment(tx, reservation.payment.id);
    const [done] = await tx
      .update(cartRefunds)
      .set({ state: 'done', ...yes })
      .where(and(eq(cartRefunds.id, reservation.refund.id), eq(cartRefunds.state, 'pending')))
      .returning();
    if (done) return recordRefund(tx, send, request, { ...reservation, refund: done });
    const [first] = await tx
      .select()
      .from(cartRefunds)
      .where(eq(cartRefunds.id, reservation.refund.id));
    if (!first) {
      // A concurrent attempt heard nothing and gave it up (decision 062): say what was paid.
      throw new Error(
        `Refund ${reservation.refund.id} was paid (${JSON.stringify(yes)}) but is no longer stored`,
      );
    }
    return refundDone(tx, first);
  });
}

/**
 * Refunds a cart payment, wholly or some of its lines, to the author's balance, to the card
 * PayFast took it from or to the PayPal capture that took it, never giving back more than was
 * paid for a line, nor more than the card or PayPal took: the author's row and the payment's
 * are locked while its refunds are read. To the balance it is one transaction. To a card or
 * PayPal (decision 062) the refund is first reserved (written pending, so it counts), then
 * PayFast or PayPal is asked with no transaction open, and its yes is recorded in a second
 * transaction; its no, or no answer, deletes the reservation. The credit note is a job; the
 * action is recorded as the staff member's.
 */
export async function refundCartPayment(app: RefundApp, request: RefundRequest) {
  const { destination } = request;
  if (destination === 'balance') {
    return app.jobs.transaction(async (tx, send) => {
      const { payment, lines, refunds } = await paymentToRefund(tx, request.cartPaymentId);
      const chosen = refundedLines(lines, refundedPerLine(refunds), request.lines);
      const refund = await insertRefund(tx, payment, request, chosen, { state: 'done' });
      return recordRefund(tx, send, request, { payment, lines, refund });
    });
  }
  const reservation = await app.jobs.transaction((tx) =>
    reserveRefund(app, tx, request, destination),
  );
  let yes: ProviderYes;
  try {
    yes = await reservation.ask();
  } catch (error) {
    await app.db
      .delete(cartRefunds)
      .where(and(eq(cartRefunds.id, reservation.refund.id), eq(cartRefunds.state, 'pending')));
    throw error;
  }
  return confirmRefund(app, request, reservation, yes);
}
