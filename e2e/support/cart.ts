import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** The cart button's dropdown, then Checkout: the cart page with its totals. */
export async function openCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const dropdown = page.getByRole('dialog', { name: 'Cart' });
  await expect(dropdown.getByRole('row', { name: /ISBN creation/ })).toContainText(
    'The Karoo Road',
  );
  await dropdown.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.getByRole('row', { name: /ISBN creation/ })).toContainText('R 287.50');
}
