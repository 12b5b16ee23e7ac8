/// <reference lib="webworker" />
import { preflightFile } from './preflight-file.ts';
import type { PreflightMessage, PreflightRequest } from './preflight-request.ts';

// Preflight off the page's thread: pdf.js parses the file here too (in a worker it has no
// worker of its own), so a 300-page book never freezes the page. Stopped by `terminate()` when
// the author chooses another file.
const post = (message: PreflightMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<{ file: File; request: PreflightRequest }>) => {
  const { file, request } = event.data;
  const result = await preflightFile(file, request, (page, pages) =>
    post({ type: 'page', page, pages }),
  );
  post({ type: 'done', result });
};
