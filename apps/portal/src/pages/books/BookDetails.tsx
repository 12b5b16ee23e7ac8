import {
  BOOK_FORMAT_LABELS,
  type BookMisc,
  bookStatusBadge,
  formatIsoDate,
  formatMoney,
  toCents,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import type { ReactNode } from 'react';
import { BookStatus } from './BookStatus.tsx';

type Book = components['schemas']['Book'];
type MetaDataInfo = components['schemas']['MetaDataInfo'];

const money = (amount: number | string | null | undefined, currency: 'ZAR' | 'USD') => {
  const cents = amount === null || amount === undefined ? null : toCents(amount);
  return cents === null ? undefined : formatMoney(cents, currency);
};

const isoDate = (value: string | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatIsoDate(date) : undefined;
};

/** The book's details list; rows without a value are left out. */
export function BookDetails({ book, misc }: { book: Book; misc: BookMisc | null }) {
  const meta = (misc?.metaDataInfo ?? {}) as MetaDataInfo;
  const rows: [string, ReactNode][] = [
    ['Format', BOOK_FORMAT_LABELS[book.format_type]],
    ['Status', misc?.status ? <BookStatus badge={bookStatusBadge(misc.status)} /> : undefined],
    ['Cancelled', misc?.archived ? 'Yes' : undefined],
    ['Paid', misc?.isPaid ? 'Yes' : undefined],
    ['ISBN', book.isbn ?? undefined],
    ['Book code', book.isbn ? undefined : (book.book_code ?? undefined)],
    ['Pages', book.no_of_pages ?? book.pages ?? undefined],
    ['Local price', money(book.local_price, 'ZAR')],
    ['International price', money(book.international_price, 'USD')],
    ['Local royalty', money(book.localRoyalty, 'ZAR')],
    ['International royalty', money(book.internationRoyalty, 'USD')],
    ['Author', meta.author],
    ['Subtitle', meta.subtitle],
    ['Contributors', meta.contributors?.map((contributor) => contributor.name).join(', ')],
    ['Genre', meta.genre],
    ['BISAC code', meta.bisacCode],
    ['Language', meta.language],
    ['Keywords', meta.keywords?.join(', ')],
    ['Copyright holder', meta.copyrightHolder],
    ['Copyright date', isoDate(meta.copyrightDate)],
    ['Publication date', isoDate(meta.publicationDate)],
    ['On sale date', isoDate(meta.onSaleDate)],
    ['Audience warning', meta.indicatedAudienceWarning],
    ['Short description', meta.shortDescription],
    ['Main description', meta.mainDescription],
  ];
  return (
    <dl className="app-details">
      {rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([term, value]) => (
          <div key={term} className="app-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
