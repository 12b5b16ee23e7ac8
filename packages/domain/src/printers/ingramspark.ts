import { inches, inchTrim, type PrinterRules } from './printer-rules.ts';
import { SOURCES } from './sources.ts';

/**
 * IngramSpark, paperback and hardcover. Its full trim list, maximum page count, spine
 * thickness per page and spine-text minimum were not in the pages read: those rules are
 * unchecked (the template generator in an IngramSpark account gives the cover).
 */
export const INGRAMSPARK: PrinterRules = {
  id: 'ingramspark',
  name: 'IngramSpark',
  product: 'paperback and hardcover',
  bindings: {
    value: ['perfect-bound', 'case-bound', 'saddle-stitch'],
    grade: 'blocks-printing',
    sources: [SOURCES.ingramBindings, SOURCES.ingramFileCreationGuide],
    note: 'Saddle stitch from the cover set-up chapters of the File Creation Guide.',
  },
  inkAndPaper: {
    value: [
      { ink: 'black', shades: undefined },
      { ink: 'standard-colour', shades: undefined },
      { ink: 'premium-colour', shades: undefined },
    ],
    grade: 'blocks-printing',
    sources: [SOURCES.ingramFileCreationGuide],
    note: 'Black & white, standard colour and premium colour; the paper shades were not in the pages read.',
  },
  trims: {
    value: {
      sizes: [
        inchTrim('5 x 8 in', 5, 8),
        inchTrim('5.25 x 8 in', 5.25, 8),
        inchTrim('5.5 x 8.5 in', 5.5, 8.5),
        inchTrim('6 x 9 in', 6, 9),
        inchTrim('6.14 x 9.21 in', 6.14, 9.21),
        inchTrim('11 x 8.5 in', 11, 8.5),
      ],
      complete: false,
    },
    grade: 'blocks-printing',
    sources: [
      SOURCES.ingramVariations,
      SOURCES.ingramTrims,
      SOURCES.ingramTrims2,
      SOURCES.ingramLandscape,
    ],
    note: "Only part of IngramSpark's list: a size missing from it is unchecked, not refused.",
  },
  pageLimits: {
    grade: 'blocks-printing',
    limits: [
      {
        minPages: 18,
        sources: [SOURCES.reference, SOURCES.ingramMinimumPages],
        note: 'At least 18 pages for every binding. No maximum was found.',
      },
    ],
  },
  bleed: {
    value: { interiorMm: inches(0.125), coverMm: inches(0.125), addedWhenMissing: false },
    grade: 'blocks-printing',
    sources: [SOURCES.ingramTrims, SOURCES.ingramBleed],
    note: 'Both pages give 0.125 in (3.2 mm) beyond the trim; the stored IngramSpark pages stop before their bleed figures.',
  },
  margins: {
    value: {
      insideMm: [{ mm: inches(0.5) }],
      outsideMm: { withoutBleed: inches(0.5), withBleed: inches(0.5) },
    },
    grade: 'blocks-printing',
    sources: [SOURCES.ingramFileRequirements, SOURCES.ingramFileProblems],
    note: 'At least 0.5 in (13 mm) from the trim on all sides, page numbers included.',
  },
  spineText: {
    value: undefined,
    grade: 'looks-wrong',
    sources: [],
    note: "IngramSpark's spine-text minimum was not in the pages read.",
  },
  spine: {
    value: undefined,
    sources: [],
    note: 'IngramSpark publishes its spine through the cover template generator; no per-page figure was found.',
  },
  resolution: {
    value: { minimumPpi: 300 },
    grade: 'looks-wrong',
    sources: [SOURCES.ingramImages, SOURCES.ingramTrims],
  },
  colourSpaces: {
    value: { black: ['cmyk', 'grey'], colour: ['cmyk'] },
    grade: 'blocks-printing',
    sources: [SOURCES.ingramPrintReady, SOURCES.reference, SOURCES.ingramTrims2],
    note: 'IngramSpark requires files in CMYK; greyscale for black interiors per cambric.pages.dev.',
  },
  pdfStandards: {
    value: ['PDF/X-1a'],
    grade: 'blocks-printing',
    sources: [SOURCES.ingramFileProblems, SOURCES.reference, SOURCES.ingramPdfX],
    note: 'PDF/X-1a:2001 is the default setting; REFERENCE.md: PDF/X-1a is its most common rejection.',
  },
  fontsEmbedded: {
    value: true,
    grade: 'blocks-printing',
    sources: [SOURCES.ingramFileRequirements],
  },
  trimVarianceMm: {
    value: inches(1 / 16),
    sources: [SOURCES.ingramFileProblems, SOURCES.ingramVariations],
  },
};
