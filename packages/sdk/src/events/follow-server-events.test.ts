import { describe, expect, it } from 'vitest';
import { followServerEvents, type ServerEvent } from './follow-server-events.ts';

const encoder = new TextEncoder();

/** An answer whose body sends `chunks` and ends. */
function streamed(chunks: string[], status = 200) {
  const data = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return { data, response: new Response(null, { status }) };
}

describe('followServerEvents', () => {
  it('hands over each event, split anywhere, and opens the stream again when it ends', async () => {
    const seen: ServerEvent[] = [];
    const answers = [
      streamed([
        'retry: 3000\n: open\n\n',
        'event: chat\nda',
        'ta: 12\n\nevent: chat\ndata: 13\n\n',
      ]),
      streamed([': open\n\nevent: chat\ndata: 14\n\n']),
      streamed([], 401),
    ];
    let opened = 0;
    let opens = 0;
    await followServerEvents(
      async () => answers[opens++] ?? streamed([], 401),
      (event) => seen.push(event),
      { signal: new AbortController().signal, retryMs: 0, onOpen: () => opened++ },
    );
    expect(seen.map((event) => [event.event, event.data])).toEqual([
      ['chat', '12'],
      ['chat', '13'],
      ['chat', '14'],
    ]);
    expect(opens).toBe(3);
    expect(opened).toBe(2);
  });

  it('stops when aborted, without opening again', async () => {
    const controller = new AbortController();
    let opens = 0;
    await followServerEvents(
      async () => {
        opens += 1;
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
      () => {},
      { signal: controller.signal, retryMs: 0 },
    );
    expect(opens).toBe(1);
  });

  it('opens again after a dropped connection', async () => {
    const controller = new AbortController();
    let opens = 0;
    await followServerEvents(
      async () => {
        opens += 1;
        if (opens === 1) throw new TypeError('fetch failed');
        return streamed([], 403);
      },
      () => {},
      { signal: controller.signal, retryMs: 0 },
    );
    expect(opens).toBe(2);
  });
});
