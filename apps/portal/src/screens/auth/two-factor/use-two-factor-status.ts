import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type TwoFactorStatus, twoFactorQuery } from '../../../api/two-factor-query.ts';

/**
 * The user's two-factor settings (GET /user/twofactor), with `show` for a status a change
 * answered and `refresh` to ask again.
 */
export function useTwoFactorStatus(userId: number) {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const query = twoFactorQuery(pod, userId);
  const { data: status, error } = useQuery(query);
  const show = (next: TwoFactorStatus) => queryClient.setQueryData(query.queryKey, next);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: query.queryKey });
  return { status, error, show, refresh };
}
