import { useRegisterSW } from 'virtual:pwa-register/react';
import { Banner } from '@pod-portal/ui';

/** Registers the service worker and offers a refresh once a new version has been installed. */
export function UpdateBanner() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Banner
      title="Update available"
      actionLabel="Refresh"
      onAction={() => void updateServiceWorker(true)}
    >
      A new version of the portal is ready.
    </Banner>
  );
}
