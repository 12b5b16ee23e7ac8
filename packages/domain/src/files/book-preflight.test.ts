import { describe, expect, it } from 'vitest';
import { KDP_PAPERBACK } from '../printers/kdp.ts';
import { marginsFor } from '../printers/margins-for.ts';
import { OUR_PRESS } from '../printers/our-press.ts';
import {
  type CorpusPageSpec,
  corpusPdf,
  damagedPdf,
  encryptedPdf,
  imageAt,
  openError,
  readCorpusFacts,
  rectAt,
  restrictedPdf,
  textAt,
} from '../test-support/pdf-corpus.ts';
import { type BookExpectation, bookPreflight, coverPreflight } from './book-preflight.ts';
import { pdfOpenFailure } from './pdf-open-failure.ts';
import { bookPdfFindings, coverPdfFindings } from './pdf-preflight.ts';
import { PREFLIGHT_CODES } from './preflight-finding.ts';

// pdf-lib writes and pdf.js reads each file: a few hundred ms a file on a loaded machine.
const SLOW = { timeout: 30_000 };

const a5 = { widthMm: 148, heightMm: 210 };
const kdpMargins = (pages: number, bleedMm = 0) => {
  const rule = KDP_PAPERBACK.margins.value;
  if (!rule) throw new Error('KDP lost its margins');
  return marginsFor(rule, pages, bleedMm);
};
/** A black A5 book of six pages, held to KDP's margins (our press sets none yet). */
const sixA5: BookExpectation = { pages: 6, trim: a5, ink: 'black', margins: kdpMargins(6) };

/** A six-page A5 file with one page's problem, and what preflight finds in it. */
async function findingsOf(
  page: CorpusPageSpec,
  expected: BookExpectation = sixA5,
  on = 3,
  bleedMm = 0,
) {
  const facts = await readCorpusFacts(
    await corpusPdf({ pages: 6, sizeMm: a5, bleedMm, page: { [on]: page } }),
  );
  return bookPreflight(facts, expected);
}

/** The code, grade and page of each finding. */
const summary = (findings: ReadonlyArray<{ code: string; grade: string; page?: number }>) =>
  findings.map(({ code, grade, page }) => ({ code, grade, page }));

describe('clean files', () => {
  const trims = OUR_PRESS.trims.value?.sizes ?? [];

  it('of each of our trim sizes pass with no finding at all', { timeout: 120_000 }, async () => {
    expect(trims.length).toBeGreaterThan(5);
    for (const trim of trims) {
      // Text 25 mm in on every page; a 600-pixel image printed 2 inches wide: 300 ppi.
      const bytes = await corpusPdf({
        pages: 6,
        sizeMm: trim,
        page: { 1: { content: imageAt('Photo', 30, 30, 50.8, 50.8), images: [photo] } },
      });
      const facts = await readCorpusFacts(bytes);
      expect(facts.pages?.[0]?.images[0]?.ppi).toBe(300);
      expect(facts).toMatchObject({ restricted: false, pdfStandard: 'none' });
      expect(
        bookPreflight(facts, { pages: 6, trim, ink: 'black', margins: kdpMargins(6) }),
        trim.name,
      ).toEqual([]);
      expect(bookPdfFindings(facts, { pages: 6, trim }), trim.name).toEqual([]);
    }
  });

  it('with 3 mm bleed and a picture over the whole page pass too', SLOW, async () => {
    const facts = await readCorpusFacts(
      await corpusPdf({
        pages: 6,
        sizeMm: a5,
        bleedMm: 3,
        page: {
          2: { content: imageAt('Photo', -3, -3, 154, 216), images: [bigPhoto] },
          4: { content: rectAt(-3, 20, 40, 30) + rectAt(140, -3, 11, 30, '0 0 0 1 k') },
        },
      }),
    );
    expect(bookPreflight(facts, { ...sixA5, bleedMm: 3, margins: kdpMargins(6, 3) })).toEqual([]);
  });
});

