import { describe, expect, it } from 'vitest';
import { requestedRange } from './index.ts';

// What `getfile` does with a Range header (decision 040 compares it with range-parser's).
describe('the byte range a Range header asks for', () => {
  it('is one range within the file, its end cut at the last byte', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(requestedRange('bytes=400-', 1000)).toEqual({ start: 400, end: 999 });
    expect(requestedRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('is the whole file for a suffix longer than the file (RFC 9110, 14.1.2)', () => {
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('is null (416) when it is outside the file', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBeNull();
    expect(requestedRange('bytes=5-3', 1000)).toBeNull();
    expect(requestedRange('bytes=-0', 1000)).toBeNull();
    expect(requestedRange('bytes=0-', 0)).toBeNull();
  });

  it('is undefined (the whole file, 200) without a header, for several ranges or another form', () => {
    expect(requestedRange(undefined, 1000)).toBeUndefined();
    expect(requestedRange('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(requestedRange('bytes=-', 1000)).toBeUndefined();
    expect(requestedRange('bytes=abc', 1000)).toBeUndefined();
    expect(requestedRange('items=0-5', 1000)).toBeUndefined();
  });
});
