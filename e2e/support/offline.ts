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

/** Opens a link of the main navigation (folded into a menu on a phone). */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}
