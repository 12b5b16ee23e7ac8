import { randomUUID } from 'node:crypto';
import { expectAccessible } from '../support/expect-accessible.ts';
import { readLinkFromMailbox } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

test('register, verify, log in, redeem a coupon, see Your books and log out', async ({
  page,
  request,
}, testInfo) => {
  const email = `author-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Str0ng!Passw0rd';

  await page.goto('/register');
  await expect(page).toHaveURL(/\/register\/email-password$/);
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/register\/your-details$/);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByLabel('First name').fill('Thandi');
  await page.getByLabel('Last name').fill('Mokoena');
  const create = page.getByRole('button', { name: 'Continue' });
  await expect(create).toBeDisabled();
  // What the consent is to can be read first, in the PDF viewer.
  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  const policy = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(policy.getByText(/Page 1 of \d+/)).toBeVisible();
  await policy.getByRole('button', { name: 'Close' }).click();
  await expect(policy).toBeHidden();
  // The box is drawn over a visually hidden input: people (and the test) click its label.
  await page.getByText('I accept the Terms & Conditions and Privacy Policy').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expectAccessible(page);
  await create.click();

  await expect(page).toHaveURL(/\/register\/welcome$/);
  await expect(page.getByText('R100 was added to your balance')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();

  // Not yet verified: signed-in pages send the user to the activation notice, which ends the
  // session.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/activate-account-info$/);
  await expectAccessible(page);

  const verifyLink = await readLinkFromMailbox(request, email, '/verify');
  await page.goto(`${verifyLink.pathname}${verifyLink.search}`);
  await expect(
    page.getByText(
      'Congratulations your account has been verified. Click login to login and access your account.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Login Now' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Thandi')).toBeVisible();
  // The first-login welcome modal; closing it records the first login.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await expect(welcome).toBeVisible();
  await expectAccessible(page);
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByTestId('balance')).toHaveText('R 100.00');
  await expectAccessible(page);

  // Made with the ops CLI before the server started (playwright.config.ts).
  await page.getByLabel('Coupon code').fill(process.env.E2E_COUPON ?? '');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  // Over R 100 now: the payout notice shows, once per session.
  const payout = page.getByRole('dialog', { name: 'Payout notice' });
  await expect(payout).toBeVisible();
  await expect(payout).toContainText('R 150.00');
  await expectAccessible(page);
  await payout.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Add another' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('R 150.00');
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('link', { name: /Your books/ })
    .click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(page.getByText("You haven't uploaded any books yet")).toBeVisible();
  await expect(page.getByText('Balance R 150.00')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText('Thandi Mokoena');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Change details' }).click();
  await expect(page.getByRole('dialog', { name: 'Change your details' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/profile/change-password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expectAccessible(page);

  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/books');
  await expect(page).toHaveURL(/\/login$/);
});
