/** Colour of a book status badge. */
export type StatusColour = 'orange' | 'grey' | 'red' | 'green';

const COLOURS: Record<string, StatusColour> = { pending: 'orange', quote: 'grey', denied: 'red' };

/** Pending is orange, quote grey, denied red, any other status green; the label is upper case. */
export function bookStatusBadge(status: string): { colour: StatusColour; label: string } {
  return { colour: COLOURS[status.toLowerCase()] ?? 'green', label: status.toUpperCase() };
}
