import { Piscina } from 'piscina';
import { type PdfDocumentSpec, renderDocument } from './document-layout.ts';

/** The PDF worker's task (run by piscina in a worker thread): the bytes move, not copied, back. */
export default async function render(spec: PdfDocumentSpec) {
  const bytes = await renderDocument(spec);
  return Piscina.move(bytes);
}
