import type { Page } from '@playwright/test';
import { logIn, PASSWORD, signInNewAuthor, tick } from '../support/author.ts';
import { readLinkFromMailbox } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
// An address DB-IP places in South Africa (the suite's server trusts the forwarded address).
const JOHANNESBURG = '196.25.1.1';
const SHOTS = '/tmp/sessions-shots';

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('an author sees the session of another browser, signs it out, and that browser is signed out', async ({
  page,
  browser,
}, testInfo) => {
  const { email } = await signInNewAuthor(page, `sessions-${testInfo.project.name}`);
  const elsewhere = await browser.newContext({
    userAgent: FIREFOX_ON_ANDROID,
    extraHTTPHeaders: { 'x-forwarded-for': JOHANNESBURG },
  });
  const phone = await elsewhere.newPage();
  await logIn(phone, email);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: "Where you're signed in" });
  await expect(card.getByText('Firefox on Android')).toBeVisible();
  await expect(card).toContainText(`${JOHANNESBURG}, South Africa`);
  await expect(card.getByText('This device')).toBeVisible();
  await shoot(page, 'profile-sessions');

  await card.getByRole('button', { name: /^Sign out Firefox on Android/ }).click();
  await expect(card.getByText('Firefox on Android')).toBeHidden();

  // The other browser's next page finds its session over and goes to the login page.
  await phone.goto('/books');
  await expect(phone).toHaveURL(/\/login$/);
  await elsewhere.close();
});

test('a login from a new place emails an alert whose "This wasn\'t me" signs out everywhere', async ({
  page,
  browser,
}, testInfo) => {
  const { email } = await signInNewAuthor(page, `alert-${testInfo.project.name}`);
  await page.goto('/profile');
  await tick(page, 'switch', /^Login notification/);

  const elsewhere = await browser.newContext({
    userAgent: FIREFOX_ON_ANDROID,
    extraHTTPHeaders: { 'x-forwarded-for': JOHANNESBURG },
  });
  const intruder = await elsewhere.newPage();
  await logIn(intruder, email);

  const link = await readLinkFromMailbox(page.request, email, '/this-wasnt-me');
  await page.goto(`${link.pathname}${link.search}`);
  // The first visit of an auth page loads its code: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: "This wasn't me" })).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, 'this-wasnt-me');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  await intruder.goto('/books');
  await expect(intruder).toHaveURL(/\/login$/);
  await elsewhere.close();

  const newPassword = `${PASSWORD}9`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel(/Confirm/).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is safe again' })).toBeVisible();
});
