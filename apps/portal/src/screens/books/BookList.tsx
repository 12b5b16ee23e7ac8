import { BOOK_FORMAT_LABELS, bookStatusBadge, parseBookMisc } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Button } from '@pod-portal/ui';
import { BookStatus } from './BookStatus.tsx';

type Book = components['schemas']['Book'];

/** More books than this and the list scrolls in its own box. */
const SCROLL_ABOVE = 8;

interface BookListProps {
  books: readonly Book[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** One market's books; choosing one opens its detail panel. */
export function BookList({ books, selectedId, onSelect }: BookListProps) {
  return (
    <ul className="app-book-list" data-scroll={books.length > SCROLL_ABOVE || undefined}>
      {books.map((book) => {
        const misc = parseBookMisc(book.misc);
        const state = misc.ok ? misc.value : null;
        return (
          <li key={book.id}>
            <Button
              variant="ghost"
              className="app-book-item"
              aria-pressed={book.id === selectedId}
              onPress={() => onSelect(book.id)}
            >
              <span className="app-book-item__title">{book.book_title}</span>
              <span className="app-book-item__meta">
                {BOOK_FORMAT_LABELS[book.format_type]}
                {state?.status ? (
                  <>
                    {' · '}
                    <BookStatus badge={bookStatusBadge(state.status)} />
                  </>
                ) : null}
                {state?.archived ? ' · cancelled' : ''}
                {state?.isPaid ? ' · paid' : ''}
              </span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
