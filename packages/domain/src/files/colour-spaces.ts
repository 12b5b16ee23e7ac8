import type { PaintedInk } from './pdf-facts.ts';
import type { PdfObjectReader } from './pdf-object-reader.ts';
import { isDict, isName, type PdfValue } from './pdf-syntax.ts';

/** How a colour space prints: `spot` is a Separation or DeviceN ink other than process ones. */
export type Ink = PaintedInk | 'other';

/** A colour as a press sees it: how it prints, and the spot inks it names. */
export interface InkColour {
  inks: readonly Ink[];
  spots: readonly string[];
}

/** Ink names that are process colours (or none, or every plate): not spot colours. */
const PROCESS_INKS = new Set(['Cyan', 'Magenta', 'Yellow', 'Black', 'None', 'All']);

/** The device spaces by name, with the inline image abbreviations (PDF 32000-1, 8.9.7). */
const DEVICE_INKS: Record<string, Ink> = {
  DeviceRGB: 'rgb',
  RGB: 'rgb',
  CalRGB: 'rgb',
  DeviceCMYK: 'cmyk',
  CMYK: 'cmyk',
  DeviceGray: 'grey',
  G: 'grey',
  CalGray: 'grey',
};
const ICC_INKS: Record<number, Ink> = { 1: 'grey', 3: 'rgb', 4: 'cmyk' };

export const inkColour = (ink: Ink): InkColour => ({ inks: [ink], spots: [] });

/** A device space's colour by its name (`DeviceRGB`, `G`...), undefined for another name. */
export const deviceColour = (name: string): InkColour | undefined => {
  const ink = DEVICE_INKS[name];
  return ink && inkColour(ink);
};

/**
 * How a colour space prints, read from the file: `DeviceRGB`, `CalRGB` and 3-component
 * `ICCBased` are RGB; `Indexed` and a pattern space with a base are their base; a `Separation`
 * or `DeviceN` naming an ink other than the process ones is a spot colour (its inks named).
 */
export async function colourSpaceInks(
  reader: PdfObjectReader,
  space: PdfValue | undefined,
): Promise<InkColour> {
  const value = await reader.resolve(space);
  if (isName(value)) return deviceColour(value.name) ?? inkColour('other');
  if (!Array.isArray(value)) return inkColour('other');
  const family = await reader.resolve(value[0]);
  const name = isName(family) ? family.name : '';
  if (name === 'ICCBased') {
    const stream = await reader.resolve(value[1]);
    const components = isDict(stream) ? await reader.resolve(stream.get('N')) : undefined;
    return inkColour(typeof components === 'number' ? (ICC_INKS[components] ?? 'other') : 'other');
  }
  if (name === 'Indexed' || name === 'I' || (name === 'Pattern' && value.length > 1))
    return colourSpaceInks(reader, value[1]);
  if (name === 'Separation' || name === 'DeviceN') {
    const inks = await reader.resolve(value[1]);
    const spots = (Array.isArray(inks) ? inks : [inks]).flatMap((ink) =>
      isName(ink) && !PROCESS_INKS.has(ink.name) ? [ink.name] : [],
    );
    return spots.length > 0 ? { inks: ['spot'], spots } : inkColour('cmyk');
  }
  return deviceColour(name) ?? inkColour('other');
}
