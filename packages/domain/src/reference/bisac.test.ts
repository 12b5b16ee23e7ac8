import { describe, expect, it } from 'vitest';
import { BISAC_SECTIONS } from './bisac-sections.ts';
import { isWellFormedBisacCode } from './is-well-formed-bisac-code.ts';

describe('BISAC_SECTIONS', () => {
  it('ships the 53 top-level sections with their General codes', () => {
    expect(BISAC_SECTIONS).toHaveLength(53);
    expect(BISAC_SECTIONS[0]).toEqual({ code: 'ANT000000', name: 'Antiques & Collectibles' });
    expect(BISAC_SECTIONS.find((s) => s.code === 'FIC000000')?.name).toBe('Fiction');
    expect(BISAC_SECTIONS.find((s) => s.code === 'OCC000000')?.name).toBe('Body Mind & Spirit');
    expect(BISAC_SECTIONS.at(-1)).toEqual({ code: 'YAN000000', name: 'Young Adult Nonfiction' });
    for (const section of BISAC_SECTIONS) expect(isWellFormedBisacCode(section.code)).toBe(true);
    expect(new Set(BISAC_SECTIONS.map((s) => s.code)).size).toBe(53);
  });
});

describe('isWellFormedBisacCode', () => {
  it('accepts three capital letters and six digits', () => {
    expect(isWellFormedBisacCode('FIC000000')).toBe(true);
    expect(isWellFormedBisacCode('JUV002270')).toBe(true);
  });

  it.each(['fic000000', 'FIC00000', 'FIC0000000', 'FI0000000', ' FIC000000', 'FIC-00000', ''])(
    'rejects %j',
    (code) => {
      expect(isWellFormedBisacCode(code)).toBe(false);
    },
  );
});
