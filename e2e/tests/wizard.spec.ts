import type { Page } from '@playwright/test';
import { choose, signInNewAuthor, tick } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

async function confirmRights(page: Page): Promise<void> {
  await page.goto('/new-book');
  await expect(page).toHaveURL(/\/new-book\/publishing-rights$/);
  await expect(page.getByRole('heading', { name: 'Publishing Rights' })).toBeVisible();
  await tick(page, 'radio', /I own the publishing rights/);
  await tick(page, 'radio', 'No');
  await page.getByRole('button', { name: /Continue|Next/ }).click();
  await expect(page).toHaveURL(/\/new-book\/general-info$/);
}

async function chooseGenre(page: Page): Promise<void> {
  await choose(page, /Subject heading/, 'Travel');
  await choose(page, /Sub-category/, 'Travel / General');
  await expect(page.getByLabel(/BISAC code/)).toHaveValue('TRV000000');
}

test('a new author quotes a print book for both markets and an ebook, then resumes from Your books', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInNewAuthor(page, testInfo.project.name);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Close' }).click();

  // The print book: rights, details for both markets, the calculator, the quote.
  await page.goto('/new-book');
  const intro = page.getByRole('alertdialog', { name: 'Uploading your book' });
  await expect(intro).toContainText('about 1 hour and has 7 steps');
  await expectAccessible(page);
  await intro.getByRole('button', { name: "Let's begin" }).click();
  await expect(intro).toBeHidden();
  await confirmRights(page);
  await expect(page).toHaveTitle('Print on Demand | New Book - General Info');

  // The browser's back button asks before leaving general info.
  await page.goBack();
  const leave = page.getByRole('alertdialog', { name: 'Leave your book details?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay here' }).click();
  await expect(page).toHaveURL(/\/new-book\/general-info$/);

  await page.getByLabel('Title').fill('The Karoo Road');
  await tick(page, 'radio', 'Print');
  await tick(page, 'switch', /Locally/);
  await tick(page, 'switch', /Internationally/);
  await chooseGenre(page);
  await tick(page, 'switch', /I need an ISBN/);
  await page.getByLabel('Number of pages').fill('200');
  await choose(page, /Size/, /^A5 \(148 x 210 mm\)/);
  await tick(page, 'radio', 'Black and white');
  await tick(page, 'radio', 'Matt');
  await choose(page, /Local paper type/, /^50lb \/ 74gsm White/);
  await choose(page, /Local cover type/, 'Small Paperback');
  await choose(page, /International paper type/, /^50lb \/ 74gsm White/);
  await choose(page, /International cover type/, 'Small Paperback');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel(/Local price/).fill('250');
  await page.getByLabel(/International price/).fill('15');
  await expect(page.getByTestId('local-royalty')).toHaveText('R 130.96');
  await expect(page.getByTestId('international-royalty')).toHaveText('USD 5.50');
  const local = page.getByTestId('breakdown-local');
  await expect(local).toContainText('VAT (15%)');
  await expect(local.getByRole('row', { name: /Your royalty per book/ })).toContainText('R 130.96');
  await expect(page.getByText('Spine width')).toBeVisible();
  await expectAccessible(page);
  // A higher price: the estimate and every line that depends on it follow.
  await page.getByLabel(/Local price/).fill('300');
  await expect(page.getByTestId('local-royalty')).toHaveText('R 168.35');
  await expect(local.getByRole('row', { name: /Your royalty per book/ })).toContainText('R 168.35');
  await expect(local.getByRole('row', { name: /Your price/ })).toContainText('R 300.00');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm specifications' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Once-off costs' })).toContainText('ISBN creation');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/new-book\/publisher-info$/);
  await expect(page.getByRole('heading', { name: 'Publisher Details' })).toBeVisible();
  await expectAccessible(page);

  // The ebook: international only, with its author, through the calculator to the quote.
  await confirmRights(page);
  await page.getByLabel('Title').fill('Digital Dawn');
  await tick(page, 'radio', 'Ebook');
  await expect(page.getByRole('switch', { name: /Internationally/ })).toBeChecked();
  await chooseGenre(page);
  await page.getByLabel('Author').fill('Thandi Mokoena');
  await tick(page, 'switch', /I need an ISBN/);
  await page.getByLabel('Number of pages').fill('120');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/International price/).fill('9.99');
  await expect(page.getByTestId('international-royalty')).toHaveText('USD 3.49');
  await expect(page.getByTestId('breakdown-international')).toContainText(
    'Wholesale discount (50%)',
  );
  await expect(page.getByTestId('breakdown-international')).toContainText('Platform share');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  // What the cart will charge: the R 299.00 upload fee and R 250.00 ISBN creation, with VAT.
  await expect(page.getByRole('row', { name: /Upload fee/ })).toContainText('R 299.00');
  await expect(page.getByRole('row', { name: /Due at checkout/ })).toContainText('R 631.35');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/new-book\/publisher-info$/);

  // Your books: both books are quotes; Continue Upload Process leads back to publisher-info.
  await page.goto('/books');
  const localList = page.getByRole('tabpanel');
  await expect(localList.getByRole('button', { name: /The Karoo Road/ })).toContainText('QUOTE');
  await page.getByRole('tab', { name: 'International' }).click();
  await expect(page.getByRole('button', { name: /The Karoo Road/ })).toContainText('QUOTE');
  await expect(page.getByRole('button', { name: /Digital Dawn/ })).toContainText('QUOTE');
  await page.getByRole('tab', { name: 'Local' }).click();
  await page.getByRole('button', { name: /The Karoo Road/ }).click();
  await page.getByRole('link', { name: 'Continue Upload Process' }).click();
  await expect(page).toHaveURL(/\/new-book\/publisher-info\?continue=true/);
  await expect(page.getByRole('heading', { name: 'Publisher Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();

  // Publisher and bank details of the resumed book (signing.spec.ts signs a contract).
  await tick(page, 'switch', 'I am a self-publisher');
  await expect(page.getByLabel('Publisher name')).toHaveValue('Thandi Mokoena');
  await page.getByLabel('Registration ID').fill('8001015009087');
  await page.getByLabel('Physical address').fill('12 Long Street, Cape Town');
  await page.getByLabel('Postal address').fill('PO Box 1, Cape Town');
  await page.getByLabel('Telephone').fill('+27821234567');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/new-book\/bank-details$/);
  await choose(page, /Bank name/, 'Capitec Bank Limited');
  await expect(page.getByLabel('Branch code')).toHaveValue('470010');
  await page.getByLabel('Branch name').fill('Sandton');
  await page.getByLabel('Account holder name').fill('Thandi Mokoena');
  await choose(page, /Account type/, 'Savings');
  await page.getByLabel(/Account number/).fill('1234567890');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm your bank details' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/new-book\/accept-terms$/);
  await expect(page.getByRole('heading', { name: 'Accept Terms and Sign' })).toBeVisible();
  // What the signed agreement covers for the book, with its quoted royalties; an address that
  // is no stage answers the 404 page.
  await page.goto('/new-book/applicability');
  await expect(
    page.getByRole('heading', { name: 'Applicability of Terms and Conditions' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your royalty per book sold' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/new-book/no-such-stage');
  await expect(page.getByText('404')).toBeVisible();
});
