import { createHash } from 'node:crypto';

/** PayFast's form fields, in the order its signature takes them. */
const PAYFAST_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'payment_method',
] as const;

export type PayfastField = (typeof PAYFAST_FIELD_ORDER)[number];

/**
 * PHP's `urlencode`, which PayFast signs with: UTF-8, upper-case hex escapes, spaces as `+`,
 * and only letters, digits and `-_.` left as they are (`encodeURIComponent` also leaves
 * `!'()*~`).
 */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * The signature of `pairs` as PayFast computes it: each non-empty value trimmed and encoded,
 * `key=value` joined by `&` in the given order, then `&passphrase=...` when there is one;
 * MD5, lower-case hex.
 */
export function payfastSignature(
  pairs: ReadonlyArray<readonly [string, string]>,
  passphrase: string | undefined,
): string {
  const parts = pairs
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => `${key}=${phpUrlencode(value.trim())}`);
  if (passphrase) parts.push(`passphrase=${phpUrlencode(passphrase.trim())}`);
  return createHash('md5').update(parts.join('&')).digest('hex');
}

/** A form's fields in PayFast's order (absent and empty ones left out). */
export function orderedFormFields(
  fields: Partial<Record<PayfastField, string | undefined>>,
): Array<[PayfastField, string]> {
  return PAYFAST_FIELD_ORDER.flatMap((key) => {
    const value = fields[key];
    return value === undefined || value.trim() === '' ? [] : [[key, value.trim()]];
  });
}
