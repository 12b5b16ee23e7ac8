/** Page shape of a trim size. */
export type Orientation = 'portrait' | 'landscape' | 'square';
/** The interior template a size is laid out on: A5, NC (novel/custom between A5 and A4), A4. */
export type Template = 'A5' | 'NC' | 'A4';

/** One trim size of the print catalogue, with where it can be printed. */
export interface TrimSize {
  id: string;
  name: string;
  widthMm: number;
  heightMm: number;
  orientation: Orientation;
  template: Template;
  local: boolean;
  international: boolean;
}

type Row = [
  name: string,
  width: number,
  height: number,
  template: Template,
  where: 'L' | 'I' | 'LI',
];

// Common trims (REFERENCE.md) plus the landscape and square sizes printers usually offer.
// Availability is a catalogue choice: local printers work from metric sizes, the
// international network from the US inch sizes.
const ROWS: Row[] = [
  ['A6 Pocket', 105, 148, 'A5', 'L'],
  ['Mass Market (4.25 x 6.87 in)', 108, 175, 'A5', 'I'],
  ['B-format', 129, 198, 'A5', 'LI'],
  ['5 x 8 in', 127, 203, 'A5', 'LI'],
  ['5.25 x 8 in', 133, 203, 'A5', 'I'],
  ['Demy', 138, 216, 'NC', 'LI'],
  ['5.5 x 8.5 in', 140, 216, 'NC', 'LI'],
  ['A5', 148, 210, 'A5', 'LI'],
  ['6 x 9 in', 152, 229, 'NC', 'LI'],
  ['Royal', 156, 234, 'NC', 'LI'],
  ['6.69 x 9.61 in', 170, 244, 'NC', 'I'],
  ['7 x 10 in', 178, 254, 'NC', 'LI'],
  ['Crown Quarto', 189, 246, 'NC', 'LI'],
  ['7.5 x 9.25 in', 191, 235, 'NC', 'I'],
  ['8 x 10 in', 203, 254, 'A4', 'LI'],
  ['8.25 x 11 in', 210, 279, 'A4', 'I'],
  ['8.5 x 11 in', 216, 279, 'A4', 'LI'],
  ['A4', 210, 297, 'A4', 'LI'],
  ['A5 Landscape', 210, 148, 'A5', 'LI'],
  ['8 x 6 in', 203, 152, 'NC', 'I'],
  ['9 x 6 in', 229, 152, 'NC', 'L'],
  ['9 x 7 in', 229, 178, 'NC', 'I'],
  ['10 x 8 in', 254, 203, 'A4', 'LI'],
  ['11 x 8.5 in', 279, 216, 'A4', 'LI'],
  ['A4 Landscape', 297, 210, 'A4', 'LI'],
  ['5.5 x 5.5 in', 140, 140, 'A5', 'I'],
  ['150 mm Square', 150, 150, 'A5', 'L'],
  ['7.5 x 7.5 in', 191, 191, 'NC', 'I'],
  ['200 mm Square', 200, 200, 'NC', 'L'],
  ['8 x 8 in', 203, 203, 'NC', 'LI'],
  ['8.5 x 8.5 in', 216, 216, 'A4', 'LI'],
  ['210 mm Square', 210, 210, 'A4', 'L'],
];

function orientationOf(width: number, height: number): Orientation {
  if (width === height) return 'square';
  return width > height ? 'landscape' : 'portrait';
}

/** The 32 trim sizes, ids like `152x229` (width x height in mm). */
export const TRIM_SIZES: readonly TrimSize[] = ROWS.map(
  ([name, width, height, template, where]) => ({
    id: `${width}x${height}`,
    name,
    widthMm: width,
    heightMm: height,
    orientation: orientationOf(width, height),
    template,
    local: where.includes('L'),
    international: where.includes('I'),
  }),
);

/** The trim size with this id, or undefined. */
export function findTrimSize(id: string): TrimSize | undefined {
  return TRIM_SIZES.find((size) => size.id === id);
}
