import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import { currentUserQuery } from '../../api/current-user-query.ts';
import { userKey } from '../../api/user-key.ts';
import { useUserId } from '../../session/use-current-user.ts';

/** After money moved: the balance, the cart, the ledger and the books (now paid) are read again. */
export function useRefreshAfterPayment() {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery(pod).queryKey }),
        queryClient.invalidateQueries({ queryKey: userKey(userId) }),
      ]),
    [pod, queryClient, userId],
  );
}
