import type { Outcome } from '@pod-portal/sdk';
import { useState } from 'react';
import { saveFile } from './save-file.ts';

/** An SDK call that answers a file (`data` a Blob), as every file operation resolves. */
export type FileCall = () => Promise<{
  data?: Blob | undefined;
  response: Response;
  outcome: Outcome;
}>;

interface FileDownloadTexts {
  /** The name to save under when the answer gives none. */
  fileName: string;
  /** Why it failed when the server says nothing the author can act on (a 5xx). */
  failed: string;
  /** Why it cannot be downloaded offline, or when the request did not reach the server. */
  offline: string;
}

/** The file name the answer gives (`attachment; filename="sales.csv"`), if any. */
const fileNameOf = (disposition: string | null) =>
  disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;

/**
 * A file from the API (a CSV export, a bank file) saved by the browser under the name the
 * server gives it, with the session's token (the SDK's fetch, then a Blob): whether it is
 * downloading, and why it could not be, in the server's words for a refusal (a bad date) or
 * in `texts` otherwise. Offline, it is not asked for at all: it needs the connection.
 */
export function useFileDownload(call: FileCall, texts: FileDownloadTexts) {
  const [problem, setProblem] = useState<string>();
  const [isDownloading, setDownloading] = useState(false);

  async function download() {
    setProblem(undefined);
    if (!navigator.onLine) {
      setProblem(texts.offline);
      return;
    }
    setDownloading(true);
    try {
      const { data, response, outcome } = await call();
      if (data === undefined || outcome.kind !== 'ok') {
        const said =
          outcome.kind !== 'ok' && response.status < 500 ? outcome.description : undefined;
        setProblem(said ?? texts.failed);
        return;
      }
      saveFile(data, fileNameOf(response.headers.get('content-disposition')) ?? texts.fileName);
    } catch {
      setProblem(texts.offline);
    } finally {
      setDownloading(false);
    }
  }

  return { download, problem, isDownloading };
}
