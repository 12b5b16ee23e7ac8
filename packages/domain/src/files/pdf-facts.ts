import type { PdfStandard } from '../printers/printer-rules.ts';

/**
 * A box on a page in mm, measured from the page's top-left corner as it is shown (rotation and
 * crop box applied; x to the right, y down): where a thumbnail marks a spot.
 */
export interface BoxMm {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/** How a colour prints: grey, RGB (converted by the press), CMYK, or a spot ink. */
export type PaintedInk = 'grey' | 'rgb' | 'cmyk' | 'spot';

/** An image as placed on a page: its pixels, its box, and its resolution at that size. */
export interface PdfImageFact {
  pixelWidth: number;
  pixelHeight: number;
  box: BoxMm;
  /** Pixels per inch at print size, the lower of the two directions, to 0.1. */
  ppi: number;
}

/** Ways a page uses transparency, which PDF/X-1a forbids. */
export type PdfTransparency = 'soft-mask' | 'alpha' | 'blend-mode';

/**
 * What preflight reads of one page: numbers and boxes only, never content. Boxes are in mm from
 * the page's top-left corner as shown. Lists are capped (`MAX_BOXES_PER_PAGE`), lowest
 * resolution images and largest boxes first.
 */
export interface PdfPageFacts {
  widthMm: number;
  heightMm: number;
  /** Whether anything is painted: text, images, shadings, or paths filled or stroked in a colour other than white. */
  painted: boolean;
  /** The box around all the page's text, when it has any. */
  textBox?: BoxMm;
  images: readonly PdfImageFact[];
  /**
   * Painted things (images, filled or stroked paths, shadings) that come within 10 mm of an edge
   * of the page, closest to an edge first: where bleed is measured. Clipping is applied as a
   * box.
   */
  edgeBoxes: readonly BoxMm[];
  /** Where something is painted in a colour that is not a shade of grey (the first such thing). */
  colourBox?: BoxMm;
  /**
   * Where images in RGB (not CMYK or grey) are placed, and the spot colours (Separation or
   * DeviceN inks other than cyan, magenta, yellow and black) the page's content paints with, with
   * where the first shows. Read from the file's objects, not pdf.js's (see `readPageColours`);
   * absent when they were not read. When the content could not be read, `spotColours` are those
   * the page's resources name, without a box.
   */
  rgbImages?: readonly BoxMm[];
  spotColours?: readonly string[];
  spotColourBox?: BoxMm;
  /** How the page's content prints (its colours' spaces), when its content was read. */
  colourSpaces?: readonly PaintedInk[];
  transparency: readonly PdfTransparency[];
  /** Fonts the page uses that the file does not embed, and its Type 3 fonts, by name. */
  fontsNotEmbedded: readonly string[];
  type3Fonts: readonly string[];
  /** Annotations or form fields that would print (their print flag set), by kind, with their boxes. */
  annotations: ReadonlyArray<{ kind: string; box: BoxMm }>;
}

/** The most images and edge boxes kept of a page: enough to mark the worst, small for 1,000 pages. */
export const MAX_BOXES_PER_PAGE = 16;

/** What preflight reads from a PDF: its pages' sizes in mm and the fonts it does not embed. */
export interface PdfFacts {
  pageCount: number;
  /** Each page's size in mm, as shown (rotation applied). */
  pageSizesMm: ReadonlyArray<{ widthMm: number; heightMm: number }>;
  /** Names of fonts used but not embedded in the file. */
  fontsNotEmbedded: readonly string[];
  /** Names of Type 3 fonts (glyphs drawn by the file, often as pictures). */
  type3Fonts?: readonly string[];
  /** Whether the file has security settings (it opened without a password: an owner password). */
  restricted?: boolean;
  /** The PDF/X standard the file claims (its Info dictionary's `GTS_PDFXVersion`), or `none`. */
  pdfStandard?: PdfStandard;
  /** Each page's facts, page 1 first; absent from facts read before preflight read pages. */
  pages?: readonly PdfPageFacts[];
}
