import { colourSpaceInks, deviceColour, type InkColour, inkColour } from './colour-spaces.ts';
import {
  type Box,
  boxThrough,
  intersect,
  type Matrix,
  multiply,
  toMatrix,
} from './page-geometry.ts';
import type { PaintedInk } from './pdf-facts.ts';
import type { PdfObjectReader } from './pdf-object-reader.ts';
import {
  isDict,
  isName,
  isRef,
  keywordOf,
  type PdfDict,
  PdfLexer,
  PdfTruncated,
  type PdfValue,
} from './pdf-syntax.ts';

/** How deep forms inside forms (and patterns, appearances) are followed. */
const MOST_DEPTH = 8;
const NOTHING = inkColour('other');
const GREY = inkColour('grey');
/** Annotation flags (PDF 32000-1, 12.5.3): hidden, and print. */
const HIDDEN = 2;
const PRINT = 4;
/** The device colour operators' spaces (`g`, `rg`, `k` and their stroking capitals). */
const DEVICE_OPERATORS: Record<string, string> = { g: 'G', rg: 'RGB', k: 'CMYK' };

/** What a page's content paints: the ways it prints, and each spot ink with where it first shows. */
export interface ContentColours {
  inks: Set<PaintedInk>;
  spots: Map<string, Box | undefined>;
  /** The first place a spot colour shows, in the page's shown space. */
  firstSpot?: Box;
}

/** Where the page is shown: pdf.js's viewport at scale 1 (points, top-left origin). */
export interface PageView {
  width: number;
  height: number;
  transform: ArrayLike<number>;
}

interface GState {
  ctm: Matrix;
  clip: Box;
  fillSpace: PdfValue;
  strokeSpace: PdfValue;
  fill: InkColour;
  stroke: InkColour;
  textMode: number;
}

/** A walk of content: what it found, and (for a page's own content) pdf.js's text runs. */
interface Walk {
  reader: PdfObjectReader;
  found: ContentColours;
  /** Where each text run shows, in content order (`ScannedPage.textRuns`), for the page only. */
  textRuns?: ReadonlyArray<Box | undefined>;
  textIndex: number;
}

const numbers = (values: PdfValue[]) =>
  values.filter((value): value is number => typeof value === 'number');

/** Records `colour` painted over `box` (undefined when where is not known). */
function paint(walk: Walk, colour: InkColour, box: Box | undefined) {
  for (const ink of colour.inks) if (ink !== 'other') walk.found.inks.add(ink);
  for (const spot of colour.spots) {
    if (!walk.found.spots.has(spot) || !walk.found.spots.get(spot)) walk.found.spots.set(spot, box);
    if (box) walk.found.firstSpot ??= box;
  }
}

/** The end of an inline image's data: the `EI` after it, preceded and followed by white space. */
function skipInlineImage(lexer: PdfLexer) {
  const { bytes } = lexer;
  const isSpace = (byte: number | undefined) =>
    byte === undefined || byte === 32 || byte === 10 || byte === 13 || byte === 9 || byte === 0;
  for (let at = lexer.pos + 1; at + 1 < bytes.length; at += 1)
    if (
      bytes[at] === 0x45 &&
      bytes[at + 1] === 0x49 &&
      isSpace(bytes[at - 1]) &&
      isSpace(bytes[at + 2])
    ) {
      lexer.pos = at + 2;
      return;
    }
  lexer.pos = bytes.length;
}

/** The colour of everything a form, pattern or appearance paints, read apart from the page. */
async function colourOfContent(
  reader: PdfObjectReader,
  stream: PdfValue | undefined,
  resources: PdfValue | undefined,
  depth: number,
): Promise<InkColour> {
  if (!isRef(stream) || depth >= MOST_DEPTH) return NOTHING;
  const walk: Walk = { reader, found: { inks: new Set(), spots: new Map() }, textIndex: 0 };
  const content = await reader.stream(stream);
  if (!content) return NOTHING;
  const everywhere: Box = [-Infinity, -Infinity, Infinity, Infinity];
  const state: GState = {
    ctm: [1, 0, 0, 1, 0, 0],
    clip: everywhere,
    fillSpace: { name: 'DeviceGray' },
    strokeSpace: { name: 'DeviceGray' },
    fill: GREY,
    stroke: GREY,
    textMode: 0,
  };
  await walkStream(walk, content, resources, state, depth);
  return { inks: [...walk.found.inks], spots: [...walk.found.spots.keys()] };
}

