import type { RefusedCall } from '@pod-portal/sdk';
import { Alert, Banner, Button } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useOnlineStatus } from '../lib/use-online-status.ts';
import { useOfflineQueue } from './use-offline-queue.ts';

/** Why a replayed call was refused, in the author's terms. */
function refusal(call: RefusedCall): string {
  if (call.outcome.kind === 'unauthorized')
    return 'your session had ended. Log in again and send it once more.';
  return call.outcome.description ?? 'the server refused it.';
}

/**
 * The offline queue on screen: what waits for the connection, the replay's progress when it is
 * back (the queue is replayed on every reconnection, and at start when calls were left
 * waiting), and every call the server refused, until the author dismisses it.
 */
export function OfflineSync() {
  const { pod, queryClient } = useRouteContext({ from: '__root__' });
  const online = useOnlineStatus();
  const { pending, refused, replaying } = useOfflineQueue();

  useEffect(() => {
    // Back online: what was kept is sent, then every list is read again.
    if (online) void pod.offline.replay().then(() => queryClient.invalidateQueries());
  }, [online, pod, queryClient]);

  return (
    <>
      {replaying ? (
        <Banner title="Connection restored">
          {`Network connection has been restored, syncing data. ${Math.round((replaying.done / replaying.total) * 100)}%`}
        </Banner>
      ) : (
        pending.length > 0 && (
          <Banner variant="warning" title="No network connection">
            Data will be submitted when connection is restored
          </Banner>
        )
      )}
      {refused.map((call) => (
        <Alert
          key={call.id}
          variant="danger"
          title={`${call.label} was not sent`}
          action={
            <Button variant="secondary" onPress={() => pod.offline.dismiss(call.id)}>
              Dismiss
            </Button>
          }
        >
          {`It was kept while you were offline, but ${refusal(call)}`}
        </Alert>
      ))}
    </>
  );
}
