import type { TokenStore, Tokens } from './token-store.ts';

/**
 * How the tabs of one browser share a session's refreshes. Two tabs can hold the same refresh
 * token (a duplicated tab copies sessionStorage); if both presented it, the server would take
 * the second for a stolen token and end the session. So refreshes take turns, and a tab that
 * trades a refresh token tells the others what it got.
 */
export interface TabCoordinator {
  /** Runs `work` while no other tab runs its own (one refresh at a time in the browser). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The pair another tab traded `refreshToken` for a moment ago, or null. */
  successor(refreshToken: string): Promise<Tokens | null>;
  /** Records, and tells the other tabs, that `refreshToken` was traded for `next`. */
  rotated(refreshToken: string, next: Tokens): Promise<void>;
  /**
   * Keeps `store` in step with the other tabs: when one trades the refresh token `store` holds,
   * `store` takes the new pair. Returns a function that stops following.
   */
  follow(store: TokenStore): () => void;
}

/** One tab on its own (Node, tests, browsers without Web Locks): nothing to coordinate. */
export const singleTab: TabCoordinator = {
  exclusive: (work) => work(),
  successor: async () => null,
  rotated: async () => {},
  follow: () => () => {},
};

const LOCK = 'pod-portal.refresh';
const CHANNEL = 'pod-portal.session';
const DATABASE = 'pod-portal-session';
const ROTATIONS = 'rotations';
// Long enough for a tab that waited on the lock while another refreshed; the pairs are secrets,
// so they are not kept longer (a tab open all along learns of a rotation from the channel).
const KEEP_MS = 2 * 60_000;

interface Rotation {
  /** SHA-256 of the traded refresh token (the token itself is not stored). */
  from: string;
  next: Tokens;
  at: number;
}

async function digest(token: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function asPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openRotations(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(ROTATIONS, { keyPath: 'from' });
  return asPromise(request);
}

/** Runs `work` on the rotations store in one transaction, resolved once it has committed. */
async function withRotations<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openRotations();
  try {
    const transaction = database.transaction(ROTATIONS, mode);
    const result = asPromise(work(transaction.objectStore(ROTATIONS)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return await result;
  } finally {
    database.close();
  }
}

/**
 * The browser's tabs of one origin: Web Locks make refreshes take turns; a rotation is written
 * to IndexedDB before the lock is released (IndexedDB, unlike a broadcast, is seen by the next
 * tab to take the lock) and announced on a BroadcastChannel to the tabs that are not refreshing.
 */
export function browserTabCoordinator(now: () => number = Date.now): TabCoordinator {
  const channel = new BroadcastChannel(CHANNEL);
  return {
    // The lock's answer is the work's own promise (lib.dom types it one level too deep).
    exclusive: <T>(work: () => Promise<T>) => navigator.locks.request(LOCK, work) as Promise<T>,
    async successor(refreshToken) {
      const from = await digest(refreshToken);
      const found = (await withRotations('readonly', (store) => store.get(from))) as
        | Rotation
        | undefined;
      return found && now() - found.at < KEEP_MS ? found.next : null;
    },
    async rotated(refreshToken, next) {
      const rotation: Rotation = { from: await digest(refreshToken), next, at: now() };
      await withRotations('readwrite', (store) => {
        // Older rotations go in the same transaction.
        const request = store.openCursor();
        request.onsuccess = () => {
          const cursor = request.result;
          if (!cursor) return;
          if ((cursor.value as Rotation).at < rotation.at - KEEP_MS) cursor.delete();
          cursor.continue();
        };
        return store.put(rotation);
      });
      channel.postMessage({ from: rotation.from, next });
    },
    follow(store) {
      const listener = async (event: MessageEvent<{ from: string; next: Tokens }>) => {
        const current = await store.get();
        if (current && (await digest(current.refreshToken)) === event.data.from) {
          await store.set(event.data.next);
        }
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
  };
}

/** Web Locks, IndexedDB and BroadcastChannel where the platform has them; one tab otherwise. */
export function defaultTabCoordinator(): TabCoordinator {
  const hasAll =
    typeof navigator !== 'undefined' &&
    typeof navigator.locks?.request === 'function' &&
    typeof indexedDB !== 'undefined' &&
    typeof BroadcastChannel !== 'undefined';
  return hasAll ? browserTabCoordinator() : singleTab;
}
