import { describe, expect, it } from 'vitest';
import { corpusPdf, imageAt, readCorpusFacts, rectAt, textAt } from '../test-support/pdf-corpus.ts';
import { bookPreflight } from './book-preflight.ts';

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
        // The gold rectangle, from the page's top-left: 210 - 30 - 20 mm down.
        expect(pages[1]?.spotColourBox).toEqual({ xMm: 80, yMm: 160, widthMm: 20, heightMm: 20 });
        expect(pages.map((page) => page.colourSpaces)).toEqual([
          ['grey'],
          ['cmyk', 'grey', 'rgb', 'spot'],
          ['grey'],
        ]);
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

  it(
    'reports a shared spot colour only on the pages that paint with it, where they do',
    SLOW,
    async () => {
      const bytes = await corpusPdf({
        pages: 4,
        sizeMm: a5,
        sharedSpotColours: { Brand: 'PANTONE 185 C', Unused: 'Silver' },
        page: {
          2: { content: rectAt(20, 150, 30, 10, '/Brand cs 1 scn') },
          // Text in the spot colour: marked where pdf.js placed its run.
          3: { noText: true, content: `/Brand cs 1 scn\n${textAt(40, 100, 'Gold title')}` },
          // The space chosen and nothing painted with it.
          4: { content: '/Brand cs 1 scn\n' },
        },
      });
      const pages = (await readCorpusFacts(bytes)).pages ?? [];
      expect(pages.map((page) => page.spotColours)).toEqual([
        [],
        ['PANTONE 185 C'],
        ['PANTONE 185 C'],
        [],
      ]);
      expect(pages[1]?.spotColourBox).toEqual({ xMm: 20, yMm: 50, widthMm: 30, heightMm: 10 });
      const text = pages[2]?.spotColourBox;
      expect(text?.xMm).toBeCloseTo(40, 1);
      expect(text?.yMm).toBeGreaterThan(105);
      expect((text?.yMm ?? 0) + (text?.heightMm ?? 0)).toBeGreaterThan(110);
      expect(text?.widthMm).toBeGreaterThan(10);

      const findings = bookPreflight(await readCorpusFacts(bytes), {
        pages: 4,
        trim: a5,
        ink: 'standard-colour',
      }).filter((finding) => finding.code === 'spot-colour');
      expect(findings.map((finding) => [finding.page, finding.spot])).toEqual([
        [2, { xMm: 20, yMm: 50, widthMm: 30, heightMm: 10 }],
        [3, text],
      ]);
    },
  );
});
