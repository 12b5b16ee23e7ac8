import { type ContentColours, markColour, noColours, rectangleThrough } from './colour-marks.ts';
import { colourSpaceInks, deviceColour, type InkColour, inkColour } from './colour-spaces.ts';
import {
  type Box,
  boxThrough,
  intersect,
  type Matrix,
  multiply,
  toMatrix,
  union,
} from './page-geometry.ts';
import type { PdfObjectReader } from './pdf-object-reader.ts';
import {
  isDict,
  isName,
  isRef,
  keywordOf,
  numbersOf,
  type PdfDict,
  PdfLexer,
  PdfTruncated,
  type PdfValue,
} from './pdf-syntax.ts';

/** How deep forms inside forms (and patterns, appearances) are followed. */
export const MOST_DEPTH = 8;
const NOTHING = inkColour('other');
const GREY = inkColour('grey');
/** The device colour operators' spaces (`g`, `rg`, `k` and their stroking capitals). */
const DEVICE_OPERATORS: Record<string, string> = { g: 'G', rg: 'RGB', k: 'CMYK' };

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
export interface Walk {
  reader: PdfObjectReader;
  found: ContentColours;
  /** Where each text run shows, in content order (`ScannedPage.textRuns`), for the page only. */
  textRuns?: ReadonlyArray<Box | undefined>;
  textIndex: number;
}

/** The state content starts in (PDF 32000-1, 8.4): grey, text filled, its `ctm` and `clip`. */
export const startState = (ctm: Matrix, clip: Box): GState => ({
  ctm,
  clip,
  fillSpace: { name: 'DeviceGray' },
  strokeSpace: { name: 'DeviceGray' },
  fill: GREY,
  stroke: GREY,
  textMode: 0,
});

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
export async function colourOfContent(
  reader: PdfObjectReader,
  stream: PdfValue | undefined,
  resources: PdfValue | undefined,
  depth: number,
): Promise<InkColour> {
  if (!isRef(stream) || depth >= MOST_DEPTH) return NOTHING;
  const walk: Walk = { reader, found: noColours(), textIndex: 0 };
  const content = await reader.stream(stream);
  if (!content) return NOTHING;
  const everywhere: Box = [-Infinity, -Infinity, Infinity, Infinity];
  await walkStream(walk, content, resources, startState([1, 0, 0, 1, 0, 0], everywhere), depth);
  return { inks: [...walk.found.inks], spots: [...walk.found.spots.keys()] };
}

/**
 * Walks a content stream (PDF 32000-1, 8 and 9): the matrix and a clip box through `q`/`Q`, `cm`
 * and clipping paths, the fill and stroke colour spaces (`cs`/`CS`, `scn` with patterns, the
 * device operators), and records each painting's colour where it shows: paths, images and inline
 * images, shadings, forms (followed), text (where pdf.js placed its run).
 */
export async function walkContent(
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
      path = union(path, boxThrough(state.ctm, x, y, x, y));
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
        const matrix = numbersOf(operands);
        if (matrix.length === 6) state.ctm = multiply(state.ctm, toMatrix(matrix));
        break;
      }
      case 'm':
      case 'l':
      case 'c':
      case 'v':
      case 'y':
        addPoints(numbersOf(operands));
        break;
      case 're': {
        const [x = 0, y = 0, width = 0, height = 0] = numbersOf(operands);
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
        if (box && fills) markColour(walk.found, state.fill, box);
        if (box && strokes) markColour(walk.found, state.stroke, box);
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
          markColour(walk.found, await colourSpaceInks(reader, shading.get('ColorSpace')), box);
        break;
      }
      case 'Do': {
        const ref = await resource('XObject', first);
        const xobject = await reader.resolve(ref);
        if (!isDict(xobject)) break;
        const subtype = await reader.resolve(xobject.get('Subtype'));
        const box = unitSquare();
        if (isName(subtype) && subtype.name === 'Image' && box)
          markColour(
            walk.found,
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
          if (Array.isArray(matrix) && numbersOf(matrix).length === 6)
            inner.ctm = multiply(state.ctm, toMatrix(numbersOf(matrix)));
          const bounds = rectangleThrough(inner.ctm, bbox);
          if (bounds) inner.clip = intersect(bounds, state.clip) ?? [0, 0, 0, 0];
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
        if (box) markColour(walk.found, mask === true ? state.fill : await spaceColour(space), box);
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
        if ([0, 2, 4, 6].includes(state.textMode)) markColour(walk.found, state.fill, where);
        if ([1, 2, 5, 6].includes(state.textMode)) markColour(walk.found, state.stroke, where);
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
