import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

test('the start page sends a visitor without a session to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(/^Print on Demand/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
});

for (const guarded of ['/dashboard', '/books', '/profile/change-password']) {
  test(`${guarded} redirects to /login without a session`, async ({ page }) => {
    await page.goto(guarded);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expectAccessible(page);
});

test('the sign-in pages are accessible', async ({ page }) => {
  for (const path of [
    '/register/email-password',
    '/forgot-password',
    '/reset-password?id=1&token=x',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page);
  }
});

test('the offline banner shows while the browser is offline', async ({ page, context }) => {
  await page.goto('/login');
  // The page arrives drawn, its controls disabled until the app has loaded and taken over.
  await expect(page.getByLabel('Email')).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'No Internet Connection' })).toBeVisible();
  await expect(
    page.getByText('You are currently in offline mode. Some features may not work as expected.'),
  ).toBeVisible();
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'No Internet Connection' })).toBeHidden();
});

test('the API reference page renders the contract and loads nothing from elsewhere', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? '') && !/^(blob|data):/.test(url)) elsewhere.push(url);
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Print on Demand portal API/ })).toBeVisible();
  await expect(page.getByText('Log in with email and password').first()).toBeAttached();
  expect(elsewhere).toEqual([]);
});

test('a page whose code does not arrive says so, and Try again loads it', async ({ page }) => {
  // The connection drops while the app's code is coming: React's part never arrives.
  const reactsPart = /\/assets\/render-root-[^/]+\.js$/;
  await page.route(reactsPart, (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  const notice = page.getByRole('alert').filter({ hasText: 'The page could not load' });
  await expect(notice).toContainText(
    'Part of the app did not arrive. Check your internet connection, then try again.',
  );
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expectAccessible(page);

  await page.unroute(reactsPart);
  await notice.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByLabel('Email')).toBeEnabled();
  await expect(notice).toHaveCount(0);
});

test.describe('before the JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the login and registration pages arrive drawn, their controls disabled', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/login', 'Log in'],
      ['/register', 'Create your account'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeDisabled();
      await expect(page).toHaveTitle(/Print on Demand \| (Login|Register)/);
    }
  });
});
