import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PdfDocumentSpec } from './document-layout.ts';

/** A PDF answered inline (the viewers show it), with the name a download keeps. */
export function sendPdf(
  reply: FastifyReply,
  filename: string,
  body: Uint8Array | NodeJS.ReadableStream,
) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .send(body);
}

/**
 * A document that is the same for everyone, rendered once per server on first request (a
 * failed render is tried again next time).
 */
export function renderedOnce(app: Pick<FastifyInstance, 'pdf'>, spec: () => PdfDocumentSpec) {
  let rendered: Promise<Uint8Array> | undefined;
  return () => {
    rendered ??= app.pdf.render(spec()).catch((error: unknown) => {
      rendered = undefined;
      throw error;
    });
    return rendered;
  };
}
