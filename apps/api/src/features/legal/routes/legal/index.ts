import type { FastifyPluginAsync } from 'fastify';
import { renderedOnce, sendPdf } from '../../../../pdf/send-pdf.ts';
import { legalDocumentSpec } from '../../legal-document.ts';
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from '../../legal-texts.ts';

/** GET /legal/{documentId}: the terms, privacy policy, data protection notice and terms of use. */
const legal: FastifyPluginAsync = async (app) => {
  const documents = new Map(
    LEGAL_DOCUMENT_IDS.map((id) => [
      id,
      renderedOnce(app, () => legalDocumentSpec(id, app.config.company.name)),
    ]),
  );
  app.get<{ Params: { documentId: LegalDocumentId } }>(
    '/legal/:documentId',
    async (request, reply) => {
      const { documentId } = request.params;
      const render = documents.get(documentId);
      // The contract's enum has refused any other id already.
      if (!render) throw new Error(`no legal document ${documentId}`);
      return sendPdf(reply, `${documentId}.pdf`, await render());
    },
  );
};

export default legal;
