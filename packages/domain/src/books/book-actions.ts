/** What the book detail panel offers. */
export interface BookActions {
  continueUpload: boolean;
  cancel: boolean;
  delete: boolean;
}

/**
 * Continue Upload Process only at the getquote or signedcontract stage of a book not
 * cancelled (archived); Cancel for an unpaid book not archived; Delete for an archived book;
 * a paid book can be neither cancelled nor deleted.
 */
export function bookActions(book: {
  bookStage: string | null;
  archived: boolean;
  isPaid: boolean;
}): BookActions {
  const resumable = book.bookStage === 'getquote' || book.bookStage === 'signedcontract';
  return {
    continueUpload: resumable && !book.archived,
    cancel: !book.isPaid && !book.archived,
    delete: !book.isPaid && book.archived,
  };
}
