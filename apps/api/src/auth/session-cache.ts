/**
 * A short-lived memory of sessions found live, so the auth guard does not query the database on
 * every request. Trade-off: revocation is immediate only in the process that revokes (every
 * revoking function in sessions.ts calls `forget*`); another instance, or the ops CLI (its own
 * process), is honoured for up to `ttlMs` after a session is revoked or its user suspended.
 */
export class SessionCache {
  readonly #entries = new Map<string, { userId: number; expiresAt: number }>();
  // Bumped by every revocation: a database answer read before it is not remembered.
  #revocations = 0;

  constructor(
    readonly ttlMs: number,
    readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** True when `sessionId` of `userId` was found live less than `ttlMs` ago. */
  isLive(sessionId: string, userId: number): boolean {
    const entry = this.#entries.get(sessionId);
    if (!entry) return false;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(sessionId);
      return false;
    }
    return entry.userId === userId;
  }

  /** The revocation count to hand back to `remember` once the database answers. */
  generation(): number {
    return this.#revocations;
  }

  /** Remembers a live session, unless a revocation happened since `generation` was read. */
  remember(sessionId: string, userId: number, generation: number): void {
    if (generation !== this.#revocations) return;
    this.#entries.delete(sessionId);
    if (this.#entries.size >= this.capacity) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(sessionId, { userId, expiresAt: this.now() + this.ttlMs });
  }

  forgetSession(sessionId: string): void {
    this.#revocations += 1;
    this.#entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    this.#revocations += 1;
    for (const [sessionId, entry] of this.#entries) {
      if (entry.userId === userId) this.#entries.delete(sessionId);
    }
  }
}

/** The process's cache: 2 s, at most 5,000 sessions. */
export const sessionCache = new SessionCache(2000, 5000);
