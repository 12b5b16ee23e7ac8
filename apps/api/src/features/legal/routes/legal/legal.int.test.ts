import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { LEGAL_DOCUMENT_IDS, LEGAL_TEXTS } from '../../legal-texts.ts';

describeOnEachDatabase(
  'legal documents',
  {
    routes: ['legal'],
    config: {
      company: { name: 'Karoo Press (Pty) Ltd', address: undefined, vatNumber: undefined },
    },
  },
  (server) => {
    it.each(LEGAL_DOCUMENT_IDS)(
      'serves %s as a PDF in the operator’s name, without an account',
      async (id) => {
        const answer = await fetch(`${server.url}/api/legal/${id}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('application/pdf');
        expect(answer.headers.get('content-disposition')).toBe(`inline; filename="${id}.pdf"`);
        const pdf = await PDFDocument.load(await answer.arrayBuffer());
        expect(pdf.getTitle()).toBe(`${LEGAL_TEXTS[id].title} - Karoo Press (Pty) Ltd`);
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      },
    );

    it('has real texts: no placeholder left, the data protection notice names POPIA and the Regulator', () => {
      for (const id of LEGAL_DOCUMENT_IDS) {
        const text = JSON.stringify(LEGAL_TEXTS[id]);
        expect(text.replaceAll('{company}', '')).not.toMatch(
          /lorem|ipsum|placeholder|TODO|\{[a-z]+\}/i,
        );
      }
      const popia = JSON.stringify(LEGAL_TEXTS['data-protection']);
      expect(popia).toContain('Protection of Personal Information Act');
      expect(popia).toContain('Information Regulator');
    });

    it('refuses a document it does not have', async () => {
      const answer = await server.request('GET', '/legal/cookie-policy');
      expect(answer.status).toBe(400);
    });
  },
);
