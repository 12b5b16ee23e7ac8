import { describe, expect, it } from 'vitest';
import type { PaintedInk, PdfFacts, PdfPageFacts } from '../files/pdf-facts.ts';
import { bookFileFacts, type PrintChoices } from './book-file-facts.ts';

const CHOICES: PrintChoices = {
  binding: 'perfect-bound',
  ink: 'black',
  paper: 'white',
  trimMm: { widthMm: 148, heightMm: 210 },
  bleedMm: 0,
};

const page = (ppis: number[]): PdfPageFacts => ({
  widthMm: 154,
  heightMm: 216,
  painted: true,
  images: ppis.map((ppi) => ({
    pixelWidth: 100,
    pixelHeight: 100,
    box: { xMm: 10, yMm: 10, widthMm: 20, heightMm: 20 },
    ppi,
  })),
  edgeBoxes: [],
  transparency: [],
  fontsNotEmbedded: [],
  type3Fonts: [],
  annotations: [],
});

const facts = (pages?: PdfPageFacts[]): PdfFacts => ({
  pageCount: 2,
  pageSizesMm: [
    { widthMm: 154, heightMm: 216 },
    { widthMm: 154, heightMm: 216 },
  ],
  fontsNotEmbedded: ['Helvetica'],
  pdfStandard: 'none',
  ...(pages ? { pages } : {}),
});

describe('bookFileFacts', () => {
  it('takes the trim from the first page less the bleed, and the images smallest and largest ppi', () => {
    expect(
      bookFileFacts(facts([page([300.6, 72.4]), page([612])]), { ...CHOICES, bleedMm: 3 }),
    ).toEqual({
      pageCount: 2,
      trimMm: { widthMm: 148, heightMm: 210 },
      bleedMm: 3,
      binding: 'perfect-bound',
      ink: 'black',
      paper: 'white',
      fontsNotEmbedded: ['Helvetica'],
      images: { smallestPpi: 72, largestPpi: 612 },
      pdfStandard: 'none',
    });
  });

  it('says none for a file without images, and leaves them out when pages were not read', () => {
    expect(bookFileFacts(facts([page([]), page([])]), CHOICES).images).toBe('none');
    expect(bookFileFacts(facts(), CHOICES)).not.toHaveProperty('images');
  });

  it('reads how the file prints from its pages: RGB over CMYK over grey, spot colours apart', () => {
    const painted = (...colourSpaces: PaintedInk[]): PdfPageFacts => ({
      ...page([]),
      colourSpaces,
      ...(colourSpaces.includes('spot') && { spotColours: ['Gold'] }),
    });
    const read = (...pages: PdfPageFacts[]) => {
      const { colourSpace, spotColours } = bookFileFacts(facts(pages), CHOICES);
      return [colourSpace, spotColours];
    };
    expect(read(painted('grey'), painted())).toEqual(['grey', []]);
    expect(read(painted('grey', 'spot'), painted('cmyk'))).toEqual(['cmyk', ['Gold']]);
    expect(read(painted('cmyk'), painted('rgb', 'spot'))).toEqual(['rgb', ['Gold']]);
    // A page whose content was not read leaves the colour space unknown.
    expect(read(painted('grey'), page([]))).toEqual([undefined, undefined]);
    expect(read()).toEqual([undefined, undefined]);
  });
});