const photo = { name: 'Photo', width: 600, height: 600 };
const bigPhoto = { name: 'Photo', width: 2000, height: 3000 };

describe('the file', () => {
  it('protected by a password blocks printing', async () => {
    const error = await openError(encryptedPdf());
    expect((error as Error).name).toBe('PasswordException');
    expect(summary([pdfOpenFailure(error)])).toEqual([
      { code: 'encrypted', grade: 'blocks-printing', page: undefined },
    ]);
  });

  it('with security settings only opens, and is worth knowing', SLOW, async () => {
    const facts = await readCorpusFacts(restrictedPdf());
    expect(facts.restricted).toBe(true);
    expect(summary(bookPreflight(facts, {}))).toEqual([
      { code: 'restricted', grade: 'worth-knowing', page: undefined },
      { code: 'blank-page', grade: 'worth-knowing', page: 1 },
    ]);
    expect(coverPreflight(facts, { widthMm: 148, heightMm: 210 })[0]?.code).toBe('restricted');
  });

  it('damaged blocks printing', async () => {
    const failure = pdfOpenFailure(await openError(damagedPdf));
    expect(failure.code).toBe('damaged');
    expect(failure.grade).toBe('blocks-printing');
    expect(pdfOpenFailure('not even an error').code).toBe('damaged');
  });

  it('with a comment set to print, on page 3', SLOW, async () => {
    const findings = await findingsOf({
      annotations: [
        { subtype: 'Square', rectMm: [10, 10, 30, 30], print: true },
        { subtype: 'FreeText', rectMm: [40, 10, 60, 30], print: false },
      ],
    });
    expect(summary(findings)).toEqual([
      { code: 'annotation-prints', grade: 'looks-wrong', page: 3 },
    ]);
    // 10 mm from the left, 180 mm down from the top of a 210 mm page.
    expect(findings[0]?.spot).toEqual({ xMm: 10, yMm: 180, widthMm: 20, heightMm: 20 });
  });

  it('with a form field, on page 3', SLOW, async () => {
    const findings = await findingsOf({ textField: true });
    expect(summary(findings)).toEqual([
      { code: 'annotation-prints', grade: 'looks-wrong', page: 3 },
    ]);
    expect(findings[0]?.message).toContain('a form field');
  });
});

describe('pages', () => {
  it('counts them against the quote', SLOW, async () => {
    const findings = await findingsOf({}, { ...sixA5, pages: 8 });
    expect(summary(findings)).toEqual([
      { code: 'page-count', grade: 'blocks-printing', page: undefined },
    ]);
    expect(findings[0]?.message).toBe('Your PDF has 6 pages; the quote is for 8.');
  });

  it('names an odd page count', SLOW, async () => {
    const facts = await readCorpusFacts(await corpusPdf({ pages: 5, sizeMm: a5 }));
    expect(summary(bookPreflight(facts, { ...sixA5, pages: 5 }))).toEqual([
      { code: 'odd-page-count', grade: 'worth-knowing', page: undefined },
    ]);
  });

  it('finds a page off the trim, past the 1 mm tolerance only', SLOW, async () => {
    expect(summary(await findingsOf({ sizeMm: { widthMm: 152, heightMm: 229 } }))).toEqual([
      { code: 'trim', grade: 'blocks-printing', page: 3 },
    ]);
    expect(await findingsOf({ sizeMm: { widthMm: 149, heightMm: 209 } })).toEqual([]);
    expect(summary(await findingsOf({ sizeMm: { widthMm: 149.1, heightMm: 210 } }))).toEqual([
      { code: 'trim', grade: 'blocks-printing', page: 3 },
    ]);
  });

  it('reads a turned page as shown', SLOW, async () => {
    const facts = await readCorpusFacts(
      await corpusPdf({
        pages: 2,
        sizeMm: { widthMm: 210, heightMm: 148 },
        page: { 2: { rotate: 90 } },
      }),
    );
    expect(facts.pageSizesMm[1]).toEqual({ widthMm: 148, heightMm: 210 });
    // The text's line runs down the shown page, 25 mm in from the file's left: from the top.
    expect(facts.pages?.[1]?.textBox?.yMm).toBe(25);
  });

  it('finds a blank page, and a page painted only white', SLOW, async () => {
    expect(summary(await findingsOf({ noText: true }))).toEqual([
      { code: 'blank-page', grade: 'worth-knowing', page: 3 },
    ]);
    expect(
      summary(await findingsOf({ noText: true, content: rectAt(0, 0, 148, 210, '1 g') })),
    ).toEqual([{ code: 'blank-page', grade: 'worth-knowing', page: 3 }]);
    // Text drawn invisible (as OCR layers are) paints nothing either.
    expect(
      summary(await findingsOf({ noText: true, content: `3 Tr ${textAt(30, 100, 'hidden')}` })),
    ).toEqual([{ code: 'blank-page', grade: 'worth-knowing', page: 3 }]);
  });
});

