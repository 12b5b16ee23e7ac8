import { useRouteContext } from '@tanstack/react-router';
import { useFileDownload } from '../../lib/use-file-download.ts';

/**
 * A batch's bank file (CSV), saved by the browser under the name the server gives it; why it
 * could not be, in the server's words.
 */
export function useBankFile(batchId: number) {
  const { pod } = useRouteContext({ from: '__root__' });
  return useFileDownload({
    fetch: () => pod.staff.downloadPayoutBankFile({ params: { path: { batchId } } }),
    fallbackName: `payout-batch-${batchId}.csv`,
    type: 'text/csv',
    what: 'The bank file',
  });
}
