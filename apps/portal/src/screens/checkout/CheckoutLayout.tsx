import { Outlet } from '@tanstack/react-router';
import { useSyncedCurrentUser } from '../../session/use-synced-current-user.ts';

/** The checkout's pages keep the user's record (balance, cart count) read from the server. */
export function CheckoutLayout() {
  useSyncedCurrentUser();
  return <Outlet />;
}
