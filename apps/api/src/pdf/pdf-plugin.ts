import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { type ContractSeal, loadContractSeal } from '../features/contracts/contract-seal.ts';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pdf: PdfRenderer;
    /** The certificate that seals signed contracts (CONTRACT_SEAL_P12, or made in DATA_DIR). */
    contractSeal: ContractSeal;
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
    app.decorate('contractSeal', loadContractSeal(app.config.contractSeal));
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'pdf', fastify: '5.x' },
);
