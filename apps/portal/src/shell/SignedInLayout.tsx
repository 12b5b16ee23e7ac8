import { Outlet, useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { renewPushSubscription } from '../push/device-push.ts';
import { useSyncedCurrentUser } from '../session/use-synced-current-user.ts';

/** Every signed-in author page: the user's record kept in sync, the device's push renewed. */
export function SignedInLayout() {
  const { pod } = useRouteContext({ from: '__root__' });
  useSyncedCurrentUser();
  useEffect(() => {
    // Best effort: a device that cannot be reached is simply not notified.
    renewPushSubscription(pod).catch(() => undefined);
  }, [pod]);
  return <Outlet />;
}
