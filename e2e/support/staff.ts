import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './test.ts';

/**
 * Logs a staff member in on the login page: after the password, staff without an authenticator
 * app set one up (the code computed from the key shown, as an app would) and see their recovery
 * codes once; the staff area opens after.
 */
export async function signInStaff(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  const key = (await page.getByText(/^Key:/).textContent())?.replace(/^Key:|\s/g, '') ?? '';
  const code = TOTP.generate({ secret: Secret.fromBase32(key) });
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page).toHaveURL(/\/staff$/);
}
