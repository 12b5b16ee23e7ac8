import { centsToAmount, parsePrice, SUCCESS } from '@pod-portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { cartPayments, cartRefunds, users } from '../../../../db/schema/index.ts';
import { invalidField, notFound } from '../../../../http/api-error.ts';
import { currentUser } from '../../../auth/index.ts';
import { balanceCents } from '../../../ledger/index.ts';
import {
  creditNoteNumber,
  invoiceLines,
  invoiceNumber,
  refundCartPayment,
  takenPaymentOf,
} from '../../../payments/index.ts';

interface RefundBody {
  destination: 'balance' | 'card' | 'paypal';
  reason: string;
  lines?: Array<{ line: number; amount?: number }>;
}

const refundAnswer = (refund: typeof cartRefunds.$inferSelect) => ({
  id: refund.id,
  credit_note_number: creditNoteNumber(refund.id),
  created_at: refund.createdAt.toISOString(),
  destination: refund.destination,
  reason: refund.reason,
  amount: centsToAmount(refund.amountCents),
  vat: centsToAmount(refund.vatCents),
  usd_amount: refund.usdCents === null ? null : centsToAmount(refund.usdCents),
  paypal_status: refund.paypalRefundStatus,
  lines: refund.lines.map((line) => ({
    line: line.line + 1,
    name: line.name,
    amount: centsToAmount(line.amount),
    vat: centsToAmount(line.vat),
  })),
});

/** Cents of a refund amount in rand; a 400 for anything but a positive amount with two decimals. */
function amountCents(amount: number, index: number): number {
  const parsed = parsePrice(String(amount));
  if (!parsed.ok || parsed.cents === 0) {
    throw invalidField(
      `lines.${index}.amount`,
      'Enter the amount to refund in rand, more than 0 and with at most two decimals',
    );
  }
  return parsed.cents;
}

/**
 * An author's cart payments as staff refund them (each line with what was paid and what is left
 * to refund, and the refunds made), and a refund (recorded as a staff action).
 */
export const staffRefundRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { user_id: number } }>('/staff/cart-payments', async (request) => {
    const userId = request.query.user_id;
    const [author] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'author')));
    if (!author) throw notFound('No author has this id');
    const payments = await app.db
      .select()
      .from(cartPayments)
      .where(eq(cartPayments.userId, userId))
      .orderBy(desc(cartPayments.id))
      .limit(200);
    const refunds =
      payments.length === 0
        ? []
        : await app.db
            .select()
            .from(cartRefunds)
            .where(
              inArray(
                cartRefunds.cartPaymentId,
                payments.map((payment) => payment.id),
              ),
            )
            .orderBy(cartRefunds.id);
    const answers = await Promise.all(
      payments.map(async (payment) => {
        const own = refunds.filter((refund) => refund.cartPaymentId === payment.id);
        const refunded = (index: number) =>
          own
            .flatMap((refund) => refund.lines)
            .filter((line) => line.line === index)
            .reduce((sum, line) => sum + line.amount, 0);
        const taken = await takenPaymentOf(app.db, payment);
        /** What can still go back to where the payment was taken, if it was taken that way. */
        const refundable = (method: 'card' | 'paypal') =>
          taken?.method === method
            ? centsToAmount(
                own
                  .filter((refund) => refund.destination === method)
                  .reduce((left, refund) => left - refund.amountCents, taken.amountCents),
              )
            : null;
        return {
          id: payment.id,
          reference: payment.reference,
          created_at: payment.createdAt.toISOString(),
          invoice_number: invoiceNumber(payment.id),
          total: centsToAmount(payment.totalCents),
          coupon_deduction: centsToAmount(payment.couponDeductionCents),
          card_refundable: refundable('card'),
          paypal_refundable: refundable('paypal'),
          lines: invoiceLines(payment).map((line, index) => ({
            line: index + 1,
            service: line.service,
            name: line.name,
            book_title: line.bookTitle,
            paid: centsToAmount(line.paid),
            vat: centsToAmount(line.paidVat),
            refunded: centsToAmount(refunded(index)),
            refundable: centsToAmount(line.paid - refunded(index)),
          })),
          refunds: own.map(refundAnswer),
        };
      }),
    );
    return {
      ...SUCCESS,
      payments: answers,
      balance: centsToAmount(await balanceCents(app.db, userId)),
    };
  });

  app.post<{ Params: { id: number }; Body: RefundBody }>(
    '/staff/cart-payments/:id/refunds',
    async (request, reply) => {
      const staffId = currentUser(request).id;
      const { destination, reason, lines } = request.body;
      if (reason.trim() === '') throw invalidField('reason', 'Enter the reason for the refund');
      const wanted = lines?.map((line, index) => ({
        line: line.line - 1,
        ...(line.amount === undefined ? {} : { amountCents: amountCents(line.amount, index) }),
      }));
      if (wanted?.length === 0) throw invalidField('lines', 'Choose at least one line to refund');
      const done = await refundCartPayment(app, {
        staffId,
        cartPaymentId: request.params.id,
        destination,
        reason: reason.trim(),
        ...(wanted ? { lines: wanted } : {}),
      });
      return reply.code(201).send({
        ...SUCCESS,
        refund: refundAnswer(done.refund),
        balance: centsToAmount(done.balanceCents),
      });
    },
  );
};
