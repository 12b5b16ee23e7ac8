import { describe, expect, it } from 'vitest';
import type { Outcome } from '../results/read-outcome.ts';
import { createOfflineQueue, type OfflineQueueState, type QueuedCall } from './offline-queue.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

type Answer = Outcome | 'no answer';

/** A server that answers each call in turn with the next of `answers` (then `ok`). */
function server(answers: Answer[] = []) {
  const received: QueuedCall[] = [];
  const sendCall = async (call: QueuedCall) => {
    const answer = answers.shift() ?? { kind: 'ok' };
    if (answer === 'no answer') throw new TypeError('Failed to fetch');
    received.push(call);
    return { outcome: answer };
  };
  return { received, sendCall };
}

const message = (text: string) =>
  ({
    method: 'POST',
    path: '/chat/user/sendmsg',
    body: { message: text },
    label: 'Your chat message',
  }) as const;

describe('the offline queue', () => {
  it('sends at once when the server answers', async () => {
    const api = server();
    const queue = createOfflineQueue({ sendCall: api.sendCall, storage: memoryStorage() });
    const sent = await queue.send(message('Hello'));
    expect(sent).toMatchObject({ queued: false, result: { outcome: { kind: 'ok' } } });
    expect(api.received).toHaveLength(1);
    expect(queue.state().pending).toEqual([]);
  });

  it('keeps calls that got no answer, in order, and replays them with the same key', async () => {
    const api = server(['no answer']);
    const storage = memoryStorage();
    let ids = 0;
    const queue = createOfflineQueue({
      sendCall: api.sendCall,
      storage,
      newId: () => `key-${++ids}`,
    });
    expect(await queue.send(message('First'))).toMatchObject({ queued: true });
    // Calls waiting already: the next one waits behind them, unsent.
    expect(await queue.send(message('Second'))).toMatchObject({ queued: true });
    expect(api.received).toEqual([]);

    // A reload: the queue is read back from storage.
    const reloaded = createOfflineQueue({ sendCall: api.sendCall, storage });
    const seen: OfflineQueueState['replaying'][] = [];
    reloaded.subscribe((state) => seen.push(state.replaying));
    await reloaded.replay();
    expect(
      api.received.map((call) => [call.id, (call.body as { message: string }).message]),
    ).toEqual([
      ['key-1', 'First'],
      ['key-2', 'Second'],
    ]);
    expect(reloaded.state()).toEqual({ pending: [], refused: [], replaying: null });
    expect(seen).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
      null,
    ]);
  });

  it('stops at a call that gets no answer or a "later", and goes on at the next replay', async () => {
    const api = server(['no answer', 'no answer', { kind: 'throttled', status: 429 }]);
    const queue = createOfflineQueue({ sendCall: api.sendCall, storage: memoryStorage() });
    await queue.send(message('One'));
    await queue.send(message('Two'));
    await queue.replay();
    expect(queue.state().pending).toHaveLength(2);
    await queue.replay();
    expect(queue.state().pending).toHaveLength(2);
    await queue.replay();
    expect(queue.state().pending).toEqual([]);
    // The throttled attempt and the one that ran are one call, under one key.
    const [throttled, ran, second] = api.received;
    expect(throttled?.id).toBe(ran?.id);
    expect(
      [ran, second].map((call) => (call?.body as { message?: string } | undefined)?.message),
    ).toEqual(['One', 'Two']);
  });

  it('shows a call the server refused, until the author dismisses it', async () => {
    const refusal = { kind: 'unauthorized', status: 401, description: 'Unauthorized' } as const;
    const api = server(['no answer', refusal]);
    const queue = createOfflineQueue({ sendCall: api.sendCall, storage: memoryStorage() });
    await queue.send(message('Late'));
    await queue.send(message('After'));
    await queue.replay();
    const { pending, refused } = queue.state();
    expect(pending).toEqual([]);
    expect(refused).toEqual([
      expect.objectContaining({ label: 'Your chat message', outcome: refusal }),
    ]);
    queue.dismiss(refused[0]?.id ?? '');
    expect(queue.state().refused).toEqual([]);
  });

  it('reads unreadable storage as an empty queue, and stops telling a listener that left', async () => {
    const storage = memoryStorage();
    storage.setItem('pod-portal.offline-queue', '{not json');
    const queue = createOfflineQueue({ sendCall: server(['no answer']).sendCall, storage });
    expect(queue.state().pending).toEqual([]);
    const seen: number[] = [];
    const leave = queue.subscribe((state) => seen.push(state.pending.length));
    await queue.send(message('Kept'));
    leave();
    queue.dismiss('nothing');
    expect(seen).toEqual([1]);
  });

  it('runs one replay at a time', async () => {
    const api = server(['no answer']);
    const queue = createOfflineQueue({ sendCall: api.sendCall, storage: memoryStorage() });
    await queue.send(message('Once'));
    await Promise.all([queue.replay(), queue.replay()]);
    expect(api.received).toHaveLength(1);
  });
});