describe('fonts', () => {
  it('names a font not embedded, on the first page using it', SLOW, async () => {
    const findings = await findingsOf({ content: textAt(30, 60, 'Helvetica', 'F2') });
    expect(summary(findings)).toEqual([
      { code: 'fonts-not-embedded', grade: 'blocks-printing', page: 3 },
    ]);
    expect(findings[0]?.message).toBe('Some fonts are not embedded: Helvetica.');
  });

  it('names Type 3 fonts', SLOW, async () => {
    expect(summary(await findingsOf({ content: textAt(30, 60, 'aaa', 'F3') }))).toEqual([
      { code: 'type3-fonts', grade: 'looks-wrong', page: 3 },
    ]);
  });
});

describe('images', () => {
  /** An image of `pixels` square, printed one inch wide, on page 3. */
  const inchImage = (pixels: number) =>
    findingsOf({
      content: imageAt('Im', 30, 30, 25.4, 25.4),
      images: [{ name: 'Im', width: pixels, height: pixels }],
    });

  it('names an image under 300 ppi and refuses one under 150, at their bounds', SLOW, async () => {
    expect(await inchImage(300)).toEqual([]);
    expect(summary(await inchImage(299))).toEqual([
      { code: 'image-resolution', grade: 'looks-wrong', page: 3 },
    ]);
    expect(summary(await inchImage(150))).toEqual([
      { code: 'image-resolution', grade: 'looks-wrong', page: 3 },
    ]);
    const refused = await inchImage(149);
    expect(summary(refused)).toEqual([
      { code: 'image-resolution', grade: 'blocks-printing', page: 3 },
    ]);
    // From the top-left: 30 mm in, and 210 - 30 - 25.4 mm down.
    expect(refused[0]?.spot).toEqual({ xMm: 30, yMm: 154.6, widthMm: 25.4, heightMm: 25.4 });
    expect(refused[0]?.message).toBe(
      'An image on page 3 is 149 ppi at its printed size; the printer refuses images under 150 ppi, which print blurred.',
    );
  });

  it('takes the lower resolution of a stretched image', SLOW, async () => {
    const findings = await findingsOf({
      content: imageAt('Im', 30, 30, 25.4, 50.8),
      images: [{ name: 'Im', width: 600, height: 598 }],
    });
    expect(summary(findings)).toEqual([
      { code: 'image-resolution', grade: 'looks-wrong', page: 3 },
    ]);
    expect(findings[0]?.message).toContain('is 299 ppi');
  });
});

