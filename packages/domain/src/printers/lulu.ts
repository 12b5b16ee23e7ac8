import { inches, inchTrim, type PrinterRules } from './printer-rules.ts';
import { SOURCES } from './sources.ts';

/**
 * Lulu: paperback (perfect bound, saddle stitch) and casewrap hardcover. Lulu's page-count
 * maximum for paperbacks and its saddle-stitch range were not in the pages read.
 */
export const LULU: PrinterRules = {
  id: 'lulu',
  name: 'Lulu',
  product: 'paperback and hardcover',
  bindings: {
    value: ['perfect-bound', 'saddle-stitch', 'case-bound'],
    grade: 'blocks-printing',
    sources: [SOURCES.luluSpineWidth],
  },
  inkAndPaper: {
    value: [
      { ink: 'black', shades: undefined },
      { ink: 'standard-colour', shades: undefined },
      { ink: 'premium-colour', shades: undefined },
    ],
    grade: 'blocks-printing',
    sources: [SOURCES.luluInteriorFaq],
    note: 'Lulu names Full Color and Black & White; both colour grades compare with its full colour. Paper shades were not in the pages read.',
  },
  trims: {
    value: {
      sizes: [
        inchTrim('Pocketbook (4.25 x 6.87 in)', 4.25, 6.87),
        inchTrim('Digest (5.5 x 8.5 in)', 5.5, 8.5),
        { name: 'A5', widthMm: 148, heightMm: 210 },
        inchTrim('US Trade (6 x 9 in)', 6, 9),
        inchTrim('Royal (6.14 x 9.21 in)', 6.14, 9.21),
        inchTrim('Executive (7 x 10 in)', 7, 10),
        inchTrim('Crown Quarto (7.44 x 9.68 in)', 7.44, 9.68),
        inchTrim('Square (8.5 x 8.5 in)', 8.5, 8.5),
        inchTrim('US Letter (8.5 x 11 in)', 8.5, 11),
        { name: 'A4', widthMm: 210, heightMm: 297 },
        inchTrim('Small Landscape (9 x 7 in)', 9, 7),
        inchTrim('US Letter Landscape (11 x 8.5 in)', 11, 8.5),
      ],
      complete: false,
    },
    grade: 'blocks-printing',
    sources: [SOURCES.luluBookSizes, SOURCES.luluBleed, SOURCES.luluPocketbook],
    note: 'The common sizes from Lulu\'s blog (its Executive is given as 7 x 10 in and "184 x 267 mm"; the inches are used). Lulu prints more: a size missing here is unchecked, not refused.',
  },
  pageLimits: {
    grade: 'blocks-printing',
    limits: [
      {
        binding: 'perfect-bound',
        minPages: 32,
        sources: [SOURCES.luluSpineCalculatorPdf],
        note: 'Paperback covers need at least 32 pages. No maximum was found.',
      },
      {
        binding: 'case-bound',
        minPages: 24,
        maxPages: 800,
        sources: [SOURCES.luluSpineCalculatorPdf, SOURCES.luluSpineWidth],
        note: "Hardcovers from 24 pages; Lulu's hardcover spine table ends at 800 pages.",
      },
      {
        binding: 'saddle-stitch',
        sources: [],
        note: "Lulu's saddle-stitch page range was not in the pages read.",
      },
    ],
  },
  bleed: {
    value: { interiorMm: inches(0.125), coverMm: inches(0.125), addedWhenMissing: true },
    grade: 'looks-wrong',
    sources: [SOURCES.luluBleed, SOURCES.reference],
    note: 'A file without bleed gets a 0.125 in (3.18 mm) margin added on all sides; a bleed file of the wrong size prints with white edges.',
  },
  margins: {
    value: {
      insideMm: [{ mm: inches(0.5) }],
      outsideMm: { withoutBleed: inches(0.5), withBleed: inches(0.5) },
    },
    grade: 'looks-wrong',
    sources: [SOURCES.luluFormattingTips, SOURCES.luluBleed, SOURCES.reference],
    note: 'The safety margin: 0.5 in inside the trim. Lulu adds that most books need a further 0.2-0.3 in gutter.',
  },
  spineText: {
    value: { minPages: 80 },
    grade: 'looks-wrong',
    sources: [SOURCES.luluSpineText],
    note: 'Some retail printers need 130 pages for spine text.',
  },
  spine: {
    value: {
      perPage: [
        { ink: 'black', mmPerPage: inches(1 / 444) },
        { ink: 'standard-colour', mmPerPage: inches(1 / 444) },
        { ink: 'premium-colour', mmPerPage: inches(1 / 444) },
      ],
      extraMm: inches(0.06),
    },
    sources: [SOURCES.luluSpineWidth],
    note: 'Perfect bound: (pages / 444) + 0.06 in.',
  },
  resolution: {
    value: { recommendedPpi: 300, maximumPpi: 600 },
    grade: 'looks-wrong',
    sources: [SOURCES.luluInteriorFaq, SOURCES.reference],
  },
  colourSpaces: {
    value: { black: ['grey'], colour: ['srgb'], spotsMixed: true },
    grade: 'looks-wrong',
    sources: [SOURCES.luluInteriorFaq, SOURCES.reference, SOURCES.luluColourDifferences],
    note: "Other colour spaces are converted to sRGB and may print in unexpected colours. Lulu's machines print in CMYK, so a spot colour (a Pantone shade) is mixed from those inks.",
  },
  pdfStandards: { value: 'any', grade: 'blocks-printing', sources: [SOURCES.luluBleed] },
  fontsEmbedded: {
    value: undefined,
    grade: 'blocks-printing',
    sources: [],
    note: 'No font rule was found in the Lulu pages read.',
  },
  trimVarianceMm: { value: inches(0.125), sources: [SOURCES.luluBleed] },
};
