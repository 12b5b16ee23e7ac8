import { signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

test('Get help leads to the legal documents in the viewer, the fees and the chat; Orders to sales', async ({
  page,
}, testInfo) => {
  await signInNewAuthor(page, `support-${testInfo.project.name}`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: /Get help/ }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  // The chat is not on this page; the card says where it is.
  await expect(page.getByRole('button', { name: /Support chat/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Data Protection' }).click();
  const viewer = page.getByRole('region', { name: 'Data Protection' });
  await expect(viewer.getByText(/Page 1 of \d+/)).toBeVisible();
  await expect(viewer.getByRole('img', { name: /Data Protection, page 1 of/ })).toBeVisible();
  await expect(viewer.getByRole('link', { name: /Download/ })).toHaveAttribute(
    'href',
    '/api/legal/data-protection',
  );

  const services = page.getByRole('grid', { name: 'Services' });
  await expect(services.getByRole('row', { name: /ISBN creation/ })).toContainText('R 250.00');
  await expect(services.getByRole('row', { name: /ISBN creation/ })).toContainText('R 287.50');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('support.png'), fullPage: true });

  // Sales, from Orders: the payout schedule and estimate even before the first sale.
  await page.goto('/orders');
  await page.getByRole('link', { name: 'Sales and payouts' }).click();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByRole('region', { name: 'Next payout' })).toContainText('R 0.00');
  await expect(page.getByRole('heading', { name: 'No sales yet' })).toBeVisible();
  await expectAccessible(page);
});
