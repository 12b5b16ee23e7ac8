import type { BrowserContext, Page } from '@playwright/test';

/**
 * No network at all, for the page and its service worker alike (Chromium's offline mode does
 * not reach a service worker's own requests): nothing that was not stored can arrive.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** The connection is back. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}

/** The specification's offline banner. */
export const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'No Internet Connection' });

/** The width from which the main navigation shows as a sidebar (portal app.css). */
const SIDEBAR_FROM_PX = 768;

/**
 * Opens a link of the main navigation (folded into a menu on a phone). The viewport says which,
 * not whether a Menu button shows at this instant: while the app replaces the page the build
 * drew, there may be none for a moment.
 */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? SIDEBAR_FROM_PX;
  if (width < SIDEBAR_FROM_PX) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}
