import { pdfOpenFailure } from '@pod-portal/domain';
import { Piscina } from 'piscina';
import { type CoverTemplateTask, renderCoverTemplate } from './cover-template.ts';
import { renderCoverTemplatePng } from './cover-template-png.ts';
import { type PdfDocumentSpec, renderDocument } from './document-layout.ts';
import { readStoredPdfFacts, type StoredPdfRead, type StoredPdfTask } from './stored-pdf-facts.ts';

/** The PDF worker's task (run by piscina in a worker thread): the bytes move, not copied, back. */
export default async function render(spec: PdfDocumentSpec) {
  const bytes = await renderDocument(spec);
  return Piscina.move(bytes);
}

/** A print book's cover template (piscina calls it by name). */
export async function coverTemplate(task: CoverTemplateTask) {
  return Piscina.move(await renderCoverTemplate(task));
}

/** A print book's cover template as a 300 ppi PNG (piscina calls it by name). */
export async function coverTemplatePng(task: CoverTemplateTask) {
  return Piscina.move(new Uint8Array(await renderCoverTemplatePng(task)));
}

/**
 * What preflight reads from a stored PDF (piscina calls it by name), or why it could not be
 * read: told apart here, as pdf.js's errors lose their names on the way out of the worker.
 */
export async function pdfFacts(task: StoredPdfTask): Promise<StoredPdfRead> {
  try {
    return { facts: await readStoredPdfFacts(task) };
  } catch (error) {
    return { unreadable: pdfOpenFailure(error), reason: String(error) };
  }
}
