import { describe, expect, it } from 'vitest';
import { compactIban, IBAN_LENGTH, isIban, isSwiftBic } from './international-account.ts';

describe('isIban', () => {
  it('accepts IBANs whose mod-97 check digits are right, printed in groups or not', () => {
    expect(isIban('GB33BUKB20201555555555')).toBe(true);
    expect(isIban('GB33 BUKB 2020 1555 5555 55')).toBe(true);
    expect(isIban('de89 3704 0044 0532 0130 00')).toBe(true);
  });

  it('refuses a mistyped character or swapped check digits', () => {
    expect(isIban('GB33BUKB20201555555556')).toBe(false);
    expect(isIban('GB34BUKB20201555555555')).toBe(false);
    expect(isIban('DE98370400440532013000')).toBe(false);
  });

  it('takes 15 to 34 characters, not one fewer or more (check digits right in each)', () => {
    expect(IBAN_LENGTH).toEqual({ min: 15, max: 34 });
    expect(isIban('NO9386011117947')).toBe(true);
    expect(isIban('NO6986011117 94')).toBe(false);
    expect(isIban('LC57HEMM00010001000100010001000123')).toBe(true);
    expect(isIban('LC53HEMM000100010001000100010001234')).toBe(false);
  });

  it('needs a country of two letters, then two check digits, then letters and digits only', () => {
    expect(isIban('1B33BUKB20201555555555')).toBe(false);
    expect(isIban('GBX3BUKB20201555555555')).toBe(false);
    expect(isIban('GB33BUKB-20201555555555')).toBe(false);
    expect(isIban('')).toBe(false);
  });

  it('prints an IBAN compact, in capitals', () => {
    expect(compactIban(' gb33 bukb 2020 1555 5555 55 ')).toBe('GB33BUKB20201555555555');
  });
});

describe('isSwiftBic', () => {
  it('accepts 8 and 11 characters: bank, country, location, optional branch', () => {
    expect(isSwiftBic('BUKBGB22')).toBe(true);
    expect(isSwiftBic('NWBKGB2L')).toBe(true);
    expect(isSwiftBic('DEUTDEFF500')).toBe(true);
    expect(isSwiftBic('sbzazajj')).toBe(true);
  });

  it('refuses 7, 9, 10 and 12 characters', () => {
    expect(isSwiftBic('BUKBGB2')).toBe(false);
    expect(isSwiftBic('BUKBGB22X')).toBe(false);
    expect(isSwiftBic('BUKBGB22XX')).toBe(false);
    expect(isSwiftBic('DEUTDEFF5001')).toBe(false);
  });

  it('needs letters for the bank and country, and no spaces or signs', () => {
    expect(isSwiftBic('BUK1GB22')).toBe(false);
    expect(isSwiftBic('BUKB1B22')).toBe(false);
    expect(isSwiftBic('BUKB GB22')).toBe(false);
    expect(isSwiftBic('BUKB-GB22')).toBe(false);
  });
});
