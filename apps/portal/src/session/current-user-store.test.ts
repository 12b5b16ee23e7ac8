import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../api/current-user-query.ts';
import { aUser } from '../test/fixtures.ts';
import { cachedCurrentUserStore } from './current-user-store.ts';

const stored = () => JSON.parse(sessionStorage.getItem('pod-portal.currentUser') ?? 'null');

describe('cachedCurrentUserStore', () => {
  it('is the query cache: a fetched record is the current user, and session storage follows', () => {
    const queryClient = new QueryClient();
    const store = cachedCurrentUserStore(queryClient);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    // The record a query fetched (viewuserinfo) is the current user at once.
    queryClient.setQueryData(CURRENT_USER_KEY, aUser({ name_first: 'Lerato' }));
    expect(store.get()?.name_first).toBe('Lerato');
    expect(stored()).toMatchObject({ name_first: 'Lerato' });
    store.set(aUser());
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ name_first: 'Thandi' });
    expect(store.get()).toBe(store.get());
    store.clear();
    expect(store.get()).toBeNull();
    expect(stored()).toBeNull();
    expect(listener).toHaveBeenCalled();
    const calls = listener.mock.calls.length;
    stop();
    store.set(aUser());
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it('starts from the stored copy after a reload, stale so the server is asked again', () => {
    sessionStorage.setItem(
      'pod-portal.currentUser',
      JSON.stringify(aUser({ name_first: 'Sipho' })),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const store = cachedCurrentUserStore(queryClient);
    expect(store.get()?.name_first).toBe('Sipho');
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.dataUpdatedAt).toBe(0);
  });

  it('treats unreadable stored values as no user', () => {
    sessionStorage.setItem('pod-portal.currentUser', '{oops');
    expect(cachedCurrentUserStore(new QueryClient()).get()).toBeNull();
    sessionStorage.setItem('pod-portal.currentUser', '"text"');
    expect(cachedCurrentUserStore(new QueryClient()).get()).toBeNull();
  });
});
