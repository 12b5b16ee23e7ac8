import type { PdfImageFact, PdfPageFacts } from './pdf-facts.ts';
import type { PdfObjectReader } from './pdf-object-reader.ts';
import { isDict, isName, isRef, type PdfRef, type PdfValue } from './pdf-syntax.ts';

/** How a colour space prints: `spot` is a Separation or DeviceN ink other than process ones. */
type Ink = 'rgb' | 'cmyk' | 'grey' | 'spot' | 'other';

/** Ink names that are process colours (or none, or every plate): not spot colours. */
const PROCESS_INKS = new Set(['Cyan', 'Magenta', 'Yellow', 'Black', 'None', 'All']);
/** How deep forms inside forms are followed, and page-tree parents for inherited resources. */
const MOST_DEPTH = 8;
const MOST_PARENTS = 32;

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

/** What a page's resources say of colour: its RGB images' pixel sizes and its spot colours. */
interface ResourceColours {
  rgbImages: Array<{ width: number; height: number }>;
  spotColours: Set<string>;
}

/**
 * Reads the colour spaces a page's resources name (pdf.js turns every colour into RGB before its
 * operator list, so they are read from the file itself): each image's (in forms too) and each
 * named colour space and shading's, noting RGB images and spot colours.
 */
async function resourceColours(reader: PdfObjectReader, pageRef: PdfRef) {
  const found: ResourceColours = { rgbImages: [], spotColours: new Set() };
  const visited = new Set<number>();
  const get = (dict: PdfValue | undefined, key: string) =>
    reader.resolve(isDict(dict) ? dict.get(key) : undefined);

  const printsAs = async (space: PdfValue | undefined): Promise<Ink> => {
    const value = await reader.resolve(space);
    if (isName(value)) return DEVICE_INKS[value.name] ?? 'other';
    if (!Array.isArray(value)) return 'other';
    const family = await reader.resolve(value[0]);
    const name = isName(family) ? family.name : '';
    if (name === 'ICCBased') {
      const components = await get(await reader.resolve(value[1]), 'N');
      return typeof components === 'number' ? (ICC_INKS[components] ?? 'other') : 'other';
    }
    if (name === 'Indexed' || name === 'I') return printsAs(value[1]);
    if (name === 'Separation' || name === 'DeviceN') {
      const inks = await reader.resolve(value[1]);
      const names = (Array.isArray(inks) ? inks : [inks]).flatMap((ink) =>
        isName(ink) && !PROCESS_INKS.has(ink.name) ? [ink.name] : [],
      );
      for (const spot of names) found.spotColours.add(spot);
      return names.length > 0 ? 'spot' : 'cmyk';
    }
    return DEVICE_INKS[name] ?? 'other';
  };

  const entries = async (resources: PdfValue | undefined, key: string) => {
    const dict = await get(resources, key);
    return isDict(dict) ? [...dict.values()] : [];
  };
  /** Whether a referenced object was read already (a form or image used twice is read once). */
  const seen = (value: PdfValue) => {
    if (!isRef(value)) return false;
    if (visited.has(value.num)) return true;
    visited.add(value.num);
    return false;
  };

  const visit = async (resourcesValue: PdfValue | undefined, depth: number): Promise<void> => {
    const resources = await reader.resolve(resourcesValue);
    for (const space of await entries(resources, 'ColorSpace')) await printsAs(space);
    for (const shading of await entries(resources, 'Shading'))
      await printsAs(await get(await reader.resolve(shading), 'ColorSpace'));
    for (const entry of await entries(resources, 'XObject')) {
      if (seen(entry)) continue;
      const xobject = await reader.resolve(entry);
      if (!isDict(xobject)) continue;
      const subtype = await reader.resolve(xobject.get('Subtype'));
      if (isName(subtype) && subtype.name === 'Form' && depth < MOST_DEPTH)
        await visit(xobject.get('Resources'), depth + 1);
      if (!isName(subtype) || subtype.name !== 'Image' || xobject.get('ImageMask') === true)
        continue;
      if ((await printsAs(xobject.get('ColorSpace'))) !== 'rgb') continue;
      const [width, height] = [xobject.get('Width'), xobject.get('Height')];
      if (typeof width === 'number' && typeof height === 'number')
        found.rgbImages.push({ width, height });
    }
  };

  // A page without resources of its own inherits its parents' (PDF 32000-1, 7.7.3.4).
  let node: PdfValue | undefined = await reader.object(pageRef);
  for (let up = 0; up < MOST_PARENTS && isDict(node); up += 1) {
    if (node.has('Resources')) {
      await visit(node.get('Resources'), 0);
      break;
    }
    node = await get(node, 'Parent');
  }
  return found;
}

/** The placed images of the page with one of these pixel sizes: where its RGB images are. */
const placedAs = (
  images: readonly PdfImageFact[],
  sizes: ReadonlyArray<{ width: number; height: number }>,
) =>
  images.filter((image) =>
    sizes.some(({ width, height }) => image.pixelWidth === width && image.pixelHeight === height),
  );

/**
 * A page's colour facts read from the file's own objects: its RGB images (where they are
 * placed, matched to the operator list's images by their pixels, so an image the resources hold
 * but the page does not paint is not one) and its spot colours. Nothing when the reader cannot
 * read the page's objects (a file pdf.js could open and this reader cannot, say an encrypted
 * one's object streams): the checks then have no colour spaces to go on.
 */
export async function readPageColours(
  reader: PdfObjectReader,
  pageRef: PdfRef,
  facts: Pick<PdfPageFacts, 'images'>,
): Promise<Pick<PdfPageFacts, 'rgbImages' | 'spotColours'>> {
  try {
    const { rgbImages, spotColours } = await resourceColours(reader, pageRef);
    return {
      rgbImages: placedAs(facts.images, rgbImages).map((image) => image.box),
      spotColours: [...spotColours].sort(),
    };
  } catch {
    return {};
  }
}
