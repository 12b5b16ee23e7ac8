import { ISBN_EXISTS_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from '@pod-portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/current-user-query.ts';
import { userBooksQuery } from '../../../api/user-books-query.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import type { BookDraft } from '../drafts/book-draft.ts';
import { type QuotedBook, quotedBookStore, quoteStore } from '../drafts/wizard-stores.ts';
import { toQuotePayload } from './quote-payload.ts';

/**
 * POST /user/getquote: on success the book records exist, their ids and the answer (for the
 * quote page) are kept with the draft, and the user's details and books are asked for again. Failures are the product's alerts.
 */
export function useGetQuote(onQuoted: (book: QuotedBook) => void) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: BookDraft) => {
      const { data, outcome } = await pod.quotes.get({ body: toQuotePayload(draft) });
      if (outcome.kind === 'isbnExists') throw new Error(ISBN_EXISTS_MESSAGE);
      if (!data) throw new Error(SOMETHING_WENT_WRONG_MESSAGE);
      return data;
    },
    onSuccess: async (quote) => {
      const book = {
        localBookId: quote.localBookId,
        internationalBookId: quote.internationalBookId,
      };
      quotedBookStore.set(book);
      quoteStore.set(quote);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery(pod).queryKey }),
        queryClient.invalidateQueries({ queryKey: userBooksQuery(pod, userId).queryKey }),
      ]);
      onQuoted(book);
    },
  });
}
