import { Piscina } from 'piscina';
import { type CoverTemplateTask, renderCoverTemplate } from './cover-template.ts';
import { renderCoverTemplatePng } from './cover-template-png.ts';
import { type PdfDocumentSpec, renderDocument } from './document-layout.ts';

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
