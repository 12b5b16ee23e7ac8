import type { components } from '@pod-portal/sdk';

type BankInfo = components['schemas']['BankInfo'];

/**
 * The form values the profile's bankInfo holds, by form field (`fields` maps a form field to
 * its bankInfo name); fields without a stored value are left out.
 */
export function profileValues<Field extends string>(
  bankInfo: BankInfo | null | undefined,
  fields: Record<Field, keyof BankInfo>,
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const [field, key] of Object.entries(fields) as [Field, keyof BankInfo][]) {
    const value = bankInfo?.[key];
    if (typeof value === 'string' && value.trim() !== '') values[field] = value;
  }
  return values;
}
