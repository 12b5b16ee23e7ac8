/// <reference lib="webworker" />
import { preflightFile } from './preflight-file.ts';
import type { PreflightMessage, PreflightRequest } from './preflight-request.ts';

// Preflight off the page's thread: pdf.js parses the file here too (in a worker it has no
// worker of its own), so a 300-page book never freezes the page. Stopped by `terminate()` when
// the author chooses another file.
const post = (message: PreflightMessage) => self.postMessage(message);

/** The page told of at most every 50 ms (and the first and last): the page redraws less. */
const PROGRESS_EVERY_MS = 50;

self.onmessage = async (event: MessageEvent<{ file: File; request: PreflightRequest }>) => {
  const { file, request } = event.data;
  let told = Number.NEGATIVE_INFINITY;
  try {
    const result = await preflightFile(file, request, (page, pages) => {
      const now = performance.now();
      if (page > 1 && page < pages && now - told < PROGRESS_EVERY_MS) return;
      told = now;
      post({ type: 'page', page, pages });
    });
    post({ type: 'done', result });
  } catch {
    // A fault of the check, not of the file (pdf.js's own refusals are findings): the page lets
    // the file go on, and the server's preflight checks it after the upload.
    post({ type: 'failed' });
  }
};
