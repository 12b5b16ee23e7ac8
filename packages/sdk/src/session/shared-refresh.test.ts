import { describe, expect, it } from 'vitest';
import { makeJwt } from '../test-support/make-jwt.ts';
import { createSession } from './create-session.ts';
import { memoryTokenStore } from './memory-token-store.ts';
import type { TabCoordinator } from './tab-coordinator.ts';
import type { TokenStore, Tokens } from './token-store.ts';

// The clock is the test's: tokens expire relative to it, never to today's date.
const NOW = 1_800_000_000_000;
const pair = (name: string): Tokens => ({
  accessToken: makeJwt({ sub: name, exp: NOW / 1000 + 900 }),
  refreshToken: makeJwt({ sub: `${name}-refresh`, exp: NOW / 1000 + 86_400 }),
});

/** Tabs of one browser in memory: one lock, one record of rotations, one channel. */
function browserOfTabs(): () => TabCoordinator {
  let queue: Promise<unknown> = Promise.resolve();
  const rotations = new Map<string, Tokens>();
  const stores = new Set<TokenStore>();
  return () => ({
    exclusive(work) {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    },
    successor: async (refreshToken) => rotations.get(refreshToken) ?? null,
    async rotated(refreshToken, next) {
      rotations.set(refreshToken, next);
      for (const store of stores) {
        if ((await store.get())?.refreshToken === refreshToken) await store.set(next);
      }
    },
    follow(store) {
      stores.add(store);
      return () => stores.delete(store);
    },
  });
}

/** The server's side: each refresh token is traded once; a second use ends the family. */
function rotatingServer(first: Tokens) {
  let current = first.refreshToken;
  let generation = 0;
  const presented: string[] = [];
  let reuseDetected = false;
  return {
    presented,
    reuseDetected: () => reuseDetected,
    refresh: async ({ refreshToken }: Tokens): Promise<Tokens | null> => {
      presented.push(refreshToken);
      if (refreshToken !== current) {
        reuseDetected = true;
        return null;
      }
      generation += 1;
      const next = pair(`generation-${generation}`);
      current = next.refreshToken;
      return next;
    },
  };
}

describe('a session shared by two tabs (a duplicated tab)', () => {
  it('refreshes once for both tabs: the second takes the pair the first got', async () => {
    const start = pair('start');
    const server = rotatingServer(start);
    const tab = browserOfTabs();
    const stores = [memoryTokenStore(start), memoryTokenStore(start)];
    const ended: string[] = [];
    const sessions = stores.map((store) => {
      const session = createSession({
        store,
        refresh: server.refresh,
        tabs: tab(),
        now: () => NOW,
      });
      session.onEnd((reason) => ended.push(reason));
      return session;
    });

    // Both tabs had their access token refused at the same time.
    const tokens = await Promise.all(
      sessions.map((session) => session.accessTokenAfterRejection(start.accessToken)),
    );

    expect(server.presented).toEqual([start.refreshToken]);
    expect(server.reuseDetected()).toBe(false);
    expect(ended).toEqual([]);
    expect(tokens[0]).toBe(tokens[1]);
    expect(stores[0]?.get()).toEqual(stores[1]?.get());
  });

  it('keeps an idle tab in step, so its later refresh presents the current token', async () => {
    const start = pair('start');
    const server = rotatingServer(start);
    const tab = browserOfTabs();
    const active = memoryTokenStore(start);
    const idle = memoryTokenStore(start);
    const first = createSession({
      store: active,
      refresh: server.refresh,
      tabs: tab(),
      now: () => NOW,
    });
    const second = createSession({
      store: idle,
      refresh: server.refresh,
      tabs: tab(),
      now: () => NOW,
    });

    const refreshed = await first.accessTokenAfterRejection(start.accessToken);
    expect(idle.get()?.accessToken).toBe(refreshed);

    const later = await second.accessTokenAfterRejection(refreshed ?? '');
    expect(later).not.toBeNull();
    expect(server.reuseDetected()).toBe(false);
    expect(server.presented).toHaveLength(2);
    expect(new Set(server.presented).size).toBe(2);
  });

  it('without coordination, the same two tabs end the session (what the coordinator prevents)', async () => {
    const start = pair('start');
    const server = rotatingServer(start);
    const stores = [memoryTokenStore(start), memoryTokenStore(start)];
    const sessions = stores.map((store) =>
      createSession({ store, refresh: server.refresh, now: () => NOW }),
    );
    await Promise.all(
      sessions.map((session) => session.accessTokenAfterRejection(start.accessToken)),
    );
    expect(server.reuseDetected()).toBe(true);
  });
});
