import { describe, expect, it } from 'vitest';
import { corpusPdf, imageAt, readCorpusFacts, rectAt } from '../test-support/pdf-corpus.ts';

const SLOW = { timeout: 30_000 };
const a5 = { widthMm: 148, heightMm: 210 };

/** Page 2 of three: an RGB photo, a CMYK one and a spot colour; page 3 plain. */
const mixedPage = {
  content:
    imageAt('Rgb', 30, 30, 40, 40) +
    imageAt('Cmyk', 30, 100, 40, 40) +
    rectAt(80, 30, 20, 20, '/Spot cs 0.5 scn'),
  images: [
    { name: 'Rgb', width: 400, height: 300, space: 'DeviceRGB' as const },
    { name: 'Cmyk', width: 300, height: 400, space: 'DeviceCMYK' as const },
  ],
  spotColours: { Spot: 'Gold' },
};

describe('colour spaces read from the file by ranges', () => {
  for (const objectStreams of [false, true])
    it(
      `finds RGB images and spot colours on their page (object streams: ${objectStreams})`,
      SLOW,
      async () => {
        const bytes = await corpusPdf({
          pages: 3,
          sizeMm: a5,
          page: { 2: mixedPage },
          objectStreams,
        });
        const pages = (await readCorpusFacts(bytes)).pages ?? [];
        expect(pages.map((page) => [page.rgbImages?.length, page.spotColours])).toEqual([
          [0, []],
          [1, ['Gold']],
          [0, []],
        ]);
        expect(pages[1]?.rgbImages?.[0]).toEqual({ xMm: 30, yMm: 140, widthMm: 40, heightMm: 40 });
      },
    );

  it('takes an RGB image the page holds but does not paint as none', SLOW, async () => {
    const bytes = await corpusPdf({
      pages: 1,
      sizeMm: a5,
      page: { 1: { images: [{ name: 'Unused', width: 10, height: 10, space: 'DeviceRGB' }] } },
    });
    expect((await readCorpusFacts(bytes)).pages?.[0]?.rgbImages).toEqual([]);
  });
});
