import { Banner } from '@pod-portal/ui';
import { useOnlineStatus } from '../lib/use-online-status.ts';

/** Shown while the browser is offline, in the product's words. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Banner variant="warning" title="No Internet Connection">
      You are currently in offline mode. Some features may not work as expected.
    </Banner>
  );
}
