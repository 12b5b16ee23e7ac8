import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '../../screens/wizard/frame/wizard-route-options.ts';
import { useSyncedCurrentUser } from '../../session/use-synced-current-user.ts';

export const Route = createFileRoute('/checkout')({
  beforeLoad: requireSignedIn,
  component: CheckoutLayout,
});

/** The checkout's pages keep the user's record (balance, cart count) read from the server. */
function CheckoutLayout() {
  useSyncedCurrentUser();
  return <Outlet />;
}
