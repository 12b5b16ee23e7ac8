import type { BindingId } from '../catalogue/bindings.ts';
import type { PaperShade } from '../catalogue/paper-types.ts';

/** The printers the comparison knows: our own press and three others' published rules. */
export type PrinterId = 'ours' | 'kdp' | 'ingramspark' | 'lulu';

/** Where a number comes from, and when it was read. */
export interface Source {
  /** The page's address; for our own press, the module of this package that holds the rule. */
  url: string;
  title: string;
  /** The day the page was read (yyyy-MM-dd). */
  read: string;
  /**
   * `official`: the printer's own page. `secondary`: an author's, designer's or tool maker's page
   * quoting the printer (used where the stored official page stops before the number).
   * `reference`: the project's REFERENCE.md. `domain`: this package's own rules.
   */
  kind: 'official' | 'secondary' | 'reference' | 'domain';
}

/** Every recorded number carries its sources; a missing number carries a note saying why. */
export interface Cited {
  sources: readonly Source[];
  note?: string;
}

/** A fact about a printer; `undefined` when no source gave it (the note says so). */
export interface Fact<T> extends Cited {
  value: T | undefined;
}

/**
 * What breaking a rule means: the printer refuses the file, it prints but looks wrong (soft
 * images, text in the fold, white slivers), or it is worth knowing before you upload.
 */
export const GRADES = ['blocks-printing', 'looks-wrong', 'worth-knowing'] as const;
export type Grade = (typeof GRADES)[number];

/** A rule a file can break, with what breaking it means at this printer. */
export interface Rule<T> extends Fact<T> {
  grade: Grade;
}

/** Interior ink: black, or colour at the standard or premium grade. */
export type PrintInk = 'black' | 'standard-colour' | 'premium-colour';

/** Colour space of a PDF's content. `rgb` is RGB other than sRGB. */
export type ColourSpace = 'grey' | 'cmyk' | 'srgb' | 'rgb';

/** The PDF/X standard a file claims, or `none` for a plain PDF. */
export type PdfStandard = 'PDF/X-1a' | 'PDF/X-3' | 'PDF/X-4' | 'none';

export interface SizeMm {
  widthMm: number;
  heightMm: number;
}

/** A trim size a printer offers, in mm (inch sizes converted at 25.4 mm). */
export interface PrinterTrim extends SizeMm {
  name: string;
}

export interface TrimRule {
  sizes: readonly PrinterTrim[];
  /** Any size inside this range is printed too (KDP's custom trims). */
  custom?: { min: SizeMm; max: SizeMm };
  /**
   * Whether the list (with the range) is all the printer offers. When it is not, a size missing
   * from it is reported as unchecked, not as refused.
   */
  complete: boolean;
}

/**
 * A page-count limit. It applies to a book whose binding, ink and paper match the fields given
 * (a field left out matches any); every limit that applies must hold.
 */
export interface PageLimit extends Cited {
  binding?: BindingId;
  inks?: readonly PrintInk[];
  shade?: PaperShade;
  minPages?: number;
  maxPages?: number;
  /** The page count must be a multiple of this (saddle stitch: 4). */
  multipleOf?: number;
}

export interface InkAndPaper {
  ink: PrintInk;
  /** The paper shades this ink prints on; `undefined` where no source said. */
  shades: readonly PaperShade[] | undefined;
}

export interface BleedRule {
  /**
   * Bleed on the outer edges of interior pages, in mm. 0: the printer takes pages at the trim
   * size only.
   */
  interiorMm: number;
  /** Bleed around the flat cover, in mm; `undefined` where no source said. */
  coverMm: number | undefined;
  /** The printer adds a margin itself to pages sent without bleed. */
  addedWhenMissing: boolean;
}

export interface MarginRule {
  /** Inside (gutter) minimums by page count: the first band whose `upToPages` holds applies. */
  insideMm: readonly { upToPages?: number; mm: number }[];
  /** Outside, top and bottom minimums. */
  outsideMm: { withoutBleed: number; withBleed: number };
}

/** From how many pages the spine carries text: a page count, or a spine width. */
export type SpineTextRule = { minPages: number } | { minSpineMm: number };

/** Spine width = pages x mm per page (by ink and paper) + extra. */
export interface SpineFormula {
  perPage: readonly { ink: PrintInk; shade?: PaperShade; mmPerPage: number }[];
  extraMm: number;
}

export interface ResolutionRule {
  /** Below this, images print soft. */
  minimumPpi?: number;
  /** The printer's advice. */
  recommendedPpi?: number;
  /** Above this, the file only grows. */
  maximumPpi?: number;
}

/** One printer's published rules for a print book, each number cited. */
export interface PrinterRules {
  id: PrinterId;
  name: string;
  /** Which of the printer's products the rules are for. */
  product: string;
  bindings: Rule<readonly BindingId[]>;
  inkAndPaper: Rule<readonly InkAndPaper[]>;
  trims: Rule<TrimRule>;
  pageLimits: { limits: readonly PageLimit[]; grade: Grade };
  bleed: Rule<BleedRule>;
  margins: Rule<MarginRule>;
  spineText: Rule<SpineTextRule>;
  spine: Fact<SpineFormula>;
  resolution: Rule<ResolutionRule>;
  /**
   * The colour spaces accepted for black and for colour interiors; `spotsMixed` where the
   * printer says it prints spot colours (Pantone and the like) from its process inks.
   */
  colourSpaces: Rule<{
    black: readonly ColourSpace[];
    colour: readonly ColourSpace[];
    spotsMixed?: true;
  }>;
  /** The PDF standards accepted; `any` for any PDF. */
  pdfStandards: Rule<readonly PdfStandard[] | 'any'>;
  fontsEmbedded: Rule<true>;
  /** How far the cut may wander from the trim line, in mm (for the table; no file check). */
  trimVarianceMm: Fact<number>;
}

/** mm from inches, as the US printers publish their figures. */
export const inches = (value: number) => value * 25.4;

/** A trim a printer lists in inches, in mm. */
export const inchTrim = (name: string, width: number, height: number): PrinterTrim => ({
  name,
  widthMm: inches(width),
  heightMm: inches(height),
});
