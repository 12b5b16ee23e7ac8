import type { BindingId } from '../catalogue/bindings.ts';
import type { PaperShade } from '../catalogue/paper-types.ts';
import { lengthText, PREFLIGHT_TOLERANCE_MM, sizeText } from '../files/pdf-preflight.ts';
import { marginsFor } from './margins-for.ts';
import { type PrinterCover, printerCover, printerSpineWidthMm } from './printer-cover.ts';
import type {
  ColourSpace,
  Grade,
  PageLimit,
  PdfStandard,
  PrinterId,
  PrinterRules,
  PrintInk,
  SizeMm,
} from './printer-rules.ts';
import { PRINTERS } from './printers.ts';

/**
 * The facts of a book file a printer's rules are checked against: what preflight reads
 * (`PdfFacts`: pages, fonts not embedded) with the trim and bleed the pages are laid out for,
 * the book's choices, and what else is known of the file. A fact left out is not checked.
 */
export interface BookFileFacts {
  pageCount: number;
  /** The finished page size the file is laid out for (its pages less any bleed), in mm. */
  trimMm: SizeMm;
  /** How far the pages run past the trim on the outer edges, in mm; 0 without bleed. */
  bleedMm: number;
  binding: BindingId;
  ink: PrintInk;
  paper: PaperShade;
  fontsNotEmbedded: readonly string[];
  /** The images' resolution in pixels per inch as placed, or `none` for a file without images. */
  images?: { smallestPpi: number; largestPpi: number } | 'none';
  /**
   * How the file's content prints: RGB when anything is in RGB (sRGB cannot be told from other
   * RGB), else CMYK when anything is, else greyscale. Spot colours are apart.
   */
  colourSpace?: ColourSpace;
  /** The spot colours (Separation or DeviceN inks) the file paints with. */
  spotColours?: readonly string[];
  pdfStandard?: PdfStandard;
  /** The smallest margins found: inside (the gutter), and outside, top or bottom, in mm. */
  marginsMm?: { insideMm: number; outsideMm: number };
  /** Whether the cover carries text on the spine. */
  spineText?: boolean;
}

/** The rows of the comparison table, in order. */
export const PRINTER_RULE_IDS = [
  'binding',
  'ink-and-paper',
  'trim',
  'page-count',
  'bleed',
  'margins',
  'spine-text',
  'resolution',
  'colour-space',
  'file-format',
  'fonts',
] as const;
export type PrinterRuleId = (typeof PRINTER_RULE_IDS)[number];

/**
 * One rule's answer: pass, fail, or unchecked (a fact of the file, or the printer's number, is
 * not known). `grade` says what a failure means: for a pass, what it would have meant.
 */
export interface PrinterFinding {
  rule: PrinterRuleId;
  status: 'pass' | 'fail' | 'unchecked';
  grade: Grade;
  message: string;
}

/** One printer's column: every rule's finding, the verdict, and its spine and cover. */
export interface PrinterCheck {
  printer: PrinterId;
  name: string;
  /** `blocked` when a failure blocks printing, `looks-wrong` when one prints badly. */
  verdict: 'prints' | 'looks-wrong' | 'blocked';
  findings: readonly PrinterFinding[];
  cover: PrinterCover;
}

const INK_NAMES: Record<PrintInk, string> = {
  black: 'black',
  'standard-colour': 'standard colour',
  'premium-colour': 'premium colour',
};
const PAPER_NAMES: Record<PaperShade, string> = { white: 'white', creme: 'cream' };
const BINDING_NAMES: Record<BindingId, string> = {
  'perfect-bound': 'perfect-bound',
  'saddle-stitch': 'saddle-stitched',
  'case-bound': 'hardcover',
};
const COLOUR_SPACE_NAMES: Record<ColourSpace, string> = {
  grey: 'greyscale',
  cmyk: 'CMYK',
  srgb: 'sRGB',
  rgb: 'RGB',
};
const PDF_NAMES: Record<PdfStandard, string> = {
  'PDF/X-1a': 'PDF/X-1a',
  'PDF/X-3': 'PDF/X-3',
  'PDF/X-4': 'PDF/X-4',
  none: 'a plain PDF',
};

