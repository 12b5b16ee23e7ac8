import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import jpegJs from 'jpeg-js';
import { PDFDocument, rgb } from 'pdf-lib';

const POINTS_PER_MM = 72 / 25.4;

/** A file as a file chooser gets it. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real PDF of `pages` pages of `widthMm` x `heightMm` (shapes only, so no font to embed),
 * grown to about `bytes` with an unused stream of random bytes (a scanned book's size).
 */
export async function samplePdf(
  name: string,
  pages: number,
  size: { widthMm: number; heightMm: number },
  bytes = 0,
): Promise<ChosenFile> {
  const document = await PDFDocument.create();
  for (let number = 0; number < pages; number += 1) {
    const page = document.addPage([size.widthMm * POINTS_PER_MM, size.heightMm * POINTS_PER_MM]);
    page.drawRectangle({
      x: 40,
      y: 40,
      width: 60 + (number % 50),
      height: 20,
      color: rgb(0.2, 0.3, 0.5),
    });
  }
  if (bytes > 0) document.context.register(document.context.stream(randomBytes(bytes)));
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await document.save()) };
}

/** A real JPEG of the given pixel size (flat colour, encoded by jpeg-js). */
export function sampleJpeg(name: string, width: number, height: number): ChosenFile {
  const pixels = new Uint8Array(width * height * 4).fill(160);
  const jpeg = jpegJs.encode({ width, height, data: pixels }, 50).data;
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) };
}

/** A real Word document (.docx): its content types naming the main document part, and that part. */
export function sampleDocx(name: string): ChosenFile {
  const zip = zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    'word/document.xml': strToU8(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>The Karoo Road</w:t></w:r></w:p></w:body></w:document>',
    ),
  });
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(zip),
  };
}
