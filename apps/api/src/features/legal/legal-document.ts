import type { PdfBlock, PdfDocumentSpec } from '../../pdf/document-layout.ts';
import { LEGAL_TEXTS, type LegalDocumentId } from './legal-texts.ts';

/** One legal document as a PDF to render, in the operator's name. */
export function legalDocumentSpec(id: LegalDocumentId, company: string): PdfDocumentSpec {
  const text = LEGAL_TEXTS[id];
  const named = (paragraph: string) => paragraph.replaceAll('{company}', company);
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: text.title },
    { kind: 'paragraph', text: named(text.summary) },
    { kind: 'paragraph', text: `In force from ${text.version}.` },
    ...text.clauses.flatMap((clause) => [
      { kind: 'heading' as const, text: clause.heading },
      ...clause.paragraphs.map((paragraph) => ({
        kind: 'paragraph' as const,
        text: named(paragraph),
      })),
    ]),
  ];
  return {
    title: `${text.title} - ${company}`,
    createdAt: new Date(`${text.version}-01T00:00:00Z`),
    footer: `${company} · ${text.title} · ${text.version}`,
    blocks,
  };
}
