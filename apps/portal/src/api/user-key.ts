/**
 * The key of a query of the signed-in user's own data. It starts with the user's id, so an
 * answer cached for one user is never read under another's session, whatever the cache kept.
 */
export function userKey(userId: number, ...parts: ReadonlyArray<string | number>) {
  return ['user', userId, ...parts] as const;
}
