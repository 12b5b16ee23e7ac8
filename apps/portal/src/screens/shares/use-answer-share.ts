import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { documentsQuery } from '../../api/documents-query.ts';
import { royaltySharesQuery } from '../../api/payees-queries.ts';
import { payoutsQuery } from '../../api/payouts-query.ts';
import { transactionsQuery } from '../../api/transactions-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import type { CompleteSigning } from '../../signing/use-signing.ts';

export type ShareAnswer = { kind: 'sign'; signing: CompleteSigning } | { kind: 'decline' };

/** `answered`, or `changed` when it was answered already or the author changed the payees. */
export type ShareAnswerResult = 'answered' | 'changed';

/**
 * Signs or declines a royalty share invitation; then the shares are asked for again (an
 * acceptance adds the agreement to the Documents and may release held royalties to the
 * balance).
 */
export function useAnswerShare(payeeId: number) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: ShareAnswer): Promise<ShareAnswerResult> => {
      const params = { path: { payeeId } };
      const { data, response } =
        answer.kind === 'sign'
          ? await pod.payees.signRoyaltyShare({
              params,
              body: {
                filedata: answer.signing.signature,
                initial_base64: answer.signing.initials,
                signedPlace: answer.signing.signedPlace,
              },
            })
          : await pod.payees.declineRoyaltyShare({ params });
      if (!data && response.status !== 409)
        throw new Error(`answering share ${payeeId} failed (HTTP ${response.status})`);
      await Promise.all(
        [royaltySharesQuery, documentsQuery, transactionsQuery, payoutsQuery].map((query) =>
          queryClient.invalidateQueries({ queryKey: query(pod, userId).queryKey }),
        ),
      );
      return data ? 'answered' : 'changed';
    },
  });
}
