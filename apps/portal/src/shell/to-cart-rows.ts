import {
  CART_BOOK_NOT_FOUND_MESSAGE,
  formatDayMonth,
  formatMoney,
  parseCartItemMisc,
} from '@pod-portal/domain';

interface CartItemLike {
  id: number;
  book_id?: number | string | null;
  international_book_id?: number | string | null;
  misc: string;
  created_at: string;
}

interface BookLike {
  id: number | string;
  book_title: string;
}

export interface CartRow {
  id: number;
  product: string;
  price: string;
  bookName: string;
  date: string;
}

/**
 * The cart dropdown's rows: the service named in the item's misc, its cost, the title of the
 * book it belongs to (local or international) or 'Cannot find book', and the day it was added.
 */
export function toCartRows(
  cart: readonly CartItemLike[],
  books: { localBooks: readonly BookLike[]; internationalBooks: readonly BookLike[] },
): CartRow[] {
  const titleOf = (list: readonly BookLike[], id: number | string | null | undefined) =>
    id === null || id === undefined || id === ''
      ? undefined
      : list.find((book) => String(book.id) === String(id))?.book_title;
  return cart.map((item) => {
    const misc = parseCartItemMisc(item.misc);
    const title =
      titleOf(books.localBooks, item.book_id) ??
      titleOf(books.internationalBooks, item.international_book_id);
    const added = new Date(item.created_at);
    return {
      id: item.id,
      product: misc.ok ? misc.value.name : '',
      price: misc.ok ? formatMoney(misc.value.cost, 'ZAR') : '',
      bookName: title ?? CART_BOOK_NOT_FOUND_MESSAGE,
      date: Number.isNaN(added.getTime()) ? '' : formatDayMonth(added),
    };
  });
}
