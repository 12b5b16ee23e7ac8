import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecord, neutraliseCsvCell, toCsv } from './csv-export.ts';
import { tokenizeCsv } from './tokenize-csv.ts';

describe('neutraliseCsvCell', () => {
  it('neutralises text starting with = + - @ tab or CR', () => {
    for (const text of ['=SUM(A1)', '+1', '-cmd', '@x', '\tx', '\rx', '-1+1', '+27821234567']) {
      expect(neutraliseCsvCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves ordinary values and numbers alone, negative amounts written as text too', () => {
    expect(neutraliseCsvCell('Title')).toBe('Title');
    expect(neutraliseCsvCell(-12.5)).toBe('-12.5');
    expect(neutraliseCsvCell('-12.50')).toBe('-12.50');
    expect(neutraliseCsvCell('-3')).toBe('-3');
    expect(neutraliseCsvCell('1234.50')).toBe('1234.50');
    expect(neutraliseCsvCell(true)).toBe('true');
    expect(neutraliseCsvCell(null)).toBe('');
    expect(neutraliseCsvCell(undefined)).toBe('');
  });

  it('never lets a cell start with a formula character unless it is a plain number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = neutraliseCsvCell(text);
        expect(/^[=+\-@\t\r]/.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell)).toBe(false);
      }),
    );
  });
});

describe('toCsv', () => {
  it('quotes cells with separators and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', '=1+1']])).toBe(
      'a,"b,c","say ""hi""","two\nlines",\'=1+1\r\n',
    );
  });

  it('quotes a neutralised cell that holds a separator', () => {
    expect(csvRecord(['=HYPERLINK("x"),1', '-12.50'])).toBe('"\'=HYPERLINK(""x""),1",-12.50\r\n');
  });

  it('is its records, one after another', () => {
    const rows = [
      ['Date', 'Amount'],
      ['2026-11-21 10:45', '-12.50'],
    ];
    expect(toCsv(rows)).toBe(rows.map(csvRecord).join(''));
    expect(tokenizeCsv(toCsv(rows))).toEqual(rows);
  });
});
