import { randomUUID } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { signInNewAuthor } from '../support/author.ts';
import { ops } from '../support/ops.ts';
import { signInStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

const isStream = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path;

/** The event stream `path` the page opens while `open` runs (its response, the stream held). */
async function streamOpenedBy(page: Page, path: string, open: () => Promise<void>) {
  const opened = page.waitForResponse(isStream(path));
  await open();
  const stream = await opened;
  expect(stream.status()).toBe(200);
  return stream;
}

/**
 * The page's next opening of the stream `held` came from: it opens one only once the server has
 * ended the one it held (the portal reopens a stream 3 s after it ends).
 */
function reopening(page: Page, held: Response) {
  const path = new URL(held.url()).pathname;
  return page.waitForResponse(
    (response) => isStream(path)(response) && response.request() !== held.request(),
  );
}

test.describe.configure({ timeout: 120_000 });

test('a staff member taken off staff stops receiving the inbox stream at once, and is sent to log in', async ({
  page,
}, testInfo) => {
  const email = `staff-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const printed = await ops('staff', 'add', email, 'Lerato', 'Support');
  const password = /temporary password: (\S+)/.exec(printed)?.[1] ?? '';
  expect(password).not.toBe('');

  const inbox = await streamOpenedBy(page, '/api/staff/chats/events', async () => {
    await signInStaff(page, email, password);
  });
  await expect(page.getByRole('heading', { name: 'Support inbox' })).toBeVisible();

  const next = reopening(page, inbox);
  await ops('staff', 'remove', email);
  // The stream opened before ends now, not at the inbox's next poll: the page opens it again
  // and is refused.
  expect((await next).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test("an author's open chat stops receiving once the session is logged out in another tab", async ({
  page,
  context,
}, testInfo) => {
  await signInNewAuthor(page, `access-${testInfo.project.name}`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  const conversation = await streamOpenedBy(page, '/api/chat/user/events', () =>
    page.getByRole('button', { name: 'Support chat' }).click(),
  );
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat.getByText('No messages yet.')).toBeVisible();

  // A duplicated tab holds the same session (sessionStorage is copied); the author logs out there.
  const storage = await page.evaluate(() => JSON.stringify(sessionStorage));
  const other = await context.newPage();
  await other.addInitScript((copied) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(JSON.parse(copied) as Record<string, string>)) {
      sessionStorage.setItem(key, value);
    }
  }, storage);
  await other.goto('/dashboard');
  await expect(other.getByTestId('balance')).toBeVisible();
  const next = reopening(page, conversation);
  if (testInfo.project.name === 'phone') await other.getByRole('button', { name: 'Menu' }).click();
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);

  // The first tab's stream ends with the session, and the tab leaves for the login page.
  expect((await next).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
