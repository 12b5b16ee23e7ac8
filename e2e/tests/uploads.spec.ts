import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { logIn, newAuthorWithQuote, signBook, tick } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { sampleDocx, sampleJpeg, samplePdf } from '../support/sample-files.ts';
import { signByHand } from '../support/signing.ts';
import { expect, test } from '../support/test.ts';
import { chooseFile, continueAt, fillAdditionalDetails } from '../support/wizard.ts';

const TRIM = { widthMm: 152, heightMm: 229 };

/**
 * A new author with a quoted, signed print book at Select Upload Type, reached as Your books'
 * Continue Upload Process does after signing (a phone's width on the phone project).
 */
async function startAtUploadType(page: Page, name: string, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const { author, book } = await newAuthorWithQuote(page, name);
  await signBook(page, author.accessToken, book);
  await continueAt(page, 'upload-type', book);
  return author;
}

/** The chunk indexes the page sends for the book file. */
function bookChunksSent(page: Page): number[] {
  const sent: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const bookChunk = url.searchParams.get('currentChunkIndex');
    if (url.pathname === '/api/session/v2/packet' && bookChunk !== null)
      sent.push(Number(bookChunk));
  });
  return sent;
}

test('an author describes the book, checks and uploads its files, and resumes an interrupted upload from Your books', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const author = await startAtUploadType(page, `uploads-${testInfo.project.name}`, testInfo);
  await expect(page.getByRole('heading', { name: 'Select Upload Type' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'A print-ready PDF' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Additional Details: Continue with nothing typed shows the product's messages.
  await expect(page.getByRole('heading', { name: 'Additional Details' })).toBeVisible();
  await expect(page.getByLabel('Author')).toHaveValue('Thandi Mokoena');
  await fillAdditionalDetails(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Cover Requirements: the services this book is offered, none ticked.
  await expect(page.getByRole('heading', { name: 'Cover Requirements' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Cover design/ })).not.toBeChecked();
  // The cover template, drawn from the quote: a PDF of the full cover with its guides.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download cover template (PDF)' }).click();
  const template = await readFile((await (await download).path()) ?? '');
  expect(template.subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Upload: a PDF of the wrong page count is caught before anything is sent.
  await expect(page.getByRole('heading', { name: 'Upload Book/Cover/Thumbnail' })).toBeVisible();
  await chooseFile(page, 'Book file', await samplePdf('draft.pdf', 150, TRIM));
  await expect(page.getByText('Your PDF has 150 pages; the quote is for 200.')).toBeVisible();
  const manuscript = await samplePdf('the-karoo-road.pdf', 200, TRIM, 4_500_000);
  await chooseFile(page, 'Book file', manuscript);
  await expect(page.getByText('the-karoo-road.pdf is ready to upload.')).toBeVisible();
  const cover = await samplePdf('cover.pdf', 1, { widthMm: 2 * 152 + 11.44 + 6, heightMm: 235 });
  await chooseFile(page, 'Cover', cover);
  await chooseFile(page, 'Thumbnail', sampleJpeg('thumbnail.png.jpg', 800, 800));
  await expect(
    page.getByText(
      'Thumbnail dimensions are incorrect - We require a thumbnail image that is 1000x1000px',
    ),
  ).toBeVisible();
  await chooseFile(page, 'Thumbnail', sampleJpeg('thumbnail.jpg', 1000, 1000));
  await expectAccessible(page);

  // The connection drops after two chunks of the book: the upload stops and says why.
  await page.route(/\/api\/session\/v2\/packet\?/, (route) =>
    Number(new URL(route.request().url()).searchParams.get('currentChunkIndex')) >= 2
      ? route.abort('internetdisconnected')
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Submit and upload' }).click();
  await expect(page.getByText(/The connection was lost/)).toBeVisible({ timeout: 30_000 });
  await page.close();

  // Later, in a new tab (the closed tab ended the session): Your books offers to continue, and
  // the same file goes on from chunk 2.
  const later = await context.newPage();
  if (testInfo.project.name === 'phone') await later.setViewportSize({ width: 390, height: 844 });
  const sent = bookChunksSent(later);
  await logIn(later, author.email);
  await later.goto('/books');
  await later
    .getByRole('button', { name: /The Karoo Road/ })
    .first()
    .click();
  await later.getByRole('link', { name: 'Continue Upload Process' }).click();
  await expect(later.getByRole('heading', { name: 'Upload Book/Cover/Thumbnail' })).toBeVisible();
  await expect(later.getByText(/Your book's details are submitted/)).toBeVisible();
  await chooseFile(later, 'Book file', manuscript);
  await chooseFile(later, 'Cover', cover);
  await expect(later.getByText('cover.pdf is ready to upload.')).toBeVisible();
  await later.getByRole('button', { name: 'Upload', exact: true }).click();
  // The ISBN to be created is a paid service: how it is paid, then its appendix is signed.
  await expect(later.getByRole('heading', { name: 'Select Payment Method' })).toBeVisible({
    timeout: 60_000,
  });
  // Chunks after the first go several at once, so their requests may start in any order.
  expect(Math.min(...sent)).toBe(2);
  await later.getByRole('button', { name: 'Continue' }).click();
  await expect(later.getByText('Please choose how you want to pay.')).toBeVisible();
  await tick(later, 'radio', 'EFT (instant bank payment)');
  await later.getByRole('button', { name: 'Continue' }).click();
  await expect(later.getByRole('heading', { name: 'Accept Additional Terms' })).toBeVisible();
  await signByHand(later, testInfo.project.name === 'phone' ? 'touch' : 'mouse');
  await later.getByRole('button', { name: 'Continue' }).click();
  await expect(later.getByRole('heading', { name: 'Submission Complete' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(later.getByText(/ISBN creation: R 250.00 excluding VAT/)).toBeVisible();
  await expectAccessible(later);
  // The cart-added confirmation leads to the cart, where the wizard's choice waits.
  await later.getByRole('button', { name: 'Take me to my cart' }).click();
  await expect(later.getByRole('row', { name: /ISBN creation/ })).toContainText('R 287.50');
  await later.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(later.getByRole('radio', { name: 'EFT (instant bank payment)' })).toBeChecked();

  // Book detail: the book in the viewer, the thumbnail, the downloads.
  await later.goto('/books');
  await later
    .getByRole('button', { name: /The Karoo Road/ })
    .first()
    .click();
  await expect(later.getByRole('img', { name: 'Cover of The Karoo Road' })).toBeVisible();
  await later.getByRole('button', { name: 'View book' }).click();
  await expect(later.getByText('Page 1 of 200')).toBeVisible();
  await expect(later.getByRole('link', { name: 'Download book file' })).toBeVisible();
  await expect(later.getByRole('link', { name: 'Download cover' })).toBeVisible();
});

test('an author sends a Word document for our team to lay out, with formatting ordered', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await startAtUploadType(page, `raw-upload-${testInfo.project.name}`, testInfo);

  // A Word document: formatting comes with it, and the progress bar counts ten stages.
  const progress = page.getByRole('progressbar', { name: 'Your progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '67');
  await tick(page, 'radio', /A Word document \(\.docx\)/);
  await expect(progress).toHaveAttribute('aria-valuenow', '60');
  await expect(page.getByText(/formatting, R 1 200.00 excluding VAT/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Additional Details' })).toBeVisible();
  await fillAdditionalDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Cover Requirements' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Formatting/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Bleeding/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The book file is a .docx, checked by its content: a PDF is refused before it is sent.
  await expect(page.getByRole('heading', { name: 'Upload Book/Cover/Thumbnail' })).toBeVisible();
  await expect(page.getByText('A .docx file.')).toBeVisible();
  await chooseFile(page, 'Book file', await samplePdf('the-karoo-road.pdf', 200, TRIM));
  const refused = page.getByRole('alertdialog', { name: 'Invalid File Type' });
  await expect(refused).toContainText('Please choose a .docx file.');
  await refused.getByRole('button', { name: 'OK' }).click();
  await chooseFile(page, 'Book file', sampleDocx('the-karoo-road.docx'));
  await expect(page.getByText('the-karoo-road.docx is ready to upload.')).toBeVisible();
  const cover = await samplePdf('cover.pdf', 1, { widthMm: 2 * 152 + 11.44 + 6, heightMm: 235 });
  await chooseFile(page, 'Cover', cover);
  await chooseFile(page, 'Thumbnail', sampleJpeg('thumbnail.jpg', 1000, 1000));
  await page.getByRole('button', { name: 'Submit and upload' }).click();
  // Formatting (and the ISBN to be created) are paid: how they are paid comes next.
  await expect(page.getByRole('heading', { name: 'Select Payment Method' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(/The services you ordered come to/)).toBeVisible();
});
