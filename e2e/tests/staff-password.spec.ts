import { randomUUID } from 'node:crypto';
import { expectAccessible } from '../support/expect-accessible.ts';
import { readLinkFromMailbox } from '../support/mailbox.ts';
import { ops } from '../support/ops.ts';
import { signInStaff, signInStaffAgain } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

const NEW_PASSWORD = 'N3w!StaffPassw0rd';
const RESET_PASSWORD = 'R3set!StaffPassw0rd';

test('staff change the temporary password in the console, and reset a forgotten one back into it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `staff-pw-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const added = await ops('staff', 'add', email);
  expect(added).toContain('change it under Password in the staff area (/staff/password)');
  const temporary = /temporary password: (\S+)/.exec(added)?.[1] ?? '';

  const app = await signInStaff(page, email, temporary);
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Password' })
    .click();
  await expect(page).toHaveURL(/\/staff\/password$/);
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  const done = page.getByRole('alertdialog', { name: 'Your password was changed successfully' });
  await expect(done).toContainText('Login with your new details');
  await done.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The temporary password is over; the new one leads into the console.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Login unsuccessful' })).toBeVisible();
  await signInStaffAgain(page, email, NEW_PASSWORD, app);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Forgot password, from the login page, as an author would.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const link = await readLinkFromMailbox(page.request, email, '/reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel('Confirm new password').fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('link', { name: 'Log in now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInStaffAgain(page, email, RESET_PASSWORD, app);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
