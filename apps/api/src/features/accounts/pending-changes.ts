import { openedMisc } from './opened-misc.ts';

/** A change request as it is kept (sealed) in `users.pending_changes`. */
export interface PendingChanges {
  pendingUserChanges?: {
    name_first?: string;
    name_last?: string;
    userEmail?: string;
    phone_main?: string;
  };
  bankInfo?: Record<string, unknown>;
}

/** The user's pending change request opened, or null when there is none or it cannot be read. */
export function readPendingChanges(
  dataKey: Uint8Array,
  sealed: string | null,
): PendingChanges | null {
  // Sealed JSON text holding an object, as `misc` is.
  const opened = openedMisc(dataKey, sealed);
  return Object.keys(opened).length > 0 ? (opened as PendingChanges) : null;
}
