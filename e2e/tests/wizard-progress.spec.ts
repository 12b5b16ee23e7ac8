import type { Page } from '@playwright/test';
import { choose, logIn, signInNewAuthor, tick } from '../support/author.ts';
import { sampleJpeg, samplePdf } from '../support/sample-files.ts';
import { draw, signByHand } from '../support/signing.ts';
import { expect, test } from '../support/test.ts';
import { chooseFile, fillAdditionalDetails } from '../support/wizard.ts';

const TRIM = { widthMm: 148, heightMm: 210 };

interface Seen {
  heading: string;
  progress: number;
  steps: string;
}

/** What the wizard shows on the page whose heading is `heading`: its progress and step. */
async function seen(page: Page, heading: string): Promise<Seen> {
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({
    timeout: 60_000,
  });
  const progress = await page
    .getByRole('progressbar', { name: 'Your progress' })
    .getAttribute('aria-valuenow');
  const steps = await page
    .getByRole('navigation', { name: 'Upload steps' })
    .locator('p')
    .textContent();
  return { heading, progress: Number(progress), steps: steps ?? '' };
}

test('the progress never goes back from the rights to the submission, the quote shows no record numbers, and a book resumed at its metadata keeps its genre', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const phone = testInfo.project.name === 'phone';
  // As signing.spec.ts: the place's suggestions need a phone of this size.
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  const author = await signInNewAuthor(page, `progress-${testInfo.project.name}`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Close' }).click();
  const way: Seen[] = [];

  await page.goto('/new-book');
  await page
    .getByRole('alertdialog', { name: 'Uploading your book' })
    .getByRole('button', { name: "Let's begin" })
    .click();
  way.push(await seen(page, 'Publishing Rights'));
  await tick(page, 'radio', /I own the publishing rights/);
  await tick(page, 'radio', 'No');
  await page.getByRole('button', { name: 'Continue' }).click();

  // General info: the details, the calculator, the confirmation and the quote.
  way.push(await seen(page, 'General Info'));
  await page.getByLabel('Title').fill('The Karoo Road');
  await tick(page, 'radio', 'Print');
  await tick(page, 'switch', /Locally/);
  await choose(page, /Subject heading/, 'Travel');
  await choose(page, /Sub-category/, 'Travel / General');
  await tick(page, 'switch', /I need an ISBN/);
  await page.getByLabel('Number of pages').fill('200');
  await choose(page, /Size/, /^A5 \(148 x 210 mm\)/);
  await tick(page, 'radio', 'Black and white');
  await tick(page, 'radio', 'Matt');
  await choose(page, /Local paper type/, /^50lb \/ 74gsm White/);
  await choose(page, /Local cover type/, 'Small Paperback');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/Local price/).fill('250');
  await expect(page.getByTestId('local-royalty')).toHaveText('R 130.96');
  way.push(await seen(page, 'General Info'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm specifications' })).toBeVisible();
  way.push(await seen(page, 'General Info'));
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  way.push(await seen(page, 'General Info'));
  // Where the book is and its market, never the records' numbers.
  await expect(page.getByText(/saved in Your books as a quote, sold locally\./)).toBeVisible();
  await expect(page.getByText(/(Local|International) book \d/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  way.push(await seen(page, 'Publisher Details'));
  await tick(page, 'switch', 'I am a self-publisher');
  await page.getByLabel('Registration ID').fill('8001015009087');
  await page.getByLabel('Physical address').fill('12 Long Street, Cape Town');
  await page.getByLabel('Postal address').fill('PO Box 1, Cape Town');
  await page.getByLabel('Telephone').fill('+27821234567');
  await page.getByRole('button', { name: 'Continue' }).click();
  way.push(await seen(page, 'Bank Details'));
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
  way.push(await seen(page, 'Accept Terms and Sign'));
  await signByHand(page, phone ? 'touch' : 'mouse');
  await page.getByRole('button', { name: 'Continue' }).click();
  way.push(await seen(page, 'Check Your Email'));
  await page.getByRole('button', { name: 'Continue' }).click();
  way.push(await seen(page, 'Select Upload Type'));
  await page.getByRole('button', { name: 'Continue' }).click();
  way.push(await seen(page, 'Additional Details'));
  await expect(page.getByLabel('Genre')).toHaveValue('Travel');

  // The same book resumed at its metadata on another device: the genre and BISAC code it was
  // quoted with are there.
  const book = await page.evaluate(() => JSON.parse(localStorage.getItem('calc_book') ?? 'null'));
  expect(book.localBookId).toBeGreaterThan(0);
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await elsewhere.newPage();
  await logIn(other, author.email);
  await other.goto(`/new-book/metadata?continue=true&lbid=${book.localBookId}&ibid=&region=l`);
  await other
    .getByRole('alertdialog', { name: 'Uploading your book' })
    .getByRole('button', { name: "Let's begin" })
    .click();
  await expect(other.getByRole('heading', { name: 'Additional Details' })).toBeVisible();
  await expect(other.getByLabel('Genre')).toHaveValue('Travel');
  await expect(other.getByLabel('BISAC code')).toHaveValue('TRV000000');
  await elsewhere.close();

  await fillAdditionalDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  way.push(await seen(page, 'Cover Requirements'));
  await page.getByRole('button', { name: 'Continue' }).click();
  way.push(await seen(page, 'Upload Book/Cover/Thumbnail'));
  await chooseFile(page, 'Book file', await samplePdf('the-karoo-road.pdf', 200, TRIM));
  await expect(page.getByText('the-karoo-road.pdf is ready to upload.')).toBeVisible();
  const cover = await samplePdf('cover.pdf', 1, { widthMm: 2 * 148 + 11.44 + 6, heightMm: 216 });
  await chooseFile(page, 'Cover', cover);
  await expect(page.getByText('cover.pdf is ready to upload.')).toBeVisible();
  await chooseFile(page, 'Thumbnail', sampleJpeg('thumbnail.jpg', 1000, 1000));
  await page.getByRole('button', { name: 'Submit and upload' }).click();

  // The ISBN to be created is a paid service: its payment, then its appendix, after the uploads.
  way.push(await seen(page, 'Select Payment Method'));
  await tick(page, 'radio', 'EFT (instant bank payment)');
  await page.getByRole('button', { name: 'Continue' }).click();
  way.push(await seen(page, 'Accept Additional Terms'));
  // The signature drawn for the contract is offered; the initials are drawn again.
  await tick(page, 'checkbox', /accept the terms and conditions/);
  await page.getByRole('combobox', { name: 'Signed place' }).fill('Durban, KwaZulu-Natal');
  await page.getByRole('combobox', { name: 'Signed place' }).press('Tab');
  await expect(page.getByRole('img', { name: 'Your signature' })).toBeVisible();
  await draw(page, page.locator('canvas.ui-signature-canvas').first(), phone ? 'touch' : 'mouse');
  await page.getByRole('button', { name: 'Continue' }).click();
  way.push(await seen(page, 'Submission Complete'));

  const progress = way.map((page) => page.progress);
  expect(progress).toEqual([0, 0, 11, 22, 22, 33, 44, 56, 56, 67, 67, 78, 89, 89, 89, 100]);
  for (const [index, value] of progress.entries()) {
    expect(value).toBeGreaterThanOrEqual(progress[index - 1] ?? 0);
  }
  // After the uploads the author stays at the last of the seven steps until it is all done.
  expect(way.slice(-4).map((page) => page.steps)).toEqual([
    'Step 7 of 7: Upload files',
    'Step 7 of 7: Upload files',
    'Step 7 of 7: Upload files',
    'All 7 steps done',
  ]);
});