describe('colour', () => {
  it('finds colour on a page of a black-and-white book', SLOW, async () => {
    const red = { content: rectAt(30, 30, 20, 20, '1 0 0 rg') };
    expect(summary(await findingsOf(red))).toEqual([
      { code: 'colour-in-black-book', grade: 'worth-knowing', page: 3 },
    ]);
    expect(summary(await findingsOf({ content: rectAt(30, 30, 20, 20, '0 0.5 0 0 k') }))).toEqual([
      { code: 'colour-in-black-book', grade: 'worth-knowing', page: 3 },
    ]);
    expect(await findingsOf(red, { ...sixA5, ink: 'standard-colour' })).toEqual([]);
  });

  const colourBook: BookExpectation = { ...sixA5, ink: 'standard-colour' };
  const rgbPhoto = { name: 'Photo', width: 600, height: 600, space: 'DeviceRGB' as const };

  it('finds an RGB image in a colour book, on its page and where it is', SLOW, async () => {
    const findings = await findingsOf(
      { content: imageAt('Photo', 30, 30, 50.8, 50.8), images: [rgbPhoto] },
      colourBook,
      4,
    );
    expect(summary(findings)).toEqual([{ code: 'rgb-image', grade: 'worth-knowing', page: 4 }]);
    // 30 mm in from the left, its top 30 + 50.8 mm up an A5 page of 210 mm.
    expect(findings[0]?.spot).toEqual({ xMm: 30, yMm: 129.2, widthMm: 50.8, heightMm: 50.8 });
    expect(findings[0]?.message).toBe(
      'An image on page 4 is in RGB; the printer converts it to its four inks (CMYK), and bright blues, greens and oranges can print duller than on screen.',
    );
  });

  it('takes CMYK and grey images in a colour book as they are', SLOW, async () => {
    const images = [
      { ...rgbPhoto, space: 'DeviceCMYK' as const },
      { name: 'Grey', width: 300, height: 300 },
    ];
    const content = imageAt('Photo', 30, 30, 50.8, 50.8) + imageAt('Grey', 30, 100, 25.4, 25.4);
    expect(await findingsOf({ content, images }, colourBook)).toEqual([]);
  });

  it('finds a spot colour on its page of a colour book', SLOW, async () => {
    const spot = {
      spotColours: { CS1: 'PANTONE 185 C' },
      content: rectAt(30, 30, 20, 20, '/CS1 cs 1 scn'),
    };
    const findings = await findingsOf(spot, colourBook, 5);
    expect(summary(findings)).toEqual([{ code: 'spot-colour', grade: 'looks-wrong', page: 5 }]);
    expect(findings[0]?.message).toBe(
      'Page 5 uses a spot colour (PANTONE 185 C); the printer prints with four inks only, so it is mixed from them and may not match the swatch.',
    );
  });

  it('leaves RGB images and spot colours of a black book to the colour check', SLOW, async () => {
    const findings = await findingsOf({
      spotColours: { CS1: 'PANTONE 185 C' },
      content: rectAt(30, 30, 20, 20, '/CS1 cs 1 scn') + imageAt('Photo', 30, 60, 50.8, 50.8),
      images: [rgbPhoto],
    });
    expect(summary(findings)).toEqual([
      { code: 'colour-in-black-book', grade: 'worth-knowing', page: 3 },
    ]);
  });

  it('takes black ink and greys as black and white', SLOW, async () => {
    expect(
      await findingsOf({
        content: rectAt(30, 30, 20, 20, '0 0 0 1 k') + rectAt(30, 60, 20, 20, '0.3 0.3 0.3 rg'),
      }),
    ).toEqual([]);
  });
});

