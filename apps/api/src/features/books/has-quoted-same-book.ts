import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/books.ts';
import { claimedIsbn } from './claimed-isbn.ts';
import type { QuoteBook } from './quote-payload.ts';

/**
 * Whether this author already quoted the same book (title ignoring case and outer spaces,
 * format and ISBN): how a bulk CSV row sent twice is recognised.
 */
export async function hasQuotedSameBook(db: Db, userId: number, book: QuoteBook): Promise<boolean> {
  const isbn = claimedIsbn(book);
  const same = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.userId, userId),
        isbn === null ? isNull(quotes.isbn) : eq(quotes.isbn, isbn),
        sql`lower(trim(${quotes.specs}->>'book_title')) = lower(trim(${book.book_title}))`,
        sql`${quotes.specs}->>'format_type' = ${book.format_type}`,
      ),
    )
    .limit(1);
  return same.length > 0;
}
