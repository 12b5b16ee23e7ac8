import { PAYMENT_STATUSES } from '@pod-portal/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { coupons, users } from './accounts.ts';

/**
 * A top-up through PayFast (card or EFT) or PayPal. Created `pending` by the portal; only the
 * provider's checked word makes it `complete` and credits the balance, once: PayFast's
 * notification (ITN) once per `pf_payment_id`, PayPal's re-read capture once per `paypal_capture_id`.
 * The coupon and books are those of the cart it was started for, used when it settles the cart.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** PayFast's `m_payment_id`: unique across users, since PayFast's notification names only it. */
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    localBookId: integer('local_book_id'),
    internationalBookId: integer('international_book_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** PayFast's own id of the payment, set by the notification that completed it. */
    pfPaymentId: text('pf_payment_id').unique(),
    /** PayFast's fee (negative cents), as its notification reported it. */
    feeCents: integer('fee_cents'),
    /** Who takes the payment: PayFast (card, EFT) or PayPal. */
    provider: text('provider', { enum: ['payfast', 'paypal'] })
      .notNull()
      .default('payfast'),
    /**
     * PayPal: the US cents asked of the payer for `amount_cents` rand, at `rate_micros` (dollars
     * per rand in millionths), both fixed when the top-up started (decision 053).
     */
    chargedUsdCents: integer('charged_usd_cents'),
    rateMicros: integer('rate_micros'),
    /** PayPal's order for this top-up, and the capture that completed it. */
    paypalOrderId: text('paypal_order_id').unique(),
    paypalCaptureId: text('paypal_capture_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_transactions_user_idx').on(table.userId),
    check('payment_transactions_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'payment_transactions_paypal_charge',
      sql`${table.provider} = 'payfast' or (${table.chargedUsdCents} > 0 and ${table.rateMicros} > 0)`,
    ),
  ],
);

/**
 * One paid cart line, as the invoice lists it (cents): the cart line's figures before the
 * coupon (`price`, `discount`, `vat`, `finalPrice`), then what was paid for it once the coupon
 * was shared out (domain `paidFigures`). Payments stored before the coupon was shared out have
 * only the first four figures and no quote: `invoiceLines` derives the others from them by the
 * same rule (they are not migrated).
 */
export interface PaidCartLine {
  service: string;
  name: string;
  bookTitle: string | null;
  /** The quote of the book the service was for (both markets' records share it). */
  quoteId?: number;
  price: number;
  discount: number;
  vat: number;
  finalPrice: number;
  couponShare?: number;
  paid?: number;
  paidVat?: number;
  paidExcludingVat?: number;
}

/**
 * A cart paid from the balance (directly, or after a top-up): what was bought and for how much,
 * for the tax invoice, and the answer given, so a repeated request with the same idempotency
 * key gets it again instead of paying twice.
 */
export const cartPayments = pgTable(
  'cart_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `BAL-...` for a balance payment, the top-up's reference for a settled one. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * What the key was first sent with (`requestFingerprint`): the key sent again with another
     * request or body is refused. Null for payments kept before it was recorded.
     */
    requestFingerprint: text('request_fingerprint'),
    couponId: integer('coupon_id').references(() => coupons.id),
    lines: jsonb('lines').$type<PaidCartLine[]>().notNull(),
    /** The cart's sums before the coupon; what was paid and its VAT are the lines'. */
    totalExcludingVatCents: integer('total_excluding_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    couponDeductionCents: integer('coupon_deduction_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    /** The invoice PDF in file storage, once the invoice job has drawn it. */
    invoiceKey: text('invoice_key'),
    /** Its name for `/user/getfile/{fileName}` (`INV-000012.pdf`), and its size. */
    invoiceFileName: text('invoice_file_name'),
    invoiceBytes: integer('invoice_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_payments_one_per_key').on(table.userId, table.idempotencyKey),
    index('cart_payments_user_idx').on(table.userId),
  ],
);

/** One refunded part of a paid cart line (cents): the line's index in the payment's lines. */
export interface RefundedLine {
  line: number;
  service: string;
  name: string;
  bookTitle: string | null;
  amount: number;
  vat: number;
  excludingVat: number;
}

/**
 * Money a staff member gave back on a cart payment: some of its lines, wholly or in part, to the
 * author's balance, to the card PayFast took it from (then `pfRefundId` is PayFast's) or to the
 * PayPal capture that paid it (then `paypalRefundId`, PayPal's status of it and the US cents
 * given back, decision 057). Its credit note is drawn by a job, like the invoice. A line's
 * refunds never add up to more than was paid for it: the payment's row is locked while they
 * are read and this one is written. A card or PayPal refund is first written `pending`, a
 * reservation that counts while PayFast or PayPal is asked with no transaction open, and is
 * `done` once it answered yes (a refusal deletes it; decision 062).
 */
export const cartRefunds = pgTable(
  'cart_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartPaymentId: integer('cart_payment_id')
      .notNull()
      .references(() => cartPayments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    destination: text('destination', { enum: ['balance', 'card', 'paypal'] }).notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('done'),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    pfRefundId: text('pf_refund_id'),
    paypalRefundId: text('paypal_refund_id'),
    /**
     * PayPal's status of the refund: `COMPLETED`, or `PENDING` when it took it, until PayPal
     * completes it, or fails or cancels it (`settlePaypalRefund`, decision 064).
     */
    paypalRefundStatus: text('paypal_refund_status', {
      enum: ['COMPLETED', 'PENDING', 'FAILED', 'CANCELLED'],
    }),
    /** The US cents given back to PayPal for `amount_cents` rand (domain `convertedRefund`). */
    usdCents: integer('usd_cents'),
    /** The `PayPal-Request-Id` it is asked with: asked again, PayPal pays it once. */
    paypalRequestId: text('paypal_request_id'),
    creditNoteKey: text('credit_note_key'),
    creditNoteFileName: text('credit_note_file_name'),
    creditNoteBytes: integer('credit_note_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_refunds_payment_idx').on(table.cartPaymentId),
    index('cart_refunds_user_idx').on(table.userId),
    check('cart_refunds_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'cart_refunds_paypal_refund',
      sql`${table.destination} <> 'paypal' or (${table.usdCents} > 0 and (${table.state} = 'pending' or ${table.paypalRefundId} is not null))`,
    ),
  ],
);
