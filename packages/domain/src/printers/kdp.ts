import { inches, inchTrim, type PrinterRules } from './printer-rules.ts';
import { SOURCES } from './sources.ts';

/**
 * KDP paperback (perfect bound). Hardcover is left out: its trims and cover wrap were not in
 * the pages read. The stored copies of KDP's own help pages stop before their tables, so the
 * gutter table, the trim list and the paper thicknesses come from pages that quote them,
 * cited beside KDP's.
 */
export const KDP_PAPERBACK: PrinterRules = {
  id: 'kdp',
  name: 'KDP',
  product: 'paperback',
  bindings: {
    value: ['perfect-bound'],
    grade: 'blocks-printing',
    sources: [SOURCES.kdpPrintOptions],
    note: 'Paperbacks only here; KDP also prints hardcovers (75 to 550 pages).',
  },
  inkAndPaper: {
    value: [
      { ink: 'black', shades: ['white', 'creme'] },
      { ink: 'standard-colour', shades: ['white'] },
      { ink: 'premium-colour', shades: ['white'] },
    ],
    grade: 'blocks-printing',
    sources: [SOURCES.kdpPrintOptions],
  },
  trims: {
    value: {
      sizes: [
        inchTrim('5 x 8 in', 5, 8),
        inchTrim('5.06 x 7.81 in', 5.06, 7.81),
        inchTrim('5.25 x 8 in', 5.25, 8),
        inchTrim('5.5 x 8.5 in', 5.5, 8.5),
        inchTrim('6 x 9 in', 6, 9),
        inchTrim('6.14 x 9.21 in', 6.14, 9.21),
        inchTrim('6.69 x 9.61 in', 6.69, 9.61),
        inchTrim('7 x 10 in', 7, 10),
        inchTrim('8 x 10 in', 8, 10),
        inchTrim('8.5 x 8.5 in', 8.5, 8.5),
        inchTrim('8.5 x 11 in', 8.5, 11),
        inchTrim('8.27 x 11.69 in (A4)', 8.27, 11.69),
      ],
      custom: {
        min: { widthMm: inches(4), heightMm: inches(6) },
        max: { widthMm: inches(8.5), heightMm: inches(11.69) },
      },
      complete: true,
    },
    grade: 'blocks-printing',
    sources: [
      SOURCES.kdpTrimBleedMargins,
      SOURCES.kdpTrimList,
      SOURCES.kdpCustomTrims,
      SOURCES.kdpCreateSpaceSpecs,
    ],
    note: 'KDP names 6 x 9 in as the most common size; the others come from pages quoting its list. Custom sizes from 4 x 6 in to 8.5 x 11.69 in (CreateSpace, now KDP, and 30daypivot.com).',
  },
  pageLimits: {
    grade: 'blocks-printing',
    limits: [
      {
        minPages: 24,
        maxPages: 828,
        sources: [SOURCES.reference, SOURCES.kdpCreateSpaceSpecs],
        note: 'Large trims can cap lower (30daypivot.com: 590 pages for 8.5 x 11 in, black on white).',
      },
      { inks: ['standard-colour'], minPages: 72, sources: [SOURCES.kdpCustomTrims] },
    ],
  },
  bleed: {
    value: { interiorMm: inches(0.125), coverMm: inches(0.125), addedWhenMissing: false },
    grade: 'blocks-printing',
    sources: [SOURCES.reference, SOURCES.kdpTrimBleedMargins],
    note: 'KDP: without proper sizing a manuscript may be rejected on upload.',
  },
  margins: {
    value: {
      insideMm: [
        { upToPages: 150, mm: inches(0.375) },
        { upToPages: 300, mm: inches(0.5) },
        { upToPages: 500, mm: inches(0.625) },
        { upToPages: 700, mm: inches(0.75) },
        { mm: inches(0.875) },
      ],
      outsideMm: { withoutBleed: inches(0.25), withBleed: inches(0.375) },
    },
    grade: 'blocks-printing',
    sources: [SOURCES.kdpTrimBleedMargins, SOURCES.kdpGutterTable, SOURCES.kdpGutterTable2],
    note: 'The table is on KDP\'s "Set Trim Size, Bleed, and Margins"; its stored copy stops before it, and the two pages quoting it agree.',
  },
  spineText: {
    value: { minPages: 79 },
    grade: 'looks-wrong',
    sources: [SOURCES.reference, SOURCES.kdpSpineText],
  },
  spine: {
    value: {
      perPage: [
        { ink: 'black', shade: 'white', mmPerPage: inches(0.002252) },
        { ink: 'black', shade: 'creme', mmPerPage: inches(0.0025) },
        { ink: 'standard-colour', mmPerPage: inches(0.002252) },
        { ink: 'premium-colour', mmPerPage: inches(0.002347) },
      ],
      extraMm: 0,
    },
    sources: [SOURCES.reference, SOURCES.kdpSpinePerPage, SOURCES.kdpSpinePerPage2],
  },
  resolution: {
    value: { minimumPpi: 300 },
    grade: 'looks-wrong',
    sources: [SOURCES.kdpSubmission, SOURCES.kdpImages],
    note: 'The stored copy of KDP\'s guidelines stops at "All im..."; the 300 DPI minimum is quoted from its file specifications.',
  },
  colourSpaces: {
    value: undefined,
    grade: 'looks-wrong',
    sources: [],
    note: 'No colour space requirement was found in the KDP pages read.',
  },
  pdfStandards: {
    value: 'any',
    grade: 'blocks-printing',
    sources: [SOURCES.kdpSubmission],
    note: 'A manuscript with bleed must be a PDF; no PDF/X standard is asked for.',
  },
  fontsEmbedded: {
    value: true,
    grade: 'blocks-printing',
    sources: [SOURCES.kdpSubmission],
  },
  trimVarianceMm: {
    value: inches(0.125),
    sources: [SOURCES.reference],
    note: 'REFERENCE.md: trim tolerance +-0.125 in.',
  },
};
