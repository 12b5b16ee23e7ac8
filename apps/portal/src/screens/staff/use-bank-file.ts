import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { saveFile } from '../../lib/save-file.ts';

/** The file name the answer gives (`attachment; filename="payout-batch-3.csv"`), if any. */
const fileNameOf = (disposition: string | null) =>
  disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;

/**
 * A batch's bank file (CSV), saved by the browser under the name the server gives it; why it
 * could not be, in the server's words.
 */
export function useBankFile(batchId: number) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [problem, setProblem] = useState<string>();
  const [isDownloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    setProblem(undefined);
    try {
      const { data, response, outcome } = await pod.staff.downloadPayoutBankFile({
        params: { path: { batchId } },
      });
      if (typeof data !== 'string') {
        const said = outcome.kind === 'ok' ? undefined : outcome.description;
        setProblem(said ?? 'The bank file could not be downloaded. Please try again.');
        return;
      }
      const fileName =
        fileNameOf(response.headers.get('content-disposition')) ?? `payout-batch-${batchId}.csv`;
      saveFile(new Blob([data], { type: 'text/csv' }), fileName);
    } catch {
      setProblem('The bank file could not be downloaded: check your connection.');
    } finally {
      setDownloading(false);
    }
  }

  return { download, problem, isDownloading };
}
