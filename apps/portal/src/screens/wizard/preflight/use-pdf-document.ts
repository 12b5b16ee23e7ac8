import { loadPdfDocument } from '@pod-portal/ui';
import { useEffect, useState } from 'react';

/** A PDF pdf.js opened: its pages are drawn as thumbnails. */
export type PdfDocument = Awaited<Awaited<ReturnType<typeof loadPdfDocument>>['promise']>;

/** A PDF to draw thumbnails of: a file chosen in the browser, or a stored one by its link. */
export type FindingsFile = File | { name: string; url: string };

/** pdf.js's parameters for a file: a chosen one's bytes, or a stored one read by ranges. */
async function sourceOf(file: FindingsFile) {
  if ('url' in file) return { url: file.url, disableAutoFetch: true, isEvalSupported: false };
  return { data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false };
}

/**
 * Opens the PDF with pdf.js once, when `wanted` (some finding has a page to show), for the
 * findings' thumbnails; closed when the file changes or the findings go. A stored file is read
 * by the byte ranges its pages need. Null until open, and for a file pdf.js cannot open (its
 * thumbnails then stay blank).
 */
export function usePdfDocument(file: FindingsFile | null, wanted: boolean): PdfDocument | null {
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  useEffect(() => {
    if (!file || !wanted) return;
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      try {
        const task = await loadPdfDocument(await sourceOf(file));
        destroy = () => task.destroy();
        if (cancelled) return void destroy();
        const opened = await task.promise;
        if (!cancelled) setPdf(opened);
      } catch {
        // Preflight has said what is wrong with a file pdf.js cannot open.
      }
    })();
    return () => {
      cancelled = true;
      setPdf(null);
      void destroy?.();
    };
  }, [file, wanted]);
  return pdf;
}
