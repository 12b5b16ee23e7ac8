import { convertCents, rateToText, SUCCESS } from '@pod-portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentTransactions, users } from '../../db/schema/index.ts';
import { invalidField } from '../../http/api-error.ts';
import { cartItemDetails, userCart } from '../cart/index.ts';
import { paypalLinks, topUpLinks } from './top-up-links.ts';
import { toWireTransaction } from './wire-transaction.ts';

export interface TopUp {
  userId: number;
  reference: string;
  amountCents: number;
  couponId: number | null;
  localBookId: number | null;
  internationalBookId: number | null;
  /** PayFast's card or EFT (absent: the payer chooses there), or PayPal. */
  method: 'cc' | 'eft' | 'paypal' | undefined;
}

type TransactionRow = typeof paymentTransactions.$inferSelect;

const ITEM_NAME = 'Print on Demand services';

/** The dollars a PayPal top-up asks for its rand at the configured rate (decision 053). */
function paypalCharge(app: FastifyInstance, amountCents: number) {
  const settings = app.config.paypal;
  if (!settings) throw invalidField('payment_method', 'PayPal is not offered on this server');
  const usdCents = convertCents(amountCents, settings.rate);
  if (usdCents < 1) {
    throw invalidField('amount', 'This amount is too small to pay with PayPal: choose card or EFT');
  }
  return { provider: 'paypal' as const, chargedUsdCents: usdCents, rateMicros: settings.rate };
}

/**
 * The PayPal order of a pending top-up: created once (its id kept on the transaction, so the
 * same reference sent again answers the same order), with the dollars fixed when it started.
 */
async function paypalPayment(app: FastifyInstance, row: TransactionRow, description: string) {
  const paypal = app.paypal;
  const usdCents = row.chargedUsdCents ?? 0;
  if (!paypal || row.rateMicros === null) {
    throw invalidField('payment_method', 'PayPal is not offered on this server');
  }
  const existing = row.paypalOrderId ? await paypal.readOrder(row.paypalOrderId) : undefined;
  let approveUrl = existing?.approveUrl;
  if (!existing) {
    const order = await paypal.createOrder({
      reference: row.reference,
      usdCents,
      description,
      ...paypalLinks(app, row.reference),
    });
    approveUrl = order.approveUrl;
    await app.db
      .update(paymentTransactions)
      .set({ paypalOrderId: order.orderId, updatedAt: sql`now()` })
      .where(eq(paymentTransactions.id, row.id));
  }
  return {
    approve_url: approveUrl ?? null,
    usd_amount: usdCents / 100,
    rate: rateToText(row.rateMicros),
  };
}

/**
 * Records a pending top-up and answers how to pay it: the signed PayFast form, or the PayPal
 * order's approval page with the dollars asked and the rate. A reference the user used before
 * answers that transaction again; null when another user's transaction has the reference
 * (PayFast's notification names only the reference, so it must be unique).
 */
export async function startTopUp(app: FastifyInstance, top: TopUp) {
  await app.db
    .insert(paymentTransactions)
    .values({
      reference: top.reference,
      userId: top.userId,
      amountCents: top.amountCents,
      couponId: top.couponId,
      localBookId: top.localBookId,
      internationalBookId: top.internationalBookId,
      ...(top.method === 'paypal' ? paypalCharge(app, top.amountCents) : {}),
    })
    .onConflictDoNothing();
  const [row] = await app.db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.reference, top.reference),
        eq(paymentTransactions.userId, top.userId),
      ),
    );
  if (!row) return null;
  const [payer] = await app.db
    .select({ nameFirst: users.nameFirst, nameLast: users.nameLast, email: users.email })
    .from(users)
    .where(eq(users.id, top.userId));
  if (!payer) return null;
  const services = (await userCart(app.db, top.userId)).map(
    (entry) => cartItemDetails(entry.row).name,
  );
  const itemDescription = services.join(', ').slice(0, 255) || undefined;
  if (row.provider === 'paypal') {
    return {
      ...SUCCESS,
      transaction: toWireTransaction(row),
      paypal: await paypalPayment(app, row, itemDescription ?? ITEM_NAME),
    };
  }
  const form = app.payments.checkoutForm({
    reference: row.reference,
    amountCents: row.amountCents,
    itemName: ITEM_NAME,
    itemDescription,
    userId: row.userId,
    payer,
    method: top.method === 'paypal' ? undefined : top.method,
    ...topUpLinks(app, { reference: row.reference, userId: row.userId }),
  });
  return {
    ...SUCCESS,
    transaction: toWireTransaction(row),
    payment: { action: form.action, method: 'POST' as const, fields: form.fields },
  };
}