type Answer = Omit<PrinterFinding, 'rule'>;
const GRADE_ORDER: Record<Grade, number> = {
  'blocks-printing': 0,
  'looks-wrong': 1,
  'worth-knowing': 2,
};
const pass = (grade: Grade, message: string): Answer => ({ status: 'pass', grade, message });
const fail = (grade: Grade, message: string): Answer => ({ status: 'fail', grade, message });
const unchecked = (grade: Grade, message: string): Answer => ({
  status: 'unchecked',
  grade,
  message,
});

/** A rule the printer's table has no figure for: ours is not set yet, others' was not found. */
const noRule = (printer: PrinterRules, grade: Grade, rule: string): Answer =>
  unchecked(
    grade,
    printer.id === 'ours' ? `We set no ${rule} yet.` : `We found no ${rule} for ${printer.name}.`,
  );

function checkBinding(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.bindings;
  const binding = BINDING_NAMES[facts.binding];
  if (!value) return noRule(printer, grade, 'bindings');
  return value.includes(facts.binding)
    ? pass(grade, `${printer.name} prints ${binding} books.`)
    : fail(grade, `${printer.name} does not print ${binding} books.`);
}

function checkInkAndPaper(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.inkAndPaper;
  const ink = INK_NAMES[facts.ink];
  const paper = PAPER_NAMES[facts.paper];
  if (!value) return noRule(printer, grade, 'inks and papers');
  const offered = value.find((entry) => entry.ink === facts.ink);
  if (!offered) return fail(grade, `${printer.name} does not print in ${ink}.`);
  if (!offered.shades)
    return unchecked(grade, `${printer.name} prints in ${ink}. We could not check ${paper} paper.`);
  if (!offered.shades.includes(facts.paper)) {
    const shades = offered.shades.map((shade) => PAPER_NAMES[shade]).join(' or ');
    return fail(grade, `${printer.name} prints ${ink} on ${shades} paper only.`);
  }
  return pass(grade, `${printer.name} prints ${ink} on ${paper} paper.`);
}

const fits = (size: SizeMm, wanted: SizeMm) =>
  Math.abs(size.widthMm - wanted.widthMm) <= PREFLIGHT_TOLERANCE_MM &&
  Math.abs(size.heightMm - wanted.heightMm) <= PREFLIGHT_TOLERANCE_MM;

const within = (size: SizeMm, range: { min: SizeMm; max: SizeMm }) =>
  size.widthMm >= range.min.widthMm - PREFLIGHT_TOLERANCE_MM &&
  size.widthMm <= range.max.widthMm + PREFLIGHT_TOLERANCE_MM &&
  size.heightMm >= range.min.heightMm - PREFLIGHT_TOLERANCE_MM &&
  size.heightMm <= range.max.heightMm + PREFLIGHT_TOLERANCE_MM;

/** The trim against the printer's sizes, each within preflight's 1 mm. */
function checkTrim(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.trims;
  const size = sizeText(facts.trimMm);
  if (!value) return noRule(printer, grade, 'trim sizes');
  const listed = value.sizes.find((trim) => fits(facts.trimMm, trim));
  if (listed) return pass(grade, `${printer.name} prints ${listed.name} (${sizeText(listed)}).`);
  if (value.custom && within(facts.trimMm, value.custom)) {
    const { min, max } = value.custom;
    return pass(
      grade,
      `${printer.name} prints custom sizes from ${sizeText(min)} to ${sizeText(max)}.`,
    );
  }
  return value.complete
    ? fail(grade, `${printer.name} does not print ${size} books.`)
    : unchecked(grade, `We could not confirm that ${printer.name} prints ${size} books.`);
}

const applies = (limit: PageLimit, facts: BookFileFacts) =>
  (limit.binding === undefined || limit.binding === facts.binding) &&
  (limit.inks === undefined || limit.inks.includes(facts.ink)) &&
  (limit.shade === undefined || limit.shade === facts.paper);

