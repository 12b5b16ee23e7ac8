import { followServerEvents, type OpenedStream } from '@pod-portal/sdk';
import { useEffect, useRef } from 'react';

/**
 * While `enabled`, follows the event stream `open` answers and calls `onChange` on each event
 * and each time the stream (re)opens, so what changed while it was closed is fetched too.
 */
export function useServerEvents(
  open: (signal: AbortSignal) => Promise<OpenedStream>,
  onChange: () => void,
  enabled: boolean,
): void {
  // The latest callbacks, without reopening the stream when they change identity.
  const latest = useRef({ open, onChange });
  latest.current = { open, onChange };
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    void followServerEvents(
      (signal) => latest.current.open(signal),
      () => latest.current.onChange(),
      { signal: stop.signal, onOpen: () => latest.current.onChange() },
    );
    return () => stop.abort();
  }, [enabled]);
}
