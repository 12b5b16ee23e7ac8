import { parseBookMisc } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Button, Tabs } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { bookDetailQuery } from '../../api/book-detail-query.ts';
import { bookOrdersQuery } from '../../api/book-orders-query.ts';
import { bookSalesQuery } from '../../api/book-sales-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { BookActions, type Notice } from './BookActions.tsx';
import { BookContract } from './BookContract.tsx';
import { BookDetails } from './BookDetails.tsx';
import { BookFiles } from './BookFiles.tsx';
import { BookNotices } from './BookNotices.tsx';
import { BookOrders } from './BookOrders.tsx';
import { BookRoyaltyShares } from './BookRoyaltyShares.tsx';
import { BookSales } from './BookSales.tsx';
import { bookPairOf, type Market } from './book-pair.ts';

type Book = components['schemas']['Book'];

interface BookDetailPanelProps {
  book: Book;
  market: Market;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/**
 * The chosen book: files, contract, details, orders and sales when it has any, the royalty
 * shares, and actions.
 */
export function BookDetailPanel({ book, market, onClose, onNotice }: BookDetailPanelProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const parsed = parseBookMisc(book.misc);
  const misc = parsed.ok ? parsed.value : null;
  const pair = bookPairOf(book, market, misc ?? {});
  const detail = useQuery(bookDetailQuery(pod, userId, pair));
  const orders = useQuery(bookOrdersQuery(pod, userId, book.id));
  const sales = useQuery(bookSalesQuery(pod, userId, book.id));
  const headingRef = useRef<HTMLHeadingElement>(null);

  // On a phone the panel opens below the list: bring it into view and move focus to it.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const sections = [
    {
      id: 'details',
      title: 'Details',
      content: <BookDetails book={book} misc={misc} />,
    },
    ...(orders.data && orders.data.length > 0
      ? [{ id: 'orders', title: 'Orders', content: <BookOrders orders={orders.data} /> }]
      : []),
    ...(sales.data
      ? [{ id: 'sales', title: 'Sales', content: <BookSales sales={sales.data} /> }]
      : []),
    { id: 'shares', title: 'Royalty shares', content: <BookRoyaltyShares bookId={book.id} /> },
  ];

  return (
    <section className="app-book-detail" aria-labelledby="book-detail-title">
      <div className="app-book-detail__head">
        <h2 id="book-detail-title" ref={headingRef} tabIndex={-1}>
          {book.book_title}
        </h2>
        <Button variant="ghost" onPress={onClose}>
          Close
        </Button>
      </div>
      {detail.isPending && <p role="status">Loading the book…</p>}
      {detail.data && <BookFiles title={book.book_title} detail={detail.data} />}
      {detail.data && <BookNotices detail={detail.data} misc={misc} pair={pair} />}
      {misc?.status && misc.status !== 'quote' && <BookContract pair={pair} />}
      <Tabs label="Book sections" tabs={sections} />
      {misc && <BookActions book={book} misc={misc} pair={pair} onNotice={onNotice} />}
    </section>
  );
}
