import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSyncedCurrentUser } from '../../session/use-synced-current-user.ts';
import { requireSignedIn } from '../../wizard/wizard-route-options.ts';

export const Route = createFileRoute('/checkout')({
  beforeLoad: requireSignedIn,
  component: CheckoutLayout,
});

/** The checkout's pages keep the user's record (balance, cart count) read from the server. */
function CheckoutLayout() {
  useSyncedCurrentUser();
  return <Outlet />;
}
