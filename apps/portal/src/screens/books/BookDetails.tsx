import {
  AUDIENCE_WARNINGS,
  BOOK_FORMAT_LABELS,
  type BookMisc,
  bookStatusBadge,
  formatIsoDate,
  formatMoney,
  LANGUAGES,
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

/** A code of the domain's reference lists as its name; a code it does not know as it is. */
const languageName = (code: string | undefined) =>
  LANGUAGES.find((language) => language.code === code)?.name ?? code;
const audienceWarningName = (code: string | undefined) =>
  AUDIENCE_WARNINGS.find((warning) => warning.code === code)?.label ?? code;

/**
 * Where the ISBN stands. A book quoted without its own ISBN has ISBN creation ordered (paid
 * through the cart) and a book code standing in for it until then.
 */
const isbnState = (book: Book, misc: BookMisc | null) => {
  if (book.isbn) return book.isbn;
  return misc?.isPaid
    ? 'Requested and paid for: we assign it before the book is published'
    : 'Requested: we assign it once the ISBN creation in your cart is paid';
};

/** The book's details list; rows without a value are left out. */
export function BookDetails({ book, misc }: { book: Book; misc: BookMisc | null }) {
  const meta = (misc?.metaDataInfo ?? {}) as MetaDataInfo;
  // A third `true` marks prose the author wrote on several lines: its line breaks are shown.
  const rows: [string, ReactNode, true?][] = [
    ['Format', BOOK_FORMAT_LABELS[book.format_type]],
    ['Status', misc?.status ? <BookStatus badge={bookStatusBadge(misc.status)} /> : undefined],
    ['Cancelled', misc?.archived ? 'Yes' : undefined],
    ['Paid', misc?.isPaid ? 'Yes' : undefined],
    ['ISBN', isbnState(book, misc)],
    ['Book code', book.isbn ? undefined : (book.book_code ?? undefined)],
    ['Pages', book.no_of_pages ?? book.pages ?? undefined],
    ['Local price', money(book.local_price, 'ZAR')],
    ['International price', money(book.international_price, 'USD')],
    ['Local royalty', money(book.localRoyalty, 'ZAR')],
    ['International royalty', money(book.internationRoyalty, 'USD')],
    ['Author', meta.author],
    ['Subtitle', meta.subtitle],
    [
      'Contributors',
      meta.contributors
        ?.map((contributor) => `${contributor.name} (${contributor.role})`)
        .join(', '),
    ],
    ['Genre', meta.genre],
    ['BISAC code', meta.bisacCode],
    ['Language', languageName(meta.language)],
    ['Keywords', meta.keywords?.join(', ')],
    ['Copyright holder', meta.copyrightHolder],
    ['Copyright date', isoDate(meta.copyrightDate)],
    ['Publication date', isoDate(meta.publicationDate)],
    ['On sale date', isoDate(meta.onSaleDate)],
    ['Recommended audience', meta.recommendedAudience],
    ['Audience warning', audienceWarningName(meta.indicatedAudienceWarning)],
    ['Short description', meta.shortDescription, true],
    ['Main description', meta.mainDescription, true],
    ['Long description', meta.longDescription, true],
  ];
  return (
    <dl className="app-details">
      {rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([term, value, isProse]) => (
          <div key={term} className="app-details__row">
            <dt>{term}</dt>
            <dd className={isProse ? 'app-details__prose' : undefined}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
