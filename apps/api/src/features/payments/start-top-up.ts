import { SUCCESS } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentTransactions, users } from '../../db/schema/index.ts';
import { cartItemDetails, userCart } from '../cart/index.ts';
import { topUpLinks } from './top-up-links.ts';
import { toWireTransaction } from './wire-transaction.ts';

export interface TopUp {
  userId: number;
  reference: string;
  amountCents: number;
  couponId: number | null;
  localBookId: number | null;
  internationalBookId: number | null;
  method: 'cc' | 'eft' | undefined;
}

const ITEM_NAME = 'Print on Demand services';

/**
 * Records a pending top-up and answers the signed PayFast form for it. A reference the user
 * used before answers that transaction's form again; null when another user's transaction
 * has the reference (PayFast's notification names only the reference, so it must be unique).
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
  const form = app.payments.checkoutForm({
    reference: row.reference,
    amountCents: row.amountCents,
    itemName: ITEM_NAME,
    itemDescription: services.join(', ').slice(0, 255) || undefined,
    userId: row.userId,
    payer,
    method: top.method,
    ...topUpLinks(app, { reference: row.reference, userId: row.userId }),
  });
  return {
    ...SUCCESS,
    transaction: toWireTransaction(row),
    payment: { action: form.action, method: 'POST' as const, fields: form.fields },
  };
}
