import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainText, plainTextProblem } from './plain-text.ts';

describe('isPlainText', () => {
  it('accepts what people type, in any script, emoji included', () => {
    for (const text of [
      'Thandi Mokoena-Dube',
      "O'Neill",
      'Ümit Çelik',
      'Ngũgĩ',
      '📚 books',
      'a\tb',
      '',
      // A family and a technologist: emoji joined with U+200D.
      '👨‍👩‍👧 👩🏽‍💻',
      // Right-to-left text with the marks its writers use (RLM, LRM, ALM).
      'שלום עולם \u200f(2026)\u200e',
      'مرحبا\u061c بالعالم',
      'Ça coûte 5 € · naïve café',
    ]) {
      expect(isPlainText(text)).toBe(true);
    }
  });

  it('refuses control characters and lone surrogates', () => {
    for (const text of [
      'a\u0000b',
      '\u0007',
      'x\u001b[31m',
      '\u007f',
      '\ud800',
      'a\udfffb',
      '\ud83d',
    ]) {
      expect(isPlainText(text)).toBe(false);
      expect(isPlainText(text, { multiline: true })).toBe(false);
    }
  });

  it('refuses the C1 controls and the bidirectional overrides and isolates', () => {
    for (const text of [
      'a\u0080b',
      'next\u0085line',
      'x\u009b31m',
      '\u009f',
      'invoice_\u202egnp.exe',
      '\u202aleft\u202c',
      '\u2066isolate\u2069',
      '\u2068first strong\u2069',
    ]) {
      expect(plainTextProblem(text)).toBe('control-character');
      expect(plainTextProblem(text, { multiline: true })).toBe('control-character');
    }
  });

  it('allows line breaks only where the field has several lines', () => {
    for (const text of ['line one\nline two', 'a\r\nb', 'one\n\ntwo\r\n\r\nthree', 'a\u2028b']) {
      expect(isPlainText(text)).toBe(false);
      expect(isPlainText(text, { multiline: true })).toBe(true);
    }
  });

  it('refuses a carriage return that does not end a line, even on several lines', () => {
    for (const text of ['a\rb', 'a\r', '\r\r\n']) {
      expect(isPlainText(text, { multiline: true })).toBe(false);
    }
  });

  it('names what is wrong with a text', () => {
    expect(plainTextProblem('Thandi')).toBeNull();
    expect(plainTextProblem('one\ntwo')).toBe('line-break');
    expect(plainTextProblem('one\ntwo', { multiline: true })).toBeNull();
    expect(plainTextProblem('one\u0007two\ntwo', { multiline: true })).toBe('control-character');
    expect(plainTextProblem('a\rb', { multiline: true })).toBe('control-character');
    expect(plainTextProblem('a\ud800b', { multiline: true })).toBe('broken-character');
  });

  // Every character the rule refuses anywhere, line breaks aside.
  const REFUSED = [
    ...range(0x00, 0x08),
    0x0b,
    0x0c,
    ...range(0x0e, 0x1f),
    ...range(0x7f, 0x9f),
    ...range(0x202a, 0x202e),
    ...range(0x2066, 0x2069),
  ].map((code) => String.fromCharCode(code));

  it('accepts every well-formed string without controls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const clean = [...text]
          .filter((char) => !REFUSED.includes(char) && !'\n\r\u2028\u2029'.includes(char))
          .join('');
        expect(isPlainText(clean)).toBe(true);
      }),
    );
  });

  it('refuses a control character wherever it is, in any text, on one line or several', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.constantFrom(...REFUSED),
        fc.nat(),
        (text, control, at) => {
          const chars = [...text];
          const index = at % (chars.length + 1);
          const dirty = [...chars.slice(0, index), control, ...chars.slice(index)].join('');
          expect(isPlainText(dirty)).toBe(false);
          expect(isPlainText(dirty, { multiline: true })).toBe(false);
        },
      ),
    );
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
}
