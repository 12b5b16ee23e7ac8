import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { PdfDocumentSpec } from '../../../pdf/document-layout.ts';
import { readStoredFile } from '../../../storage/file-storage.ts';

/** An invoice or credit note to send: drawn once and stored, then emailed with the PDF. */
interface BillingPdf {
  /** Its file in storage once drawn; null the first time. */
  storedKey: string | null;
  fileName: string;
  draw: () => PdfDocumentSpec;
  /** Keeps the drawn file's key, name and size on its row. */
  keep: (stored: { key: string; fileName: string; bytes: number }) => Promise<void>;
  mail: { to: string; nameFirst: string; subject: string; text: string };
}

/**
 * Draws the document (once: a retry after a failed email sends the stored one), keeps it in
 * file storage and emails it, the PDF attached. A failed send throws, so the queue retries it.
 */
export async function sendBillingPdf(
  app: Pick<FastifyInstance, 'mailer' | 'pdf' | 'storage'>,
  billing: BillingPdf,
): Promise<void> {
  let pdf: Buffer;
  if (billing.storedKey) {
    pdf = await readStoredFile(app.storage, billing.storedKey);
  } else {
    pdf = Buffer.from(await app.pdf.render(billing.draw()));
    const stored = await app.storage.put(Readable.from([pdf]), {
      folder: 'invoices',
      maxBytes: pdf.byteLength,
    });
    await billing.keep({ key: stored.key, fileName: billing.fileName, bytes: pdf.byteLength });
  }
  const { to, nameFirst, subject, text } = billing.mail;
  await app.mailer.send({
    to,
    subject,
    text: `Hello ${nameFirst},\n\n${text}\n`,
    html: `<p>Hello ${escapeHtml(nameFirst)},</p><p>${escapeHtml(text)}</p>`,
    attachments: [{ filename: billing.fileName, contentType: 'application/pdf', content: pdf }],
  });
}