/**
 * Walks a content stream (PDF 32000-1, 8 and 9): the matrix and a clip box through `q`/`Q`, `cm`
 * and clipping paths, the fill and stroke colour spaces (`cs`/`CS`, `scn` with patterns, the
 * device operators), and records each painting's colour where it shows: paths, images and inline
 * images, shadings, forms (followed), text (where pdf.js placed its run).
 */
async function walkContent(
  walk: Walk,
  body: Uint8Array,
  resourcesValue: PdfValue | undefined,
  start: GState,
  depth: number,
): Promise<void> {
  const { reader } = walk;
  const resources = await reader.resolve(resourcesValue);
  const resource = async (category: string, name: PdfValue | undefined) => {
    const dict = await reader.resolve(isDict(resources) ? resources.get(category) : undefined);
    return isDict(dict) && isName(name) ? dict.get(name.name) : undefined;
  };
  const spaceColour = async (space: PdfValue | undefined) =>
    isName(space)
      ? (deviceColour(space.name) ??
        (space.name === 'Pattern'
          ? NOTHING
          : colourSpaceInks(reader, await resource('ColorSpace', space))))
      : colourSpaceInks(reader, space);
  const patternColour = async (name: PdfValue | undefined) => {
    const pattern = await reader.resolve(await resource('Pattern', name));
    if (!isDict(pattern)) return NOTHING;
    if (pattern.get('PatternType') === 2) {
      const shading = await reader.resolve(pattern.get('Shading'));
      return colourSpaceInks(reader, isDict(shading) ? shading.get('ColorSpace') : undefined);
    }
    // An uncoloured tiling pattern takes its colour from the space's base (set by `cs`).
    if (pattern.get('PaintType') === 2) return undefined;
    return colourOfContent(
      reader,
      await resource('Pattern', name),
      pattern.get('Resources'),
      depth,
    );
  };

  let state = start;
  const stack: GState[] = [];
  let path: Box | undefined;
  let clipping = false;
  const addPoints = (values: number[]) => {
    for (let at = 0; at + 1 < values.length; at += 2) {
      const [x, y] = [values[at] as number, values[at + 1] as number];
      const box = boxThrough(state.ctm, x, y, x, y);
      path = path
        ? [
            Math.min(path[0], box[0]),
            Math.min(path[1], box[1]),
            Math.max(path[2], box[2]),
            Math.max(path[3], box[3]),
          ]
        : box;
    }
  };
  const shown = (box: Box) => intersect(box, state.clip);
  const unitSquare = () => shown(boxThrough(state.ctm, 0, 0, 1, 1));

  const lexer = new PdfLexer(body, 0, true);
  const operands: PdfValue[] = [];
  for (;;) {
    try {
      lexer.skipSpace();
    } catch (error) {
      if (error instanceof PdfTruncated) break;
      throw error;
    }
    const value = lexer.value();
    const op = keywordOf(value);
    if (op === undefined) {
      operands.push(value);
      continue;
    }
    const [first] = operands;
    const last = operands[operands.length - 1];
    switch (op) {
      case 'q':
        stack.push(state);
        state = { ...state };
        break;
      case 'Q':
        state = stack.pop() ?? state;
        break;
      case 'cm': {
        const matrix = numbers(operands);
        if (matrix.length === 6) state.ctm = multiply(state.ctm, toMatrix(matrix));
        break;
      }
      case 'm':
      case 'l':
      case 'c':
      case 'v':
      case 'y':
        addPoints(numbers(operands));
        break;
      case 're': {
        const [x = 0, y = 0, width = 0, height = 0] = numbers(operands);
        addPoints([x, y, x + width, y + height]);
        break;
      }
      case 'W':
      case 'W*':
        clipping = true;
        break;
      case 'f':
      case 'F':
      case 'f*':
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
      case 'S':
      case 's':
      case 'n': {
        const box = path && shown(path);
        const fills = op !== 'S' && op !== 's' && op !== 'n';
        const strokes = /^[BbSs]/.test(op);
        if (box && fills) paint(walk, state.fill, box);
        if (box && strokes) paint(walk, state.stroke, box);
        if (clipping) state.clip = box ?? [0, 0, 0, 0];
        path = undefined;
        clipping = false;
        break;
      }
      case 'cs':
        state.fillSpace = first ?? null;
        state.fill = await spaceColour(first);
        break;
      case 'CS':
        state.strokeSpace = first ?? null;
        state.stroke = await spaceColour(first);
        break;
      case 'scn':
      case 'SCN': {
        // A pattern by name; an uncoloured one takes the colour of its space's base.
        if (!isName(last)) break;
        const fill = op === 'scn';
        const colour =
          (await patternColour(last)) ??
          (await spaceColour(fill ? state.fillSpace : state.strokeSpace));
        if (fill) state.fill = colour;
        else state.stroke = colour;
        break;
      }
      case 'g':
      case 'G':
      case 'rg':
      case 'RG':
      case 'k':
      case 'K': {
        const colour = deviceColour(DEVICE_OPERATORS[op.toLowerCase()] as string) ?? NOTHING;
        if (op === op.toLowerCase()) [state.fill, state.fillSpace] = [colour, null];
        else [state.stroke, state.strokeSpace] = [colour, null];
        break;
      }
      case 'sh': {
        const shading = await reader.resolve(await resource('Shading', first));
        const box = shown(state.clip);
        if (isDict(shading) && box)
          paint(walk, await colourSpaceInks(reader, shading.get('ColorSpace')), box);
        break;
      }
      case 'Do': {
        const ref = await resource('XObject', first);
        const xobject = await reader.resolve(ref);
        if (!isDict(xobject)) break;
        const subtype = await reader.resolve(xobject.get('Subtype'));
        const box = unitSquare();
        if (isName(subtype) && subtype.name === 'Image' && box)
          paint(
            walk,
            xobject.get('ImageMask') === true
              ? state.fill
              : await colourSpaceInks(reader, xobject.get('ColorSpace')),
            box,
          );
        if (isName(subtype) && subtype.name === 'Form' && isRef(ref) && depth < MOST_DEPTH) {
          const form = await reader.stream(ref);
          if (!form) break;
          const matrix = await reader.resolve(form.dict.get('Matrix'));
          const bbox = await reader.resolve(form.dict.get('BBox'));
          const inner = { ...state };
          if (Array.isArray(matrix) && numbers(matrix).length === 6)
            inner.ctm = multiply(state.ctm, toMatrix(numbers(matrix)));
          const [x0, y0, x1, y1] = Array.isArray(bbox) ? numbers(bbox) : [];
          if (x0 !== undefined && y0 !== undefined && x1 !== undefined && y1 !== undefined)
            inner.clip = intersect(boxThrough(inner.ctm, x0, y0, x1, y1), state.clip) ?? [
              0, 0, 0, 0,
            ];
          await walkStream(walk, form, resources, inner, depth);
        }
        break;
      }
      case 'BI': {
        const dict: PdfDict = new Map();
        for (let key = lexer.value(); keywordOf(key) !== 'ID'; key = lexer.value())
          if (isName(key)) dict.set(key.name, lexer.value());
        skipInlineImage(lexer);
        const box = unitSquare();
        const mask = dict.get('IM') ?? dict.get('ImageMask');
        const space = dict.get('CS') ?? dict.get('ColorSpace');
        if (box) paint(walk, mask === true ? state.fill : await spaceColour(space), box);
        break;
      }
      case 'Tr':
        state.textMode = typeof first === 'number' ? first : 0;
        break;
      case 'Tj':
      case 'TJ':
      case "'":
      case '"': {
        // pdf.js draws one run for each of these, in the content's order (forms inline).
        const index = walk.textIndex;
        walk.textIndex += 1;
        const known = walk.textRuns && index < walk.textRuns.length;
        const box = known ? walk.textRuns?.[index] : state.clip;
        if (!box || state.textMode % 4 === 3) break;
        const where = known ? box : undefined;
        if ([0, 2, 4, 6].includes(state.textMode)) paint(walk, state.fill, where);
        if ([1, 2, 5, 6].includes(state.textMode)) paint(walk, state.stroke, where);
        break;
      }
    }
    operands.length = 0;
  }
}

