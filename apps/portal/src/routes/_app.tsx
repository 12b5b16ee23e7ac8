import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { landingPathFor } from '../session/landing-path-for.ts';
import { useSyncedCurrentUser } from '../session/use-synced-current-user.ts';

// The guard of every signed-in author page: a stored current user is required (staff go to
// their own area), and the account's state may send the user elsewhere first (activation,
// admin changes, contract re-signing).
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const user = context.currentUser.get();
    if (!user) throw redirect({ to: '/login' });
    if (user.role === 'staff') throw redirect({ to: '/staff' });
    const landing = await landingPathFor(user, context);
    if (landing && landing !== location.pathname) throw redirect({ href: landing });
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  useSyncedCurrentUser();
  return <Outlet />;
}
