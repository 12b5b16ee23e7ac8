/** Every status a book record goes through (staff move it on; the server keeps it). */
export const BOOK_STATUSES = [
  'quote',
  'pending',
  'proofing',
  'approved',
  'published',
  'denied',
] as const;

export type BookStatus = (typeof BOOK_STATUSES)[number];

/** Whether a text is one of the book statuses. */
export function isBookStatus(value: string): value is BookStatus {
  return (BOOK_STATUSES as readonly string[]).includes(value);
}

/** Colour of a book status badge. */
export type StatusColour = 'orange' | 'grey' | 'red' | 'green';

const COLOURS: Record<string, StatusColour> = { pending: 'orange', quote: 'grey', denied: 'red' };

/** Pending is orange, quote grey, denied red, any other status green; the label is upper case. */
export function bookStatusBadge(status: string): { colour: StatusColour; label: string } {
  return { colour: COLOURS[status.toLowerCase()] ?? 'green', label: status.toUpperCase() };
}

/**
 * What a book record's move says, wherever it is told (the author's push, email and chat, the
 * staff notice): `The Karoo Road (local) is now proofing.`
 */
export function bookMovedText(book: { title: string; region: string; status: string }): string {
  return `${book.title} (${book.region}) is now ${book.status}.`;
}
