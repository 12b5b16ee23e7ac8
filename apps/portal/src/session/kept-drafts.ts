import { isDraftKey } from '../lib/stored-value.ts';

// Whose drafts survived a logout they did not ask for (not itself a draft key).
const OWNER_KEY = 'draft-owner';

// The SDK's offline queue: calls kept while offline, and those a replay found refused (an
// expired session among them), which the author must still be shown after logging in again.
const OFFLINE_QUEUE_KEY = 'pod-portal.offline-queue';

const isKept = (key: string) => isDraftKey(key) || key === OFFLINE_QUEUE_KEY;

/** The wizard's drafts and the offline queue in local storage, by key. */
export function draftsInStorage(): [string, string][] {
  return Object.keys(localStorage)
    .filter(isKept)
    .map((key) => [key, localStorage.getItem(key) ?? '']);
}

/**
 * Puts the drafts back after local storage was emptied by a forced logout, marked as
 * `ownerId`'s so that nobody else who signs in on this browser is shown them.
 */
export function restoreDrafts(drafts: [string, string][], ownerId: number | undefined): void {
  if (drafts.length === 0 || ownerId === undefined) return;
  for (const [key, value] of drafts) localStorage.setItem(key, value);
  localStorage.setItem(OWNER_KEY, String(ownerId));
}

/** On sign-in: drafts kept for another author are dropped, never shown to this one. */
export function dropDraftsOfOthers(userId: number): void {
  const owner = localStorage.getItem(OWNER_KEY);
  if (owner === null) return;
  if (owner !== String(userId)) {
    for (const [key] of draftsInStorage()) localStorage.removeItem(key);
  }
  localStorage.removeItem(OWNER_KEY);
}
