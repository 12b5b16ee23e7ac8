import { type BulkCsvResult, parseBulkCsv } from '@pod-portal/domain';

/**
 * The CSV read and checked with the domain's rules in a Web Worker, so the page stays
 * responsive; in place where there are no workers (the unit tests' DOM) or the worker fails to
 * start.
 */
export function readBulkCsv(text: string): Promise<BulkCsvResult> {
  if (typeof Worker === 'undefined') return Promise.resolve(parseBulkCsv(text));
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./bulk-csv.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<BulkCsvResult>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(parseBulkCsv(text));
    };
    worker.postMessage(text);
  });
}
