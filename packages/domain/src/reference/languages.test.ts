import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

describe('LANGUAGES', () => {
  const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

  it('holds the 183 ISO 639-1 languages plus Sepedi', () => {
    expect(LANGUAGES).toHaveLength(184);
    expect(LANGUAGES.filter((l) => /^[a-z]{2}$/.test(l.code))).toHaveLength(183);
    expect(LANGUAGES.find((l) => l.code === 'nso')).toEqual({ code: 'nso', name: 'Sepedi' });
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(184);
  });

  it('uses only codes the platform can name', () => {
    for (const language of LANGUAGES) {
      expect(languageNames.of(language.code), language.code).toBeDefined();
    }
  });

  it('runs from Afar to Zulu in code order', () => {
    expect(LANGUAGES[0]).toEqual({ code: 'aa', name: 'Afar' });
    expect(LANGUAGES.at(-1)).toEqual({ code: 'zu', name: 'Zulu' });
    const codes = LANGUAGES.map((l) => l.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('names the official South African languages', () => {
    const names = new Map(LANGUAGES.map((l) => [l.code, l.name]));
    expect(
      ['af', 'en', 'nr', 'nso', 'ss', 'st', 'tn', 'ts', 've', 'xh', 'zu'].map((c) => names.get(c)),
    ).toEqual([
      'Afrikaans',
      'English',
      'Southern Ndebele',
      'Sepedi',
      'Swati',
      'Southern Sotho',
      'Tswana',
      'Tsonga',
      'Venda',
      'Xhosa',
      'Zulu',
    ]);
  });
});
