import type { components } from '@pod-portal/sdk';

type Book = components['schemas']['Book'];

export type Market = 'local' | 'international';

/** The two records of a book (a print book sold in both markets has one in each). */
export interface BookPair {
  localBookId: number | null;
  internationalBookId: number | null;
  /** `l`, `i` or `li`: which markets the book is sold in, as the detail call wants it. */
  region: 'l' | 'i' | 'li';
}

/** Finds a listed book's pair of records through the match ids its misc holds. */
export function bookPairOf(book: Book, market: Market, misc: Record<string, unknown>): BookPair {
  const match = (key: string) => {
    const id = misc[key];
    return typeof id === 'number' && id > 0 ? id : null;
  };
  const localBookId = market === 'local' ? book.id : match('localBookMatch');
  const internationalBookId =
    market === 'international' ? book.id : match('internationalBookMatch');
  const region = localBookId && internationalBookId ? 'li' : localBookId ? 'l' : 'i';
  return { localBookId, internationalBookId, region };
}
