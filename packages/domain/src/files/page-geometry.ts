import type { BoxMm } from './pdf-facts.ts';
import { POINTS_PER_MM } from './preflight-units.ts';

/**
 * Page geometry in points, shared by the operator scan (pdf.js's operator lists) and the content
 * reader (the file's own content streams): matrices as PDF concatenates them, and boxes in the
 * page's shown space (top-left origin, y down) turned into mm.
 */

export type Matrix = readonly [number, number, number, number, number, number];
/** A box in points: [left, top, right, bottom] in the page's shown space (y down). */
export type Box = [number, number, number, number];

/** Six numbers pdf.js gives as a matrix (an array or a Float32Array). */
export const toMatrix = (values: ArrayLike<number>) => Array.from(values) as unknown as Matrix;

/** m1 x m2, as PDF concatenates: a point goes through m2, then m1. */
export const multiply = (m1: Matrix, m2: Matrix): Matrix => [
  m1[0] * m2[0] + m1[2] * m2[1],
  m1[1] * m2[0] + m1[3] * m2[1],
  m1[0] * m2[2] + m1[2] * m2[3],
  m1[1] * m2[2] + m1[3] * m2[3],
  m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
  m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
];

/** Four numbers pdf.js gives as a box or a path's min-max: [x0, y0, x1, y1]. */
export const toQuad = (values: ArrayLike<number>) =>
  Array.from(values) as unknown as [number, number, number, number];

/** The axis-aligned box around a rectangle of user space carried through a matrix. */
export function boxThrough(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ] as const) {
    xs.push(m[0] * x + m[2] * y + m[4]);
    ys.push(m[1] * x + m[3] * y + m[5]);
  }
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export const intersect = (a: Box, b: Box): Box | undefined => {
  const box: Box = [
    Math.max(a[0], b[0]),
    Math.max(a[1], b[1]),
    Math.min(a[2], b[2]),
    Math.min(a[3], b[3]),
  ];
  return box[0] < box[2] && box[1] < box[3] ? box : undefined;
};

export const union = (a: Box | undefined, b: Box): Box =>
  a ? [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])] : b;

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const toMm = ([left, top, right, bottom]: Box): BoxMm => ({
  xMm: round2(left / POINTS_PER_MM),
  yMm: round2(top / POINTS_PER_MM),
  widthMm: round2((right - left) / POINTS_PER_MM),
  heightMm: round2((bottom - top) / POINTS_PER_MM),
});
