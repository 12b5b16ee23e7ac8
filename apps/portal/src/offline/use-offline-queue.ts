import type { OfflineQueueState } from '@pod-portal/sdk';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/** The offline queue's state, re-read when it changes (kept stable between changes for React). */
export function useOfflineQueue(): OfflineQueueState {
  const { pod } = useRouteContext({ from: '__root__' });
  const snapshot = useRef<OfflineQueueState>(pod.offline.state());
  const subscribe = useCallback(
    (onChange: () => void) =>
      pod.offline.subscribe((state) => {
        snapshot.current = state;
        onChange();
      }),
    [pod],
  );
  return useSyncExternalStore(
    subscribe,
    () => snapshot.current,
    () => snapshot.current,
  );
}
