import type { InkColour } from './colour-spaces.ts';
import { type Box, boxThrough, type Matrix } from './page-geometry.ts';
import type { PaintedInk } from './pdf-facts.ts';
import { numbersOf, type PdfValue } from './pdf-syntax.ts';

/** What a page's content paints: the ways it prints, and each spot ink with where it first shows. */
export interface ContentColours {
  inks: Set<PaintedInk>;
  spots: Map<string, Box | undefined>;
  /** The first place a spot colour shows, in the page's shown space. */
  firstSpot?: Box;
}

export const noColours = (): ContentColours => ({ inks: new Set(), spots: new Map() });

/** Records `colour` painted over `box` (undefined when where is not known). */
export function markColour(found: ContentColours, colour: InkColour, box: Box | undefined) {
  for (const ink of colour.inks) if (ink !== 'other') found.inks.add(ink);
  for (const spot of colour.spots) {
    if (!found.spots.has(spot) || !found.spots.get(spot)) found.spots.set(spot, box);
    if (box) found.firstSpot ??= box;
  }
}

/** The box around a rectangle (a form's `BBox`, an annotation's `Rect`) through `matrix`. */
export function rectangleThrough(matrix: Matrix, rectangle: PdfValue | undefined): Box | undefined {
  const [x0, y0, x1, y1] = Array.isArray(rectangle) ? numbersOf(rectangle) : [];
  if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined)
    return undefined;
  return boxThrough(matrix, x0, y0, x1, y1);
}
