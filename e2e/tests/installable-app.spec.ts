import { readFileSync, writeFileSync } from 'node:fs';
import { signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

/** The built portal's service worker, as the server serves it. */
const SERVICE_WORKER = new URL('../../apps/portal/dist/sw.js', import.meta.url);

/** A PNG's width and height, read from its IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('the app is installable: its manifest, icons and service worker', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the installability checks are the same on both');
  await page.goto('/login');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'Print on Demand',
    display: 'standalone',
    start_url: '/',
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = icons.find((each) => each.sizes === sizes && each.purpose === purpose);
    const answer = await request.get(`/${icon?.src}`);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(pngSize(await answer.body()).join('x')).toBe(sizes);
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(touch ?? '')).body())).toEqual([180, 180]);

  // The service worker takes the page, and Chromium finds nothing that stops an install.
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL;
  });
  expect(new URL(script ?? '').pathname).toBe('/sw.js');
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are incognito ones, where Chromium never installs anything.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('a push from the server shows a notification, and the profile offers them', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser delivers the push');
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signInNewAuthor(page, 'push');
  await page
    .getByRole('dialog', { name: 'Welcome to Print on Demand' })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(
    card.getByRole('switch', { name: /Notify me on this device when a book moves on/ }),
  ).toBeEnabled();
  await expectAccessible(page);
  // Playwright's private browser contexts refuse a push subscription: the author is told why.
  await card.getByText(/Notify me on this device/).click();
  await expect(card.getByText(/^Notifications could not be turned on: /)).toBeVisible();
  await expect(card.getByRole('switch')).not.toBeChecked();

  // The push service's delivery, as Chromium's DevTools make it (no push service is reachable
  // from here): the service worker shows what the server sent.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL.startsWith(baseURL ?? ''));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  // A push that reaches a worker still activating is dropped, as a push service would retry it;
  // delivered again until shown (the tag makes a repeat replace the one before).
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((each) => `${each.title}: ${each.body}`);
    });
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId,
      data: JSON.stringify({
        title: 'Your book has moved on',
        body: 'The Karoo Road (local) is now proofing.',
        url: '/books',
        tag: 'book-1',
      }),
    });
    await expect
      .poll(shown, { timeout: 3_000 })
      .toEqual(['Your book has moved on: The Karoo Road (local) is now proofing.']);
  }).toPass({ timeout: 20_000 });
});

test('a new version shows Update available, and its Refresh keeps a half-filled form', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the update flow is the same on both');
  await signInNewAuthor(page, 'update');
  await page
    .getByRole('dialog', { name: 'Welcome to Print on Demand' })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The author is half-way through an Update Request.
  await page.goto('/profile/update-users');
  await page.getByLabel('Phone', { exact: true }).fill('+27821234567');

  // A new version is deployed: the service worker's script the server serves changes (the
  // browser fetches it itself, past any page route), and the browser checks for it.
  const original = readFileSync(SERVICE_WORKER, 'utf8');
  writeFileSync(SERVICE_WORKER, `${original}\n// the next version\n`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(banner).toContainText('A new version of the portal is ready.');
    await expectAccessible(page);
    await banner.getByRole('button', { name: 'Refresh' }).click();
    // The new version took over and the page reloaded, with the form as it was.
    await expect(banner).toBeHidden();
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+27821234567');
  } finally {
    writeFileSync(SERVICE_WORKER, original);
  }
});
