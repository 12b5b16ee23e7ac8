import {
  API_CODES,
  type CartCoupon,
  type CartItemDetails,
  type CartTotals,
  centsToAmount,
  computeCart,
  paidFigures,
  SUCCESS,
} from '@pod-portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  balanceEntries,
  books,
  cartItems,
  cartPayments,
  type coupons,
  type PaidCartLine,
  users,
} from '../../db/schema/index.ts';
import type { SendJob } from '../../jobs/job-queue.ts';
import { type CouponClaim, claimCoupon, useCoupon } from '../coupons/index.ts';
import { balanceCents } from '../ledger/index.ts';
import { type CartEntry, cartItemDetails, userCart } from './user-cart.ts';

export interface CartPaymentRequest {
  userId: number;
  /** `BAL-...` for a balance payment, the top-up's reference when settling one. */
  reference: string;
  /** A repeated request with the same key gets the first answer and pays nothing more. */
  idempotencyKey: string;
  /** The request the key comes with (`requestFingerprint`): another one with the key is refused. */
  fingerprint: string;
  couponId: number | null;
  /** The total the portal showed, in cents; absent when settling a top-up (the server's is taken). */
  shownTotal?: number;
  /** The books the portal showed the cart for (its items' records); absent when settling a top-up. */
  shownBooks?: { local: readonly number[]; international: readonly number[] };
}

/** The contract's `CartPaid` and `CartMoreToPay` answers. */
type PayAnswer = Record<string, unknown> & {
  statusCode: 0 | typeof API_CODES.moreToPay.code;
};

export type CartPaymentOutcome =
  | { kind: 'answered'; answer: PayAnswer }
  | { kind: 'empty' }
  | { kind: 'changed'; cartTotal: number }
  | { kind: 'keyReused' }
  | { kind: 'couponRejected'; reason: Extract<CouponClaim, { ok: false }>['reason'] };

const toCartCoupon = (coupon: typeof coupons.$inferSelect): CartCoupon =>
  coupon.kind === 'value'
    ? { type: 'value', amount: coupon.amount }
    : { type: 'percentage', basisPoints: coupon.amount };

/** Whether the cart's items are for exactly the books shown (each record at least once). */
function sameBooks(
  entries: readonly CartEntry[],
  shown: NonNullable<CartPaymentRequest['shownBooks']>,
) {
  const same = (held: (number | null)[], sent: readonly number[]) => {
    const cart = new Set(held.filter((id) => id !== null));
    const named = new Set(sent);
    return cart.size === named.size && [...cart].every((id) => named.has(id));
  };
  const rows = entries.map((entry) => entry.row);
  return (
    same(
      rows.map((row) => row.localBookId),
      shown.local,
    ) &&
    same(
      rows.map((row) => row.internationalBookId),
      shown.international,
    )
  );
}

function sums(totals: CartTotals, balanceAfter: number) {
  return {
    cartTotal: centsToAmount(totals.total),
    couponDeduction: centsToAmount(totals.couponDeduction),
    balance: centsToAmount(balanceAfter),
    balance_cents: balanceAfter,
  };
}

/**
 * The paid lines, for the invoice and refunds: each cart line's figures, its share of the
 * coupon, and what was paid for it with the VAT in it (domain `paidFigures`).
 */
function paidLines(
  entries: readonly CartEntry[],
  details: readonly CartItemDetails[],
  totals: CartTotals,
): PaidCartLine[] {
  const paid = paidFigures(
    totals.lines.map((line) => line.finalPrice),
    totals.couponDeduction,
  ).lines;
  return entries.flatMap((entry, index) => {
    const line = totals.lines[index];
    const name = details[index]?.name;
    const figures = paid[index];
    if (!line || name === undefined || !figures) return [];
    return [
      {
        service: entry.row.service,
        name,
        bookTitle: entry.names.local ?? entry.names.international,
        quoteId: entry.row.quoteId,
        price: line.price,
        discount: line.discount,
        vat: line.vat,
        finalPrice: line.finalPrice,
        ...figures,
      },
    ];
  });
}

/**
 * Pays the user's whole cart from the balance, in one database transaction, or changes nothing:
 * the user's row is locked first, so the user's payments take turns and a key already used
 * answers its first answer. The totals are the server's (stored prices, VAT, the coupon);
 * when the balance does not cover them the answer is `7` with what is left to pay. Paying
 * debits the balance, uses the coupon, marks the items' books paid (pending ones enter
 * proofing), empties the cart and queues the tax invoice.
 */
