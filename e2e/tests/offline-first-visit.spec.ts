import type { Page } from '@playwright/test';
import { logIn, newVerifiedAuthor, quotePrintBook } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { goOffline, goOnline, offlineBanner, openFromMenu } from '../support/offline.ts';
import { expect, test } from '../support/test.ts';

/** Opens the author's book on Your books: its panel shows. */
async function openTheBook(page: Page) {
  await page
    .getByRole('button', { name: /The Karoo Road/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'The Karoo Road', level: 2 })).toBeVisible();
}

test('every screen reached on a first visit works offline afterwards', async ({
  browser,
  request,
}) => {
  // A long journey: every screen twice, online and offline.
  test.setTimeout(180_000);
  const author = await newVerifiedAuthor(request, 'first-visit');
  // A browser that has never opened the portal: no service worker, nothing stored.
  const context = await browser.newContext();
  const page = await context.newPage();
  await quotePrintBook(page, author.accessToken);

  // The first visit: log in, then Your books, a book, Orders and the wizard, as an author would.
  await logIn(page, author.email);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await openFromMenu(page, 'Your books');
  await expect(page.getByRole('heading', { name: 'Your books', level: 1 })).toBeVisible();
  await openTheBook(page);
  await openFromMenu(page, 'Orders');
  await expect(page.getByText("You don't have any orders yet")).toBeVisible();
  await openFromMenu(page, 'Upload book');
  await page
    .getByRole('alertdialog', { name: 'Uploading your book' })
    .getByRole('button', { name: "Let's begin" })
    .click();
  await expect(page.getByRole('radio', { name: /I own the publishing rights/ })).toBeVisible();
  await openFromMenu(page, 'Your books');
  await expect(page.getByRole('heading', { name: 'Your books', level: 1 })).toBeVisible();

  // The service worker has taken this first page, and holds every file of code it loaded and
  // the list of books it showed.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return ['(no service worker yet)'];
        const code = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
          .map((url) => url.href);
        const missing = [];
        for (const url of [...code, '/api/user/getuserbooks'])
          if (!(await caches.match(url))) missing.push(url);
        return missing;
      }),
    )
    .toEqual([]);

  // Offline, a reload of each screen shows it, with the offline banner.
  await goOffline(context);
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your books', level: 1 })).toBeVisible();
  await openTheBook(page);
  await expect(page.getByText('Loading the book…')).toBeHidden();
  await expectAccessible(page);

  await openFromMenu(page, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  await page.goto('/new-book');
  await expect(page.getByRole('radio', { name: /I own the publishing rights/ })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  // Opened online, then the connection drops: a screen reached before opens from what was kept.
  await goOnline(context);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await goOffline(context);
  await expect(offlineBanner(page)).toBeVisible();
  await openFromMenu(page, 'Orders');
  await expect(page.getByText("You don't have any orders yet")).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await context.close();
});
