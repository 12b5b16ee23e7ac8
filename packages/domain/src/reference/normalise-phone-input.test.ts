import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';
import { DEFAULT_DIAL_CODE, normalisePhoneInput } from './normalise-phone-input.ts';

describe('normalisePhoneInput', () => {
  it('keeps only a leading + and digits', () => {
    expect(normalisePhoneInput(' +27 (82) 123-4567 ').value).toBe('+27821234567');
    expect(normalisePhoneInput('082 123 4567').value).toBe('0821234567');
    expect(normalisePhoneInput('08+2a1').value).toBe('0821');
    expect(normalisePhoneInput('').value).toBe('');
  });

  it('defaults to South Africa when the number has no dial code', () => {
    expect(DEFAULT_DIAL_CODE).toBe('+27');
    expect(normalisePhoneInput('0821234567').country.code).toBe('ZA');
    expect(normalisePhoneInput('+').country.code).toBe('ZA');
  });

  it('defaults to South Africa when no dial code matches', () => {
    expect(normalisePhoneInput('+0123').country.code).toBe('ZA');
  });

  it('detects the country by the longest matching dial code', () => {
    expect(normalisePhoneInput('+27821234567').country.code).toBe('ZA');
    expect(normalisePhoneInput('+264811234567').country.code).toBe('NA');
    expect(normalisePhoneInput('+18765551234').country.code).toBe('JM');
    expect(normalisePhoneInput('+12125551234').country.code).toBe('US');
    expect(normalisePhoneInput('+441534123456').country.code).toBe('JE');
    expect(normalisePhoneInput('+442071234567').country.code).toBe('GB');
    expect(normalisePhoneInput('+74951234567').country.code).toBe('RU');
  });

  it('gives every shared dial code to exactly one country', () => {
    const owners = new Map<string, Set<string>>();
    for (const country of COUNTRIES) {
      const detected = normalisePhoneInput(`${country.dialCode}1234567`).country;
      expect(detected.dialCode).toBe(country.dialCode);
      owners.set(country.dialCode, (owners.get(country.dialCode) ?? new Set()).add(detected.code));
    }
    for (const codes of owners.values()) expect(codes.size).toBe(1);
  });
});
