import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-export.ts';
import { tokenizeCsv } from './tokenize-csv.ts';

describe('tokenizeCsv', () => {
  it('splits rows on LF and CRLF and fields on commas', () => {
    expect(tokenizeCsv('a,b\nc,d\r\ne,f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(tokenizeCsv('"a,1","say ""hi""","two\r\nlines"\r\n')).toEqual([
      ['a,1', 'say "hi"', 'two\r\nlines'],
    ]);
  });

  it('drops a byte-order mark and blank lines, keeps empty fields', () => {
    expect(tokenizeCsv('\uFEFFa,b\n\n,\n1,\n\r\n')).toEqual([
      ['a', 'b'],
      ['', ''],
      ['1', ''],
    ]);
    expect(tokenizeCsv('a,')).toEqual([['a', '']]);
    expect(tokenizeCsv('')).toEqual([]);
  });

  it('is lenient with text after a closing quote and an unterminated quote', () => {
    expect(tokenizeCsv('"ab"cd,e')).toEqual([['abcd', 'e']]);
    expect(tokenizeCsv('x,"open\nstill')).toEqual([['x', 'open\nstill']]);
    expect(tokenizeCsv('"a",\r\nb')).toEqual([['a', ''], ['b']]);
    expect(tokenizeCsv('"a"\r\n"b",')).toEqual([['a'], ['b', '']]);
  });

  it('reads back whatever toCsv writes', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'b', ',', '"', '\n', '\r', ' ', 'é'),
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { maxLength: 5 }),
        (rows) => {
          const safe = rows.map((row) => row.map((value) => value.replace(/^[\r]/, 'x')));
          expect(tokenizeCsv(toCsv(safe))).toEqual(safe);
        },
      ),
    );
  });
});
