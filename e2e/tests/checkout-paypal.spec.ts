import { authorWithCart, tick } from '../support/author.ts';
import { openCart } from '../support/cart.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

test('a cart is paid with PayPal (its stand-in) in dollars at the stated rate, after a cancel', async ({
  page,
}, testInfo) => {
  await authorWithCart(page, `checkout-paypal-${testInfo.project.name}`);
  await openCart(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await tick(page, 'radio', 'PayPal');
  await page.getByRole('button', { name: 'Pay R 187.50' }).click();

  // The PayPal button modal: the rand, the dollars PayPal charges for them, and the rate.
  const modal = page.getByRole('dialog', { name: 'Pay with PayPal' });
  const charge = modal.locator('dl[aria-label="PayPal payment"]');
  await expect(charge).toContainText('R 187.50');
  await expect(charge).toContainText('USD 10.31');
  await expect(charge).toContainText('R 1 = USD 0.055');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('paypal-modal.png'), fullPage: true });
  await modal.getByRole('button', { name: 'Pay with PayPal' }).click();

  // PayPal's part, played by the built-in stand-in: Cancel first.
  await expect(page.getByRole('heading', { name: 'PayPal stand-in' })).toBeVisible();
  await expect(page.getByText('USD 10.31')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/cancelled\?/);
  await expect(page.getByText('You cancelled the transaction')).toBeVisible();
  await page.getByRole('link', { name: 'Back to cart' }).click();

  // Then paid.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await tick(page, 'radio', 'PayPal');
  await page.getByRole('button', { name: 'Pay R 187.50' }).click();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal stand-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?token=/);
  await expect(page.getByText('Your items have been successfully processed')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Balance R 0.00')).toBeVisible();
  await expectAccessible(page);

  // The ledger is in rand: the top-up PayPal took, then the cart paid.
  await page.goto('/transactions');
  await expect(page.getByRole('row').filter({ hasText: 'Top-up' })).toContainText('R 187.50');
  await expect(page.getByRole('row').filter({ hasText: 'Cart payment' })).toContainText(
    '-R 287.50',
  );
});
