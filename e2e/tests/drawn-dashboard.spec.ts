import type { Route } from '@playwright/test';
import { signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

// The page as the server sends it: the service worker would answer the navigation from its
// precache (the app's index.html) instead.
test.use({ serviceWorkers: 'block' });

test('a signed-in author reloading the dashboard sees it drawn before the app arrives, then the app', async ({
  page,
}, testInfo) => {
  await signInNewAuthor(page, testInfo.project.name);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await expect(welcome).toBeVisible();

  // React's part of the app is held back: what shows until it arrives is the build's drawing.
  const reactsPart = /\/assets\/render-root-[^/]+\.js$/;
  const held: Route[] = [];
  await page.route(reactsPart, (route) => {
    held.push(route);
  });
  await page.reload();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const drawn = page.locator('.app-prerendered[data-signed-in]');
  await expect(drawn.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(drawn.getByText('Publish your book in print')).toBeVisible();
  // Nothing of the author's is drawn: the greeting and the balance wait for the app.
  await expect(drawn.locator('.app-topbar__greeting')).toBeHidden();
  await expect(drawn.getByTestId('balance')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('dashboard-drawn.png') });

  for (const route of held.splice(0)) await route.continue();
  await page.unroute(reactsPart);
  await expect(page.getByText('Welcome, Thandi')).toBeVisible();
  await expect(drawn).toHaveCount(0);
  await expect(welcome).toHaveCount(1);
  await expectAccessible(page);
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();

  // Closed, the welcome is not drawn again.
  await page.route(reactsPart, (route) => {
    held.push(route);
  });
  await page.reload();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(drawn.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(drawn.getByText('Publish your book in print')).toHaveCount(0);
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(reactsPart);
  await expect(page.getByText('Welcome, Thandi')).toBeVisible();
});
