import { PNG } from 'pngjs';
import { beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../../test/accounts.ts';
import { printQuote } from '../../../../test/book-fixtures.ts';
import { CORE_ROUTES } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

const ROUTES = [...CORE_ROUTES, 'books', 'quotes'];
const PPI = 300;
const BLEED_MM = 3;
const SAFETY_MM = 5;

interface QuoteAnswer {
  localBookId: number;
  internationalBookId: number;
}

/** The chunks of a PNG file, in order: their type and data. */
function pngChunks(bytes: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    chunks.push({
      type: bytes.toString('latin1', at + 4, at + 8),
      data: bytes.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

/** A picture and the colour of its pixel at a place given in mm from the top left corner. */
function picture(bytes: Buffer) {
  const png = PNG.sync.read(bytes);
  const px = (mm: number) => Math.floor((mm / 25.4) * PPI);
  return {
    png,
    at(xMm: number, yMm: number): [number, number, number] {
      const offset = (px(yMm) * png.width + px(xMm)) * 4;
      return [png.data[offset] ?? -1, png.data[offset + 1] ?? -1, png.data[offset + 2] ?? -1];
    },
  };
}

/** The trim and spine lines: red, rgb(0.8, 0.1, 0.1), 0.6 pt wide. */
const isRed = ([r, g, b]: [number, number, number]) => r > 160 && g < 90 && b < 90;
/** The safety lines: blue, rgb(0.1, 0.3, 0.8). */
const isBlue = ([r, g, b]: [number, number, number]) => b > 150 && r < 90 && g < 130;
const isWhite = (rgb: number[]) => rgb.every((value) => value >= 250);

describeOnEachDatabase('the cover template as a PNG', { routes: ROUTES }, (server) => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp(server)).accessToken;
  });

  async function quoted(overrides: Parameters<typeof printQuote>[0]) {
    const answer = await server.request<QuoteAnswer>('POST', '/user/getquote', {
      token,
      body: printQuote({ isbn: null, isbn_is_required: true, ...overrides }),
    });
    expect(answer.status).toBe(201);
    return `/user/covertemplate/${answer.body.localBookId}/${answer.body.internationalBookId}`;
  }

  const download = (path: string, bearer = token) =>
    fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${bearer}` } });

  it.each([
    // 200 pages of white paper (0.0572 mm): an 11.44 mm spine; 2 x 152 + 11.44 + 6 = 321.44 mm.
    { trim: [152, 229], pages: 200, paper: 1, spineMm: 11.44, pixels: [3797, 2776] },
    // A4, 400 pages of cream paper (0.0635 mm): a 25.4 mm spine, 451.4 x 303 mm.
    { trim: [210, 297], pages: 400, paper: 2, spineMm: 25.4, pixels: [5331, 3579] },
  ])(
    'draws a $trim.0 x $trim.1 mm book at 300 ppi: $pixels.0 x $pixels.1 pixels with its guides',
    async ({ trim, pages, paper, spineMm, pixels }) => {
      const [trimWidth = 0, trimHeight = 0] = trim;
      const path = await quoted({
        width: trimWidth,
        height: trimHeight,
        no_of_pages: pages,
        l_paper_type_id: paper,
        i_paper_type_id: paper,
      });
      // Through the harness once, which holds the answer to the contract.
      const checked = await server.request('GET', `${path}?format=png`, { token });
      expect(checked.status).toBe(200);
      const response = await download(`${path}?format=png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="cover-template.png"',
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      const { png, at } = picture(bytes);
      expect([png.width, png.height]).toEqual(pixels);
      const widthMm = 2 * trimWidth + spineMm + 2 * BLEED_MM;
      expect(png.width).toBe(Math.round((widthMm / 25.4) * PPI));
      expect(png.height).toBe(Math.round(((trimHeight + 2 * BLEED_MM) / 25.4) * PPI));

      // 300 ppi said in metres (11811 px/m, unit 1), once, before the pixels.
      const chunks = pngChunks(bytes);
      const phys = chunks.filter((chunk) => chunk.type === 'pHYs');
      expect(phys).toHaveLength(1);
      expect(phys[0]?.data.readUInt32BE(0)).toBe(11811);
      expect(phys[0]?.data.readUInt32BE(4)).toBe(11811);
      expect(phys[0]?.data.readUInt8(8)).toBe(1);
      const types = chunks.map((chunk) => chunk.type);
      expect(types.indexOf('pHYs')).toBeLessThan(types.indexOf('IDAT'));

      // Where the guides are drawn, in mm from the top left corner: a quarter of the way down
      // (clear of the words in the middle), at each vertical line.
      const quarter = BLEED_MM + trimHeight / 4;
      const backTrim = BLEED_MM;
      const spineLeft = BLEED_MM + trimWidth;
      const spineRight = spineLeft + spineMm;
      const frontTrim = spineRight + trimWidth;
      for (const x of [backTrim, spineLeft, spineRight, frontTrim])
        expect(isRed(at(x, quarter)), `red trim or spine line at ${x} mm`).toBe(true);
      // The trim's top and bottom edges, 3 mm in from the picture's.
      const middle = BLEED_MM + trimWidth / 2;
      expect(isRed(at(middle, BLEED_MM))).toBe(true);
      expect(isRed(at(middle, BLEED_MM + trimHeight))).toBe(true);
      // The bleed outside the trim is white, and so is the cover between the lines.
      expect(isWhite(at(BLEED_MM / 2, quarter))).toBe(true);
      expect(isWhite(at(middle, BLEED_MM / 2))).toBe(true);
      expect(isWhite(at(widthMm - BLEED_MM / 2, quarter))).toBe(true);
      expect(isWhite(at(BLEED_MM + SAFETY_MM / 2, quarter))).toBe(true);
      expect(isWhite(at(spineLeft + spineMm / 2, quarter))).toBe(true);
      expect(isWhite(at(middle, quarter))).toBe(true);
      // The safety line (dashed blue) 5 mm inside the front cover's trim: blue somewhere along it.
      const safety = spineRight + SAFETY_MM;
      const along = Array.from({ length: 40 }, (_, step) => at(safety, quarter + step * 0.25));
      expect(along.some(isBlue)).toBe(true);
      // The barcode box's top edge (grey), bottom right of the back cover.
      const barcodeTop = BLEED_MM + trimHeight - SAFETY_MM - 30.5;
      const grey = at(spineLeft - SAFETY_MM - 25.4, barcodeTop);
      expect(Math.max(...grey) - Math.min(...grey)).toBeLessThan(20);
      expect(Math.max(...grey)).toBeLessThan(200);
    },
  );

  it('still answers the PDF by default, refuses another format and hides other books', async () => {
    const path = await quoted({});
    const pdf = await download(path);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const explicit = await download(`${path}?format=pdf`);
    expect(explicit.headers.get('content-type')).toBe('application/pdf');
    const other = await server.request('GET', `${path}?format=jpeg`, { token });
    expect(other.status).toBe(400);
    const intruder = (await signUp(server)).accessToken;
    expect((await download(`${path}?format=png`, intruder)).status).toBe(404);
  });
});
