/** Where the app sends a signed-in user, or null to stay on the current page. */
export type UserRoute =
  | '/activate-account-info'
  | '/resign-contract'
  | '/profile-confirmation'
  | null;

/**
 * user_status 0 (not activated) goes to /activate-account-info; 2 (contract re-sign needed)
 * goes to /resign-contract when books need renewal; admin_confirmation 1 goes to
 * /profile-confirmation; otherwise the user stays.
 */
export function routeForUser(user: {
  user_status: number;
  admin_confirmation: number | null;
  renewalBookCount: number;
}): UserRoute {
  if (user.user_status === 0) return '/activate-account-info';
  if (user.user_status === 2 && user.renewalBookCount > 0) return '/resign-contract';
  if (user.admin_confirmation === 1) return '/profile-confirmation';
  return null;
}
