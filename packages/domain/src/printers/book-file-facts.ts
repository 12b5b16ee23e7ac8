import type { BindingId } from '../catalogue/bindings.ts';
import type { PaperShade } from '../catalogue/paper-types.ts';
import type { PdfFacts } from '../files/pdf-facts.ts';
import type { BookFileFacts } from './check-printers.ts';
import type { ColourSpace, PrintInk, SizeMm } from './printer-rules.ts';

/** The book's own choices a printer's rules are checked against, besides what its file says. */
export interface PrintChoices {
  binding: BindingId;
  ink: PrintInk;
  paper: PaperShade;
  /** The quoted trim: the file's size is used when it has pages. */
  trimMm: SizeMm;
  /** The bleed the pages carry on every edge, in mm; 0 without. */
  bleedMm: number;
}

/**
 * What `checkAgainstPrinters` reads of a book file, from what preflight read of it
 * (`readPdfDocumentFacts`) and the book's choices: the pages, the trim the first page is laid
 * out for (its size less the bleed), the fonts not embedded, the images' smallest and largest
 * ppi (`none` without images), the PDF/X standard it claims, and when its pages' content was
 * read, how it prints (`colourSpace`: RGB if anything is, else CMYK if anything is, else grey)
 * and its spot colours. Margins and spine text are not read from a file yet, so they stay
 * unchecked.
 */
export function bookFileFacts(pdf: PdfFacts, choices: PrintChoices): BookFileFacts {
  const [first] = pdf.pageSizesMm;
  const { bleedMm } = choices;
  const trimMm = first
    ? { widthMm: first.widthMm - 2 * bleedMm, heightMm: first.heightMm - 2 * bleedMm }
    : choices.trimMm;
  let images: BookFileFacts['images'];
  if (pdf.pages) {
    const ppis = pdf.pages.flatMap((page) => page.images.map((image) => image.ppi));
    images =
      ppis.length === 0
        ? 'none'
        : {
            smallestPpi: Math.floor(ppis.reduce((a, b) => Math.min(a, b))),
            largestPpi: Math.floor(ppis.reduce((a, b) => Math.max(a, b))),
          };
  }
  const pages = pdf.pages ?? [];
  const read = pages.length > 0 && pages.every((page) => page.colourSpaces);
  const painted = new Set(pages.flatMap((page) => page.colourSpaces ?? []));
  const colourSpace: ColourSpace = painted.has('rgb')
    ? 'rgb'
    : painted.has('cmyk')
      ? 'cmyk'
      : 'grey';
  const spotColours = [...new Set(pages.flatMap((page) => page.spotColours ?? []))].sort();
  return {
    pageCount: pdf.pageCount,
    trimMm,
    bleedMm,
    binding: choices.binding,
    ink: choices.ink,
    paper: choices.paper,
    fontsNotEmbedded: pdf.fontsNotEmbedded,
    ...(images === undefined ? {} : { images }),
    ...(pdf.pdfStandard === undefined ? {} : { pdfStandard: pdf.pdfStandard }),
    ...(read && { colourSpace, spotColours }),
  };
}
