import { authorWithCart, tick } from '../support/author.ts';
import { openCart } from '../support/cart.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

test('a book is paid from the balance, with a coupon, and enters proofing', async ({
  page,
}, testInfo) => {
  const author = await authorWithCart(page, `checkout-balance-${testInfo.project.name}`);
  await openCart(page);
  const summary = page.locator('dl[aria-label="Totals"]');
  await expect(summary).toContainText('R 287.50');
  await expect(summary).toContainText('R 187.50');

  // A blank code gets the product's message; the 70% coupon brings it within the balance.
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText('Coupon code can not be blank')).toBeVisible();
  await page.getByLabel('Coupon code').fill(process.env.E2E_CART_COUPON ?? '');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText('Coupon applied')).toBeVisible();
  await expect(summary).toContainText('- R 201.25');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('cart.png'), fullPage: true });

  await page.getByRole('button', { name: 'Pay from my balance' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?tref=BAL-\d+$/);
  await expect(page.getByText('Your items have been successfully processed')).toBeVisible();
  await expect(page.getByText('Balance R 13.75')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  const books = await page.request.get('/api/user/getuserbooks', {
    headers: { authorization: `Bearer ${author.accessToken}` },
  });
  const { localBooks } = (await books.json()) as { localBooks: Array<{ misc: string }> };
  expect(JSON.parse(localBooks[0]?.misc ?? '{}')).toMatchObject({
    isPaid: true,
    status: 'proofing',
  });
});

test('a payment through PayFast (the sandbox) is cancelled, then retried and paid', async ({
  page,
}, testInfo) => {
  await authorWithCart(page, `checkout-payfast-${testInfo.project.name}`);
  await openCart(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByText('R 187.50').first()).toBeVisible();
  await tick(page, 'radio', 'Credit or debit card');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay R 187.50' }).click();

  // PayFast's part, played by the built-in sandbox: Cancel.
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await expect(page.getByText('R 187.50')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/cancelled\?/);
  await expect(page.getByText('You cancelled the transaction')).toBeVisible();
  await page.getByRole('link', { name: 'Back to cart' }).click();

  // Retried by EFT, and paid this time.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await tick(page, 'radio', 'EFT (instant bank payment)');
  await page.getByRole('button', { name: 'Pay R 187.50' }).click();
  await expect(page.getByText('EFT')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?token=/);
  await expect(page.getByText('Your items have been successfully processed')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Balance R 0.00')).toBeVisible();

  // The ledger, with the invoice of the cart payment once the invoice job has drawn it.
  const invoice = page.getByRole('link', { name: 'Download invoice' });
  await expect(async () => {
    await page.goto('/transactions');
    await expect(invoice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('row').filter({ hasText: 'Top-up' })).toContainText('R 187.50');
  await expect(page.getByRole('row').filter({ hasText: 'Cart payment' })).toContainText(
    '-R 287.50',
  );
});
