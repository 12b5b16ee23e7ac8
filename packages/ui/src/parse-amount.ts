/**
 * Reads what a person typed as an amount: spaces are ignored and a comma counts as the
 * decimal point ("1 234,5" -> 1234.5). Empty or unreadable text gives null.
 */
export function parseAmount(text: string): number | null {
  const normalised = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalised)) return null;
  return Number(normalised);
}
