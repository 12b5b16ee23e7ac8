/**
 * The `exp` claim of a JWT in seconds since the epoch, or null when the token has none or is not
 * a readable JWT. The signature is NOT verified: only the server can do that; the client only
 * needs to know when to refresh.
 */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims) {
      return typeof claims.exp === 'number' ? claims.exp : null;
    }
  } catch {
    // not base64url JSON: not a JWT we can read
  }
  return null;
}
