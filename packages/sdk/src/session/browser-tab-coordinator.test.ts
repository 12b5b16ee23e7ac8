import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from './memory-token-store.ts';
import { browserTabCoordinator, defaultTabCoordinator, singleTab } from './tab-coordinator.ts';

// Node has BroadcastChannel and (here) IndexedDB from fake-indexeddb; Web Locks are a queue.
function webLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, work: () => Promise<unknown>) => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

const pair = (name: string) => ({ accessToken: `${name}-access`, refreshToken: `${name}-refresh` });

describe('the browser tab coordinator', () => {
  let clock = 1_800_000_000_000;
  const now = () => clock;
  beforeEach(() => {
    vi.stubGlobal('navigator', { locks: webLocks() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the default where Web Locks, IndexedDB and BroadcastChannel exist', () => {
    expect(defaultTabCoordinator()).not.toBe(singleTab);
    vi.stubGlobal('navigator', {});
    expect(defaultTabCoordinator()).toBe(singleTab);
  });

  it('gives a tab the pair another tab traded its refresh token for, for two minutes', async () => {
    const first = browserTabCoordinator(now);
    const second = browserTabCoordinator(now);
    await first.rotated('start-refresh', pair('next'));
    expect(await second.successor('start-refresh')).toEqual(pair('next'));
    expect(await second.successor('other-refresh')).toBeNull();
    clock += 2 * 60_000;
    expect(await second.successor('start-refresh')).toBeNull();
  });

  it('keeps no refresh token itself, and drops old rotations when it records a new one', async () => {
    const tab = browserTabCoordinator(now);
    await tab.rotated('old-refresh', pair('old-next'));
    clock += 3 * 60_000;
    await tab.rotated('new-refresh', pair('new-next'));
    const kept = await new Promise<Array<{ from: string }>>((resolve, reject) => {
      const open = indexedDB.open('pod-portal-session');
      open.onsuccess = () => {
        const request = open.result.transaction('rotations').objectStore('rotations').getAll();
        request.onsuccess = () => {
          open.result.close();
          resolve(request.result as Array<{ from: string }>);
        };
        request.onerror = () => reject(request.error);
      };
    });
    expect(kept.map((rotation) => rotation.from)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    expect(JSON.stringify(kept)).not.toContain('new-refresh"');
  });

  it('brings a following tab holding the traded token up to date, and no other', async () => {
    const refreshing = browserTabCoordinator(now);
    const following = browserTabCoordinator(now);
    const sameSession = memoryTokenStore(pair('shared'));
    const otherSession = memoryTokenStore(pair('other'));
    const stop = following.follow(sameSession);
    following.follow(otherSession);
    await refreshing.rotated('shared-refresh', pair('rotated'));
    await vi.waitFor(() => expect(sameSession.get()).toEqual(pair('rotated')));
    expect(otherSession.get()).toEqual(pair('other'));
    stop();
  });

  it('runs one tab’s refresh at a time', async () => {
    const tabs = [browserTabCoordinator(now), browserTabCoordinator(now)];
    const steps: string[] = [];
    const work = (name: string) => async () => {
      steps.push(`${name} starts`);
      await new Promise((resolve) => setImmediate(resolve));
      steps.push(`${name} ends`);
      return name;
    };
    const answers = await Promise.all(
      tabs.map((tab, index) => tab.exclusive(work(`tab ${index}`))),
    );
    expect(answers).toEqual(['tab 0', 'tab 1']);
    expect(steps).toEqual(['tab 0 starts', 'tab 0 ends', 'tab 1 starts', 'tab 1 ends']);
  });
});
