import { randomUUID } from 'node:crypto';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { ops } from './ops.ts';
import { signInStaff } from './staff.ts';
import { expect } from './test.ts';

/** The row holding a payout's reference as a cell of its own (`POD PAYOUT 1`, not `… 12`). */
export const withReference = (who: Page, reference: string) => ({
  has: who.getByText(reference, { exact: true }),
});

/** The user id in an access token (its `sub`). */
const userIdOf = (accessToken: string) =>
  (
    JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    }
  ).sub;

/**
 * A new staff member signed in a browser context of their own (the author's viewport), who pays
 * `royalties` (`1134.50`) into the author's balance: the page, and its context to close.
 */
export async function staffPayingRoyalties(
  browser: Browser,
  author: { page: Page; accessToken: string },
  royalties: string,
  testInfo: TestInfo,
) {
  const staffEmail = `staff-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const printed = await ops('staff', 'add', staffEmail, 'Lerato', 'Support');
  const context = await browser.newContext({
    viewport: author.page.viewportSize() ?? undefined,
  });
  const staff = await context.newPage();
  await signInStaff(staff, staffEmail, /temporary password: (\S+)/.exec(printed)?.[1] ?? '');
  await staff.goto(`/staff/payments?author=${userIdOf(author.accessToken)}`);
  const entry = staff.getByRole('form', { name: 'Record a royalty or payout' });
  await entry.getByLabel('Amount').fill(royalties);
  await entry.getByLabel('Note').fill('Royalties Q3 2026');
  await entry.getByRole('button', { name: 'Record entry' }).click();
  await expect(staff.getByText(/the balance is R /)).toBeVisible();
  return { staff, context };
}
