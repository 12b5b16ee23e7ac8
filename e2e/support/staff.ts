import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './test.ts';

/** A staff member's authenticator app, as the tests hold it: its key and recovery codes. */
export interface StaffAuthenticator {
  key: string;
  recoveryCodes: string[];
  /** The last time step whose code was used: the server takes each step once. */
  lastStep: number;
}

const STEP_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Logs a staff member in for the first time on the login page: after the password, staff
 * without an authenticator app set one up (the code computed from the key shown, as an app
 * would) and see their recovery codes once; the staff area opens after.
 */
export async function signInStaff(
  page: Page,
  email: string,
  password: string,
): Promise<StaffAuthenticator> {
  await submitPassword(page, email, password);
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  const key = (await page.getByText(/^Key:/).textContent())?.replace(/^Key:|\s/g, '') ?? '';
  const lastStep = stepNow();
  const code = TOTP.generate({ secret: Secret.fromBase32(key), timestamp: lastStep * 30_000 });
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  return { key, recoveryCodes, lastStep };
}

/**
 * Logs a staff member in again with the app set up: the app's code for a time step not used
 * yet (the server accepts one step either side of now), or, when a quick test has used those,
 * one of the recovery codes, as a staff member without a fresh code would.
 */
export async function signInStaffAgain(
  page: Page,
  email: string,
  password: string,
  app: StaffAuthenticator,
): Promise<void> {
  await submitPassword(page, email, password);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  const step = Math.max(stepNow(), app.lastStep + 1);
  if (step <= stepNow() + 1) {
    app.lastStep = step;
    const code = TOTP.generate({
      secret: Secret.fromBase32(app.key),
      timestamp: step * STEP_SECONDS * 1000,
    });
    await page.getByLabel('Code from your authenticator app').fill(code);
  } else {
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(app.recoveryCodes.shift() ?? '');
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/staff$/);
}
