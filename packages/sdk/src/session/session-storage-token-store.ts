import type { SyncTokenStore, Tokens } from './token-store.ts';

/** The part of the Web Storage API the store uses (so a test or another tab-scoped store fits). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Keeps the tokens in the tab's sessionStorage under one key: they survive a reload but not
 * closing the tab, and other tabs do not see them.
 */
export function sessionStorageTokenStore(
  key = 'pod-portal.tokens',
  storage: KeyValueStorage = globalThis.sessionStorage,
): SyncTokenStore {
  return {
    get: () => parseTokens(storage.getItem(key)),
    set: (tokens) => storage.setItem(key, JSON.stringify(tokens)),
    clear: () => storage.removeItem(key),
  };
}

function parseTokens(raw: string | null): Tokens | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'accessToken' in value &&
      'refreshToken' in value &&
      typeof value.accessToken === 'string' &&
      typeof value.refreshToken === 'string'
    ) {
      return { accessToken: value.accessToken, refreshToken: value.refreshToken };
    }
  } catch {
    // a value some other code wrote under our key: treat it as no session
  }
  return null;
}
