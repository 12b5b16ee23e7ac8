import type { EventSourceMessage } from 'eventsource-parser/stream';

/** One server-sent event: its `event` name (undefined for the default) and its `data`. */
export type ServerEvent = EventSourceMessage;

/** What opening an event stream resolves to: a stream method's result, or anything alike. */
export interface OpenedStream {
  data?: ReadableStream<Uint8Array> | null | undefined;
  response: Response;
}

export interface FollowOptions {
  /** Ends following: the open stream is cancelled and no new one is opened. */
  signal: AbortSignal;
  /** Waited before opening again after the stream ended or failed (default 3000 ms). */
  retryMs?: number;
  /** Called when a stream opens (the time to refetch what changed while none was open). */
  onOpen?: () => void;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Follows a server-sent event stream (e.g. `pod.chat.stream`): calls `onEvent` for each event,
 * and opens the stream again, through `open` (so the session's token refresh applies), each
 * time it ends or fails, until `signal` aborts. Resolves then. A refused stream (401 after the
 * session ended, 403) is not retried.
 */
export async function followServerEvents(
  open: (signal: AbortSignal) => Promise<OpenedStream>,
  onEvent: (event: ServerEvent) => void,
  options: FollowOptions,
): Promise<void> {
  const { signal, retryMs = 3000 } = options;
  while (!signal.aborted) {
    try {
      const { data, response } = await open(signal);
      if (response.status === 401 || response.status === 403) return;
      if (data) {
        // Loaded when a stream first opens, as the MD5 code is: most callers never follow one.
        const { EventSourceParserStream } = await import('eventsource-parser/stream');
        options.onOpen?.();
        const reader = data
          // TypeScript's DOM types want a BufferSource stream; a Uint8Array one is what it takes.
          .pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
          .pipeThrough(new EventSourceParserStream())
          .getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          onEvent(value);
        }
      }
    } catch (error) {
      // An abort ends following; a dropped connection is opened again after the pause.
      if (signal.aborted) return;
      if (!(error instanceof TypeError) && !(error instanceof DOMException)) throw error;
    }
    await delay(retryMs, signal);
  }
}
