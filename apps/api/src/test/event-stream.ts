import { expect } from 'vitest';

/** A server-sent event stream the test holds open, read as the portal reads it. */
export interface HeldEventStream {
  /**
   * Reads on until the server ends the stream ('ended') or sends an `event: chat` (its data),
   * whichever comes first.
   */
  next(): Promise<'ended' | string>;
  /** Leaves the stream (the client's side of ending it). */
  leave(): void;
}

/**
 * Opens the event stream at `url` (the whole address, `.../api/chat/user/events`) with `token`
 * and waits for the server's `: open` line, so whatever the test does next happens while the
 * stream is held.
 */
export async function holdEventStream(url: string, token: string): Promise<HeldEventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const readMore = async () => {
    const { value, done } = await reader.read();
    if (done) ended = true;
    else text += decoder.decode(value, { stream: true });
  };
  while (!text.includes(': open\n\n') && !ended) await readMore();
  text = text.slice(text.indexOf(': open\n\n') + ': open\n\n'.length);
  const EVENT = /event: chat\ndata: ([^\n]*)\n\n/;
  return {
    async next() {
      for (;;) {
        const match = EVENT.exec(text);
        if (match) {
          text = text.slice((match.index ?? 0) + match[0].length);
          return match[1] ?? '';
        }
        if (ended) return 'ended';
        await readMore();
      }
    },
    leave: () => controller.abort(),
  };
}
