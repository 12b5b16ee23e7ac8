import {
  BINDINGS,
  SADDLE_STITCH_MAX_PAGES,
  SADDLE_STITCH_PAGE_MULTIPLE,
} from '../catalogue/bindings.ts';
import {
  CALIPER_MM,
  PAPER_TYPES,
  type PaperShade,
  type PaperType,
} from '../catalogue/paper-types.ts';
import { SPINES } from '../catalogue/spines.ts';
import { TRIM_SIZES } from '../catalogue/trim-sizes.ts';
import { COVER_BLEED_MM } from '../royalty/cover-size.ts';
import { MAX_PAGES_NON_EBOOK, MIN_PAGES } from '../validation/quote-rules.ts';
import type { PrinterRules, PrintInk } from './printer-rules.ts';
import { SOURCES } from './sources.ts';

function paper(found: PaperType | undefined): PaperType {
  if (!found) throw new Error('The catalogue lost a paper type the printer comparison uses');
  return found;
}

/** A black interior goes on the lightest stock of its shade. */
const lightest = (shade: PaperShade) =>
  paper(PAPER_TYPES.filter((type) => type.shade === shade).sort((a, b) => a.gsm - b.gsm)[0]);

/** Colour interiors print on the heavier white stock (the colour caliper's paper). */
const colourPaper = paper(PAPER_TYPES.find((type) => type.caliperMm === CALIPER_MM.colour));
const COLOUR_INKS: readonly PrintInk[] = ['standard-colour', 'premium-colour'];

/**
 * Our own press, from the rules this package already holds: the catalogue's locally printed
 * trims, its bindings, paper page limits and calipers, the quote's page range, the 4 mm spine
 * that carries text, the 3 mm cover bleed and preflight's checks. The catalogue has one colour
 * ('Colo'); the standard and premium colour of the others both compare with it.
 */
export const OUR_PRESS: PrinterRules = {
  id: 'ours',
  name: 'Our press',
  product: 'print book',
  bindings: {
    value: BINDINGS.map((binding) => binding.id),
    grade: 'blocks-printing',
    sources: [SOURCES.ourBindings],
  },
  inkAndPaper: {
    value: [
      { ink: 'black', shades: ['white', 'creme'] },
      ...COLOUR_INKS.map((ink) => ({ ink, shades: [colourPaper.shade] })),
    ],
    grade: 'blocks-printing',
    sources: [SOURCES.ourPapers],
  },
  trims: {
    value: {
      sizes: TRIM_SIZES.filter((size) => size.local).map(({ name, widthMm, heightMm }) => ({
        name,
        widthMm,
        heightMm,
      })),
      complete: true,
    },
    grade: 'blocks-printing',
    sources: [SOURCES.ourTrims],
  },
  pageLimits: {
    grade: 'blocks-printing',
    limits: [
      { minPages: MIN_PAGES, maxPages: MAX_PAGES_NON_EBOOK, sources: [SOURCES.ourPageCounts] },
      ...(['white', 'creme'] as const).map((shade) => ({
        inks: ['black'] as const,
        shade,
        maxPages: lightest(shade).maxPage,
        sources: [SOURCES.ourPapers],
      })),
      { inks: COLOUR_INKS, maxPages: colourPaper.maxPage, sources: [SOURCES.ourPapers] },
      {
        binding: 'saddle-stitch',
        maxPages: SADDLE_STITCH_MAX_PAGES,
        multipleOf: SADDLE_STITCH_PAGE_MULTIPLE,
        sources: [SOURCES.ourBindings, SOURCES.reference],
      },
    ],
  },
  bleed: {
    value: { interiorMm: 0, coverMm: COVER_BLEED_MM, addedWhenMissing: false },
    grade: 'blocks-printing',
    sources: [SOURCES.ourCover, SOURCES.ourPreflight],
    note: 'The cover has 3 mm of bleed. Book preflight holds every interior page to the trim within 1 mm, so interiors come without bleed.',
  },
  margins: {
    value: undefined,
    grade: 'looks-wrong',
    sources: [],
    note: 'The catalogue sets no margin minimum yet.',
  },
  spineText: {
    value: {
      minSpineMm: Math.min(
        ...SPINES.filter((spine) => spine.textAllowed).map((spine) => spine.thicknessMm),
      ),
    },
    grade: 'looks-wrong',
    sources: [SOURCES.ourSpines],
  },
  spine: {
    value: {
      perPage: [
        ...(['white', 'creme'] as const).map((shade) => ({
          ink: 'black' as const,
          shade,
          mmPerPage: lightest(shade).caliperMm,
        })),
        ...COLOUR_INKS.map((ink) => ({ ink, mmPerPage: colourPaper.caliperMm })),
      ],
      extraMm: 0,
    },
    sources: [SOURCES.ourPapers, SOURCES.reference],
  },
  resolution: {
    value: undefined,
    grade: 'looks-wrong',
    sources: [],
    note: 'Preflight does not read image resolution yet, and the catalogue sets no minimum.',
  },
  colourSpaces: {
    value: undefined,
    grade: 'looks-wrong',
    sources: [],
    note: 'The catalogue states no colour space.',
  },
  pdfStandards: { value: 'any', grade: 'blocks-printing', sources: [SOURCES.ourUploads] },
  fontsEmbedded: { value: true, grade: 'blocks-printing', sources: [SOURCES.ourPreflight] },
  trimVarianceMm: {
    value: undefined,
    sources: [],
    note: 'Our press has published no trim variance.',
  },
};
