import {
  type Box,
  boxThrough,
  intersect,
  type Matrix,
  multiply,
  round2,
  toMatrix,
  toMm,
  toQuad,
  union,
} from './page-geometry.ts';
import {
  MAX_BOXES_PER_PAGE,
  type PdfImageFact,
  type PdfPageFacts,
  type PdfTransparency,
} from './pdf-facts.ts';
import { POINTS_PER_MM } from './preflight-units.ts';

/** The pdf.js operators (its `OPS`) the scan reads. */
const OP_NAMES = [
  'save',
  'restore',
  'transform',
  'setGState',
  'constructPath',
  'clip',
  'eoClip',
  'beginText',
  'setFont',
  'setCharSpacing',
  'setWordSpacing',
  'setHScale',
  'setLeading',
  'setTextRise',
  'setTextRenderingMode',
  'moveText',
  'setLeadingMoveText',
  'setTextMatrix',
  'nextLine',
  'showText',
  'setFillRGBColor',
  'setStrokeRGBColor',
  'shadingFill',
  'paintFormXObjectBegin',
  'paintFormXObjectEnd',
  'beginGroup',
  'endGroup',
  'paintImageXObject',
  'paintImageMaskXObject',
  'paintInlineImageXObject',
  'paintInlineImageXObjectGroup',
  'paintImageXObjectRepeat',
  'paintImageMaskXObjectRepeat',
  'paintImageMaskXObjectGroup',
  'paintSolidColorImageMask',
  'stroke',
  'closeStroke',
  'fill',
  'eoFill',
  'fillStroke',
  'eoFillStroke',
  'closeFillStroke',
  'closeEOFillStroke',
  'endPath',
] as const;
export type PdfJsOps = Readonly<Record<(typeof OP_NAMES)[number], number>>;

/** What the scan needs of a font pdf.js loaded (its `commonObjs` entry). */
export interface PdfJsFont {
  name?: string;
  missingFile?: boolean;
  isType3Font?: boolean;
  fontMatrix?: ArrayLike<number>;
  ascent?: number;
  descent?: number;
}

/** How close to an edge of the page a painted thing is kept for the bleed and margin checks. */
const EDGE_ZONE_PT = 10 * POINTS_PER_MM;
const WHITE = '#ffffff';
const DEFAULT_FONT_MATRIX = [0.001, 0, 0, 0.001, 0, 0];

/**
 * How far apart a grey's red, green and blue may be (0 to 255). pdf.js turns every colour into
 * RGB, and CMYK black ink into a slightly blue one (100% K is #2c2e35, a spread of 9); a 5% tint
 * of one ink spreads 10 to 13.
 */
const GREY_SPREAD = 12;

/** Whether a colour pdf.js wrote as `#rrggbb` is a shade of grey (black and white included). */
function isGrey(hex: string): boolean {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return Math.max(...channels) - Math.min(...channels) <= GREY_SPREAD;
}

interface State {
  ctm: Matrix;
  /** Where painting shows: the page, narrowed by clips ([0, 0, 0, 0] when nothing shows). */
  clip: Box;
  fill: string;
  stroke: string;
  font: PdfJsFont | undefined;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  /** Text rendering mode 3 paints nothing (invisible text, as OCR layers use). */
  invisibleText: boolean;
}

/** A glyph in pdf.js's `showText` arguments; a number there is a kerning in 1/1000 em. */
interface Glyph {
  width?: number;
  isSpace?: boolean;
}

/** What the scan is given of a page: its operators, its fonts, and where it is shown. */
export interface PageToScan {
  operators: { fnArray: readonly number[]; argsArray: readonly unknown[] };
  /** The page's font by pdf.js's loaded name, or undefined when pdf.js has none. */
  font(loadedName: string): PdfJsFont | undefined;
  /** pdf.js's viewport at scale 1: points, top-left origin, rotation applied. */
  viewport: { width: number; height: number; transform: ArrayLike<number> };
  annotations: ReadonlyArray<{ kind: string; rect: ArrayLike<number> }>;
}

/**
 * A page's facts from its operator list, and where each of its text runs shows (`showText`, in
 * the order the content draws them; undefined for one that shows nothing): the content reader
 * marks text in a spot colour by its run's place in that order. In points, shown space; not
 * kept in the facts.
 */
