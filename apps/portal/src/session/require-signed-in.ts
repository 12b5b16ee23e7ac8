import { redirect } from '@tanstack/react-router';
import type { AppContext } from './app-context.ts';
import { landingPathFor } from './landing-path-for.ts';

/**
 * The guard of the wizard and the checkout, which talk to the API for the signed-in author:
 * without a session, /login; and the account's state (activation, admin changes, contract
 * re-signing) goes first, by the same rule as the signed-in pages.
 */
export async function requireSignedIn({ context }: { context: AppContext }): Promise<void> {
  const user = context.currentUser.get();
  if (!user) throw redirect({ to: '/login' });
  const landing = await landingPathFor(user, context);
  if (landing) throw redirect({ href: landing });
}
