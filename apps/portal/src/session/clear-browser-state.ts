import { RECENT_LISTS_CACHE } from '../offline/recent-lists-cache.ts';
import { draftsInStorage, restoreDrafts } from './kept-drafts.ts';
import { keepingRememberedBrowser } from './remembered-browser.ts';

/**
 * What logging out leaves behind (spec §4, Session): session and local storage emptied, the
 * push subscription ended, the last lists' cache deleted, the service workers unregistered and
 * the cookies this page can see expired (a remembered browser's token stays). A logout the author did not ask for (a refused
 * refresh, expired tokens) keeps their wizard drafts, which another tab may still be filling
 * in: `keepDraftsOf` names whose they are.
 */
export async function clearBrowserState(keepDraftsOf?: number): Promise<void> {
  const drafts = keepDraftsOf === undefined ? [] : draftsInStorage();
  sessionStorage.clear();
  // A browser the author asked to remember stays remembered (its token, not the session).
  await keepingRememberedBrowser(() => localStorage.clear());
  restoreDrafts(drafts, keepDraftsOf);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // The last lists viewed, kept by the service worker, are the account's own; the app's own
  // files stay cached, so the next visit starts from them.
  if (typeof caches !== 'undefined') await caches.delete(RECENT_LISTS_CACHE);
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(
    registrations.map(async (registration) => {
      // This device stops being notified for the account that leaves.
      await (await registration.pushManager?.getSubscription())?.unsubscribe().catch(() => false);
      await registration.unregister();
    }),
  );
}
