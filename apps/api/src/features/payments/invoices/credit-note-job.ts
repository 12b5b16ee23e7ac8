import { formatMoney } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartPayments, cartRefunds, users } from '../../../db/schema/index.ts';
import { defineJob } from '../../../jobs/job-kinds.ts';
import { creditNoteNumber } from '../refund-cart-payment.ts';
import { sendBillingPdf } from './billing-pdf.ts';
import { creditNoteDocument } from './credit-note-document.ts';
import { invoiceNumber } from './invoice-document.ts';

/** The credit note of a refund: drawn, stored (listed with the author's documents), emailed. */
const creditNotePayload = z.object({ refundId: z.number().int() });

type CreditNoteJob = z.infer<typeof creditNotePayload>;

declare module '../../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A refund's credit note, drawn, stored and emailed. */
    'credit-note': CreditNoteJob;
  }
}

/** Draws a refund's credit note once, keeps it in file storage and emails it to the author. */
async function sendCreditNote(app: FastifyInstance, job: CreditNoteJob): Promise<void> {
  const [row] = await app.db
    .select({
      refund: cartRefunds,
      reference: cartPayments.reference,
      email: users.email,
      nameFirst: users.nameFirst,
      nameLast: users.nameLast,
    })
    .from(cartRefunds)
    .innerJoin(cartPayments, eq(cartPayments.id, cartRefunds.cartPaymentId))
    .innerJoin(users, eq(users.id, cartRefunds.userId))
    .where(eq(cartRefunds.id, job.refundId));
  if (!row) return;
  const { refund } = row;
  const number = creditNoteNumber(refund.id);
  await sendBillingPdf(app, {
    storedKey: refund.creditNoteKey,
    fileName: `${number}.pdf`,
    draw: () =>
      creditNoteDocument(app.config.company, {
        number,
        invoiceNumber: invoiceNumber(refund.cartPaymentId),
        issuedAt: refund.createdAt,
        reference: row.reference,
        buyer: { name: `${row.nameFirst} ${row.nameLast}`, email: row.email },
        lines: refund.lines,
        destination: refund.destination,
        reason: refund.reason,
      }),
    keep: async (stored) => {
      await app.db
        .update(cartRefunds)
        .set({
          creditNoteKey: stored.key,
          creditNoteFileName: stored.fileName,
          creditNoteBytes: stored.bytes,
        })
        .where(eq(cartRefunds.id, refund.id));
    },
    mail: {
      to: row.email,
      nameFirst: row.nameFirst,
      subject: `Your credit note ${number}`,
      text: `We have refunded ${formatMoney(refund.amountCents, 'ZAR')} of your payment ${row.reference}. Your credit note ${number} is attached as a PDF.`,
    },
  });
}

export const creditNoteJob = defineJob({
  name: 'credit-note',
  payload: creditNotePayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: sendCreditNote,
});
