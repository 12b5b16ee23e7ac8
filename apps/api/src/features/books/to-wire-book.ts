import { centsToAmount, centsToDecimal, SUCCESS } from '@pod-portal/domain';
import type { BookRow } from './list-user-books.ts';
import { pendingUploads, type StoredFileName } from './pending-uploads.ts';

/** Ids of a book's records per market (a record is matched to its twin through the quote). */
export interface BookMatch {
  local: number | null;
  international: number | null;
}

const amount = (cents: number | null) => (cents === null ? null : centsToAmount(cents));
const decimal = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

/** What a book answer adds beyond its record: the quoted genre (detail), the pending uploads. */
interface WireBookExtras {
  genre?: string | null;
  filesPending?: readonly string[];
}

/**
 * A book record in the contract's `Book` shape, with its state as the product's `misc` JSON
 * text; the detail view also names the genre it was quoted with.
 */
export function toWireBook(
  row: BookRow,
  match: BookMatch,
  { genre = null, filesPending = [] }: WireBookExtras = {},
) {
  const localRoyalty = decimal(row.localRoyaltyCents);
  const internationRoyalty = decimal(row.internationalRoyaltyCents);
  const misc = {
    status: row.status,
    archived: row.archived,
    isPaid: row.isPaid,
    bookStage: row.bookStage,
    localBookMatch: match.local,
    internationalBookMatch: match.international,
    ...(genre !== null && { genre }),
    ...(filesPending.length > 0 && { filesPending }),
    ...(row.metaDataInfo !== null && { metaDataInfo: row.metaDataInfo }),
    ...(localRoyalty !== null && { localroyalty: localRoyalty }),
    ...(internationRoyalty !== null && { internationroyalty: internationRoyalty }),
  };
  return {
    id: row.id,
    book_title: row.bookTitle,
    format_type: row.formatType,
    region: row.region,
    price_sale: amount(row.region === 'local' ? row.localPriceCents : row.internationalPriceCents),
    local_price: amount(row.localPriceCents),
    international_price: amount(row.internationalPriceCents),
    localRoyalty,
    internationRoyalty,
    isbn: row.isbn,
    book_code: row.bookCode,
    no_of_pages: row.noOfPages,
    pages: row.noOfPages,
    misc: JSON.stringify(misc),
    contractInfo:
      row.contractFile === null ? null : `/user/getfile/${encodeURIComponent(row.contractFile)}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** Each record's market twins, from the records of the same quotes. */
export function matchesOf(rows: readonly BookRow[]): Map<number, BookMatch> {
  const byQuote = new Map<number, BookMatch>();
  for (const row of rows) {
    const match = byQuote.get(row.quoteId) ?? { local: null, international: null };
    match[row.region] = row.id;
    byQuote.set(row.quoteId, match);
  }
  return new Map(
    rows.map((row) => [row.id, byQuote.get(row.quoteId) ?? { local: null, international: null }]),
  );
}

/** The Your books answer: the user's records split by market, with their stored file names. */
export function toUserBooks(
  rows: readonly BookRow[],
  storedFiles: ReadonlyMap<number, readonly StoredFileName[]> = new Map(),
) {
  const matches = matchesOf(rows);
  const wire = (row: BookRow) =>
    toWireBook(row, matches.get(row.id) ?? { local: null, international: null }, {
      filesPending: pendingUploads(row.submission, storedFiles.get(row.quoteId) ?? []),
    });
  return {
    ...SUCCESS,
    localBooks: rows.filter((row) => row.region === 'local').map(wire),
    internationalBooks: rows.filter((row) => row.region === 'international').map(wire),
  };
}
