/** A link to a portal page on PUBLIC_URL, e.g. `/verify?id=42&token=...`. */
export function portalLink(
  publicUrl: string,
  page:
    | '/verify'
    | '/reset-password'
    | '/this-wasnt-me'
    | '/confirm-bank-change'
    | '/books'
    | '/documents'
    | '/shares'
    | '/checkout/success'
    | '/checkout/cancelled',
  query: Record<string, string | number>,
): string {
  const url = new URL(page, `${publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.href;
}