/** What books a limit is about, for its message: '127 x 203 mm', 'saddle-stitched', ... */
function limitSubject(limit: PageLimit, facts: BookFileFacts): string {
  if (limit.binding) return `${BINDING_NAMES[limit.binding]} books`;
  if (limit.shade) return `books on ${PAPER_NAMES[limit.shade]} paper`;
  const ink = limit.inks?.find((candidate) => candidate === facts.ink);
  if (ink) return `${INK_NAMES[ink]} books`;
  return `${sizeText(facts.trimMm)} books`;
}

/** The limit that binds: the highest minimum or the lowest maximum of those that apply. */
function strictest(limits: readonly PageLimit[], key: 'minPages' | 'maxPages') {
  const given = limits.flatMap((limit) => {
    const pages = limit[key];
    return pages === undefined ? [] : [{ limit, pages }];
  });
  given.sort((a, b) => (key === 'minPages' ? b.pages - a.pages : a.pages - b.pages));
  return given[0];
}

/** Every page-count limit that applies: the highest minimum, the lowest maximum, multiples. */
function checkPageCount(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { grade } = printer.pageLimits;
  const pages = facts.pageCount;
  const limits = printer.pageLimits.limits.filter((limit) => applies(limit, facts));
  const min = strictest(limits, 'minPages');
  const max = strictest(limits, 'maxPages');
  if (min && pages < min.pages)
    return fail(
      grade,
      `${printer.name} does not print ${limitSubject(min.limit, facts)} with fewer than ${min.pages} pages.`,
    );
  if (max && pages > max.pages)
    return fail(
      grade,
      `${printer.name} does not print ${limitSubject(max.limit, facts)} with more than ${max.pages} pages.`,
    );
  const multiple = limits.find((limit) => limit.multipleOf && pages % limit.multipleOf !== 0);
  if (multiple?.multipleOf) {
    const next = Math.ceil(pages / multiple.multipleOf) * multiple.multipleOf;
    return fail(
      grade,
      `${printer.name} prints ${limitSubject(multiple, facts)} in sets of ${multiple.multipleOf} pages. Add ${next - pages} blank pages to make ${next}.`,
    );
  }
  if (min && max)
    return pass(
      grade,
      `${printer.name} prints ${min.pages} to ${max.pages} pages; yours has ${pages}.`,
    );
  if (min)
    return pass(grade, `${printer.name} prints from ${min.pages} pages. We found no maximum.`);
  if (max)
    return pass(grade, `${printer.name} prints up to ${max.pages} pages. We found no minimum.`);
  return noRule(printer, grade, `page range for ${BINDING_NAMES[facts.binding]} books`);
}

function checkBleed(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.bleed;
  if (!value) return noRule(printer, grade, 'bleed');
  if (facts.bleedMm <= 0)
    return value.addedWhenMissing
      ? pass(
          grade,
          `${printer.name} adds a ${lengthText(value.interiorMm)} white margin to pages without bleed.`,
        )
      : pass(grade, `${printer.name} takes pages without bleed.`);
  if (value.interiorMm === 0)
    return fail(grade, `${printer.name} prints pages at the trim size. Send them without bleed.`);
  const wanted = `${printer.name} wants ${lengthText(value.interiorMm)} of bleed`;
  return Math.abs(facts.bleedMm - value.interiorMm) <= PREFLIGHT_TOLERANCE_MM
    ? pass(grade, `${wanted}; yours is ${lengthText(facts.bleedMm)}.`)
    : fail(grade, `${wanted} on the outer edges; yours is ${lengthText(facts.bleedMm)}.`);
}

