const MASKED_FIELDS = ['account_number', 'international_iban_number', 'reg_id_no'];

/** `62123456789` -> `*******6789`: only the last 4 characters show. */
function mask(value: string): string {
  return value.length <= 4
    ? '*'.repeat(value.length)
    : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of bank details with account, IBAN and registration numbers masked (`mask`). */
export function maskBankInfo(info: unknown): Record<string, unknown> | null {
  if (!isObject(info)) return null;
  return Object.fromEntries(
    Object.entries(info).map(([key, value]) => [
      key,
      MASKED_FIELDS.includes(key) && typeof value === 'string' && value !== ''
        ? mask(value)
        : value,
    ]),
  );
}

/**
 * JSON text holding `bankInfo` (a user's `misc` or `pending_changes`) with the bank details
 * masked, as answers show it; text that is not a JSON object answers null.
 */
export function maskJsonText(text: string | null): {
  text: string | null;
  bankInfo: Record<string, unknown> | null;
} {
  if (text === null) return { text: null, bankInfo: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { text: null, bankInfo: null };
  }
  if (!isObject(parsed)) return { text: null, bankInfo: null };
  const bankInfo = maskBankInfo(parsed.bankInfo);
  return { text: JSON.stringify(bankInfo ? { ...parsed, bankInfo } : parsed), bankInfo };
}
