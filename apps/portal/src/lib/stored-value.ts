import { useCallback, useSyncExternalStore } from 'react';

/** Every wizard key in browser storage starts with this (the product's draft prefix). */
const DRAFT_PREFIX = 'calc_';

/** Whether a local-storage key holds part of the wizard's draft. */
export const isDraftKey = (key: string): boolean => key.startsWith(DRAFT_PREFIX);

/** One JSON value of the wizard's draft in local storage, shared by every component reading it. */
export interface StoredValue<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A value kept under `calc_{name}` in local storage, so a reload or a later return resumes
 * the wizard. A stored object is laid over `fallback`, so fields added later get defaults.
 */
export function storedValue<T>(name: string, fallback: T): StoredValue<T> {
  const key = `${DRAFT_PREFIX}${name}`;
  const listeners = new Set<() => void>();
  // The last parsed value is kept so React's external-store reads stay referentially stable.
  let raw: string | null = null;
  let parsed: T = fallback;
  return {
    get: () => {
      const now = localStorage.getItem(key);
      if (now !== raw) {
        raw = now;
        parsed = now === null ? fallback : parse(now, fallback);
      }
      return parsed;
    },
    set: (value) => {
      localStorage.setItem(key, JSON.stringify(value));
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function parse<T>(raw: string, fallback: T): T {
  try {
    const value: unknown = JSON.parse(raw);
    if (isPlainObject(fallback) && isPlainObject(value)) return { ...fallback, ...value } as T;
    return typeof value === typeof fallback ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a stored value and re-renders when it changes; the setter also takes an updater. */
export function useStoredValue<T>(store: StoredValue<T>): [T, (next: T | ((was: T) => T)) => void] {
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  const update = useCallback(
    (next: T | ((was: T) => T)) =>
      store.set(typeof next === 'function' ? (next as (was: T) => T)(store.get()) : next),
    [store],
  );
  return [value, update];
}
