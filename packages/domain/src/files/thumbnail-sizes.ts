import type { BookFormat } from '../catalogue/index.ts';

export type PixelSize = { width: number; height: number };

/**
 * The exact pixel size a thumbnail must have, per book format (JPEG at 300 dpi). The
 * ebook size is written width x height as the specification gives it: 2500 x 1600.
 */
export const THUMBNAIL_SIZES: Readonly<Record<BookFormat, PixelSize>> = {
  print: { width: 1000, height: 1000 },
  ebook: { width: 2500, height: 1600 },
  audiobook: { width: 3000, height: 3000 },
};