export function payCart(
  app: Pick<FastifyInstance, 'jobs'>,
  request: CartPaymentRequest,
): Promise<CartPaymentOutcome> {
  const { userId, reference, idempotencyKey } = request;
  return app.jobs.transaction(async (tx, send): Promise<CartPaymentOutcome> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [earlier] = await tx
      .select({ answer: cartPayments.answer, fingerprint: cartPayments.requestFingerprint })
      .from(cartPayments)
      .where(and(eq(cartPayments.userId, userId), eq(cartPayments.idempotencyKey, idempotencyKey)));
    if (earlier && earlier.fingerprint !== null && earlier.fingerprint !== request.fingerprint) {
      return { kind: 'keyReused' };
    }
    if (earlier) return { kind: 'answered', answer: earlier.answer as PayAnswer };

    const entries = await userCart(tx, userId, true);
    if (entries.length === 0) return { kind: 'empty' };
    const claim =
      request.couponId === null ? null : await claimCoupon(tx, { id: request.couponId }, userId);
    if (claim && !claim.ok) return { kind: 'couponRejected', reason: claim.reason };
    const balance = await balanceCents(tx, userId);
    const details = entries.map((entry) => cartItemDetails(entry.row));
    const totals = computeCart(details, balance, claim ? toCartCoupon(claim.coupon) : null);
    // What the author was shown must be what is paid, to the cent and the book.
    const shownOther =
      (request.shownTotal !== undefined && request.shownTotal !== totals.total) ||
      (request.shownBooks !== undefined && !sameBooks(entries, request.shownBooks));
    if (shownOther) return { kind: 'changed', cartTotal: centsToAmount(totals.total) };
    if (totals.payable > 0) {
      return {
        kind: 'answered',
        answer: {
          statusCode: API_CODES.moreToPay.code,
          description: 'Insufficient balance',
          amountToPay: centsToAmount(totals.payable),
          ...sums(totals, balance),
        },
      };
    }
    const answer: PayAnswer = {
      ...SUCCESS,
      amountToPay: 0,
      ...sums(totals, balance - totals.total),
      transaction_ref: reference,
    };
    const lines = paidLines(entries, details, totals);
    await settle(tx, send, {
      request,
      entries,
      lines,
      totals,
      answer,
      coupon: claim?.coupon ?? null,
    });
    return { kind: 'answered', answer };
  });
}

async function settle(
  tx: Db,
  send: SendJob,
  paid: {
    request: CartPaymentRequest;
    entries: readonly CartEntry[];
    lines: PaidCartLine[];
    totals: CartTotals;
    answer: PayAnswer;
    coupon: typeof coupons.$inferSelect | null;
  },
) {
  const { request, entries, lines, totals, answer, coupon } = paid;
  const { userId } = request;
  // The coupon was locked and checked above: this use cannot be refused.
  if (coupon) await useCoupon(tx, coupon, userId);
  if (totals.total > 0) {
    await tx.insert(balanceEntries).values({
      userId,
      amountCents: -totals.total,
      kind: 'purchase',
      reference: request.reference,
    });
  }
  const [payment] = await tx
    .insert(cartPayments)
    .values({
      userId,
      reference: request.reference,
      idempotencyKey: request.idempotencyKey,
      requestFingerprint: request.fingerprint,
      couponId: coupon?.id ?? null,
      lines,
      totalExcludingVatCents: totals.totalExcludingVat,
      vatCents: totals.vat,
      couponDeductionCents: totals.couponDeduction,
      totalCents: totals.total,
      answer,
    })
    .returning({ id: cartPayments.id });
  const quoteIds = [...new Set(entries.map((entry) => entry.row.quoteId))];
  await tx
    .update(books)
    .set({
      isPaid: true,
      status: sql`case when ${books.status} = 'pending' then 'proofing' else ${books.status} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(books.userId, userId), inArray(books.quoteId, quoteIds)));
  await tx.delete(cartItems).where(
    inArray(
      cartItems.id,
      entries.map((entry) => entry.row.id),
    ),
  );
  if (payment) await send('invoice', { cartPaymentId: payment.id });
}
