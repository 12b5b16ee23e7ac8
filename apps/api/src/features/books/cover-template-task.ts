import { spineWidthMm } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/books.ts';
import type { CoverTemplateTask } from '../../pdf/cover-template.ts';
import { currentPriceList } from '../pricing/index.ts';
import type { BookRow } from './list-user-books.ts';

/** The quote's choices a cover is drawn from (the QuoteInput as stored). */
interface QuotedSpecs {
  width?: number;
  height?: number;
  no_of_pages?: number;
  is_local?: boolean;
  l_paper_type_id?: number | null;
  i_paper_type_id?: number | null;
}

/**
 * The cover template of a quoted print book: its trim from the quote, its spine from the page
 * count and the caliper of its paper (the local paper when sold locally). Null when the quote
 * does not say them (a book quoted before sizes were kept).
 */
export async function coverTemplateTask(db: Db, book: BookRow): Promise<CoverTemplateTask | null> {
  const [quote] = await db
    .select({ specs: quotes.specs })
    .from(quotes)
    .where(eq(quotes.id, book.quoteId));
  const specs = (quote?.specs ?? {}) as QuotedSpecs;
  const market = specs.is_local ? 'local' : 'international';
  const paperId = specs.is_local ? specs.l_paper_type_id : specs.i_paper_type_id;
  const paper = (await currentPriceList(db))[market].paperTypes.find(
    (entry) => entry.id === paperId,
  );
  if (!paper || !specs.width || !specs.height) return null;
  return {
    title: book.bookTitle,
    trimWidthMm: specs.width,
    trimHeightMm: specs.height,
    spineMm: spineWidthMm(book.noOfPages, paper.caliperMm),
  };
}
