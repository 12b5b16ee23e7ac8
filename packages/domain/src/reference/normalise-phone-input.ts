import { COUNTRIES, type Country } from './countries.ts';

/** The country assumed when a number carries no dial code. */
export const DEFAULT_DIAL_CODE = '+27';

// Where several countries share a dial code, the one a number with that code is taken for.
const OWNER_OF_SHARED_DIAL_CODE: Readonly<Record<string, string>> = {
  '+1': 'US',
  '+7': 'RU',
  '+47': 'NO',
  '+64': 'NZ',
  '+212': 'MA',
  '+262': 'RE',
  '+500': 'FK',
  '+590': 'GP',
  '+672': 'AQ',
};

const BY_DIAL_CODE = new Map<string, Country>();
for (const country of COUNTRIES) {
  const owner = OWNER_OF_SHARED_DIAL_CODE[country.dialCode];
  if (owner === undefined || owner === country.code) BY_DIAL_CODE.set(country.dialCode, country);
}
const LONGEST_DIAL_CODE = Math.max(...[...BY_DIAL_CODE.keys()].map((code) => code.length));

export type NormalisedPhone = { value: string; country: Country };

/**
 * Cleans what the user typed into a phone field: keeps only digits and a leading +, and finds
 * the country by the longest dial code the number starts with (South Africa when none).
 */
export function normalisePhoneInput(input: string): NormalisedPhone {
  const digits = input.replace(/\D/g, '');
  const value = input.trimStart().startsWith('+') ? `+${digits}` : digits;
  return { value, country: detectCountry(value) };
}

function detectCountry(value: string): Country {
  if (value.startsWith('+')) {
    for (let length = Math.min(LONGEST_DIAL_CODE, value.length); length > 1; length--) {
      const country = BY_DIAL_CODE.get(value.slice(0, length));
      if (country) return country;
    }
  }
  return BY_DIAL_CODE.get(DEFAULT_DIAL_CODE) as Country;
}
