import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PASSWORD, signInNewAuthor, tick } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { readLoginCode } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

const SHOTS = '/tmp/2fa-shots';

/** Screenshots of the page as it is, at a phone's width and a desktop's, for a person to look at. */
async function shoot(page: Page, name: string, project: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${project}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function logOut(page: Page, project: string): Promise<void> {
  if (project === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an author turns on two-factor and logs in with the emailed code, remembering the browser', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const { email } = await signInNewAuthor(page, `two-factor-${project}`);
  await page
    .getByRole('dialog', { name: 'Welcome to Print on Demand' })
    .getByRole('button', { name: 'Close' })
    .click();

  // The Profile's switch asks for the password, then is on.
  await page.goto('/profile');
  const twoFactor = page.getByRole('switch', { name: /2-factor authentication/ });
  await expect(twoFactor).not.toBeChecked();
  await twoFactor.locator('xpath=ancestor::label[1]').click();
  const confirm = page.getByRole('dialog', { name: 'Turn on 2-factor authentication' });
  await confirm.getByLabel('Current password').fill(PASSWORD);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
  await expect(twoFactor).toBeChecked();
  await shoot(page, 'profile', project);

  // Logged out, the password alone no longer opens the account.
  await logOut(page, project);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const code = await readLoginCode(page.request, email);
  await expectAccessible(page);
  await shoot(page, 'second-step', project);

  // A wrong code is refused beside the field; the emailed one logs in.
  await page.getByLabel('Code from your email').fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('That code is not right. Please check it and try again.'),
  ).toBeVisible();
  await page.getByLabel('Code from your email').fill(code);
  await tick(page, 'checkbox', 'Remember this browser for 30 days');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // This browser is remembered: the next login skips the code.
  await logOut(page, project);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
