import { randomUUID } from 'node:crypto';
import { authorWithCart, tick } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { ops } from '../support/ops.ts';
import { signInStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

test('staff refund a paid line to the author balance, after confirming', async ({
  page,
  browser,
}, testInfo) => {
  // An author pays ISBN creation (R 287.50) with the 70% coupon from the R 100 welcome credit.
  const author = await authorWithCart(page, `refund-${testInfo.project.name}`, '/checkout/cart');
  await page.getByLabel('Coupon code').fill(process.env.E2E_CART_COUPON ?? '');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText('Coupon applied')).toBeVisible();
  await page.getByRole('button', { name: 'Pay from my balance' }).click();
  await expect(page.getByText('Balance R 13.75')).toBeVisible();
  const claims = JSON.parse(
    Buffer.from(author.accessToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as { sub: string };

  // A staff member finds the author's payment and refunds its line.
  const staffEmail = `staff-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const printed = await ops('staff', 'add', staffEmail, 'Lerato', 'Support');
  const staffPassword = /temporary password: (\S+)/.exec(printed)?.[1] ?? '';
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signInStaff(staff, staffEmail, staffPassword);
  await staff.goto(`/staff/payments?author=${claims.sub}`);
  const section = staff.getByRole('region', { name: 'Cart payments and refunds' });
  const line = section.getByRole('row', { name: /ISBN creation/ });
  await expect(line).toContainText('R 86.25');
  await tick(staff, 'checkbox', 'ISBN creation (R 86.25 left)');
  await section.getByLabel('Reason').fill('ISBN no longer needed');
  await expectAccessible(staff);
  await section.getByRole('button', { name: 'Refund chosen lines' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Refund this payment?' });
  await expect(confirm).toContainText('R 86.25 of INV-');
  await confirm.getByRole('button', { name: 'Refund R 86.25' }).click();
  await expect(
    section.getByText(/R 86\.25 refunded to the author's balance \(credit note CN-\d{6}\)/),
  ).toBeVisible();
  await expect(line).toContainText('R 0.00');
  await expect(section.getByRole('checkbox')).toHaveCount(0);
  await staffContext.close();

  // The author sees the refund in their ledger.
  await page.goto('/transactions');
  await expect(page.getByRole('row').filter({ hasText: 'Refund' }).first()).toContainText(
    'R 86.25',
  );
});
