import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { sessionStorageTokenStore } from './session-storage-token-store.ts';

describe('memoryStorage', () => {
  it('keeps, replaces and removes values, each storage its own', () => {
    const storage = memoryStorage();
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'one');
    storage.setItem('k', 'two');
    expect(storage.getItem('k')).toBe('two');
    expect(memoryStorage().getItem('k')).toBeNull();
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('holds a session for the token store', () => {
    const store = sessionStorageTokenStore(undefined, memoryStorage());
    store.set({ accessToken: 'a', refreshToken: 'r' });
    expect(store.get()).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });
});
