import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pdf: PdfRenderer;
  }
}

/**
 * PDF rendering (pdf-lib) in worker threads, one core left to the event loop: a contract
 * renders and is sealed without delaying any answer. The workers stop with the server.
 */
export const pdfPlugin = fp(
  async (app) => {
    const renderer = createPdfRenderer(Math.max(1, availableParallelism() - 1));
    app.decorate('pdf', renderer);
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'pdf', fastify: '5.x' },
);
