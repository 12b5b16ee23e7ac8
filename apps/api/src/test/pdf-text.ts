import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Reads a PDF back with pdfjs (as a reader would): each page through `read`. */
async function eachPage<T>(
  bytes: Uint8Array,
  read: (
    page: Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>,
  ) => Promise<T>,
): Promise<T[]> {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const results: T[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1)
    results.push(await read(await pdf.getPage(number)));
  await pdf.destroy();
  return results;
}

/** Each page's text, its pieces joined with spaces. */
export function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  return eachPage(bytes, async (page) =>
    (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '),
  );
}

/** How many images each page paints. */
export function pdfPageImageCounts(bytes: Uint8Array): Promise<number[]> {
  return eachPage(
    bytes,
    async (page) =>
      (await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length,
  );
}