describe('bleed', () => {
  const bleedBook = { ...sixA5, bleedMm: 3, margins: kdpMargins(6, 3) };
  /** A grey block on page 3 reaching past the left trim edge by `mm`. */
  const pastLeft = (mm: number) =>
    findingsOf({ content: rectAt(-mm, 60, 30 + mm, 30) }, bleedBook, 3, 3);

  it('wants 3 mm past the trim from what reaches it', SLOW, async () => {
    expect(await pastLeft(3)).toEqual([]);
    const short = await pastLeft(2.9);
    expect(summary(short)).toEqual([{ code: 'bleed', grade: 'looks-wrong', page: 3 }]);
    expect(short[0]?.message).toBe(
      'On page 3, something reaches the left edge but runs only 2.9 mm past it; the cut can leave a white sliver there.',
    );
    expect(summary(await pastLeft(0))).toEqual([{ code: 'bleed', grade: 'looks-wrong', page: 3 }]);
  });

  it('checks images and every edge', SLOW, async () => {
    const image = await findingsOf(
      { content: imageAt('Photo', 100, 150, 48, 62), images: [bigPhoto] },
      bleedBook,
      3,
      3,
    );
    expect(summary(image)).toEqual([{ code: 'bleed', grade: 'looks-wrong', page: 3 }]);
    expect(image[0]?.message).toContain('the top edge');
    expect(image[0]?.message).toContain('runs only 2 mm');
  });

  it('is not checked for a book without bleed', SLOW, async () => {
    expect(
      await findingsOf({ content: rectAt(0, 60, 30, 30) }, { ...sixA5, margins: undefined }),
    ).toEqual([]);
  });
});

describe('safe margin', () => {
  // KDP, 6 pages without bleed: 9.5 mm inside, 6.35 mm outside, top and bottom.
  it('finds text in the gutter of a right-hand page', SLOW, async () => {
    const findings = await findingsOf({ noText: true, content: textAt(9, 100, 'In the fold') });
    expect(summary(findings)).toEqual([{ code: 'safe-margin', grade: 'looks-wrong', page: 3 }]);
    expect(findings[0]?.message).toBe(
      'Text on page 3 is 9 mm from the inside edge; the printer needs 9.5 mm, so it may be lost in the fold.',
    );
    expect(await findingsOf({ noText: true, content: textAt(9.6, 100, 'Clear') })).toEqual([]);
  });

  it('takes the left of a left-hand page as its outside, to the bound', SLOW, async () => {
    const at = (xMm: number) =>
      findingsOf({ noText: true, content: textAt(xMm, 100, 'Near the edge') }, sixA5, 4);
    expect(await at(6.4)).toEqual([]);
    const cut = await at(6.3);
    expect(summary(cut)).toEqual([{ code: 'safe-margin', grade: 'looks-wrong', page: 4 }]);
    expect(cut[0]?.message).toContain('from the outside edge');
  });

  it('finds an image near the top, but not one that bleeds', SLOW, async () => {
    const near = await findingsOf({
      content: imageAt('Photo', 30, 150, 50.8, 57),
      images: [{ name: 'Photo', width: 1000, height: 1000 }],
    });
    expect(summary(near)).toEqual([{ code: 'safe-margin', grade: 'looks-wrong', page: 3 }]);
    expect(near[0]?.message).toContain('An image on page 3 is 3 mm from the top edge');
    // One running to the trim is meant to bleed (in a book without bleed, off the page).
    const toTheEdge = await findingsOf({
      content: imageAt('Photo', 30, 150, 50.8, 60),
      images: [{ name: 'Photo', width: 1000, height: 1000 }],
    });
    expect(toTheEdge).toEqual([]);
  });
});

describe('transparency', () => {
  it('names see-through fills, blend modes and soft masks, once for the file', SLOW, async () => {
    const facts = await readCorpusFacts(
      await corpusPdf({
        pages: 6,
        sizeMm: a5,
        page: {
          3: {
            content: `/Half gs ${rectAt(30, 30, 20, 20)}`,
            gStates: [{ name: 'Half', alpha: 0.5 }],
          },
          4: {
            content: `/Multiply gs ${rectAt(30, 30, 20, 20)}`,
            gStates: [{ name: 'Multiply', blendMode: 'Multiply' }],
          },
          5: {
            content: imageAt('Masked', 30, 30, 25.4, 25.4),
            images: [{ name: 'Masked', width: 300, height: 300, softMask: true }],
          },
        },
      }),
    );
    const findings = bookPreflight(facts, sixA5);
    expect(summary(findings)).toEqual([{ code: 'transparency', grade: 'worth-knowing', page: 3 }]);
    expect(findings[0]?.message).toBe(
      'Page 3 and 2 other pages use transparency (see-through fills, blend modes, soft masks); printers that want PDF/X-1a refuse it, ours flattens it, which can change how it looks.',
    );
    expect(facts.pages?.map((page) => page.transparency)).toEqual([
      [],
      [],
      ['alpha'],
      ['blend-mode'],
      ['soft-mask'],
      [],
    ]);
  });
});

