import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { ops } from '../support/ops.ts';
import { type ChosenFile, sampleJpeg } from '../support/sample-files.ts';
import { signInStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

// A drawing with a script in it: shown as a picture, the script never runs.
const LOGO: ChosenFile = {
  name: 'logo.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><script>document.title="pwned"</script><rect width="120" height="60" fill="#0b5cab"/></svg>',
  ),
};

/** Attaches `file` through the composer's "Attach image" button and its file chooser. */
async function attach(page: Page, file: ChosenFile): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach image' }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText(file.name)).toBeVisible();
}

/** Whether every image in `scope` has loaded and has pixels. */
async function imagesLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluateAll((images) =>
      images.every(
        (image) =>
          (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
}

test('an author asks with a picture, staff answer from the inbox, the author sees it without reloading', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // The staff member, made the way operators make one.
  const staffEmail = `staff-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const printed = await ops('staff', 'add', staffEmail, 'Lerato', 'Support');
  const staffPassword = /temporary password: (\S+)/.exec(printed)?.[1] ?? '';
  expect(staffPassword).not.toBe('');

  await signInNewAuthor(page, `chat-${testInfo.project.name}`);
  // A new author's dashboard greets them first.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();

  // The author writes, with a photo of their cover proof.
  await page.getByRole('button', { name: 'Support chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat.getByText('No messages yet.')).toBeVisible();
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('alert')).toHaveText('Please type a message or attach an image.');
  await chat
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('The colours on my proof look dark. Is this right?');
  await attach(page, sampleJpeg('proof-photo.jpg', 64, 48));
  await chat.getByRole('button', { name: 'Send' }).click();
  const log = chat.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('The colours on my proof look dark. Is this right?')).toBeVisible();
  await expect(
    log.getByRole('img', { name: 'Attachment from You (opens in a new tab)' }),
  ).toBeVisible();
  await expect.poll(() => imagesLoaded(page, '.chat-message__image')).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('author-chat.png'), fullPage: true });

  // Staff sign in on the same login page and land in their inbox.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signInStaff(staff, staffEmail, staffPassword);
  await expect(staff.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
  const conversation = staff.getByRole('link', { name: /Thandi Mokoena · Unanswered/ }).first();
  await expect(conversation).toContainText('The colours on my proof look dark.');
  await conversation.click();
  await expect(staff.getByRole('heading', { name: 'Thandi Mokoena' })).toBeVisible();
  await expect(
    staff.getByRole('img', { name: 'Attachment from Thandi Mokoena (opens in a new tab)' }),
  ).toBeVisible();
  await expect.poll(() => imagesLoaded(staff, '.chat-message__image')).toBe(true);

  await staff
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('That is the matt finish: the print will be brighter. Here is our logo.');
  await attach(staff, LOGO);
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByRole('log').getByText('That is the matt finish')).toBeVisible();
  await expectAccessible(staff);
  await staff.screenshot({ path: testInfo.outputPath('staff-inbox.png'), fullPage: true });

  // The author's open chat shows the answer, without a reload, and the drawing as a picture.
  await expect(log.getByText('That is the matt finish: the print will be brighter.')).toBeVisible();
  await expect(
    log.getByRole('img', { name: 'Attachment from Support (opens in a new tab)' }),
  ).toBeVisible();
  await expect.poll(() => imagesLoaded(page, '.chat-message__image')).toBe(true);
  expect(await page.title()).not.toBe('pwned');
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Support chat' })).toBeVisible();

  // An author never reaches the staff area.
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/dashboard$/);
  await staffContext.close();
});
