import { describe, expect, it } from 'vitest';
import { memoryTokenStore } from './memory-token-store.ts';
import { type KeyValueStorage, sessionStorageTokenStore } from './session-storage-token-store.ts';

const tokens = { accessToken: 'a', refreshToken: 'r' };

function fakeStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

describe('memoryTokenStore', () => {
  it('keeps, replaces and clears the tokens', () => {
    const store = memoryTokenStore();
    expect(store.get()).toBeNull();
    store.set(tokens);
    expect(store.get()).toEqual(tokens);
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('sessionStorageTokenStore', () => {
  it('keeps the tokens as JSON under its key', () => {
    const storage = fakeStorage();
    const store = sessionStorageTokenStore('k', storage);
    store.set(tokens);
    expect(JSON.parse(storage.items.get('k') ?? '')).toEqual(tokens);
    expect(store.get()).toEqual(tokens);
    store.clear();
    expect(storage.items.has('k')).toBe(false);
    expect(store.get()).toBeNull();
  });

  it('treats anything else under its key as no session', () => {
    const storage = fakeStorage();
    const store = sessionStorageTokenStore('k', storage);
    storage.setItem('k', 'not json');
    expect(store.get()).toBeNull();
    storage.setItem('k', JSON.stringify({ accessToken: 1, refreshToken: 'r' }));
    expect(store.get()).toBeNull();
  });

  it('uses the global sessionStorage by default', () => {
    const storage = fakeStorage();
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
    try {
      sessionStorageTokenStore().set(tokens);
      expect(storage.items.has('pod-portal.tokens')).toBe(true);
    } finally {
      if (previous) Object.defineProperty(globalThis, 'sessionStorage', previous);
      else Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });
});
