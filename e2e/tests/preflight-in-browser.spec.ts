import type { Page, TestInfo } from '@playwright/test';
import { quotePrintBook, signBook, signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { preflightPdf } from '../support/preflight-pdfs.ts';
import { expect, test } from '../support/test.ts';
import { chooseFile } from '../support/wizard.ts';

const TRIM = { widthMm: 152, heightMm: 229 };

/**
 * A new author's signed print book (200 pages of 6 x 9 in, black on white, perfect-bound) at
 * the upload stage, with the wizard's draft as the author's own quote left it in this browser.
 */
async function atUploadStage(page: Page, testInfo: TestInfo) {
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
  await page.goto('/new-book/upload-assets');
  await expect(page.getByRole('heading', { name: 'Upload Book/Cover/Thumbnail' })).toBeVisible();
}

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
