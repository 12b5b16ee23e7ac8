import { choose, newAuthorWithQuote, PASSWORD, tick } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { ops } from '../support/ops.ts';
import { draw, signByHand } from '../support/signing.ts';
import { expect, test } from '../support/test.ts';

test('an author signs the contract by hand, reads it in Your books, and re-signs it when staff ask', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const input = phone ? 'touch' : 'mouse';
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  const { author, book } = await newAuthorWithQuote(page, `signing-${testInfo.project.name}`);

  // Publisher and bank details, from Your books' Continue Upload Process.
  await page.goto(
    `/new-book/publisher-info?continue=true&lbid=${book.localBookId}&ibid=${book.internationalBookId}&region=li`,
  );
  // A new author's first visit to the wizard explains it first.
  const intro = page.getByRole('alertdialog', { name: 'Uploading your book' });
  await intro.getByRole('button', { name: "Let's begin" }).click();
  await expect(intro).toBeHidden();
  await tick(page, 'switch', 'I am a self-publisher');
  await page.getByLabel('Registration ID').fill('8001015009087');
  await page.getByLabel('Physical address').fill('12 Long Street, Cape Town');
  await page.getByLabel('Postal address').fill('PO Box 1, Cape Town');
  await page.getByLabel('Telephone').fill('+27821234567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/new-book\/bank-details$/);
  await choose(page, /Bank name/, 'Capitec Bank Limited');
  await page.getByLabel('Branch name').fill('Sandton');
  await page.getByLabel('Account holder name').fill('Thandi Mokoena');
  await choose(page, /Account type/, 'Savings');
  await page.getByLabel(/Account number/).fill('1234567890');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm your bank details' })
    .getByRole('button', { name: 'Confirm' })
    .click();

  // Accept Terms and Sign: nothing given yet shows what is missing.
  await expect(page).toHaveURL(/\/new-book\/accept-terms$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  const missing = page.getByRole('alertdialog', { name: 'Your signing is not complete' });
  await expect(missing).toContainText('Please draw your signature');
  await expect(missing).toContainText('Please enter the signed place');
  await missing.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms.getByText(/Page 1 of \d+/)).toBeVisible();
  await terms.getByRole('button', { name: 'Close' }).click();
  // The keyboard picks the place's suggestion (a tap scrolls the phone's page under the list).
  await signByHand(page, input);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/new-book\/contract$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(author.email)).toBeVisible();
  await expectAccessible(page);

  // Your books: the signed contract in the viewer, with its download.
  await page.goto('/books');
  await page
    .getByRole('button', { name: /The Karoo Road/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'View contract' }).click();
  const contract = page.getByRole('dialog', { name: 'Contract' });
  await expect(contract.getByText(/Page 1 of \d+/)).toBeVisible();
  await expect(contract.getByRole('link', { name: /Download/ })).toBeVisible();
  await contract.getByRole('button', { name: 'Close' }).click();

  // Documents (from Profile): the signed contract under Contracts, opened by its own link.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Your documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await page.getByRole('tab', { name: 'Contracts' }).click();
  const signedRow = page.getByRole('row', { name: /Publishing contract \(version 1\)/ });
  await expect(signedRow).toContainText('The Karoo Road');
  const href = await signedRow.getByRole('link', { name: /^Open/ }).getAttribute('href');
  expect(href).toMatch(/^\/api\/user\/getfile\/contract-\d+\.pdf\?/);
  const opened = await page.request.get(href ?? '');
  expect(opened.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page);

  // Staff mark the local book's contract for renewal; the author follows the emailed link
  // (the login page with the book), signs in and is sent to re-sign it, the book chosen.
  expect(await ops('book', 'renewal', String(book.localBookId), 'on')).toContain('must re-sign');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/login?bookID=${book.localBookId}&secret=renewal&islocal=true`);
  await page.getByLabel('Email').fill(author.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/resign-contract\?/);
  await expect(
    page.getByRole('heading', { name: 'There were changes to your contract for books' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Book/ })).toContainText('The Karoo Road (local)');
  await tick(page, 'checkbox', /accept the terms and conditions/);
  await page.getByRole('combobox', { name: 'Signed place' }).fill('Durban, KwaZulu-Natal');
  await page.getByRole('combobox', { name: 'Signed place' }).press('Tab');
  // The kept signature is offered; the initials are drawn again.
  await expect(page.getByRole('img', { name: 'Your signature' })).toBeVisible();
  await draw(page, page.locator('canvas.ui-signature-canvas').first(), input);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Re-sign contract' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
});
