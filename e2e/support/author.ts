import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { readLinkFromMailbox } from './mailbox.ts';
import { expect } from './test.ts';

export const PASSWORD = 'Str0ng!Passw0rd';

/** A new, verified author signed in through the login page (the account itself via the API). */
export async function signInNewAuthor(
  page: Page,
  project: string,
): Promise<{ email: string; accessToken: string }> {
  const email = `wizard-${project}-${randomUUID().slice(0, 8)}@example.com`;
  const created = await page.request.post('/api/user/adduser', {
    data: {
      username: email,
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      name_first: 'Thandi',
      name_last: 'Mokoena',
    },
  });
  expect(created.ok()).toBe(true);
  const { accessToken } = (await created.json()) as { accessToken: string };
  const verifyLink = await readLinkFromMailbox(page.request, email, '/verify');
  await page.goto(`${verifyLink.pathname}${verifyLink.search}`);
  await expect(page.getByText(/Congratulations your account has been verified/)).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, accessToken };
}

/**
 * Ticks a react-aria radio, switch or checkbox (its input is visually hidden inside the
 * label, so the label is what a person clicks).
 */
export async function tick(
  page: Page,
  role: 'radio' | 'switch' | 'checkbox',
  name: string | RegExp,
): Promise<void> {
  const input = page.getByRole(role, { name, exact: typeof name === 'string' });
  // A click that lands while the page is still settling is tried again.
  await expect(async () => {
    if (!(await input.isChecked())) await input.locator('xpath=ancestor::label[1]').click();
    await expect(input).toBeChecked({ timeout: 1000 });
  }).toPass();
}

/** Picks `option` in the react-aria select labelled `label`. */
export async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}
