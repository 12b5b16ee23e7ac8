/// <reference lib="webworker" />
import '../../lib/configure-zod.ts';
import { parseBulkCsv } from '@pod-portal/domain';

// Reads an uploaded catalogue off the page's thread: 100,000 rows take about a second, which
// would otherwise freeze the page (and its progress bar) while they are checked.
self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(parseBulkCsv(event.data));
};