function checkMargins(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.margins;
  if (!value) return noRule(printer, grade, 'margin minimum');
  const { insideMm: inside, outsideMm: outside } = marginsFor(
    value,
    facts.pageCount,
    facts.bleedMm,
  );
  const wanted = `${printer.name} wants margins of at least ${lengthText(inside)} inside and ${lengthText(outside)} outside`;
  const measured = facts.marginsMm;
  if (!measured) return unchecked(grade, `${wanted}. We could not measure yours.`);
  // A margin a hair under the minimum (rounding in the file) still counts.
  const short = (found: number, minimum: number) => found < minimum - 0.01;
  if (short(measured.insideMm, inside))
    return fail(
      grade,
      `${printer.name} wants an inside margin of at least ${lengthText(inside)} for ${facts.pageCount} pages; yours is ${lengthText(measured.insideMm)}.`,
    );
  if (short(measured.outsideMm, outside))
    return fail(
      grade,
      `${printer.name} wants outside margins of at least ${lengthText(outside)}; yours are ${lengthText(measured.outsideMm)}.`,
    );
  return pass(
    grade,
    `Your margins clear ${printer.name}'s ${lengthText(inside)} inside and ${lengthText(outside)} outside.`,
  );
}

function checkSpineText(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.spineText;
  if (!value) return noRule(printer, grade, 'rule for spine text');
  let enough: boolean;
  let rule: string;
  if ('minPages' in value) {
    enough = facts.pageCount >= value.minPages;
    rule = `${printer.name} prints spine text from ${value.minPages} pages; yours has ${facts.pageCount}`;
  } else {
    const spine = printerSpineWidthMm(printer, {
      pages: facts.pageCount,
      ink: facts.ink,
      paper: facts.paper,
    });
    if (spine === undefined)
      return unchecked(grade, `We could not work out ${printer.name}'s spine for this paper.`);
    enough = spine >= value.minSpineMm;
    rule = `${printer.name} prints spine text on spines from ${lengthText(value.minSpineMm)}; yours is ${lengthText(spine)}`;
  }
  if (enough) return pass(grade, `${rule}.`);
  if (facts.spineText) return fail(grade, `${rule}. Leave the spine without text.`);
  if (facts.spineText === false) return pass(grade, `${rule}. Your spine has no text: fine.`);
  return unchecked('worth-knowing', `${rule}. Keep the spine without text.`);
}

function checkResolution(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.resolution;
  if (!value) return noRule(printer, grade, 'image resolution');
  const { images } = facts;
  if (images === 'none') return pass(grade, 'Your file has no images to check.');
  const wanted = value.minimumPpi ?? value.recommendedPpi;
  if (!images)
    return unchecked(
      grade,
      `We could not read your images' resolution. ${printer.name} wants ${wanted} ppi.`,
    );
  const problems: { grade: Grade; text: string }[] = [];
  if (value.minimumPpi !== undefined && images.smallestPpi < value.minimumPpi)
    problems.push({
      grade,
      text: `${printer.name} wants images of at least ${value.minimumPpi} ppi; your smallest is ${images.smallestPpi} ppi.`,
    });
  else if (value.recommendedPpi !== undefined && images.smallestPpi < value.recommendedPpi)
    problems.push({
      grade: 'worth-knowing',
      text: `${printer.name} advises ${value.recommendedPpi} ppi; your smallest image is ${images.smallestPpi} ppi.`,
    });
  if (value.maximumPpi !== undefined && images.largestPpi > value.maximumPpi)
    problems.push({
      grade: 'worth-knowing',
      text: `${printer.name}'s limit is ${value.maximumPpi} ppi; your largest image is ${images.largestPpi} ppi. More only makes the file bigger.`,
    });
  const [worst] = [...problems].sort((a, b) => GRADE_ORDER[a.grade] - GRADE_ORDER[b.grade]);
  if (worst) return fail(worst.grade, problems.map((problem) => problem.text).join(' '));
  return pass(
    grade,
    `Your images are ${images.smallestPpi} ppi or more: fine for ${printer.name}.`,
  );
}

