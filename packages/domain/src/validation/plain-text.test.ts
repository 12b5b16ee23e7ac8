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

  it('accepts every well-formed string without controls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the test strips them on purpose.
        const clean = text.replace(/[\u0000-\u001F\u007F\u2028\u2029]/g, '');
        expect(isPlainText(clean)).toBe(true);
      }),
    );
  });
});
