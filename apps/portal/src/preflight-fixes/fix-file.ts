import {
  FIX_FAILED_MESSAGE,
  type FixBook,
  type FixRequest,
  type FixResult,
  fixedFileName,
  type SafeFix,
} from './safe-fix.ts';

/** A fixed file (new, named 'name (fixed).pdf'), or why the fix was refused. */
export type FixedFile = { ok: true; file: File } | { ok: false; message: string };

/** The fix applied in place, for where there are no workers (the unit tests' DOM). */
async function applyHere(request: FixRequest): Promise<FixResult> {
  const { applyFix } = await import('./apply-fix.ts');
  return applyFix(request.fix, request.bytes, request.book);
}

/**
 * The fix applied in a module worker, its bytes transferred both ways; `signal` ends the worker
 * at once (the result is then never used).
 */
function applyInWorker(request: FixRequest, signal?: AbortSignal): Promise<FixResult> {
  if (signal?.aborted) return Promise.resolve({ ok: false, message: FIX_FAILED_MESSAGE });
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./apply-fix.worker.ts', import.meta.url), {
      type: 'module',
    });
    const end = (result: FixResult) => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
      resolve(result);
    };
    const stop = () => end({ ok: false, message: FIX_FAILED_MESSAGE });
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<FixResult>) => end(event.data);
    worker.onerror = stop;
    worker.postMessage(request, [request.bytes.buffer]);
  });
}

/**
 * Applies a safe fix to a chosen PDF off the page's thread and gives the fixed file as a new
 * File ('book.pdf' becomes 'book (fixed).pdf'); the original File is never changed, so the
 * caller keeps it as the earlier version. The caller then reads the new file's facts and runs
 * preflight on it again (and `availableFixes` for what is still offered), as for a new file.
 * `signal` stops the fix (another file chosen, the stage left): its worker ends at once and the
 * result is a refusal the caller drops.
 */
export async function fixFile(
  file: File,
  fix: SafeFix,
  book: FixBook,
  signal?: AbortSignal,
): Promise<FixedFile> {
  const request: FixRequest = { fix, book, bytes: new Uint8Array(await file.arrayBuffer()) };
  let result: FixResult;
  try {
    result =
      typeof Worker === 'undefined'
        ? await applyHere(request)
        : await applyInWorker(request, signal);
  } catch {
    result = { ok: false, message: FIX_FAILED_MESSAGE };
  }
  if (!result.ok) return result;
  return {
    ok: true,
    file: new File([result.bytes], fixedFileName(file.name), {
      type: 'application/pdf',
      lastModified: Date.now(),
    }),
  };
}