describe('the first checks, as their texts were', () => {
  it('stay the three they were, whatever else is found', SLOW, async () => {
    const facts = await readCorpusFacts(
      await corpusPdf({
        pages: 5,
        sizeMm: a5,
        page: {
          2: { sizeMm: { widthMm: 152, heightMm: 229 }, noText: true },
          3: { sizeMm: { widthMm: 210, heightMm: 297 }, content: textAt(30, 60, 'Hi', 'F2') },
        },
      }),
    );
    expect(bookPreflight(facts, { pages: 6, trim: a5 }).length).toBeGreaterThan(3);
    expect(bookPdfFindings(facts, { pages: 6, trim: a5 })).toEqual([
      'Your PDF has 5 pages; the quote is for 6.',
      "Page 2 is 152 x 229 mm; your book's pages are 148 x 210 mm.",
      'Some fonts are not embedded: Helvetica. Export your PDF again with all fonts embedded.',
    ]);
  });
});

describe('covers', () => {
  const cover = { widthMm: 2 * 148 + 10 + 6, heightMm: 216 };

  it('pass when clean, bleeding all round', SLOW, async () => {
    const facts = await readCorpusFacts(
      await corpusPdf({
        pages: 1,
        sizeMm: { widthMm: 306, heightMm: 210 },
        bleedMm: 3,
        page: { 1: { content: rectAt(-3, -3, 312, 216) } },
      }),
    );
    expect(coverPreflight(facts, cover)).toEqual([]);
  });

  it('find colour short of the bleed, and keep their first texts', SLOW, async () => {
    const facts = await readCorpusFacts(
      await corpusPdf({
        pages: 2,
        sizeMm: { widthMm: 306, heightMm: 210 },
        bleedMm: 3,
        page: { 1: { content: rectAt(0, 0, 306, 210) } },
      }),
    );
    expect(summary(coverPreflight(facts, cover))).toEqual([
      { code: 'cover-page-count', grade: 'blocks-printing', page: undefined },
      { code: 'bleed', grade: 'looks-wrong', page: 1 },
    ]);
    expect(coverPdfFindings(facts, cover)).toEqual([
      'Your cover PDF has 2 pages; it must be a single page.',
    ]);
  });

  it('find RGB images and spot colours, as a cover prints in colour', SLOW, async () => {
    const facts = await readCorpusFacts(
      await corpusPdf({
        pages: 1,
        sizeMm: { widthMm: 306, heightMm: 210 },
        bleedMm: 3,
        page: {
          1: {
            content:
              rectAt(-3, -3, 312, 216, '/CS1 cs 1 scn') + imageAt('Photo', 200, 60, 50.8, 50.8),
            images: [{ name: 'Photo', width: 600, height: 600, space: 'DeviceRGB' }],
            spotColours: { CS1: 'PANTONE 185 C' },
          },
        },
      }),
    );
    expect(summary(coverPreflight(facts, cover))).toEqual([
      { code: 'rgb-image', grade: 'worth-knowing', page: 1 },
      { code: 'spot-colour', grade: 'looks-wrong', page: 1 },
    ]);
  });
});

describe('codes', () => {
  it('are the ones listed', () => {
    expect(PREFLIGHT_CODES).toContain('image-resolution');
    expect(new Set(PREFLIGHT_CODES).size).toBe(PREFLIGHT_CODES.length);
  });
});
