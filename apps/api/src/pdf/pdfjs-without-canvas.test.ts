import { DOMMatrix } from '@napi-rs/canvas';
import { expect, test } from 'vitest';
import { AffineMatrix } from './pdfjs-without-canvas.ts';

const numbers = ({ a, b, c, d, e, f }: { [key in 'a' | 'b' | 'c' | 'd' | 'e' | 'f']: number }) =>
  [a, b, c, d, e, f].map((value) => Number(value.toFixed(9)) + 0);

test("a Type 3 glyph's matrix is the one a DOMMatrix makes", () => {
  // pdf.js's compileType3Glyph, for a 7 x 5 mask.
  const [width, height] = [7, 5];
  const ours = new AffineMatrix().scaleSelf(1 / width, -1 / height).translateSelf(0, -height);
  const theirs = new DOMMatrix().scaleSelf(1 / width, -1 / height).translateSelf(0, -height);
  expect(numbers(ours)).toEqual(numbers(theirs));
});

test('scales, translations and products compose as a DOMMatrix', () => {
  const start = [2, 0.5, -1, 3, 10, -4];
  const other = [0.2, 1, 4, -2, 7, 9];
  const ours = new AffineMatrix(start)
    .translateSelf(3, -8)
    .scaleSelf(2)
    .multiplySelf(new AffineMatrix(other))
    .scaleSelf(0.5, 4);
  const theirs = new DOMMatrix(start)
    .translateSelf(3, -8)
    .scaleSelf(2)
    .multiplySelf(new DOMMatrix(other))
    .scaleSelf(0.5, 4);
  expect(numbers(ours)).toEqual(numbers(theirs));
  expect(numbers(new AffineMatrix())).toEqual([1, 0, 0, 1, 0, 0]);
});

test('only a two-dimensional matrix is made', () => {
  expect(() => new AffineMatrix([1, 2, 3])).toThrow(TypeError);
});
