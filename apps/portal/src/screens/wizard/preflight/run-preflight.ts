import type { PreflightMessage, PreflightRequest, PreflightResult } from './preflight-request.ts';

/** A preflight under way: its result, and a way to stop it (the result then never comes). */
export interface PreflightRun {
  result: Promise<PreflightResult>;
  cancel: () => void;
}

type OnPage = (page: number, pages: number) => void;

const FAILED: PreflightResult = { findings: [], printers: null, failed: true };

/** In place where there are no workers (the unit tests' DOM) or the worker fails to start. */
function runInPlace(file: File, request: PreflightRequest, onPage: OnPage): PreflightRun {
  let cancelled = false;
  const result = import('./preflight-file.ts')
    .then(({ preflightFile }) =>
      preflightFile(file, request, (page, pages) => !cancelled && onPage(page, pages)),
    )
    .catch(() => FAILED);
  return { result, cancel: () => (cancelled = true) };
}

/**
 * Checks a chosen PDF in a dedicated module worker (pdf.js and the domain's rules load there,
 * lazily), reporting each page read; `cancel` ends the worker at once.
 */
export function runPreflight(file: File, request: PreflightRequest, onPage: OnPage): PreflightRun {
  if (typeof Worker === 'undefined') return runInPlace(file, request, onPage);
  const worker = new Worker(new URL('./preflight.worker.ts', import.meta.url), {
    type: 'module',
  });
  let fallback: PreflightRun | undefined;
  const result = new Promise<PreflightResult>((resolve) => {
    // pdf.js's own worker code, loaded into this worker, also says 'ready' to the page: only
    // preflight's messages are read.
    worker.onmessage = ({ data }: MessageEvent<PreflightMessage | object>) => {
      if (!('type' in data)) return;
      if (data.type === 'page') onPage(data.page, data.pages);
      if (data.type === 'done' || data.type === 'failed') {
        worker.terminate();
        resolve(data.type === 'done' ? data.result : FAILED);
      }
    };
    worker.onerror = () => {
      worker.terminate();
      fallback = runInPlace(file, request, onPage);
      resolve(fallback.result);
    };
  });
  worker.postMessage({ file, request });
  return {
    result,
    cancel: () => {
      worker.terminate();
      fallback?.cancel();
    },
  };
}
