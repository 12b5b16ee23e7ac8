import type { KeyValueStorage } from './session-storage-token-store.ts';

/** A Storage-like map in this process only: for Node and wherever the browser's storage is
 * missing (the offline queue's default there, a server-side render's empty session). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
