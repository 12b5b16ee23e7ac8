import { createRequire, Module } from 'node:module';

type Affine = readonly [number, number, number, number, number, number];

/**
 * The two-dimensional part of `DOMMatrix` that pdf.js uses when it draws nothing: the six
 * numbers `a`..`f`, and post-multiplying by a scale, a translation or another matrix (as
 * `DOMMatrix`'s `*Self` methods do). pdf.js's worker makes one for a Type 3 glyph drawn by an
 * image mask; its display module makes one when it loads.
 */
export class AffineMatrix {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;

  constructor(init?: ArrayLike<number>) {
    if (init?.length === 6) [this.a, this.b, this.c, this.d, this.e, this.f] = init as Affine;
    else if (init) throw new TypeError('Only a two-dimensional matrix of 6 numbers is known');
  }

  multiplySelf(other: { a: number; b: number; c: number; d: number; e: number; f: number }) {
    const { a, b, c, d, e, f } = this;
    this.a = a * other.a + c * other.b;
    this.b = b * other.a + d * other.b;
    this.c = a * other.c + c * other.d;
    this.d = b * other.c + d * other.d;
    this.e = a * other.e + c * other.f + e;
    this.f = b * other.e + d * other.f + f;
    return this;
  }

  scaleSelf(scaleX = 1, scaleY = scaleX) {
    return this.multiplySelf(new AffineMatrix([scaleX, 0, 0, scaleY, 0, 0]));
  }

  translateSelf(x = 0, y = 0) {
    return this.multiplySelf(new AffineMatrix([1, 0, 0, 1, x, y]));
  }
}

/** What pdf.js would draw with: never asked for by a worker that only reads. */
class NothingDrawn {
  constructor() {
    throw new Error("The preflight's worker draws nothing");
  }
}

/**
 * Lets pdf.js load in a worker that only reads PDFs (the preflight's) without
 * `@napi-rs/canvas`: pdf.js's Node build requires it when it loads, for `DOMMatrix`, `Path2D`
 * and `ImageData` and for drawing, and loading it (Skia, and the system's fonts) costs the
 * process some 20 MB of resident memory. Here `DOMMatrix` is `AffineMatrix`, the other two throw
 * if made, and the package resolves to an object that draws nothing (`require.cache`, per
 * thread). Call before pdf.js is imported, only in a thread that never draws.
 */
export function loadPdfJsWithoutCanvas() {
  Object.assign(globalThis, {
    DOMMatrix: AffineMatrix,
    Path2D: NothingDrawn,
    ImageData: NothingDrawn,
  });
  const pdfJs = createRequire(
    createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs'),
  );
  const canvas = pdfJs.resolve('@napi-rs/canvas');
  const drawsNothing = new Module(canvas);
  drawsNothing.filename = canvas;
  drawsNothing.loaded = true;
  drawsNothing.exports = { createCanvas: () => new NothingDrawn() };
  pdfJs.cache[canvas] = drawsNothing;
}
