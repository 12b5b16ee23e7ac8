import { type RefObject, useLayoutEffect, useState } from 'react';

const HEIGHT = 200;
/** The canvas's border, both sides: it is drawn inside the field's width. */
const BORDER = 4;

/** 350 px wide on windows narrower than 767 px, else 500 px. */
const preferredWidth = () => (window.innerWidth < 767 ? 350 : 500);

/** The preferred size, or smaller in the same proportion to fit `room` (unknown: 0). */
function padSize(room: number): { width: number; height: number } {
  const preferred = preferredWidth();
  const width = room > 0 ? Math.min(preferred, Math.floor(room - BORDER)) : preferred;
  return { width, height: Math.round((HEIGHT * width) / preferred) };
}

/**
 * The signature canvas's size: 350 x 200 px on windows narrower than 767 px, else 500 x 200 px,
 * made smaller, keeping its proportion, when `field` is narrower (a card on a 360 px phone).
 * signature_pad maps pointer positions 1:1, so the canvas is drawn at the size it shows.
 */
export function usePadSize(field: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState(() => padSize(0));
  useLayoutEffect(() => {
    const update = () => {
      const next = padSize(field.current?.clientWidth ?? 0);
      setSize((size) => (size.width === next.width && size.height === next.height ? size : next));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [field]);
  return size;
}
