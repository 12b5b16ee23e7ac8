import { expect, test } from '../support/test.ts';

const DEMO = { email: 'demo@printondemand.example', password: 'Demo!2026pod' };
const TOKENS_KEY = 'pod-portal.tokens';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

test('a duplicated tab and its original refresh together and both stay signed in', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('balance')).toBeVisible();

  // Duplicating a tab copies its sessionStorage: both tabs hold the same refresh token.
  const storage = await page.evaluate(() => JSON.stringify(sessionStorage));
  const duplicate = await context.newPage();
  await duplicate.addInitScript((copied) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(JSON.parse(copied) as Record<string, string>)) {
      sessionStorage.setItem(key, value);
    }
  }, storage);
  await duplicate.goto('/dashboard');
  await expect(duplicate.getByTestId('balance')).toBeVisible();

  // Both access tokens are refused at once (as when they expire together): both tabs need a
  // refresh at the same moment, with the same refresh token.
  const original = JSON.parse(
    (await page.evaluate((key) => sessionStorage.getItem(key), TOKENS_KEY)) ?? 'null',
  ) as Tokens;
  for (const tab of [page, duplicate]) {
    await tab.evaluate(
      ([key, refreshToken]) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({ accessToken: 'refused.token.here', refreshToken }),
        ),
      [TOKENS_KEY, original.refreshToken] as const,
    );
  }
  await Promise.all([page.reload(), duplicate.reload()]);

  for (const tab of [page, duplicate]) {
    await expect(tab).toHaveURL(/\/dashboard$/);
    await expect(tab.getByTestId('balance')).toBeVisible();
  }
  const held = await Promise.all(
    [page, duplicate].map(
      async (tab) =>
        JSON.parse(
          (await tab.evaluate((key) => sessionStorage.getItem(key), TOKENS_KEY)) ?? 'null',
        ) as Tokens,
    ),
  );
  // One refresh for both: they hold the same new pair, and the session goes on in each.
  expect(held[0]?.refreshToken).not.toBe(original.refreshToken);
  expect(held[1]?.refreshToken).toBe(held[0]?.refreshToken);
  for (const tab of [page, duplicate]) {
    await tab.goto('/transactions');
    await expect(tab).toHaveURL(/\/transactions$/);
    await expect(tab.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  }
});
