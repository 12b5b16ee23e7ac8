import type { CurrentUser } from '../api/current-user.ts';
import { routeForStoredUser, storedUser } from '../session/stored-user.ts';

/** The first-login welcome's class: a drawn dashboard carries it open, for whoever it is due. */
export const WELCOME_CLASS = 'app-welcome';

/**
 * A page the build drew (scripts/prerender.mjs), in the HTML the server answers its path with.
 * A signed-in page is drawn for no one in particular (no name, balance or cart) and hidden:
 * only the tab's stored session can say whether it is this visitor's to see, and it does not
 * take input (inert) until the app replaces it. A page for visitors without a session shows at
 * once, its controls disabled (a fieldset) so that nothing typed before the app arrives is lost.
 */
export function drawnPageHtml(markup: string, { signedIn }: { signedIn: boolean }): string {
  return signedIn
    ? `<div class="app-prerendered" data-signed-in hidden inert>${markup}</div>`
    : `<fieldset class="app-prerendered" disabled>${markup}</fieldset>`;
}

/**
 * Whether a signed-in page may be shown to `user` before the server is asked: an author whose
 * stored state sends them to no other page first (the `_app` guard's rule). One who may have
 * contracts to re-sign is sent on by the server's answer, so is not shown one.
 */
function staysOnSignedInPages(user: CurrentUser | null): user is CurrentUser {
  return (
    user !== null &&
    user.role === 'author' &&
    user.user_status !== 2 &&
    routeForStoredUser(user, 0) === null
  );
}

/**
 * Before the app's code arrives: shows the signed-in page the build drew in `root` when the
 * tab's stored user may see it (the welcome only on a first login); otherwise removes it, and
 * the app sends the visitor where they belong.
 */
export function showDrawnSignedInPage(
  root: HTMLElement,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): void {
  const drawn = root.querySelector<HTMLElement>('.app-prerendered[data-signed-in]');
  if (!drawn) return;
  const user = storedUser(storage);
  if (!staysOnSignedInPages(user)) {
    drawn.remove();
    return;
  }
  if (user.initial_login !== 0) {
    drawn.querySelector(`.${WELCOME_CLASS}`)?.closest('.ui-modal-overlay')?.remove();
  }
  drawn.hidden = false;
}
