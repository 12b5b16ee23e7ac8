import { readTokenExpiry } from './read-token-expiry.ts';
import { singleTab, type TabCoordinator } from './tab-coordinator.ts';
import type { TokenStore, Tokens } from './token-store.ts';

/** Why a session ended: the user logged out, both tokens expired, or the server refused a refresh. */
export type SessionEndReason = 'logout' | 'expired' | 'refreshFailed';

export type SessionEndListener = (reason: SessionEndReason) => void;

export interface SessionOptions {
  store: TokenStore;
  /**
   * Asks the server for new tokens. Resolves null when the server refuses (the session ends);
   * rejects only on a network failure (the session stays, the call that needed it throws).
   */
  refresh: (tokens: Tokens) => Promise<Tokens | null>;
  /** Milliseconds since the epoch; a test passes a fake clock. */
  now?: () => number;
  /** A token this close to its `exp` counts as expired, so it does not expire on the way. */
  clockSkewSeconds?: number;
  /** How refreshes are shared with the browser's other tabs (default: none, one tab). */
  tabs?: TabCoordinator;
}

export interface Session {
  /** Stores the tokens of a login or registration. */
  start(tokens: Tokens): Promise<void>;
  tokens(): Promise<Tokens | null>;
  /**
   * The access token to send now: refreshed first when it has expired (one refresh shared by
   * all concurrent callers); null when there is no session or it has just ended.
   */
  accessToken(): Promise<string | null>;
  /**
   * After the server rejected `rejected` with a 401: the token to retry with, refreshing once
   * unless another call already did; null when the session is over.
   */
  accessTokenAfterRejection(rejected: string): Promise<string | null>;
  /** Clears the tokens and tells the listeners (once, however many callers end it together). */
  end(reason: SessionEndReason): Promise<void>;
  /** Calls `listener` whenever the session ends; returns a function that stops listening. */
  onEnd(listener: SessionEndListener): () => void;
}

export function createSession({
  store,
  refresh,
  now = Date.now,
  clockSkewSeconds = 30,
  tabs = singleTab,
}: SessionOptions): Session {
  const listeners = new Set<SessionEndListener>();
  let refreshing: Promise<string | null> | null = null;
  let ending: Promise<void> | null = null;

  const isExpired = (token: string) => {
    const exp = readTokenExpiry(token);
    return exp !== null && (exp - clockSkewSeconds) * 1000 <= now();
  };

  const end = (reason: SessionEndReason): Promise<void> => {
    ending ??= (async () => {
      try {
        const had = await store.get();
        await store.clear();
        if (had) for (const listener of listeners) listener(reason);
      } finally {
        ending = null;
      }
    })();
    return ending;
  };

  // `seen` is the pair the caller found expired or rejected; if the store holds another pair by
  // the time the refresh starts, somebody refreshed already and that pair is used as is.
  const refreshNow = async (seen: Tokens): Promise<string | null> => {
    const current = await store.get();
    if (!current) return null;
    if (current.accessToken !== seen.accessToken) return current.accessToken;
    // Another tab holding the same pair (a duplicated tab) may have traded it a moment ago.
    const traded = await tabs.successor(current.refreshToken);
    if (traded) {
      await store.set(traded);
      return traded.accessToken;
    }
    if (isExpired(current.refreshToken)) {
      await end('expired');
      return null;
    }
    const next = await refresh(current);
    // A logout or a new login while the refresh was on its way wins over its answer.
    const latest = await store.get();
    if (latest?.refreshToken !== current.refreshToken) return latest?.accessToken ?? null;
    if (!next) {
      await end('refreshFailed');
      return null;
    }
    await store.set(next);
    await tabs.rotated(current.refreshToken, next);
    return next.accessToken;
  };

  const runRefresh = async (seen: Tokens): Promise<string | null> => {
    try {
      return await tabs.exclusive(() => refreshNow(seen));
    } finally {
      refreshing = null;
    }
  };

  const refreshOnce = (seen: Tokens) => {
    refreshing ??= runRefresh(seen);
    return refreshing;
  };

  tabs.follow(store);

  return {
    start: async (tokens) => {
      await store.set(tokens);
    },
    tokens: async () => store.get(),
    accessToken: async () => {
      if (refreshing) return refreshing;
      const tokens = await store.get();
      if (!tokens) return null;
      if (!isExpired(tokens.accessToken)) return tokens.accessToken;
      return refreshOnce(tokens);
    },
    accessTokenAfterRejection: async (rejected) => {
      if (refreshing) return refreshing;
      const tokens = await store.get();
      if (!tokens) return null;
      if (tokens.accessToken !== rejected) return tokens.accessToken;
      return refreshOnce(tokens);
    },
    end,
    onEnd: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
