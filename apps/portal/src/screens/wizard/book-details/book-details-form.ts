import { BISAC_SECTIONS, type Contributor } from '@pod-portal/domain';
import type { BookDraft } from '../drafts/book-draft.ts';

/** The Additional Details form as typed: dates as yyyy-MM-dd ('' until chosen). */
export interface BookDetailsForm {
  subtitle: string;
  author: string;
  contributors: Contributor[];
  publicationDate: string;
  onSaleDate: string;
  language: string;
  genre: string;
  keywords: string[];
  bisacCode: string;
  shortDescription: string;
  mainDescription: string;
  longDescription: string;
  copyrightHolder: string;
  copyrightDate: string;
  recommendedAudience: string;
  indicatedAudienceWarning: string;
}

/** The BISAC section a code belongs to, as the book's genre ("TRAVEL" for TRV002000). */
function genreOf(bisacCode: string): string {
  return (
    BISAC_SECTIONS.find((section) => bisacCode.startsWith(section.code.slice(0, 3)))?.name ?? ''
  );
}

/**
 * A first version of the form from the book's general info: its author and contributors (an
 * ebook names them there), genre and BISAC code; the author's name as author and copyright
 * holder when general info did not ask.
 */
function initialBookDetails(draft: BookDraft, ownName: string): BookDetailsForm {
  const author = draft.author.trim() || ownName;
  const bisacCode = draft.bisacCode || draft.genre || '';
  return {
    subtitle: '',
    author,
    contributors: draft.contributors,
    publicationDate: '',
    onSaleDate: '',
    language: '',
    genre: genreOf(bisacCode),
    keywords: [],
    bisacCode,
    shortDescription: '',
    mainDescription: '',
    longDescription: '',
    copyrightHolder: author,
    copyrightDate: '',
    recommendedAudience: '',
    indicatedAudienceWarning: '',
  };
}

/**
 * The form Additional Details starts from: the details kept as typed, or a first version from
 * general info; the genre and BISAC code are always the ones general info chose (they are
 * shown, not edited, here), so details kept without them are completed.
 */
export function startingBookDetails(
  kept: BookDetailsForm | null,
  draft: BookDraft,
  ownName: string,
): BookDetailsForm {
  const initial = initialBookDetails(draft, ownName);
  if (!kept) return initial;
  return initial.bisacCode === ''
    ? kept
    : { ...kept, genre: initial.genre, bisacCode: initial.bisacCode };
}