export type ScannedPage = Omit<PdfPageFacts, 'fontsNotEmbedded' | 'type3Fonts'> & {
  textRuns: ReadonlyArray<Box | undefined>;
};

/**
 * Reads one page's operator list as pdf.js gives it, tracking the transformation matrix through
 * save/restore, transforms, forms and groups, and returns the page's facts: whether it paints
 * anything, its text's box, its images with their resolution as placed, what comes near its
 * edges, colour, transparency and annotations that print. pdf.js has already turned every
 * colour into `#rrggbb` (`setFillRGBColor`), so the colour space itself is not seen.
 */
export function scanPageOperators(page: PageToScan, ops: PdfJsOps): ScannedPage {
  const { fnArray, argsArray } = page.operators;
  const base = toMatrix(page.viewport.transform);
  const { width, height } = page.viewport;
  let state: State = {
    ctm: base,
    clip: [0, 0, width, height],
    fill: '#000000',
    stroke: '#000000',
    font: undefined,
    fontSize: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    invisibleText: false,
  };
  const stack: State[] = [];
  let textMatrix: Matrix = [1, 0, 0, 1, 0, 0];
  let lineMatrix: Matrix = textMatrix;
  let pendingClip = false;
  let painted = false;
  let textBox: Box | undefined;
  let colourBox: Box | undefined;
  const images: Array<PdfImageFact & { order: number }> = [];
  const textRuns: Array<Box | undefined> = [];
  const edgeBoxes: Box[] = [];
  const transparency = new Set<PdfTransparency>();
  /** The pixels of each image this page painted, by pdf.js's id, for its repeats. */
  const pixelSizes = new Map<string, { width: number; height: number }>();

  const nearEdge = (box: Box) =>
    box[0] < EDGE_ZONE_PT ||
    box[1] < EDGE_ZONE_PT ||
    box[2] > width - EDGE_ZONE_PT ||
    box[3] > height - EDGE_ZONE_PT;
  /** Something painted in `colour` over `box` (in shown space, before clipping). */
  const paint = (drawn: Box, colour: string | undefined, text = false) => {
    const box = intersect(drawn, state.clip);
    if (!box || colour === WHITE) return undefined;
    painted = true;
    if (colour !== undefined && !isGrey(colour)) colourBox ??= box;
    if (!text && nearEdge(box)) edgeBoxes.push(box);
    return box;
  };
  const paintImage = (pixelWidth: number, pixelHeight: number, m: Matrix = state.ctm) => {
    const box = paint(boxThrough(m, 0, 0, 1, 1), undefined);
    if (!box) return;
    // The image's unit square spans the matrix's columns: their lengths are its printed size.
    const inchesWide = Math.hypot(m[0], m[1]) / 72;
    const inchesHigh = Math.hypot(m[2], m[3]) / 72;
    const ppi = Math.min(pixelWidth / inchesWide, pixelHeight / inchesHigh);
    images.push({
      pixelWidth,
      pixelHeight,
      box: toMm(box),
      ppi: Math.round(ppi * 10) / 10,
      order: images.length,
    });
  };
  const showText = (glyphs: ReadonlyArray<Glyph | number>) => {
    const { font, fontSize, hScale } = state;
    const emScale = (font?.fontMatrix ?? DEFAULT_FONT_MATRIX)[0] as number;
    let advance = 0;
    for (const glyph of glyphs) {
      if (typeof glyph === 'number') advance -= (glyph * fontSize * hScale) / 1000;
      else
        advance +=
          ((glyph.width ?? 0) * emScale * fontSize +
            state.charSpacing +
            (glyph.isSpace ? state.wordSpacing : 0)) *
          hScale;
    }
    const ascent = font?.ascent || 0.8;
    const descent = font?.descent || -0.2;
    const m = multiply(state.ctm, textMatrix);
    const box = boxThrough(
      m,
      0,
      descent * fontSize + state.rise,
      advance,
      ascent * fontSize + state.rise,
    );
    const shown = !state.invisibleText && advance !== 0 ? paint(box, state.fill, true) : undefined;
    if (shown) textBox = union(textBox, shown);
    textRuns.push(shown);
    textMatrix = multiply(textMatrix, [1, 0, 0, 1, advance, 0]);
  };
  const moveText = (x: number, y: number) => {
    lineMatrix = multiply(lineMatrix, [1, 0, 0, 1, x, y]);
    textMatrix = lineMatrix;
  };
  const save = () => {
    stack.push(state);
    state = { ...state };
  };
  const restore = () => {
    state = stack.pop() ?? state;
  };

  const fills = new Set([
    ops.fill,
    ops.eoFill,
    ops.fillStroke,
    ops.eoFillStroke,
    ops.closeFillStroke,
    ops.closeEOFillStroke,
  ]);
  const strokes = new Set([ops.stroke, ops.closeStroke]);
  let previousWasMaskReset = false;

  fnArray.forEach((fn, index) => {
    const args = (argsArray[index] ?? []) as unknown[];
    const maskReset = previousWasMaskReset;
    previousWasMaskReset = false;
    switch (fn) {
      case ops.save:
        save();
        break;
      case ops.restore:
        restore();
        break;
      case ops.transform:
        state.ctm = multiply(state.ctm, toMatrix(args as number[]));
        break;
      case ops.paintFormXObjectBegin: {
        save();
        const [matrix, bbox] = args as [ArrayLike<number> | null, ArrayLike<number> | null];
        if (matrix) state.ctm = multiply(state.ctm, toMatrix(matrix));
        if (bbox)
          state.clip = intersect(boxThrough(state.ctm, ...toQuad(bbox)), state.clip) ?? [
            0, 0, 0, 0,
          ];
        break;
      }
      case ops.beginGroup: {
        save();
        const [group] = args as [{ matrix?: ArrayLike<number> | null; smask?: unknown }];
        if (group.matrix) state.ctm = multiply(state.ctm, toMatrix(group.matrix));
        if (group.smask) transparency.add('soft-mask');
        break;
      }
      case ops.paintFormXObjectEnd:
      case ops.endGroup:
        restore();
        break;
      case ops.setGState: {
        const entries = args[0] as Array<[string, unknown]>;
        // pdf.js paints an image that has its own soft mask (or mask) between a save, a
        // graphics state of ['SMask', false] alone, and a restore.
        if (entries.length === 1 && entries[0]?.[0] === 'SMask' && entries[0][1] === false)
          previousWasMaskReset = true;
        for (const [key, value] of entries) {
          if ((key === 'CA' || key === 'ca') && typeof value === 'number' && value < 1)
            transparency.add('alpha');
          if (key === 'SMask' && value === true) transparency.add('soft-mask');
          if (key === 'BM' && typeof value === 'string' && value !== 'source-over')
            transparency.add('blend-mode');
        }
        break;
      }
      case ops.clip:
      case ops.eoClip:
        pendingClip = true;
        break;
      case ops.constructPath: {
        const [paintOp, , minMax] = args as [number, unknown, ArrayLike<number> | null];
        const clipping = pendingClip;
        pendingClip = false;
        if (!minMax) break;
        const box = boxThrough(state.ctm, ...toQuad(minMax));
        if (clipping) state.clip = intersect(box, state.clip) ?? [0, 0, 0, 0];
        if (fills.has(paintOp)) paint(box, state.fill);
        else if (strokes.has(paintOp)) paint(box, state.stroke);
        break;
      }
      case ops.beginText:
        textMatrix = [1, 0, 0, 1, 0, 0];
        lineMatrix = textMatrix;
        break;
      case ops.setFont: {
        const [loadedName, size] = args as [string, number];
        state.font = page.font(loadedName);
        state.fontSize = size;
        break;
      }
      case ops.setCharSpacing:
        state.charSpacing = args[0] as number;
        break;
      case ops.setWordSpacing:
        state.wordSpacing = args[0] as number;
        break;
      case ops.setHScale:
        state.hScale = (args[0] as number) / 100;
        break;
      case ops.setLeading:
        state.leading = args[0] as number;
        break;
      case ops.setTextRise:
        state.rise = args[0] as number;
        break;
      case ops.setTextRenderingMode:
        state.invisibleText = (args[0] as number) % 4 === 3;
        break;
      case ops.setTextMatrix:
        textMatrix = toMatrix(args[0] as ArrayLike<number>);
        lineMatrix = textMatrix;
        break;
      case ops.moveText:
        moveText(args[0] as number, args[1] as number);
        break;
      case ops.setLeadingMoveText:
        state.leading = -(args[1] as number);
        moveText(args[0] as number, args[1] as number);
        break;
      case ops.nextLine:
        moveText(0, -state.leading);
        break;
      case ops.showText:
        showText(args[0] as Array<Glyph | number>);
        break;
      case ops.setFillRGBColor:
        state.fill = args[0] as string;
        break;
      case ops.setStrokeRGBColor:
        state.stroke = args[0] as string;
        break;
      case ops.shadingFill:
        // A shading fills the clip: its colours are not in the list (treated as grey).
        paint(state.clip, undefined);
        break;
      case ops.paintImageXObject: {
        if (maskReset) transparency.add('soft-mask');
        const [id, pixelWidth, pixelHeight] = args as [string, number, number];
        pixelSizes.set(id, { width: pixelWidth, height: pixelHeight });
        paintImage(pixelWidth, pixelHeight);
        break;
      }
      case ops.paintImageMaskXObject:
      case ops.paintInlineImageXObject: {
        const [image] = args as [{ width: number; height: number }];
        paintImage(image.width, image.height);
        break;
      }
      case ops.paintInlineImageXObjectGroup: {
        // pdf.js packs small inline images into one: each keeps its own size in the map.
        const [, map] = args as [
          unknown,
          Array<{ transform: ArrayLike<number>; w: number; h: number }>,
        ];
        for (const { transform, w, h } of map)
          paintImage(w, h, multiply(state.ctm, toMatrix(transform)));
        break;
      }
      case ops.paintImageMaskXObjectGroup: {
        const [masks] = args as [
          Array<{ width: number; height: number; transform: ArrayLike<number> }>,
        ];
        for (const mask of masks)
          paintImage(mask.width, mask.height, multiply(state.ctm, toMatrix(mask.transform)));
        break;
      }
      case ops.paintImageXObjectRepeat: {
        // One image placed again and again at one scale: its pixels if this page named them.
        const [id, scaleX, scaleY, positions] = args as [string, number, number, ArrayLike<number>];
        const size = pixelSizes.get(id);
        for (let at = 0; at + 1 < positions.length; at += 2) {
          const m = multiply(state.ctm, [
            scaleX,
            0,
            0,
            scaleY,
            positions[at] as number,
            positions[at + 1] as number,
          ]);
          if (size) paintImage(size.width, size.height, m);
          else paint(boxThrough(m, 0, 0, 1, 1), undefined);
        }
        break;
      }
      case ops.paintImageMaskXObjectRepeat: {
        const [mask, scaleX, skewX, skewY, scaleY, positions] = args as [
          { width: number; height: number },
          number,
          number,
          number,
          number,
          ArrayLike<number>,
        ];
        for (let at = 0; at + 1 < positions.length; at += 2)
          paintImage(
            mask.width,
            mask.height,
            multiply(state.ctm, [
              scaleX,
              skewX,
              skewY,
              scaleY,
              positions[at] as number,
              positions[at + 1] as number,
            ]),
          );
        break;
      }
      case ops.paintSolidColorImageMask:
        // A one-pixel mask: the unit square in the fill colour.
        paint(boxThrough(state.ctm, 0, 0, 1, 1), state.fill);
        break;
    }
  });

  const annotations = page.annotations.map(({ kind, rect }) => {
    return { kind, box: toMm(boxThrough(base, ...toQuad(rect))) };
  });
  const area = (box: Box) => (box[2] - box[0]) * (box[3] - box[1]);
  const edgeDistance = (box: Box) =>
    Math.max(0, Math.min(box[0], box[1], width - box[2], height - box[3]));
  return {
    widthMm: round2(width / POINTS_PER_MM),
    heightMm: round2(height / POINTS_PER_MM),
    painted,
    ...(textBox && { textBox: toMm(textBox) }),
    images: images
      .sort((a, b) => a.ppi - b.ppi || a.order - b.order)
      .slice(0, MAX_BOXES_PER_PAGE)
      .map(({ order: _, ...image }) => image),
    edgeBoxes: edgeBoxes
      .sort((a, b) => edgeDistance(a) - edgeDistance(b) || area(b) - area(a))
      .slice(0, MAX_BOXES_PER_PAGE)
      .map(toMm),
    ...(colourBox && { colourBox: toMm(colourBox) }),
    transparency: [...transparency].sort(),
    annotations,
    textRuns,
  };
}
