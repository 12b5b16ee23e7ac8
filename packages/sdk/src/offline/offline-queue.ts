import type { Outcome } from '../results/read-outcome.ts';
import type { KeyValueStorage } from '../session/session-storage-token-store.ts';

/** A changing call kept to be sent when the connection is back. */
export interface QueuedCall {
  /** Also its `Idempotency-Key`: however often it is sent, the server runs it once. */
  id: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The API path, e.g. `/chat/user/sendmsg`. */
  path: string;
  body?: unknown;
  /** What the author is told it is, e.g. "Your chat message". */
  label: string;
  queuedAt: string;
}

/** A kept call the server refused when it was replayed (an expired session, bad input). */
export interface RefusedCall extends QueuedCall {
  outcome: Exclude<Outcome, { kind: 'ok' }>;
}

export interface OfflineQueueState {
  pending: QueuedCall[];
  refused: RefusedCall[];
  /** While a replay runs: how many of its calls are done. */
  replaying: { done: number; total: number } | null;
}

/** What `send` did: sent (with the call's result), or kept for later (no answer came). */
export type SendOrKeep<Result> =
  | { queued: false; result: Result }
  | { queued: true; call: QueuedCall };

/** How the queue sends one call: the SDK's client, with the session's token. */
export type SendCall<Result extends { outcome: Outcome }> = (call: QueuedCall) => Promise<Result>;

export interface OfflineQueue<Result extends { outcome: Outcome }> {
  /**
   * Sends a changing call now, with an `Idempotency-Key`. When no answer comes (offline, a
   * dropped connection) it is kept, in order, to be sent by `replay`: the same key then makes
   * sure the server runs it once even if the first attempt had reached it.
   */
  send(call: Omit<QueuedCall, 'id' | 'queuedAt'>): Promise<SendOrKeep<Result>>;
  /**
   * Sends the kept calls in order. A call the server answers leaves the queue (to `refused`
   * when it was refused); the replay stops at the first that gets no answer, to go on later.
   */
  replay(): Promise<void>;
  state(): OfflineQueueState;
  /** Calls `listener` after every change of the state; returns the unsubscribe. */
  subscribe(listener: (state: OfflineQueueState) => void): () => void;
  /** Forgets a refused call the author has seen. */
  dismiss(id: string): void;
}

const isTransient = (outcome: Outcome) =>
  outcome.kind !== 'ok' && (outcome.status === 429 || outcome.status === 503);

/** Where the queue keeps its calls: localStorage, or anything with its two methods. */
export type QueueStorage = Pick<KeyValueStorage, 'getItem' | 'setItem'>;

interface Stored {
  pending: QueuedCall[];
  refused: RefusedCall[];
}

function readStored(storage: QueueStorage, key: string): Stored {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Stored> | null;
    return {
      pending: Array.isArray(value?.pending) ? value.pending : [],
      refused: Array.isArray(value?.refused) ? value.refused : [],
    };
  } catch {
    return { pending: [], refused: [] };
  }
}

/**
 * The offline queue, kept in `storage` under `key` (a browser's localStorage by default), so
 * calls made offline survive a reload or a closed tab until the connection is back.
 */
export function createOfflineQueue<Result extends { outcome: Outcome }>(options: {
  sendCall: SendCall<Result>;
  storage: QueueStorage;
  key?: string;
  newId?: () => string;
  now?: () => Date;
}): OfflineQueue<Result> {
  const { sendCall, storage } = options;
  const key = options.key ?? 'pod-portal.offline-queue';
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? (() => new Date());
  const listeners = new Set<(state: OfflineQueueState) => void>();
  let replaying: OfflineQueueState['replaying'] = null;
  let running: Promise<void> | null = null;

  const state = (): OfflineQueueState => ({ ...readStored(storage, key), replaying });
  const write = (stored: Stored) => {
    storage.setItem(key, JSON.stringify(stored));
    const next = state();
    for (const listener of listeners) listener(next);
  };
  const notify = () => write(readStored(storage, key));
  const keep = (call: QueuedCall) => {
    const stored = readStored(storage, key);
    write({ ...stored, pending: [...stored.pending, call] });
  };

  /** Sends one call; null when no answer came. */
  const attempt = async (call: QueuedCall): Promise<Result | null> => {
    try {
      return await sendCall(call);
    } catch {
      return null;
    }
  };

  const replayAll = async () => {
    const total = readStored(storage, key).pending.length;
    if (total === 0) return;
    replaying = { done: 0, total };
    notify();
    try {
      for (;;) {
        const [next] = readStored(storage, key).pending;
        if (!next) break;
        const result = await attempt(next);
        // No answer, or one that says "later" (throttled, busy): the rest waits for the next replay.
        if (!result || isTransient(result.outcome)) break;
        const stored = readStored(storage, key);
        const pending = stored.pending.filter((call) => call.id !== next.id);
        const { outcome } = result;
        const refused =
          outcome.kind === 'ok' ? stored.refused : [...stored.refused, { ...next, outcome }];
        replaying = { done: Math.min(total, (replaying?.done ?? 0) + 1), total };
        write({ pending, refused });
      }
    } finally {
      replaying = null;
      notify();
    }
  };

  return {
    send: async (input) => {
      const call: QueuedCall = { ...input, id: newId(), queuedAt: now().toISOString() };
      // Offline, or calls already waiting: this one waits behind them (the order is kept).
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (offline || readStored(storage, key).pending.length > 0) {
        keep(call);
        return { queued: true, call };
      }
      const result = await attempt(call);
      if (result) return { queued: false, result };
      keep(call);
      return { queued: true, call };
    },
    replay: () => {
      running ??= replayAll().finally(() => {
        running = null;
      });
      return running;
    },
    state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dismiss: (id) => {
      const stored = readStored(storage, key);
      write({ ...stored, refused: stored.refused.filter((call) => call.id !== id) });
    },
  };
}
