import { loadPdfDocument } from '@pod-portal/ui';
import { useEffect, useState } from 'react';

/** A PDF pdf.js opened: its pages are drawn as thumbnails. */
export type PdfDocument = Awaited<Awaited<ReturnType<typeof loadPdfDocument>>['promise']>;

/**
 * Opens the chosen PDF with pdf.js once, when `wanted` (some finding has a page to show), for
 * the findings' thumbnails; closed when the file changes or the findings go. Null until open,
 * and for a file pdf.js cannot open (its thumbnails then stay blank).
 */
export function usePdfDocument(file: File | null, wanted: boolean): PdfDocument | null {
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  useEffect(() => {
    if (!file || !wanted) return;
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      try {
        const data = new Uint8Array(await file.arrayBuffer());
        const task = await loadPdfDocument({ data, isEvalSupported: false });
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
