import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { type ChosenFile, sampleJpeg } from './sample-files.ts';

const POINTS_PER_MM = 72 / 25.4;

/**
 * A book PDF for preflight: `pages` pages of `size`, each with a grey box well inside the
 * margins (painted, no colour, nothing near an edge). With `problems`, page 3 also carries a
 * 50 x 50 px picture printed an inch wide (50 ppi) and a line of Helvetica, a font pdf-lib does
 * not embed.
 */
export async function preflightPdf(
  name: string,
  pages: number,
  size: { widthMm: number; heightMm: number },
  problems = false,
): Promise<ChosenFile> {
  const document = await PDFDocument.create();
  const picture = problems
    ? await document.embedJpg(Uint8Array.from(sampleJpeg('picture.jpg', 50, 50).buffer))
    : undefined;
  const font = problems ? await document.embedFont(StandardFonts.Helvetica) : undefined;
  for (let number = 1; number <= pages; number += 1) {
    const page = document.addPage([size.widthMm * POINTS_PER_MM, size.heightMm * POINTS_PER_MM]);
    page.drawRectangle({ x: 72, y: 72, width: 144, height: 36, color: rgb(0.5, 0.5, 0.5) });
    if (number === 3 && picture && font) {
      page.drawImage(picture, { x: 90, y: 300, width: 72, height: 72 });
      page.drawText('The Karoo at dusk', { x: 90, y: 260, size: 12, font });
    }
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await document.save()) };
}
