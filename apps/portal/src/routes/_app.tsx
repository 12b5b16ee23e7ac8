import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQuery } from '../api/current-user-query.ts';
import { landingPathFor } from '../session/landing-path-for.ts';
import { shareInvitationQuery } from '../session/share-invitation-query.ts';
import { SignedInLayout } from '../shell/SignedInLayout.tsx';

// The guard of every signed-in author page: a stored current user is required (staff go to
// their own area), and the account's state may send the user elsewhere first (activation,
// admin changes, contract re-signing). The state is the server's when it can be had: a
// stored record older than the cache's freshness is reloaded first (staff may have approved
// a change request meanwhile); offline, the stored one decides.
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const stored = context.currentUser.get();
    // A share invitation's link comes back to its invitation after the login.
    if (!stored)
      throw redirect({
        to: '/login',
        search: location.pathname === '/shares' ? shareInvitationQuery(location.search) : {},
      });
    const user = await context.queryClient
      .fetchQuery(currentUserQuery(context.pod))
      .catch(() => stored);
    if (user.role === 'staff') throw redirect({ to: '/staff' });
    const landing = await landingPathFor(user, context);
    if (landing && landing !== location.pathname) throw redirect({ href: landing });
  },
  component: SignedInLayout,
});
