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
import { recordStaffAction } from '../audit/index.ts';
import { balanceCents } from '../ledger/index.ts';
import { invoiceNumber } from './invoices/invoice-document.ts';
import { type InvoiceLine, invoiceLines } from './invoices/invoice-lines.ts';
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

/** How much of each line of a payment its refunds gave back so far. */
async function refundedPerLine(db: Db, cartPaymentId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lines: cartRefunds.lines })
    .from(cartRefunds)
    .where(eq(cartRefunds.cartPaymentId, cartPaymentId));
  const refunded = new Map<number, number>();
  for (const line of rows.flatMap((row) => row.lines)) {
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

/** What was already paid back to where a payment was taken: rand, US cents and how many times. */
async function refundedTo(db: Db, cartPaymentId: number, destination: 'card' | 'paypal') {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${cartRefunds.amountCents}), 0)`.mapWith(Number),
      usdCents: sql<number>`coalesce(sum(${cartRefunds.usdCents}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(cartRefunds)
    .where(
      and(eq(cartRefunds.cartPaymentId, cartPaymentId), eq(cartRefunds.destination, destination)),
    );
  return row ?? { cents: 0, usdCents: 0, count: 0 };
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
 * Pays `amountCents` rand back to the PayPal capture that took the payment, in the dollars
 * decision 057 derives from them (domain `convertedRefund`): answers PayPal's refund, or a 409
 * or 502 when it cannot be or PayPal refuses it, when nothing was refunded.
 */
async function refundToPaypal(
  paypal: PaypalGateway | null,
  taken: Extract<TakenPayment, { method: 'paypal' }>,
  refunded: { cents: number; usdCents: number; count: number },
  refund: { cartPaymentId: number; amountCents: number; reason: string },
) {
  const dollars = convertedRefund(
    {
      paidCents: taken.amountCents,
      chargedCents: taken.chargedUsdCents,
      rate: taken.rateMicros,
      refundedCents: refunded.cents,
      refundedChargedCents: refunded.usdCents,
    },
    refund.amountCents,
  );
  if (!dollars.ok) {
    if (dollars.reason === 'moreThanPaid') throw moreThanTaken('paypal', dollars.refundable);
    throw new ApiError(
      409,
      `${money(refund.amountCents)} comes to less than one US cent at this payment's rate: refund it to the balance`,
    );
  }
  if (!paypal) {
    throw new ApiError(409, 'PayPal is not set up on this server: refund it to the balance');
  }
  const invoice = invoiceNumber(refund.cartPaymentId);
  let outcome: PaypalRefundOutcome;
  try {
    outcome = await paypal.refundCapture({
      captureId: taken.captureId,
      usdCents: dollars.chargedCents,
      invoiceId: `${invoice}-R${refunded.count + 1}`,
      noteToPayer: `Refund of ${invoice}: ${refund.reason}`.slice(0, 255),
      // A repeated attempt of this refund (after no answer) is one refund to PayPal.
      requestId: `${taken.captureId}-${refunded.cents}-${refund.amountCents}`,
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
  return { ...outcome, usdCents: dollars.chargedCents };
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
      .where(eq(cartRefunds.userId, userId)),
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

/**
 * Refunds a cart payment, wholly or some of its lines, to the author's balance, to the card
 * PayFast took it from or to the PayPal capture that took it, in one database transaction: the
 * author's row and the payment's are locked first, so two refunds of one payment take turns and
 * never give back more than was paid for a line, nor more than the card or PayPal took. A card
 * or PayPal refund asks PayFast or PayPal first (nothing is written when it refuses); the ledger
 * gets a `refund` credit, and for a card a `card-refund` (for PayPal a `paypal-refund`) debit of
 * the same rand. The credit note is a job; the action is recorded as the staff member's.
 */
export function refundCartPayment(
  app: Pick<FastifyInstance, 'jobs' | 'payments' | 'paypal'>,
  request: RefundRequest,
) {
  return app.jobs.transaction(async (tx, send) => {
    const [found] = await tx
      .select({ userId: cartPayments.userId })
      .from(cartPayments)
      .where(eq(cartPayments.id, request.cartPaymentId));
    if (!found) throw notFound('No payment has this id');
    await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update');
    const [payment] = await tx
      .select()
      .from(cartPayments)
      .where(eq(cartPayments.id, request.cartPaymentId))
      .for('update');
    if (!payment) throw notFound('No payment has this id');
    const lines = invoiceLines(payment);
    const refunded = await refundedPerLine(tx, payment.id);
    const chosen = refundedLines(lines, refunded, request.lines);
    const amountCents = chosen.reduce((sum, line) => sum + line.amount, 0);
    const vatCents = chosen.reduce((sum, line) => sum + line.vat, 0);

    let pfRefundId: string | null = null;
    let paypalRefund: Awaited<ReturnType<typeof refundToPaypal>> | null = null;
    if (request.destination !== 'balance') {
      const taken = await takenPaymentOf(tx, payment);
      if (taken?.method !== request.destination) throw notTakenBy(request.destination, taken);
      const refunded = await refundedTo(tx, payment.id, taken.method);
      if (taken.method === 'paypal') {
        paypalRefund = await refundToPaypal(app.paypal, taken, refunded, {
          cartPaymentId: payment.id,
          amountCents,
          reason: request.reason,
        });
      } else {
        const left = taken.amountCents - refunded.cents;
        if (amountCents > left) throw moreThanTaken('card', left);
        const outcome = await app.payments.refundToCard({
          pfPaymentId: taken.pfPaymentId,
          amountCents,
          reason: request.reason,
        });
        if (!outcome.ok) throw new ApiError(502, `PayFast refused the refund: ${outcome.reason}`);
        pfRefundId = outcome.refundId;
      }
    }

    const [refund] = await tx
      .insert(cartRefunds)
      .values({
        cartPaymentId: payment.id,
        userId: payment.userId,
        staffId: request.staffId,
        destination: request.destination,
        reason: request.reason,
        lines: chosen,
        amountCents,
        vatCents,
        pfRefundId,
        paypalRefundId: paypalRefund?.refundId ?? null,
        paypalRefundStatus: paypalRefund?.status ?? null,
        usdCents: paypalRefund?.usdCents ?? null,
      })
      .returning();
    if (!refund) throw new Error('The refund was not stored');
    const number = creditNoteNumber(refund.id);
    await tx.insert(balanceEntries).values([
      { userId: payment.userId, amountCents, kind: 'refund', reference: number },
      ...(request.destination === 'balance'
        ? []
        : [
            {
              userId: payment.userId,
              amountCents: -amountCents,
              kind:
                request.destination === 'card'
                  ? ('card-refund' as const)
                  : ('paypal-refund' as const),
              reference: number,
            },
          ]),
    ]);
    const quoteIds = [...new Set(chosen.flatMap((line) => lines[line.line]?.quoteId ?? []))];
    await unpayUndelivered(tx, payment.userId, quoteIds);
    await recordStaffAction(tx, {
      staffId: request.staffId,
      action: 'payment.refund',
      userId: payment.userId,
      details: {
        refundId: refund.id,
        cartPaymentId: payment.id,
        destination: request.destination,
        amount: centsToAmount(amountCents),
        ...(paypalRefund && { usdAmount: centsToAmount(paypalRefund.usdCents) }),
        lines: chosen.map((line) => ({ line: line.line + 1, amount: centsToAmount(line.amount) })),
        reason: request.reason,
      },
    });
    await send('credit-note', { refundId: refund.id });
    return { refund, number, balanceCents: await balanceCents(tx, payment.userId) };
  });
}
