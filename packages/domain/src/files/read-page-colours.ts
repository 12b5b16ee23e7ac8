import { colourSpaceInks } from './colour-spaces.ts';
import { MOST_DEPTH } from './content-stream-walk.ts';
import { type Box, toMm } from './page-geometry.ts';
import type { PdfImageFact, PdfPageFacts } from './pdf-facts.ts';
import type { PdfObjectReader } from './pdf-object-reader.ts';
import { isDict, isName, isRef, type PdfDict, type PdfRef, type PdfValue } from './pdf-syntax.ts';
import { type PageView, readContentColours } from './read-content-colours.ts';

/** How many page-tree parents are read for inherited resources. */
const MOST_PARENTS = 32;

/** What a page's resources say of colour: its RGB images' pixel sizes and the spot colours named. */
interface ResourceColours {
  rgbImages: Array<{ width: number; height: number }>;
  spotColours: Set<string>;
}

/**
 * Reads the colour spaces a page's resources name (pdf.js turns every colour into RGB before its
 * operator list, so they are read from the file itself): each image's (in forms too) and each
 * named colour space and shading's, noting RGB images and spot colours.
 */
async function resourceColours(reader: PdfObjectReader, resourcesValue: PdfValue | undefined) {
  const found: ResourceColours = { rgbImages: [], spotColours: new Set() };
  const visited = new Set<number>();
  const get = (dict: PdfValue | undefined, key: string) =>
    reader.resolve(isDict(dict) ? dict.get(key) : undefined);

  const printsAs = async (space: PdfValue | undefined) => {
    const colour = await colourSpaceInks(reader, space);
    for (const spot of colour.spots) found.spotColours.add(spot);
    return colour.inks[0];
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
  await visit(resourcesValue, 0);
  return found;
}

/** The page's dictionary and its resources, inherited from the page tree when it has none. */
async function pageAndResources(reader: PdfObjectReader, pageRef: PdfRef) {
  const page = await reader.object(pageRef);
  let node: PdfValue | undefined = page;
  // A page without resources of its own inherits its parents' (PDF 32000-1, 7.7.3.4).
  for (let up = 0; up < MOST_PARENTS && isDict(node); up += 1) {
    if (node.has('Resources')) return { page, resources: node.get('Resources') };
    node = await reader.resolve(node.get('Parent'));
  }
  return { page, resources: undefined };
}

/** The placed images of the page with one of these pixel sizes: where its RGB images are. */
const placedAs = (
  images: readonly PdfImageFact[],
  sizes: ReadonlyArray<{ width: number; height: number }>,
) =>
  images.filter((image) =>
    sizes.some(({ width, height }) => image.pixelWidth === width && image.pixelHeight === height),
  );

/** What the colour reader is given of a page by pdf.js: its images, text runs and viewport. */
export interface PageSeen {
  images: readonly PdfImageFact[];
  /** Where each text run shows, in content order (`ScannedPage.textRuns`). */
  textRuns: ReadonlyArray<Box | undefined>;
  view: PageView;
}

/**
 * A page's colour facts read from the file's own objects: its RGB images (where they are
 * placed, matched to the operator list's images by their pixels, so an image the resources hold
 * but the page does not paint is not one), the spot colours its content paints with (its own
 * content, its forms', patterns' and printing annotations'; not those its resources only name)
 * with where the first shows, and the spaces its colours print in. When its content cannot be
 * read (a stream filtered other than by Flate), the spot colours its resources name, unplaced.
 * Nothing when the reader cannot read the page's objects (a file pdf.js could open and this
 * reader cannot, say an encrypted one's object streams): the checks then have no colour spaces.
 */
export async function readPageColours(
  reader: PdfObjectReader,
  pageRef: PdfRef,
  seen: PageSeen,
): Promise<Pick<PdfPageFacts, 'rgbImages' | 'spotColours' | 'spotColourBox' | 'colourSpaces'>> {
  try {
    const { page, resources } = await pageAndResources(reader, pageRef);
    const { rgbImages, spotColours } = await resourceColours(reader, resources);
    const placed = placedAs(seen.images, rgbImages).map((image) => image.box);
    const content = isDict(page)
      ? await readContentColours(
          reader,
          page as PdfDict,
          resources,
          seen.view,
          seen.textRuns,
        ).catch(() => undefined)
      : undefined;
    if (!content) return { rgbImages: placed, spotColours: [...spotColours].sort() };
    return {
      rgbImages: placed,
      spotColours: [...content.spots.keys()].sort(),
      ...(content.firstSpot && { spotColourBox: toMm(content.firstSpot) }),
      colourSpaces: [...content.inks].sort(),
    };
  } catch {
    return {};
  }
}
