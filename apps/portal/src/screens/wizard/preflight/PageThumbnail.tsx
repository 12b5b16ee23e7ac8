import { type BoxMm, POINTS_PER_MM } from '@pod-portal/domain';
import { useEffect, useRef, useState } from 'react';
import type { PdfDocument } from './use-pdf-document.ts';

/** The thumbnail's width in CSS pixels. */
const WIDTH = 96;

/** Where the spot is on the page, as percentages of the page's width and height. */
const placed = (spot: BoxMm, page: { widthMm: number; heightMm: number }) => ({
  left: `${(spot.xMm / page.widthMm) * 100}%`,
  top: `${(spot.yMm / page.heightMm) * 100}%`,
  width: `${(spot.widthMm / page.widthMm) * 100}%`,
  height: `${(spot.heightMm / page.heightMm) * 100}%`,
});

/**
 * A page of the chosen PDF drawn small by pdf.js, once it scrolls into view, with the
 * finding's spot outlined. `alt` names the page and the problem.
 */
export function PageThumbnail({
  pdf,
  page,
  spot,
  alt,
}: {
  pdf: PdfDocument | null;
  page: number;
  spot?: BoxMm;
  alt: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(false);
  const [sizeMm, setSizeMm] = useState<{ widthMm: number; heightMm: number } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      setVisible(true);
      observer.disconnect();
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !visible || !canvas) return;
    let cancelled = false;
    let cancel: (() => void) | undefined;
    void pdf.getPage(page).then((pdfPage) => {
      if (cancelled) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      const viewport = pdfPage.getViewport({
        scale: (WIDTH * Math.min(window.devicePixelRatio || 1, 2)) / natural.width,
      });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      setSizeMm({
        widthMm: natural.width / POINTS_PER_MM,
        heightMm: natural.height / POINTS_PER_MM,
      });
      const task = pdfPage.render({ canvas, viewport });
      cancel = () => task.cancel();
      // Leaving (or another file) cancels the drawing; that rejection is expected.
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [pdf, page, visible]);

  return (
    <div className="preflight-thumb" style={{ width: WIDTH }}>
      <canvas ref={canvasRef} role="img" aria-label={alt} className="preflight-thumb__page" />
      {spot && sizeMm && <div className="preflight-thumb__spot" style={placed(spot, sizeMm)} />}
    </div>
  );
}
