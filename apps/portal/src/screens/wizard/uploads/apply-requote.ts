import type { components } from '@pod-portal/sdk';
import {
  draftStore,
  type QuotedBook,
  quotedBookStore,
  quoteStore,
} from '../drafts/wizard-stores.ts';

type RequoteFigures = components['schemas']['RequoteFigures'];

/**
 * After a re-quote, the wizard's kept draft and quote of that book take the new page count and
 * figures, so the cover it checks next is measured against the new spine and the terms shown
 * after the uploads quote the new royalties. Another book's draft is left alone.
 */
export function applyRequote(book: QuotedBook, figures: RequoteFigures) {
  const kept = quotedBookStore.get();
  if (
    kept?.localBookId !== book.localBookId ||
    kept.internationalBookId !== book.internationalBookId
  )
    return;
  draftStore.set({ ...draftStore.get(), numPages: figures.pages });
  const quote = quoteStore.get();
  if (quote)
    quoteStore.set({
      ...quote,
      totalCost: figures.printCost,
      localRoyalty: figures.localRoyalty ?? quote.localRoyalty,
      internationRoyalty: figures.internationRoyalty ?? quote.internationRoyalty,
    });
}
