import type { Page } from '@playwright/test';
import { signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { goOffline, goOnline, offlineBanner, openFromMenu } from '../support/offline.ts';
import { expect, test } from '../support/test.ts';

async function signedInAuthor(page: Page, label: string) {
  // Registration, verification and login before the chat: slow on a loaded machine.
  test.setTimeout(120_000);
  await signInNewAuthor(page, label);
  await page
    .getByRole('dialog', { name: 'Welcome to Print on Demand' })
    .getByRole('button', { name: 'Close' })
    .click();
}

test('a chat whose code cannot arrive says so in place, and Try again loads it', async ({
  page,
  context,
}, testInfo) => {
  await signedInAuthor(page, `chat-part-${testInfo.project.name}`);
  // The author browses without opening the chat: its code has never been asked for.
  await openFromMenu(page, 'Your books');
  await expect(page.getByRole('heading', { name: 'Your books', level: 1 })).toBeVisible();

  await goOffline(context);
  await expect(offlineBanner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Support chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  const notLoaded = chat.getByRole('alert');
  await expect(notLoaded).toHaveText(
    /The support chat cannot be loaded while you are offline\. Try again once you are connected\./,
  );
  // The page itself goes on working.
  await expect(page.getByRole('heading', { name: 'Your books', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Online again, but the chat's code still does not arrive: said so, and tried again.
  const chatCode = '**/assets/ChatPanel-*.js';
  await context.route(chatCode, (route) => route.abort('connectionreset'));
  await goOnline(context);
  await expect(notLoaded).toHaveText(
    /The support chat could not be loaded\. Check your internet connection, then try again\./,
  );
  await notLoaded.getByRole('button', { name: 'Try again' }).click();
  await expect(notLoaded).toContainText('The support chat could not be loaded.');

  // Once it arrives, Try again opens the chat: the failed load was not kept.
  await context.unroute(chatCode);
  await notLoaded.getByRole('button', { name: 'Try again' }).click();
  await expect(chat.getByText('No messages yet.')).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible();
});

test('a message written offline stays in the conversation as waiting, and is sent once', async ({
  page,
  context,
}, testInfo) => {
  await signedInAuthor(page, `chat-waiting-${testInfo.project.name}`);
  await page.getByRole('button', { name: 'Support chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat.getByText('No messages yet.')).toBeVisible();

  await goOffline(context);
  await chat.getByRole('textbox', { name: 'Message' }).fill('Written in the tunnel');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  const messages = chat.getByRole('log', { name: 'Messages' }).getByRole('listitem');
  const written = messages.filter({ hasText: 'Written in the tunnel' });
  await expect(written).toHaveCount(1);
  await expect(written.getByText('Waiting to send')).toBeVisible();
  await expectAccessible(page);

  await goOnline(context);
  await expect(written.getByText('Waiting to send')).toHaveCount(0);
  await expect(written).toHaveCount(1);
  await expect(written.locator('time')).toBeVisible();

  // Sent once: the server holds one copy.
  await page.reload();
  await page.getByRole('button', { name: 'Support chat' }).click();
  await expect(written).toHaveCount(1);
  await expect(written.getByText('Waiting to send')).toHaveCount(0);
});
