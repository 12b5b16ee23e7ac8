import type { CurrentUser } from '../api/current-user.ts';

const KEY = 'pod-portal.currentUser';

/** The signed-in user, kept in the tab's session storage beside the tokens (see the spec, §3). */
export interface CurrentUserStore {
  get(): CurrentUser | null;
  set(user: CurrentUser): void;
  clear(): void;
  /** Calls `listener` after every change; returns a function that stops listening. */
  subscribe(listener: () => void): () => void;
}

export function sessionCurrentUserStore(storage: Storage = sessionStorage): CurrentUserStore {
  const listeners = new Set<() => void>();
  // The last parsed value is kept so React's external-store reads stay referentially stable.
  let raw: string | null = null;
  let parsed: CurrentUser | null = null;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => {
      const now = storage.getItem(KEY);
      if (now !== raw) {
        raw = now;
        parsed = now === null ? null : parseUser(now);
      }
      return parsed;
    },
    set: (user) => {
      storage.setItem(KEY, JSON.stringify(user));
      notify();
    },
    clear: () => {
      storage.removeItem(KEY);
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function parseUser(raw: string): CurrentUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'id' in value
      ? (value as CurrentUser)
      : null;
  } catch {
    return null;
  }
}