/** A form's or pattern's content, one level deeper, with its own resources or else the outer ones. */
const walkStream = (
  walk: Walk,
  stream: { dict: PdfDict; body: Uint8Array },
  resources: PdfValue | undefined,
  state: GState,
  depth: number,
) => walkContent(walk, stream.body, stream.dict.get('Resources') ?? resources, state, depth + 1);

/** The body of a page's content: its stream, or its streams joined (PDF 32000-1, 7.7.3.3). */
async function pageContent(reader: PdfObjectReader, page: PdfDict): Promise<Uint8Array> {
  const contents = page.get('Contents');
  const refs = Array.isArray(contents) ? contents : [contents];
  const parts: Uint8Array[] = [];
  for (const ref of refs) {
    const stream = isRef(ref) ? await reader.stream(ref) : undefined;
    if (stream) parts.push(stream.body, new Uint8Array([10]));
  }
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/**
 * The colours a page's content paints, read from the file's content streams: its own, its forms'
 * and patterns', and those of its annotations that print (marked by the annotation's box). Text is
 * placed by pdf.js's runs (`textRuns`, shown space, points). Throws when a stream cannot be read.
 */
export async function readContentColours(
  reader: PdfObjectReader,
  page: PdfDict,
  resources: PdfValue | undefined,
  view: PageView,
  textRuns: ReadonlyArray<Box | undefined>,
): Promise<ContentColours> {
  const walk: Walk = {
    reader,
    found: { inks: new Set(), spots: new Map() },
    textRuns,
    textIndex: 0,
  };
  const base = toMatrix(view.transform);
  await walkContent(
    walk,
    await pageContent(reader, page),
    resources,
    {
      ctm: base,
      clip: [0, 0, view.width, view.height],
      fillSpace: { name: 'DeviceGray' },
      strokeSpace: { name: 'DeviceGray' },
      fill: GREY,
      stroke: GREY,
      textMode: 0,
    },
    0,
  );
  const annotations = await reader.resolve(page.get('Annots'));
  for (const each of Array.isArray(annotations) ? annotations : []) {
    const annotation = await reader.resolve(each);
    if (!isDict(annotation)) continue;
    const flags = await reader.resolve(annotation.get('F'));
    if (typeof flags !== 'number' || (flags & PRINT) === 0 || (flags & HIDDEN) !== 0) continue;
    const appearances = await reader.resolve(annotation.get('AP'));
    let normal = isDict(appearances) ? appearances.get('N') : undefined;
    const states = await reader.resolve(normal);
    const state = annotation.get('AS');
    // Appearances by state (a check box's /On and /Off) are a dictionary of streams.
    if (isDict(states) && isName(state) && states.has(state.name)) normal = states.get(state.name);
    const rect = await reader.resolve(annotation.get('Rect'));
    const [x0, y0, x1, y1] = Array.isArray(rect) ? numbers(rect) : [];
    if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) continue;
    const box = intersect(boxThrough(base, x0, y0, x1, y1), [0, 0, view.width, view.height]);
    if (box) paint(walk, await colourOfContent(reader, normal, undefined, 0), box);
  }
  return walk.found;
}
