import { Alert, EmptyState, Link, Tabs } from '@pod-portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { userBooksQuery } from '../../api/user-books-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import type { Notice } from './BookActions.tsx';
import { BookDetailPanel } from './BookDetailPanel.tsx';
import { BookList } from './BookList.tsx';
import type { Market } from './book-pair.ts';

export interface SelectedBook {
  id: number;
  market: Market;
}

/** Your books: the local and international lists and the detail of the chosen book. */
export function BooksPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  // Loaded by the route before the page shows (its pending and error states are the route's).
  const books = useSuspenseQuery(userBooksQuery(pod, useUserId()));
  const [selected, setSelected] = useState<SelectedBook | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = (market: Market) =>
    market === 'local' ? books.data.localBooks : books.data.internationalBooks;
  const chosen = selected && list(selected.market).find((book) => book.id === selected.id);
  const empty = (
    <EmptyState
      title="You haven't uploaded any books yet"
      action={
        <Link href="/new-book" variant="primary">
          Get Started
        </Link>
      }
    />
  );
  return (
    <div className="app-dashboard">
      <h1>Your books</h1>
      <div className="app-actions">
        <Link href="/new-book" variant="primary">
          Upload Book
        </Link>
        <Link href="/bulk-upload" variant="secondary">
          Bulk CSV Upload
        </Link>
      </div>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <div className="app-books" data-with-detail={chosen ? true : undefined}>
        <Tabs
          label="Markets"
          tabs={(['local', 'international'] as const).map((market) => ({
            id: market,
            title: market === 'local' ? 'Local' : 'International',
            content:
              list(market).length === 0 ? (
                empty
              ) : (
                <BookList
                  books={list(market)}
                  selectedId={selected?.market === market ? selected.id : null}
                  onSelect={(id) => {
                    setNotice(null);
                    setSelected({ id, market });
                  }}
                />
              ),
          }))}
        />
        {chosen && selected && (
          <BookDetailPanel
            key={`${selected.market}-${chosen.id}`}
            book={chosen}
            market={selected.market}
            onClose={() => setSelected(null)}
            onNotice={setNotice}
          />
        )}
      </div>
    </div>
  );
}