function checkColourSpace(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.colourSpaces;
  if (!value) return noRule(printer, grade, 'colour space');
  const accepted = facts.ink === 'black' ? value.black : value.colour;
  const names = accepted.map((space) => COLOUR_SPACE_NAMES[space]).join(' or ');
  const interior = facts.ink === 'black' ? 'black' : 'colour';
  if (!facts.colourSpace)
    return unchecked(
      grade,
      `We could not read your file's colour space. ${printer.name} wants ${names} for ${interior} interiors.`,
    );
  const yours = COLOUR_SPACE_NAMES[facts.colourSpace];
  const spots = value.spotsMixed ? (facts.spotColours ?? []) : [];
  const mixed =
    spots.length > 0
      ? ` ${printer.name} prints with four inks, so your spot ${spots.length === 1 ? 'colour' : 'colours'} (${spots.join(', ')}) ${spots.length === 1 ? 'is' : 'are'} mixed from them and may not match.`
      : '';
  if (!accepted.includes(facts.colourSpace))
    return fail(
      grade,
      `${printer.name} wants ${names} for ${interior} interiors; yours is ${yours}.${mixed}`,
    );
  const takes = `${printer.name} takes ${yours} for ${interior} interiors.`;
  return mixed ? fail(grade, `${takes}${mixed}`) : pass(grade, takes);
}

function checkFileFormat(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.pdfStandards;
  if (!value) return noRule(printer, grade, 'file format');
  if (value === 'any') return pass(grade, `${printer.name} takes any PDF.`);
  const names = value.map((standard) => PDF_NAMES[standard]).join(' or ');
  if (!facts.pdfStandard)
    return unchecked(
      grade,
      `We could not tell whether your PDF is ${names}, as ${printer.name} wants.`,
    );
  const yours = PDF_NAMES[facts.pdfStandard];
  return value.includes(facts.pdfStandard)
    ? pass(grade, `Your ${yours} file suits ${printer.name}.`)
    : fail(grade, `${printer.name} wants a ${names} file; yours is ${yours}.`);
}

function checkFonts(printer: PrinterRules, facts: BookFileFacts): Answer {
  const { value, grade } = printer.fontsEmbedded;
  const missing = facts.fontsNotEmbedded.join(', ');
  if (!value) {
    const { message } = noRule(printer, grade, 'font rule');
    const advice = missing ? `To be safe, embed ${missing}.` : 'Your fonts are all embedded.';
    return unchecked(grade, `${message} ${advice}`);
  }
  return missing
    ? fail(grade, `${printer.name} needs every font embedded. Not embedded: ${missing}.`)
    : pass(grade, 'All your fonts are embedded.');
}

const CHECKS: Record<PrinterRuleId, (printer: PrinterRules, facts: BookFileFacts) => Answer> = {
  binding: checkBinding,
  'ink-and-paper': checkInkAndPaper,
  trim: checkTrim,
  'page-count': checkPageCount,
  bleed: checkBleed,
  margins: checkMargins,
  'spine-text': checkSpineText,
  resolution: checkResolution,
  'colour-space': checkColourSpace,
  'file-format': checkFileFormat,
  fonts: checkFonts,
};

function verdictOf(findings: readonly PrinterFinding[]): PrinterCheck['verdict'] {
  const failed = findings.filter((finding) => finding.status === 'fail');
  if (failed.some((finding) => finding.grade === 'blocks-printing')) return 'blocked';
  if (failed.some((finding) => finding.grade === 'looks-wrong')) return 'looks-wrong';
  return 'prints';
}

/**
 * Whether the same file would pass each printer's published rules, side by side: per printer,
 * one finding per rule (in `PRINTER_RULE_IDS` order) in plain words, a verdict, and the spine
 * and full cover it would need.
 */
export function checkAgainstPrinters(
  facts: BookFileFacts,
  printers: readonly PrinterRules[] = PRINTERS,
): PrinterCheck[] {
  return printers.map((printer) => {
    const findings = PRINTER_RULE_IDS.map((rule) => ({ rule, ...CHECKS[rule](printer, facts) }));
    return {
      printer: printer.id,
      name: printer.name,
      verdict: verdictOf(findings),
      findings,
      cover: printerCover(printer, {
        pages: facts.pageCount,
        ink: facts.ink,
        paper: facts.paper,
        trimMm: facts.trimMm,
        binding: facts.binding,
      }),
    };
  });
}
