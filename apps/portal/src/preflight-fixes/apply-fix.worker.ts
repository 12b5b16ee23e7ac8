/// <reference lib="webworker" />
import { applyFix } from './apply-fix.ts';
import { FIX_FAILED_MESSAGE, type FixRequest, type FixResult } from './safe-fix.ts';

// Rewrites a PDF off the page's thread: pdf-lib parses and writes the whole file, which for a
// book of hundreds of pages would freeze the page for seconds.
self.onmessage = async (event: MessageEvent<FixRequest>) => {
  const { fix, book, bytes } = event.data;
  let result: FixResult;
  try {
    result = await applyFix(fix, bytes, book);
  } catch {
    result = { ok: false, message: FIX_FAILED_MESSAGE };
  }
  self.postMessage(result, result.ok ? [result.bytes.buffer] : []);
};
