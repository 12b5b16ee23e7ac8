import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { quotePrintBook, signBook, signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { preflightPdf } from '../support/preflight-pdfs.ts';
import { sampleJpeg, samplePdf } from '../support/sample-files.ts';
import { expect, test } from '../support/test.ts';
import { chooseFile } from '../support/wizard.ts';

const TRIM = { widthMm: 152, heightMm: 229 };
// 200 pages of the first paper (0.0572 mm): an 11.44 mm spine, back and front with 3 mm bleed.
const COVER_FOR_200 = { widthMm: 2 * 152 + 11.44 + 6, heightMm: 235 };

/**
 * A new author's signed print book (200 pages of 6 x 9 in, black on white unless `colour` is
 * 'Colo', perfect-bound) at the upload stage, with the wizard's draft as the author's own quote
 * left it in this browser.
 */
async function atUploadStage(page: Page, testInfo: TestInfo, colour: 'B&W' | 'Colo' = 'B&W') {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const author = await signInNewAuthor(page, `preflight-${testInfo.project.name}`);
  const book = await quotePrintBook(page, author.accessToken);
  await signBook(page, author.accessToken, book);
  await page.evaluate((ids) => {
    const store = (key: string, value: unknown) =>
      localStorage.setItem(`calc_${key}`, JSON.stringify(value));
    store('intro_seen', true);
    store('book', ids);
    store('draft', {
      format: 'print',
      isLocal: true,
      isInternational: true,
      numPages: 200,
      size: '152x229',
      height: 229,
      width: 152,
      orientation: 'P',
      template: 'NC',
      colour: 'B&W',
      localPaperType: 1,
      localCoverPaperType: 1,
      internationalPaperType: 1,
      internationalCoverPaperType: 1,
      binding: 'perfect-bound',
      isbn: '',
      isbnNeeded: true,
      title: 'The Karoo Road',
      subjectHeading: 'TRV000000',
      genre: 'TRV000000',
      bisacCode: 'TRV000000',
      author: 'Thandi Mokoena',
      contributors: [],
      coverFinish: 'Matt',
      paperSide: 1,
      spineId: 1,
      localPrice: '250',
      internationalPrice: '19.99',
      options: {},
      heavyGraphics: false,
      recordingRequired: false,
      voiceArtistId: null,
      voiceAccent: null,
      voiceGender: null,
    });
    store('details', {
      subtitle: '',
      author: 'Thandi Mokoena',
      contributors: [],
      publicationDate: '2026-01-15',
      onSaleDate: '',
      language: 'en',
      genre: 'Travel',
      keywords: ['karoo'],
      bisacCode: 'TRV000000',
      shortDescription: '',
      mainDescription: 'A journey across the Karoo.',
      longDescription: '',
      copyrightHolder: 'Thandi Mokoena',
      copyrightDate: '2025-11-01',
      recommendedAudience: 'General Trade',
      indicatedAudienceWarning: '00',
    });
    store('upload_type', 'pdf');
    store('services', { ticked: [], heavyGraphics: false });
    store('completed', [
      'publishing-rights',
      'general-info',
      'calculator',
      'confirm-details',
      'publisher-info',
      'bank-details',
      'accept-terms',
      'contract',
      'upload-type',
      'metadata',
      'confirm-bleed-cover',
    ]);
  }, book);
  // The draft's interior, which preflight checks the file's colour against.
  await page.evaluate((interior) => {
    const draft = JSON.parse(localStorage.getItem('calc_draft') ?? '{}');
    localStorage.setItem('calc_draft', JSON.stringify({ ...draft, colour: interior }));
  }, colour);
  await page.goto('/new-book/upload-assets');
  await expect(page.getByRole('heading', { name: 'Upload Book/Cover/Thumbnail' })).toBeVisible();
  return { author, book };
}

/** A PDF's page count, read with pdf-lib. */
const pageCount = async (bytes: Uint8Array) =>
  (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();

test('a book PDF is checked in the browser: its problems on their pages, a clean file passes', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await atUploadStage(page, testInfo);

  await chooseFile(page, 'Book file', await preflightPdf('problems.pdf', 200, TRIM, true));
  const found = page.getByRole('region', { name: 'What we found in problems.pdf' });
  await expect(found).toBeVisible({ timeout: 30_000 });
  const blocking = found.getByRole('list', { name: 'Blocks printing (2)' });
  const image = blocking.getByRole('listitem').filter({ hasText: 'Low-resolution image, page 3' });
  await expect(image).toContainText('An image on page 3 is 50 ppi at its printed size');
  await expect(image).toContainText('What you can do: Replace it with a larger image');
  await expect(
    blocking.getByRole('listitem').filter({ hasText: 'Fonts not embedded, page 3' }),
  ).toContainText('Helvetica');
  // The page's thumbnail, drawn by pdf.js, with the picture outlined.
  const thumbnail = image.getByRole('img', { name: 'Page 3, low-resolution image outlined' });
  // Drawn once scrolled into view (the spot is placed once the page is).
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(image.locator('.preflight-thumb__spot')).toBeVisible();
  // 96 CSS pixels wide, at the screen's pixel ratio (up to 2).
  expect([96, 192]).toContain(
    await thumbnail.evaluate((canvas: HTMLCanvasElement) => canvas.width),
  );
  // Blocks printing: this file cannot be sent.
  await expect(
    page.getByText('This file cannot be printed as it is: correct what blocks printing'),
  ).toBeVisible();

  // The same file at other printers, side by side.
  const printers = page.getByRole('region', { name: 'Would this file pass elsewhere?' });
  await expect(printers.getByRole('columnheader', { name: /KDP/ })).toBeVisible();
  const fonts = printers.getByRole('row', { name: /^Fonts/ });
  await expect(fonts).toContainText('Fail');
  await expect(printers.getByRole('link').first()).toHaveAttribute('href', /^https:/);
  await page.screenshot({ path: testInfo.outputPath('problems.png'), fullPage: true });
  await expectAccessible(page);

  await chooseFile(page, 'Book file', await preflightPdf('clean.pdf', 200, TRIM));
  await expect(page.getByText('clean.pdf is ready to upload.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: /What we found/ })).toHaveCount(0);
  await expect(page.getByText('This file cannot be printed as it is')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('clean.png'), fullPage: true });
  await expectAccessible(page);
});

test("a colour book's RGB picture is named on its page, as worth knowing", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await atUploadStage(page, testInfo, 'Colo');

  // Page 3's picture is an RGB JPEG: the press converts it to CMYK.
  await chooseFile(page, 'Book file', await preflightPdf('photos.pdf', 200, TRIM, true));
  const found = page.getByRole('region', { name: 'What we found in photos.pdf' });
  await expect(found).toBeVisible({ timeout: 30_000 });
  const rgb = found
    .getByRole('list', { name: /^Worth knowing/ })
    .getByRole('listitem')
    .filter({ hasText: 'Image in RGB, page 3' });
  await expect(rgb).toContainText('An image on page 3 is in RGB; the printer converts it');
  const thumbnail = rgb.getByRole('img', { name: 'Page 3, image in RGB outlined' });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(rgb.locator('.preflight-thumb__spot')).toBeVisible();
  await expectAccessible(page);
});

test('a PDF a page short is fixed with a blank page, checked again and uploaded as the new version', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { author, book } = await atUploadStage(page, testInfo);

  // 199 pages of a book quoted for 200: the count, and an odd count the printer would pad.
  await chooseFile(page, 'Book file', await preflightPdf('the-karoo-road.pdf', 199, TRIM));
  const found = page.getByRole('region', { name: 'What we found in the-karoo-road.pdf' });
  await expect(found).toBeVisible({ timeout: 30_000 });
  await expect(found.getByRole('listitem').filter({ hasText: 'Odd page count' })).toContainText(
    'Your PDF has 199 pages',
  );
  // One button, under the first finding it answers (the page count, which blocks printing).
  const fix = found.getByRole('button', { name: 'Add 1 blank page at the end' });
  await expect(fix).toHaveCount(1);
  await expect(
    found.getByRole('list', { name: 'Blocks printing (1)' }).getByRole('listitem'),
  ).toContainText('Your PDF has 199 pages; the quote is for 200.');
  await expect(fix).toHaveAccessibleDescription(/1 blank page after your last page makes 200/);
  await fix.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('fix-offered.png'), fullPage: true });
  await found.screenshot({ path: testInfo.outputPath('fix-offered-findings.png') });
  await expectAccessible(page);

  // By keyboard: the fix runs in its worker, then the fixed copy is checked again.
  await fix.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('the-karoo-road (fixed).pdf is ready to upload.')).toBeVisible({
    timeout: 30_000,
  });
  // The count's findings are gone; the page added is blank, worth knowing, and no fix takes it
  // away again (that would make the count odd).
  const again = page.getByRole('region', { name: 'What we found in the-karoo-road (fixed).pdf' });
  await expect(again.getByRole('listitem')).toHaveText([/Blank page, page 200/]);
  await expect(page.getByText(/Your PDF has 199 pages/)).toHaveCount(0);
  await expect(again.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Done: Add 1 blank page/ })).toHaveText(
    'Done: Add 1 blank page at the end. the-karoo-road (fixed).pdf is a fixed copy of the-karoo-road.pdf.',
  );
  const note = page.getByText(/We will upload the fixed copy/);
  await expect(note).toContainText('a fixed copy of the-karoo-road.pdf');
  // The focus stays by the file's outcome, not lost with the button.
  await expect(page.locator('.upload-asset__outcome').first()).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('fixed.png'), fullPage: true });
  await page
    .locator('.upload-asset')
    .first()
    .screenshot({ path: testInfo.outputPath('fixed-book-file.png') });
  await expectAccessible(page);

  // The original is kept, as it was chosen.
  const original = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the original' }).click();
  const saved = await original;
  expect(saved.suggestedFilename()).toBe('the-karoo-road.pdf');
  expect(await pageCount(await readFile((await saved.path()) ?? ''))).toBe(199);

  await chooseFile(page, 'Cover', await samplePdf('cover.pdf', 1, COVER_FOR_200));
  await expect(page.getByText('cover.pdf is ready to upload.')).toBeVisible({ timeout: 30_000 });
  await chooseFile(page, 'Thumbnail', sampleJpeg('thumbnail.jpg', 1000, 1000));
  await page.getByRole('button', { name: 'Submit and upload' }).click();
  await expect(page).not.toHaveURL(/upload-assets/, { timeout: 60_000 });

  // The stored book file is the fixed version: 200 pages.
  const headers = { authorization: `Bearer ${author.accessToken}` };
  const detail = await page.request.get(
    `/api/user/viewusersbookinfo/${book.localBookId}/li-${book.internationalBookId}`,
    { headers },
  );
  expect(detail.status()).toBe(200);
  const { bookFiles } = (await detail.json()) as {
    bookFiles: Array<{ filename: string; kind?: string; fileBuffer: string }>;
  };
  const stored = bookFiles.find((file) => file.kind === 'book');
  expect(stored?.filename).toBe('the-karoo-road (fixed).pdf');
  const path = stored?.fileBuffer ?? '';
  const file = await page.request.get(
    `/api${path}${path.includes('?') ? '' : `?jwt=${author.accessToken}`}`,
  );
  expect(file.status()).toBe(200);
  expect(await pageCount(await file.body())).toBe(200);
});
