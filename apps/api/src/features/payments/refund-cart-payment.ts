import { centsToAmount, formatMoney, refundFigures } from '@pod-portal/domain';
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
import { type InvoiceLine, invoiceLines } from './invoices/invoice-lines.ts';

export interface RefundRequest {
  staffId: number;
  cartPaymentId: number;
  /** The lines to refund, each wholly or by an amount in cents; absent: all that is left. */
  lines?: ReadonlyArray<{ line: number; amountCents?: number }>;
  destination: 'balance' | 'card';
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

/** The PayFast payment that paid this cart (a top-up that settled it), if any. */
export async function cardPaymentOf(db: Db, payment: { userId: number; reference: string }) {
  const [topUp] = await db
    .select({
      pfPaymentId: paymentTransactions.pfPaymentId,
      amountCents: paymentTransactions.amountCents,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, payment.userId),
        eq(paymentTransactions.reference, payment.reference),
        eq(paymentTransactions.status, 'complete'),
      ),
    );
  return topUp?.pfPaymentId
    ? { pfPaymentId: topUp.pfPaymentId, amountCents: topUp.amountCents }
    : null;
}

/** What was already paid back to the card for a payment. */
async function refundedToCard(db: Db, cartPaymentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cartRefunds.amountCents}), 0)`.mapWith(Number) })
    .from(cartRefunds)
    .where(and(eq(cartRefunds.cartPaymentId, cartPaymentId), eq(cartRefunds.destination, 'card')));
  return row?.total ?? 0;
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
 * Refunds a cart payment, wholly or some of its lines, to the author's balance or to the card
 * PayFast took it from, in one database transaction: the author's row and the payment's are
 * locked first, so two refunds of one payment take turns and never give back more than was
 * paid for a line. A card refund asks PayFast first (nothing is written when it refuses); the
 * ledger gets a `refund` credit, and for a card a `card-refund` debit of the same amount. The
 * credit note is a job; the action is recorded as the staff member's.
 */
export function refundCartPayment(
  app: Pick<FastifyInstance, 'jobs' | 'payments'>,
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
    if (request.destination === 'card') {
      const card = await cardPaymentOf(tx, payment);
      if (!card) {
        throw new ApiError(409, 'This payment was not taken by card: refund it to the balance');
      }
      const left = card.amountCents - (await refundedToCard(tx, payment.id));
      if (amountCents > left) {
        throw new ApiError(
          409,
          `Only ${money(left)} of this payment can go back to the card: refund the rest to the balance`,
        );
      }
      const outcome = await app.payments.refundToCard({
        pfPaymentId: card.pfPaymentId,
        amountCents,
        reason: request.reason,
      });
      if (!outcome.ok) throw new ApiError(502, `PayFast refused the refund: ${outcome.reason}`);
      pfRefundId = outcome.refundId;
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
      })
      .returning();
    if (!refund) throw new Error('The refund was not stored');
    const number = creditNoteNumber(refund.id);
    await tx.insert(balanceEntries).values([
      { userId: payment.userId, amountCents, kind: 'refund', reference: number },
      ...(request.destination === 'card'
        ? [
            {
              userId: payment.userId,
              amountCents: -amountCents,
              kind: 'card-refund' as const,
              reference: number,
            },
          ]
        : []),
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
        lines: chosen.map((line) => ({ line: line.line + 1, amount: centsToAmount(line.amount) })),
        reason: request.reason,
      },
    });
    await send('credit-note', { refundId: refund.id });
    return { refund, number, balanceCents: await balanceCents(tx, payment.userId) };
  });
}
