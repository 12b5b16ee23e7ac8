import { describe, expect, it } from 'vitest';
import { readDataUrl } from './data-url.ts';

const rule = {
  head: /^data:(image\/png);base64$/,
  maxBytes: 4,
  malformed: 'malformed',
  tooLarge: 'too large',
};
const dataUrl = (bytes: number[]) =>
  `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

describe('readDataUrl', () => {
  it("decodes a data URL whose head matches, with the head's match", () => {
    const read = readDataUrl(dataUrl([1, 2, 3, 4]), rule);
    expect(read.ok && [...read.bytes]).toEqual([1, 2, 3, 4]);
    expect(read.ok && read.head[1]).toBe('image/png');
  });

  it("answers the caller's refusals: another head, no comma, not base64, over the cap", () => {
    const refusal = (text: string) => {
      const read = readDataUrl(text, rule);
      return read.ok ? null : read.refusal;
    };
    expect(refusal('data:image/jpeg;base64,AAAA')).toBe('malformed');
    expect(refusal('data:image/png;base64')).toBe('malformed');
    expect(refusal('data:image/png;base64,AA AA')).toBe('malformed');
    expect(refusal(dataUrl([1, 2, 3, 4, 5]))).toBe('too large');
  });
});
