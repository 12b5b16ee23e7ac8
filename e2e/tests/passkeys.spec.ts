import type { CDPSession, Page } from '@playwright/test';
import { signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

/**
 * Chromium's virtual authenticator, built into the device: it keeps discoverable credentials
 * and verifies the person (as a fingerprint would) without a prompt.
 */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

/** The page at a phone's width (390 px) and a laptop's (1280 px), kept for a person to look at. */
async function screenshots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/passkey-shots/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test('an author adds a passkey on Profile, logs out and signs in with it alone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const authenticator = await addVirtualAuthenticator(page);
  const author = await signInNewAuthor(page, `passkey-${testInfo.project.name}`);
  await page
    .getByRole('dialog', { name: 'Welcome to Print on Demand' })
    .getByRole('button', { name: 'Close' })
    .click();

  await page.goto('/profile');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('Please give this passkey a name')).toBeVisible();
  await passkeys.getByLabel('Passkey name').fill('Test phone');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('Your passkey “Test phone” was added.')).toBeVisible();
  const list = passkeys.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Test phone');
  await expect(list).toContainText('Never');
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expectAccessible(page);
  if (testInfo.project.name === 'desktop') await screenshots(page, 'profile-passkey-added');

  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  if (testInfo.project.name === 'desktop') await screenshots(page, 'login');

  // No email, no password: the passkey names the account and verifies the person.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText(author.email);
  await expect(list).not.toContainText('Never');

  await passkeys.getByRole('button', { name: 'Remove Test phone' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await expect(confirm).toContainText('“Test phone” will no longer log in to your account.');
  await expectAccessible(page);
  if (testInfo.project.name === 'desktop') await screenshots(page, 'profile-remove-confirm');
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(passkeys.getByText('Your passkey “Test phone” was removed.')).toBeVisible();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await expect
    .poll(async () => {
      const mailbox = await page.request.get('/dev/mailbox?format=json');
      const { messages } = (await mailbox.json()) as {
        messages: { to: string; subject: string }[];
      };
      return messages.filter((m) => m.to === author.email).map((m) => m.subject);
    })
    .toEqual(
      expect.arrayContaining([
        'A passkey was added to your Print on Demand account',
        'A passkey was removed from your Print on Demand account',
      ]),
    );
});
