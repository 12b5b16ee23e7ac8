import { type ContentColours, markColour, noColours, rectangleThrough } from './colour-marks.ts';
import { colourOfContent, startState, type Walk, walkContent } from './content-stream-walk.ts';
import { type Box, intersect, toMatrix } from './page-geometry.ts';
import type { PdfObjectReader } from './pdf-object-reader.ts';
import { isDict, isName, isRef, type PdfDict, type PdfValue } from './pdf-syntax.ts';

/** Annotation flags (PDF 32000-1, 12.5.3): hidden, and print. */
const HIDDEN = 2;
const PRINT = 4;

/** Where the page is shown: pdf.js's viewport at scale 1 (points, top-left origin). */
export interface PageView {
  width: number;
  height: number;
  transform: ArrayLike<number>;
}

/** The body of a page's content: its stream, or its streams joined (PDF 32000-1, 7.7.3.3). */
async function pageContent(reader: PdfObjectReader, page: PdfDict): Promise<Uint8Array> {
  const contents = page.get('Contents');
  const refs = Array.isArray(contents) ? contents : [contents];
  const parts: Uint8Array[] = [];
  for (const ref of refs) {
    const stream = isRef(ref) ? await reader.stream(ref) : undefined;
    if (stream) parts.push(stream.body, new Uint8Array([10]));
  }
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/**
 * The colours a page's content paints, read from the file's content streams: its own, its forms'
 * and patterns', and those of its annotations that print (marked by the annotation's box). Text is
 * placed by pdf.js's runs (`textRuns`, shown space, points). Throws when a stream cannot be read.
 */
export async function readContentColours(
  reader: PdfObjectReader,
  page: PdfDict,
  resources: PdfValue | undefined,
  view: PageView,
  textRuns: ReadonlyArray<Box | undefined>,
): Promise<ContentColours> {
  const walk: Walk = { reader, found: noColours(), textRuns, textIndex: 0 };
  const base = toMatrix(view.transform);
  const shown: Box = [0, 0, view.width, view.height];
  await walkContent(walk, await pageContent(reader, page), resources, startState(base, shown), 0);
  const annotations = await reader.resolve(page.get('Annots'));
  for (const each of Array.isArray(annotations) ? annotations : []) {
    const annotation = await reader.resolve(each);
    if (!isDict(annotation)) continue;
    const flags = await reader.resolve(annotation.get('F'));
    if (typeof flags !== 'number' || (flags & PRINT) === 0 || (flags & HIDDEN) !== 0) continue;
    const appearances = await reader.resolve(annotation.get('AP'));
    let normal = isDict(appearances) ? appearances.get('N') : undefined;
    const states = await reader.resolve(normal);
    const state = annotation.get('AS');
    // Appearances by state (a check box's /On and /Off) are a dictionary of streams.
    if (isDict(states) && isName(state) && states.has(state.name)) normal = states.get(state.name);
    const rect = rectangleThrough(base, await reader.resolve(annotation.get('Rect')));
    const box = rect && intersect(rect, shown);
    if (box) markColour(walk.found, await colourOfContent(reader, normal, undefined, 0), box);
  }
  return walk.found;
}
