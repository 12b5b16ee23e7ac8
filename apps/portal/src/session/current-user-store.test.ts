import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/fixtures.ts';
import { sessionCurrentUserStore } from './current-user-store.ts';

describe('sessionCurrentUserStore', () => {
  it('keeps the user in session storage and tells listeners about changes', () => {
    const store = sessionCurrentUserStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(aUser());
    expect(JSON.parse(sessionStorage.getItem('pod-portal.currentUser') ?? 'null')).toMatchObject({
      name_first: 'Thandi',
    });
    expect(store.get()).toBe(store.get());
    store.clear();
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.set(aUser());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('treats unreadable stored values as no user', () => {
    sessionStorage.setItem('pod-portal.currentUser', '{oops');
    expect(sessionCurrentUserStore().get()).toBeNull();
    sessionStorage.setItem('pod-portal.currentUser', '"text"');
    expect(sessionCurrentUserStore().get()).toBeNull();
  });
});
