import type { Route } from '@playwright/test';
import { quotePrintBook, signInNewAuthor, tick } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

test('messages written offline are sent on reconnection, in order, each once even when an answer is lost', async ({
  page,
  context,
}, testInfo) => {
  await signInNewAuthor(page, `offline-${testInfo.project.name}`);
  await page
    .getByRole('dialog', { name: 'Welcome to Print on Demand' })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.getByRole('button', { name: 'Support chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat.getByText('No messages yet.')).toBeVisible();

  // Offline (Chromium's offline mode): two messages are kept, and the author is told so.
  await context.setOffline(true);
  for (const text of ['Written on the train', 'And a second thought']) {
    await chat.getByRole('textbox', { name: 'Message' }).fill(text);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  }
  const waiting = page.getByRole('status').filter({ hasText: 'No network connection' });
  await expect(waiting).toContainText('Data will be submitted when connection is restored');
  await expectAccessible(page);

  // Back online, the first replay reaches the server but its answer is lost on the way back.
  const sends: Route[] = [];
  let loseNextAnswer = true;
  await page.route('**/api/chat/user/sendmsg', async (route) => {
    if (loseNextAnswer) {
      loseNextAnswer = false;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    sends.push(route);
  });
  await context.setOffline(false);
  // The replay stopped at the lost answer: both messages still wait.
  await expect(waiting).toBeVisible();

  // The next reconnection sends them again, in order, each under its own key: the server runs
  // the first once although it has now received it twice. Progress shows as they go.
  await context.setOffline(true);
  await context.setOffline(false);
  const syncing = page.getByRole('status').filter({ hasText: 'Connection restored' });
  await expect(syncing).toContainText('Network connection has been restored, syncing data. 0%');
  await expect.poll(() => sends.length).toBe(1);
  expect(sends[0]?.request().postDataJSON()).toMatchObject({ message: 'Written on the train' });
  await sends[0]?.continue();
  await expect(syncing).toContainText('syncing data. 50%');
  await expect.poll(() => sends.length).toBe(2);
  expect(sends[1]?.request().postDataJSON()).toMatchObject({ message: 'And a second thought' });
  expect(sends[1]?.request().headers()['idempotency-key']).not.toBe(
    sends[0]?.request().headers()['idempotency-key'],
  );
  await sends[1]?.continue();
  await expect(syncing).toBeHidden();
  await expect(waiting).toBeHidden();

  await expect(chat.getByText('Written on the train')).toHaveCount(1);
  await expect(chat.getByText('And a second thought')).toHaveCount(1);
  await page.unroute('**/api/chat/user/sendmsg');
  await page.reload();
  await page.getByRole('button', { name: 'Support chat' }).click();
  await expect(chat.getByText('Written on the train')).toHaveCount(1);
  await expect(chat.getByText('And a second thought')).toHaveCount(1);
});

test('the last lists viewed and the wizard draft are readable offline, from the service worker', async ({
  page,
  context,
}, testInfo) => {
  const author = await signInNewAuthor(page, `offline-lists-${testInfo.project.name}`);
  await page
    .getByRole('dialog', { name: 'Welcome to Print on Demand' })
    .getByRole('button', { name: 'Close' })
    .click();
  await quotePrintBook(page, author.accessToken);
  // Once its service worker is active, the page is under it after a reload.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.goto('/books');
  await expect(page.getByText('The Karoo Road').first()).toBeVisible();

  // No network at all now, for the page and its service worker alike.
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  const books = page.waitForResponse((response) =>
    response.url().includes('/api/user/getuserbooks'),
  );
  await page.reload();
  expect((await books).fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'No Internet Connection' })).toBeVisible();
  await expect(page.getByText('The Karoo Road').first()).toBeVisible();

  // The wizard's draft, typed online, is there offline too (with the price list it needs).
  await context.unroute('**/api/**');
  await context.setOffline(false);
  await page.goto('/new-book');
  await page
    .getByRole('alertdialog', { name: 'Uploading your book' })
    .getByRole('button', { name: "Let's begin" })
    .click();
  await tick(page, 'radio', /I own the publishing rights/);
  await tick(page, 'radio', 'No');
  await page.getByRole('button', { name: /Continue|Next/ }).click();
  await page.getByLabel('Title').fill('Written before the tunnel');
  await expect(page.getByLabel('Number of pages')).toBeVisible();
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Written before the tunnel');
  await expect(page.getByLabel('Number of pages')).toBeVisible();
  await context.unroute('**/api/**');
  await context.setOffline(false);
});
