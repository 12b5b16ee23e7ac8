import { describe, expect, it } from 'vitest';
import { PdfLexer, PdfTruncated } from './pdf-syntax.ts';

const lex = (text: string, whole = false) => new PdfLexer(new TextEncoder().encode(text), 0, whole);

describe('PDF syntax', () => {
  it('reads dictionaries with references, names, strings and arrays', () => {
    const value = lex(
      '<< /Type /XObject /ColorSpace [/Separation /PANTONE#20185#20C /DeviceCMYK 12 0 R] /Width 600 /Note (a (nested) \\) string) /Id <ab01> /Mask false >> ',
    ).value();
    expect(value).toEqual(
      new Map<string, unknown>([
        ['Type', { name: 'XObject' }],
        [
          'ColorSpace',
          [
            { name: 'Separation' },
            { name: 'PANTONE 185 C' },
            { name: 'DeviceCMYK' },
            { num: 12, gen: 0 },
          ],
        ],
        ['Width', 600],
        ['Note', { string: true }],
        ['Id', { string: true }],
        ['Mask', false],
      ]),
    );
  });

  it('says when the bytes end inside a value, unless they are all there is', () => {
    expect(() => lex('<< /Width 600 /Hei').value()).toThrow(PdfTruncated);
    expect(() => lex('12').value()).toThrow(PdfTruncated);
    expect(lex('12', true).value()).toBe(12);
    expect(lex('1 0 R 7', true).value()).toEqual({ num: 1, gen: 0 });
  });

  it('reads null and comments, and fails on what is not a value', () => {
    expect(lex('[null % a comment\n 1]', true).value()).toEqual([null, 1]);
    expect(() => lex('<< 1 2 >>', true).value()).toThrow('A PDF dictionary key is not a name');
    expect(() => lex('>> ', true).value()).toThrow('Unexpected PDF byte 62');
  });
});
