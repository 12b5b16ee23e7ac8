import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { choose, PASSWORD, quotePrintBook, signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { ops } from '../support/ops.ts';
import { signInStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

/** A staff member, made with `ops staff add`, signed in on the login page in a page of their own. */
async function staffPage(page: Page, project: string): Promise<Page> {
  const email = `staff-${project}-${randomUUID().slice(0, 8)}@example.com`;
  const password = /temporary password: (\S+)/.exec(await ops('staff', 'add', email))?.[1] ?? '';
  const context = await page.context().browser()?.newContext({ viewport: page.viewportSize() });
  const staff = await (context ?? page.context()).newPage();
  await signInStaff(staff, email, password);
  return staff;
}

test('an author asks to change their bank details, staff approve, the author confirms and is logged out', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const author = await signInNewAuthor(page, `change-${testInfo.project.name}`);
  await page
    .getByRole('dialog', { name: 'Welcome to Print on Demand' })
    .getByRole('button', { name: 'Close' })
    .click();

  const book = await quotePrintBook(page, author.accessToken);

  // The Update Request form, from Profile.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Update Request' }).click();
  await expect(page).toHaveURL(/\/profile\/update-users$/);
  await page.getByLabel('Phone', { exact: true }).fill('+27821234567');
  await choose(page, /Bank name/, 'First National Bank');
  await expect(page.getByLabel('Branch code')).toHaveValue('250655');
  await page.getByLabel('Branch name').fill('Rosebank');
  await page.getByLabel('Account holder name').fill('T Mokoena');
  await choose(page, /Account type$/, 'Cheque');
  await page.getByLabel('Account number').fill('62123456789');
  await page.getByRole('button', { name: 'Show Signing Details' }).click();
  await page.getByLabel('Publisher name').fill('Mokoena Books');
  await page.getByLabel('Registration ID').fill('2019/123456/07');
  await page.getByLabel('Physical address').fill('12 Oxford Road, Rosebank, Johannesburg');
  await page.getByLabel('Postal address').fill('PO Box 12, Rosebank, 2196');
  await page.getByLabel('Telephone', { exact: true }).fill('+27114567890');
  await page.getByLabel('Publisher email').fill('books@mokoena.co.za');
  await page.getByLabel('Contact person').fill('Thandi Mokoena');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Update' }).click();
  const agree = page.getByRole('alertdialog', { name: 'Send your change request' });
  await expect(agree.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await agree.getByText('I agree that my details are changed as requested').click();
  await agree.getByRole('button', { name: 'Proceed' }).click();
  await expect(
    page.getByRole('alertdialog', { name: 'Your request has been successfully submitted.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // Staff review it beside the details in use and approve it.
  const staff = await staffPage(page, testInfo.project.name);
  await staff.getByRole('link', { name: 'Change requests' }).click();
  const request = staff.getByRole('region', { name: new RegExp(author.email) });
  await expect(request.getByRole('region', { name: 'Banking Details' })).toContainText(
    'First National Bank',
  );
  await expectAccessible(staff);
  await staff.screenshot({ path: testInfo.outputPath('staff-request.png'), fullPage: true });
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText(/is asked to confirm the changes/)).toBeVisible();
  // The books staff move on: the author's quoted book, moved to pending.
  await staff.getByRole('link', { name: 'Books' }).click();
  await expect(staff.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible();
  const row = staff
    .getByRole('row', { name: new RegExp(`#${book.localBookId},`) })
    .filter({ hasText: author.email });
  await row.getByRole('button', { name: /Status of/ }).click();
  await staff.getByRole('option', { name: 'pending' }).click();
  await expect(staff.getByText(/\(local\) is now pending/)).toBeVisible();
  await expectAccessible(staff);

  // A coupon, made in the staff area.
  const code = `STAFF${randomUUID().slice(0, 6).toUpperCase()}`;
  await staff.getByRole('link', { name: 'Coupons' }).click();
  await staff.getByLabel('Code').fill(code);
  await staff.getByLabel('Amount').fill('20');
  await staff.getByLabel('Uses').fill('1');
  await staff.getByRole('button', { name: 'Create coupon' }).click();
  await expect(staff.getByText(`Coupon ${code} created.`)).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(code) })).toContainText('0 of 1');
  await expectAccessible(staff);

  // Payments: the author's balance, a royalty paid in, and a payout larger than the balance refused.
  await staff.getByRole('link', { name: 'Payments' }).click();
  await expect(staff.getByRole('grid', { name: 'PayFast payments' })).toBeVisible();
  await staff
    .getByRole('link', { name: new RegExp(author.email) })
    .first()
    .click();
  const balance = staff.getByRole('form', { name: 'Record a royalty or payout' });
  await expect(staff.getByText('Balance: R 100.00')).toBeVisible();
  await balance.getByLabel('Amount').fill('320.40');
  await balance.getByLabel('Note').fill('Royalties Q3 2026');
  await balance.getByRole('button', { name: 'Record entry' }).click();
  await expect(
    staff.getByText(/Royalty of R 320.40 recorded .*the balance is R 420.40/),
  ).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: 'Royalties Q3 2026' })).toContainText(
    'Royalty',
  );
  await choose(staff, /Entry/, 'Payout made');
  await balance.getByLabel('Amount').fill('1000');
  await balance.getByLabel('Note').fill('Payout September 2026');
  await balance.getByRole('button', { name: 'Record entry' }).click();
  await expect(staff.getByText('The payout is more than the balance of R 420.40')).toBeVisible();
  await expectAccessible(staff);
  await staff.screenshot({ path: testInfo.outputPath('staff-payments.png'), fullPage: true });
  await staff.context().close();

  // The author's next page is the confirmation; approving logs them out.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/profile-confirmation$/);
  const banking = page.getByRole('region', { name: 'Banking Details' });
  await expect(banking).toContainText('First National Bank');
  await expect(page.getByRole('region', { name: 'User Details' })).toContainText('+27821234567');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('profile-confirmation.png'), fullPage: true });
  await page.getByRole('button', { name: 'Approve' }).click();
  const done = page.getByRole('alertdialog', {
    name: 'Your request has been successfully submitted.',
  });
  await done.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The new details are in use, and the book staff moved on must be re-signed with them.
  await page.getByLabel('Email').fill(author.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/resign-contract/);
});
