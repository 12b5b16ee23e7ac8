import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

/** The size of each page's picture: 592 x 592 RGB pixels, about 1 MB uncompressed. */
const SIDE = 592;
const POINTS_PER_MM = 72 / 25.4;

/**
 * Writes a real PDF of `pages` pages of `widthMm` x `heightMm`, each filled by a picture of its
 * own (raw RGB, about 1 MB: 200 pages make a 200 MB file, as a photo book's would be), streamed
 * to `path` so that making it holds one picture at a time. Pages of other books share nothing.
 */
export async function writeBigPdf(
  path: string,
  { pages, widthMm, heightMm }: { pages: number; widthMm: number; heightMm: number },
): Promise<number> {
  const out = createWriteStream(path);
  let offset = 0;
  const offsets: number[] = [];
  const write = async (chunk: string | Buffer) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  const object = async (id: number, body: string | Buffer[]) => {
    offsets[id] = offset;
    if (typeof body === 'string') await write(`${id} 0 obj\n${body}\nendobj\n`);
    else {
      await write(`${id} 0 obj\n`);
      for (const part of body) await write(part);
      await write('\nendobj\n');
    }
  };
  const width = (widthMm * POINTS_PER_MM).toFixed(2);
  const height = (heightMm * POINTS_PER_MM).toFixed(2);
  // Objects: 1 catalog, 2 pages, then per page i: page 3+3i, content 4+3i, picture 5+3i.
  const kids = Array.from({ length: pages }, (_, index) => `${3 + 3 * index} 0 R`).join(' ');
  await write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  await object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  const pixels = Buffer.alloc(SIDE * SIDE * 3);
  for (let index = 0; index < pages; index += 1) {
    const [page, content, picture] = [3, 4, 5].map((first) => first + 3 * index) as [
      number,
      number,
      number,
    ];
    await object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${content} 0 R /Resources << /XObject << /Im0 ${picture} 0 R >> >> >>`,
    );
    const draw = `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`;
    await object(content, `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
    for (let byte = 0; byte < pixels.length; byte += 1)
      pixels[byte] = (byte * 7 + index * 13) & 255;
    await object(picture, [
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${SIDE} /Height ${SIDE} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
        'latin1',
      ),
      pixels,
      Buffer.from('\nendstream', 'latin1'),
    ]);
  }
  const xrefAt = offset;
  const count = 3 + 3 * pages;
  let xref = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let id = 1; id < count; id += 1)
    xref += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  await write(`${xref}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  out.end();
  await once(out, 'finish');
  return offset;
}
