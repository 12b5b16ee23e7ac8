/**
 * Keeps only what can make an amount while someone types: digits and spaces, one decimal
 * separator (a comma becomes a point) and at most two decimals.
 */
export function sanitizeAmount(text: string): string {
  const kept = text.replace(/[^\d\s.,]/g, '').replace(/,/g, '.');
  const point = kept.indexOf('.');
  if (point === -1) return kept;
  const decimals = kept.slice(point + 1).replace(/[.\s]/g, '');
  return `${kept.slice(0, point)}.${decimals.slice(0, 2)}`;
}
