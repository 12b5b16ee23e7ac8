import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { classNames } from './class-names.ts';
import { Link } from './Link.tsx';
import { loadPdfDocument } from './load-pdf-document.ts';
import { ProgressBar } from './ProgressBar.tsx';

export interface PdfViewerProps {
  /** The PDF's URL, e.g. the contract or the terms. */
  src: string;
  /** Names the document for screen readers and the download link. */
  title: string;
  /** File name for the download; the URL's own name when left out. */
  downloadName?: string;
  /** The pdf.js worker's URL, for bundlers that cannot resolve it themselves. */
  workerSrc?: string;
  /** Pixel width pages are drawn at; CSS scales them down to fit narrow screens. */
  renderWidth?: number;
  className?: string;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; doc: PDFDocumentProxy };

/**
 * Shows a PDF one page at a time with Previous/Next and 'Page N of M'. pdf.js is fetched when
 * the viewer first mounts. The page is a picture, so the download link is always offered:
 * it gives the full, selectable document to screen readers and other tools.
 */
export function PdfViewer({
  src,
  title,
  downloadName,
  workerSrc,
  renderWidth = 800,
  className,
}: PdfViewerProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [page, setPage] = useState(1);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    setLoaded({ state: 'loading' });
    setPage(1);
    loadPdfDocument(src, workerSrc)
      .then((task) => {
        destroy = () => task.destroy();
        if (cancelled) return destroy();
        return task.promise.then((doc) => {
          if (!cancelled) setLoaded({ state: 'ready', doc });
        });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [src, workerSrc]);

  const doc = loaded.state === 'ready' ? loaded.doc : null;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let cancel: (() => void) | undefined;
    let cancelled = false;
    void doc.getPage(page).then((pdfPage) => {
      if (cancelled) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      const viewport = pdfPage.getViewport({ scale: renderWidth / natural.width });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = pdfPage.render({ canvas, viewport });
      cancel = () => task.cancel();
      // A newer page replacing this one cancels the render; that rejection is expected.
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [doc, page, renderWidth]);

  const pages = doc?.numPages ?? 0;
  const download = (
    <Link href={src} download={downloadName ?? true} variant="secondary">
      Download {title}
    </Link>
  );

  return (
    <section className={classNames('ui-pdf', className)} aria-label={title}>
      {loaded.state === 'loading' && <ProgressBar label={`Loading ${title}`} isIndeterminate />}
      {loaded.state === 'failed' && (
        <Alert variant="danger" action={download}>
          The document could not be shown here. You can download it instead.
        </Alert>
      )}
      {doc && (
        <>
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={`${title}, page ${page} of ${pages}`}
            className="ui-pdf-page"
          />
          <div className="ui-pdf-toolbar">
            <Button
              variant="secondary"
              isDisabled={page <= 1}
              onPress={() => setPage((p) => p - 1)}
            >
              Previous page
            </Button>
            <span className="ui-pdf-position" aria-live="polite">
              Page {page} of {pages}
            </span>
            <Button
              variant="secondary"
              isDisabled={page >= pages}
              onPress={() => setPage((p) => p + 1)}
            >
              Next page
            </Button>
          </div>
          {download}
        </>
      )}
    </section>
  );
}
