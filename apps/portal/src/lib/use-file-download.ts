import type { Outcome } from '@pod-portal/sdk';
import { useState } from 'react';
import { saveFile } from './save-file.ts';

/** The file name the answer gives (`attachment; filename="payout-batch-3.csv"`), if any. */
const fileNameOf = (disposition: string | null) =>
  disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;

/** What a file download says and names when the server does not. */
interface FileDownload {
  /** The SDK call answering the file (a Blob, or a string for text files such as CSV). */
  fetch: () => Promise<{ data?: unknown; response: Response; outcome: Outcome }>;
  /** The name kept when the answer gives none, and the type of a text answer. */
  fallbackName: string;
  type: string;
  /** What the file is, as messages name it (`The bank file`). */
  what: string;
}

/**
 * A file from the API (the session's token sent by the SDK), saved by the browser under the
 * name the server gives it; why it could not be, in the server's words.
 */
export function useFileDownload(file: FileDownload) {
  const [problem, setProblem] = useState<string>();
  const [isDownloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    setProblem(undefined);
    try {
      const { data, response, outcome } = await file.fetch();
      if (typeof data !== 'string' && !(data instanceof Blob)) {
        const said = outcome.kind === 'ok' ? undefined : outcome.description;
        setProblem(said ?? `${file.what} could not be downloaded. Please try again.`);
        return;
      }
      const fileName = fileNameOf(response.headers.get('content-disposition')) ?? file.fallbackName;
      saveFile(data instanceof Blob ? data : new Blob([data], { type: file.type }), fileName);
    } catch {
      setProblem(`${file.what} could not be downloaded: check your connection.`);
    } finally {
      setDownloading(false);
    }
  }

  return { download, problem, isDownloading };
}
