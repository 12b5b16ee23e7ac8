import { type BindingId, SADDLE_STITCH_MAX_PAGES } from '../catalogue/bindings.ts';
import type { BookFormat } from '../catalogue/book-formats.ts';
import type { ColourType } from '../catalogue/colour-types.ts';
import { findTrimSize, type Orientation, type Template } from '../catalogue/trim-sizes.ts';

/** The format part of a book draft that the general-info rules act on. */
export interface FormatDraft {
  format: BookFormat | null;
  isLocal: boolean;
  isInternational: boolean;
  numPages: number | null;
  size: string | null;
  height: number | null;
  width: number | null;
  orientation: Orientation | null;
  template: Template | null;
  colour: ColourType | null;
  localPaperType: number | null;
  localCoverPaperType: number | null;
  internationalPaperType: number | null;
  internationalCoverPaperType: number | null;
  binding: BindingId | null;
  isbn: string;
  isbnNeeded: boolean;
}

/** One user action on the general-info form. */
export type DraftChange =
  | { type: 'format'; format: BookFormat }
  | { type: 'local' | 'international'; on: boolean }
  | { type: 'size'; sizeId: string }
  | { type: 'pages'; pages: number | null }
  | { type: 'colour'; colour: ColourType }
  | { type: 'binding'; binding: BindingId }
  | { type: 'isbn-needed'; needed: boolean };

const NO_PAPER = {
  localPaperType: null,
  localCoverPaperType: null,
  internationalPaperType: null,
  internationalCoverPaperType: null,
};

/** Whether the binding is saddle stitch and the pages more than it holds (96). */
export function tooManyForSaddleStitch(binding: BindingId | null, pages: number | null): boolean {
  return binding === 'saddle-stitch' && pages !== null && pages > SADDLE_STITCH_MAX_PAGES;
}

/**
 * The draft after one change, by the format rules: ebook forces international on and local
 * off; the market toggles work only for print; a size sets height, width, orientation and
 * template; a different page count, size or colour clears the chosen paper and cover paper
 * types (their prices and limits depend on them); saddle stitch is cleared above 96 pages
 * (and refused for such a book); toggling ISBN-needed clears the ISBN.
 */
export function updateDraft(draft: FormatDraft, change: DraftChange): FormatDraft {
  switch (change.type) {
    case 'format':
      return change.format === 'ebook'
        ? { ...draft, format: 'ebook', isLocal: false, isInternational: true }
        : { ...draft, format: change.format };
    case 'local':
      return draft.format === 'print' ? { ...draft, isLocal: change.on } : draft;
    case 'international':
      return draft.format === 'print' ? { ...draft, isInternational: change.on } : draft;
    case 'size': {
      const size = findTrimSize(change.sizeId);
      if (!size || size.id === draft.size) return draft;
      return {
        ...draft,
        ...NO_PAPER,
        size: size.id,
        height: size.heightMm,
        width: size.widthMm,
        orientation: size.orientation,
        template: size.template,
      };
    }
    case 'pages': {
      if (change.pages === draft.numPages) return draft;
      const binding = tooManyForSaddleStitch(draft.binding, change.pages) ? null : draft.binding;
      return { ...draft, ...NO_PAPER, numPages: change.pages, binding };
    }
    case 'colour':
      return change.colour === draft.colour
        ? draft
        : { ...draft, ...NO_PAPER, colour: change.colour };
    case 'binding':
      return {
        ...draft,
        binding: tooManyForSaddleStitch(change.binding, draft.numPages) ? null : change.binding,
      };
    case 'isbn-needed':
      return { ...draft, isbnNeeded: change.needed, isbn: '' };
  }
}
