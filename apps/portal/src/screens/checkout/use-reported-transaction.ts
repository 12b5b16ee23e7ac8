import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { userKey } from '../../api/user-key.ts';
import { useUserId } from '../../session/use-current-user.ts';

/**
 * The return page's report to the server (`success` or `cancelled`) and the transaction's
 * status it answers; on the success page it is asked again every 2 seconds until PayFast's
 * notification has completed the payment.
 */
export function useReportedTransaction(
  reference: string | undefined,
  token: string | undefined,
  status: 'success' | 'cancelled',
) {
  const { pod } = useRouteContext({ from: '__root__' });
  return useQuery({
    queryKey: userKey(useUserId(), 'transaction', reference ?? '', status),
    enabled: Boolean(reference && token),
    queryFn: async () => {
      const { data, response } = await pod.transactions.reportStatus({
        params: { path: { ref: reference ?? '', token: token ?? '', status } },
        body: { transaction_ref: reference ?? '' },
      });
      if (!data) throw new Error(`The payment could not be found (HTTP ${response.status})`);
      return data.transaction;
    },
    refetchInterval: (query) =>
      status === 'success' && query.state.data?.status === 'pending' ? 2_000 : false,
    retry: 2,
  });
}
