import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartPayments, users } from '../../../db/schema/index.ts';
import { defineJob } from '../../../jobs/job-kinds.ts';
import { sendBillingPdf } from './billing-pdf.ts';
import { invoiceDocument, invoiceNumber } from './invoice-document.ts';
import { invoiceLines } from './invoice-lines.ts';

/** The invoice of a paid cart: drawn, stored (listed on /transactions), and emailed to the author. */
const invoicePayload = z.object({ cartPaymentId: z.number().int() });

type InvoiceJob = z.infer<typeof invoicePayload>;

declare module '../../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A paid cart's invoice, drawn, stored and emailed. */
    invoice: InvoiceJob;
  }
}

/**
 * Draws the payment's invoice (once: a retry after a failed email sends the stored one),
 * keeps it in file storage and emails it, the PDF attached. A payment whose author is gone
 * sends nothing; a failed send throws, so the queue retries it.
 */
async function sendInvoice(app: FastifyInstance, job: InvoiceJob): Promise<void> {
  const [row] = await app.db
    .select({
      payment: cartPayments,
      email: users.email,
      nameFirst: users.nameFirst,
      nameLast: users.nameLast,
    })
    .from(cartPayments)
    .innerJoin(users, eq(users.id, cartPayments.userId))
    .where(eq(cartPayments.id, job.cartPaymentId));
  if (!row) return;
  const { payment } = row;
  const number = invoiceNumber(payment.id);
  const kind = app.config.company.vatNumber ? 'tax invoice' : 'invoice';
  await sendBillingPdf(app, {
    storedKey: payment.invoiceKey,
    fileName: `${number}.pdf`,
    draw: () =>
      invoiceDocument(app.config.company, {
        number,
        issuedAt: payment.createdAt,
        reference: payment.reference,
        buyer: { name: `${row.nameFirst} ${row.nameLast}`, email: row.email },
        lines: invoiceLines(payment),
        totalBeforeCoupon: payment.totalExcludingVatCents + payment.vatCents,
        couponDeduction: payment.couponDeductionCents,
        total: payment.totalCents,
      }),
    keep: async (stored) => {
      await app.db
        .update(cartPayments)
        .set({
          invoiceKey: stored.key,
          invoiceFileName: stored.fileName,
          invoiceBytes: stored.bytes,
        })
        .where(eq(cartPayments.id, payment.id));
    },
    mail: {
      to: row.email,
      nameFirst: row.nameFirst,
      subject: `Your ${kind} ${number}`,
      text: `Thank you for your payment (${payment.reference}). Your ${kind} ${number} is attached as a PDF.`,
    },
  });
}

export const invoiceJob = defineJob({
  name: 'invoice',
  payload: invoicePayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: sendInvoice,
});
