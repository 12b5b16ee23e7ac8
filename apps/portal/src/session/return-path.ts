/** Any origin will do: a path that resolves against it to another origin is not ours. */
const OWN = 'https://portal.invalid';

/**
 * A page of this portal to go back to (`/shares?invitation=5`), from a `redirect` search
 * parameter anyone can write into a link: only a path of this origin is kept, never another
 * site (`//evil.example`, `/\evil.example`, `https://…`, `javascript:…`).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // Browsers read a backslash as a slash and drop tabs and line breaks from URLs.
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return undefined;
  let url: URL;
  try {
    url = new URL(value, OWN);
  } catch {
    return undefined;
  }
  return url.origin === OWN ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** The search of a page that goes on elsewhere once done (the login, the activation link). */
export interface ReturnPathQuery {
  redirect?: string | undefined;
}

/**
 * Reads a safe `redirect` from the search. An unsafe one is set to undefined, not left out:
 * the router merges the raw search under a route's validated one, so a key left out would
 * keep its raw value.
 */
export function returnPathQuery(search: Record<string, unknown>): ReturnPathQuery {
  return { redirect: safeReturnPath(search.redirect) };
}
