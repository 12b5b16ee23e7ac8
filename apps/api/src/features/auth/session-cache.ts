import { LRUCache } from 'lru-cache';

/**
 * A short-lived memory of sessions found live, so the auth guard does not query the database on
 * every request. Every revoking function in sessions.ts calls `forget*` and announces the end
 * (session-ends.ts), which every instance hears and forgets too (plugins/session-ends.ts); at
 * worst (a notification lost with a dropped connection) a revoked session is honoured for up to
 * `ttlMs`.
 */
export class SessionCache {
  readonly #entries: LRUCache<string, { userId: number }>;
  // Bumped by every revocation: a database answer read before it is not remembered.
  #revocations = 0;

  constructor(
    readonly ttlMs: number,
    capacity: number,
    now: () => number = Date.now,
  ) {
    // ttlResolution 0: read the clock at every lookup rather than caching it for a millisecond.
    this.#entries = new LRUCache({ max: capacity, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** True when `sessionId` of `userId` was found live at most `ttlMs` ago. */
  isLive(sessionId: string, userId: number): boolean {
    return this.#entries.get(sessionId)?.userId === userId;
  }

  /** The revocation count to hand back to `remember` once the database answers. */
  generation(): number {
    return this.#revocations;
  }

  /** Remembers a live session, unless a revocation happened since `generation` was read. */
  remember(sessionId: string, userId: number, generation: number): void {
    if (generation === this.#revocations) this.#entries.set(sessionId, { userId });
  }

  forgetSession(sessionId: string): void {
    this.#revocations += 1;
    this.#entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    this.#revocations += 1;
    const sessions = [...this.#entries.entries()].filter(([, entry]) => entry.userId === userId);
    for (const [sessionId] of sessions) this.#entries.delete(sessionId);
  }
}

/** The process's cache: 2 s, at most 5,000 sessions. */
export const sessionCache = new SessionCache(2000, 5000);
