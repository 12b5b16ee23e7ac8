/** The three kinds of book the portal publishes (the `format_type` field). */
export const BOOK_FORMATS = ['print', 'ebook', 'audiobook'] as const;
export type BookFormat = (typeof BOOK_FORMATS)[number];

/** How the portal names each format to people. */
export const BOOK_FORMAT_LABELS: Record<BookFormat, string> = {
  print: 'Print',
  ebook: 'Ebook',
  audiobook: 'Audiobook',
};
