import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartPayments, users } from '../db/schema/index.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { readStoredFile } from '../storage/file-storage.ts';
import { invoiceDocument, invoiceNumber } from './invoice-document.ts';
import { invoiceLines } from './invoice-lines.ts';

/** The invoice of a paid cart: drawn, stored (listed on /transactions), and emailed to the author. */
export interface InvoiceJob {
  cartPaymentId: number;
}

/**
 * Draws the payment's invoice (once: a retry after a failed email sends the stored one),
 * keeps it in file storage and emails it, the PDF attached. A payment whose author is gone
 * sends nothing; a failed send throws, so the queue retries it.
 */
export async function sendInvoice(app: FastifyInstance, job: InvoiceJob): Promise<void> {
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
  let key = payment.invoiceKey;
  let pdf: Buffer;
  if (key) {
    pdf = await readStoredFile(app.storage, key);
  } else {
    const drawn = await app.pdf.render(
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
    );
    pdf = Buffer.from(drawn);
    const stored = await app.storage.put(Readable.from([pdf]), {
      folder: 'invoices',
      maxBytes: pdf.byteLength,
    });
    key = stored.key;
    await app.db
      .update(cartPayments)
      .set({ invoiceKey: key, invoiceFileName: `${number}.pdf`, invoiceBytes: pdf.byteLength })
      .where(eq(cartPayments.id, payment.id));
  }
  const kind = app.config.company.vatNumber ? 'tax invoice' : 'invoice';
  const text = `Thank you for your payment (${payment.reference}). Your ${kind} ${number} is attached as a PDF.`;
  await app.mailer.send({
    to: row.email,
    subject: `Your ${kind} ${number}`,
    text: `Hello ${row.nameFirst},\n\n${text}\n`,
    html: `<p>Hello ${escapeHtml(row.nameFirst)},</p><p>${escapeHtml(text)}</p>`,
    attachments: [{ filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
}
