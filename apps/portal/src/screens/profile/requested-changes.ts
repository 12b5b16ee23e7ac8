import type { CurrentUser } from '../../api/current-user.ts';

type Fields = Record<string, unknown>;

const asObject = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/**
 * The user's pending change request beside the details in use (as the account answers them:
 * bank numbers masked), or null when there is none.
 */
export function requestedChanges(user: CurrentUser): {
  current: { user: Fields; bankInfo: Fields };
  requested: { user: Fields; bankInfo: Fields };
} | null {
  let pending: Fields;
  try {
    pending = asObject(JSON.parse(user.pending_changes ?? 'null'));
  } catch {
    return null;
  }
  if (Object.keys(pending).length === 0) return null;
  return {
    current: {
      user: {
        name_first: user.name_first,
        name_last: user.name_last,
        userEmail: user.email,
        phone_main: user.phone_main ?? '',
      },
      bankInfo: asObject(user.bankInfo),
    },
    requested: { user: asObject(pending.pendingUserChanges), bankInfo: asObject(pending.bankInfo) },
  };
}
