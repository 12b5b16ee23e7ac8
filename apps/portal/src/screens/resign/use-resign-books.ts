import type { components } from '@pod-portal/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { currentUserQuery } from '../../api/current-user-query.ts';
import { renewalBooksQuery } from '../../api/renewal-books-query.ts';
import { userBooksQuery } from '../../api/user-books-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import type { CompleteSigning } from '../../signing/use-signing.ts';

export type RenewalBook = components['schemas']['RenewalBook'];

/**
 * PUT /user/resign/{bookId}/{isInternational} for each book, one after the other; then the
 * renewal list, the user (whose status is 1 again after the last one) and the books are
 * asked for again. Answers the books still to re-sign.
 */
export function useResignBooks() {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ books, signing }: { books: RenewalBook[]; signing: CompleteSigning }) => {
      for (const book of books) {
        const { data } = await pod.contracts.resign({
          params: { path: { bookId: book.id, isInternational: book.is_international ? 1 : 0 } },
          body: {
            filedata: signing.signature,
            initial_base64: signing.initials,
            signedPlace: signing.signedPlace,
          },
        });
        if (data?.statusCode !== 0) throw new Error(`re-signing book ${book.id} failed`);
      }
      const remaining = await queryClient.fetchQuery({
        ...renewalBooksQuery(pod, userId),
        staleTime: 0,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery(pod).queryKey }),
        queryClient.invalidateQueries({ queryKey: userBooksQuery(pod, userId).queryKey }),
      ]);
      return remaining;
    },
  });
}
