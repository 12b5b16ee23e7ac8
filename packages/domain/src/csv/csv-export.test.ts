import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, toCsv } from './csv-export.ts';

describe('neutraliseCsvCell', () => {
  it('neutralises text starting with = + - @ tab or CR', () => {
    for (const text of ['=SUM(A1)', '+1', '-cmd', '@x', '\tx', '\rx']) {
      expect(neutraliseCsvCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves ordinary values and negative numbers alone', () => {
    expect(neutraliseCsvCell('Title')).toBe('Title');
    expect(neutraliseCsvCell(-12.5)).toBe('-12.5');
    expect(neutraliseCsvCell(true)).toBe('true');
    expect(neutraliseCsvCell(null)).toBe('');
    expect(neutraliseCsvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('quotes cells with separators and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', '=1+1']])).toBe(
      'a,"b,c","say ""hi""","two\nlines",\'=1+1\r\n',
    );
  });
});
