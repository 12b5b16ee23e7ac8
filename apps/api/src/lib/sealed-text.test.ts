import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openText, sealText } from './sealed-text.ts';

describe('sealed text', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never stores the text in clear', () => {
    const text = '{"bankInfo":{"account_number":"62123456789"}}';
    const sealed = sealText(key, text);
    expect(sealed).toMatch(/^sealed:v1:/);
    expect(sealed).not.toContain('62123456789');
    expect(sealText(key, text)).not.toBe(sealed);
    expect(openText(key, sealed)).toBe(text);
  });

  it('refuses another key, altered data and unsealed text', () => {
    const sealed = sealText(key, 'secret');
    expect(openText(randomBytes(32), sealed)).toBeNull();
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(openText(key, flipped)).toBeNull();
    expect(openText(key, 'secret')).toBeNull();
  });
});
