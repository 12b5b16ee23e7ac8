import { randomUUID } from 'node:crypto';
import { quotePrintBook, signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { ops } from '../support/ops.ts';
import { signInStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

test('staff move a book on: the author reads it in the chat, and staff read it under Activity', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const staffEmail = `staff-act-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const staffPassword =
    /temporary password: (\S+)/.exec(
      await ops('staff', 'add', staffEmail, 'Lerato', 'Support'),
    )?.[1] ?? '';

  const author = await signInNewAuthor(page, `act-${testInfo.project.name}`);
  await page
    .getByRole('dialog', { name: 'Welcome to Print on Demand' })
    .getByRole('button', { name: 'Close' })
    .click();
  const book = await quotePrintBook(page, author.accessToken);

  // Staff move the author's quoted book to pending from the Books page.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signInStaff(staff, staffEmail, staffPassword);
  await staff.getByRole('link', { name: 'Books' }).click();
  const row = staff
    .getByRole('row', { name: new RegExp(`#${book.localBookId},`) })
    .filter({ hasText: author.email });
  await row.getByRole('button', { name: /Status of/ }).click();
  await staff.getByRole('option', { name: 'pending' }).click();
  await expect(staff.getByText('The Karoo Road (local) is now pending.')).toBeVisible();

  // The author reads it in their support chat, from the company.
  await page.getByRole('button', { name: 'Support chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  const notice = chat
    .getByRole('log', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: 'Your book The Karoo Road (local) is now pending.' });
  await expect(notice).toContainText('Print on Demand');
  await expectAccessible(page);

  // Staff read what was done under Activity, newest first, and narrow it down.
  await staff.getByRole('link', { name: 'Activity' }).click();
  await expect(staff.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const table = staff.getByRole('grid', { name: 'Staff actions, newest first' });
  const moved = table.getByRole('row').filter({ hasText: author.email });
  await expect(moved.first()).toContainText('Book moved on');
  await expect(moved.first()).toContainText(`bookId: ${book.localBookId}`);
  await expect(moved.first()).toContainText('to: pending');
  await expect(moved.first()).toContainText(staffEmail);

  await staff.getByRole('button', { name: /Kind/ }).click();
  await staff.getByRole('option', { name: 'Coupon created' }).click();
  await expect(staff).toHaveURL(/kind=coupon\.create/);
  await expect(table.getByRole('row').filter({ hasText: author.email })).toHaveCount(0);

  await staff.getByRole('button', { name: /Kind/ }).click();
  await staff.getByRole('option', { name: 'Book moved on' }).click();
  await staff.getByRole('button', { name: /Staff member/ }).click();
  await staff.getByRole('option', { name: new RegExp(staffEmail) }).click();
  await staff.getByRole('searchbox', { name: 'Author email' }).fill(author.email);
  await staff.getByRole('searchbox', { name: 'Author email' }).press('Enter');
  await expect(staff).toHaveURL(/authorEmail=/);
  // The header row and this author's one move.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Book moved on');
  await expectAccessible(staff);

  // Screenshots at a phone's and a desktop's width, kept with the test's output to be looked at.
  await staff.goto('/staff/activity');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  for (const width of [390, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    await staff.screenshot({
      path: testInfo.outputPath(`activity-${width}.png`),
      fullPage: true,
    });
  }
  await staffContext.close();
});
