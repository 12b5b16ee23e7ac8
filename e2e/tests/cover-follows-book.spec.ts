import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type QuotedBook, quotePrintBook, signBook, signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { type ChosenFile, sampleJpeg, samplePdf } from '../support/sample-files.ts';
import { expect, test } from '../support/test.ts';

const TRIM = { widthMm: 152, heightMm: 229 };
// 200 pages of the first paper (0.0572 mm): an 11.44 mm spine, back and front with 3 mm bleed.
const COVER_FOR_200 = { widthMm: 2 * 152 + 11.44 + 6, heightMm: 235 };

/** The book submitted through the API, as the wizard's upload stage submits it. */
async function submit(page: Page, token: string, book: QuotedBook) {
  const thumbnail = sampleJpeg('thumbnail.jpg', 1000, 1000).buffer.toString('base64');
  const submitted = await page.request.post('/api/user/uploadbook', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      local_bookId: book.localBookId,
      international_bookId: book.internationalBookId,
      format_type: 'print',
      book_title: 'The Karoo Road',
      author: 'Thandi Mokoena',
      publicationDate: '2026-12-01',
      language: 'en',
      keywords: ['karoo'],
      bisacCode: 'TRV002000',
      mainDescription: 'Thandi Mokoena drives the back roads of the Karoo.',
      copyrightHolder: 'Thandi Mokoena',
      copyrightDate: '2026-11-01',
      recommendedAudience: 'General Trade',
      indicatedAudienceWarning: '00',
      rawOrPdf: 'pdf',
      book: 'the-karoo-road.pdf',
      cover: 'cover.pdf',
      thumbnail: `data:image/jpeg;base64,${thumbnail}`,
      audio_files: [],
    },
  });
  expect(submitted.status()).toBe(200);
}

/** A small file uploaded in one chunk, as the book file or the cover. */
async function upload(page: Page, token: string, book: QuotedBook, file: ChosenFile) {
  const cover = file.name.startsWith('cover');
  const query = new URLSearchParams({
    name: file.name,
    size: String(file.buffer.length),
    local_bookId: String(book.localBookId),
    international_bookId: String(book.internationalBookId),
    md5_chunk: createHash('md5').update(file.buffer).digest('hex'),
    [cover ? 'currentCoverChunkIndex' : 'currentChunkIndex']: '0',
    totalChunks: '1',
  });
  const sent = await page.request.post(
    `/api/session/v2/${cover ? 'packet-cover' : 'packet'}?${query}`,
    {
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
      },
      data: file.buffer,
    },
  );
  expect(sent.status()).toBe(200);
}

test('a book PDF with more pages is re-quoted, and its cover is marked out of date', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const author = await signInNewAuthor(page, `cover-${testInfo.project.name}`);
  const book = await quotePrintBook(page, author.accessToken);
  await signBook(page, author.accessToken, book);
  await submit(page, author.accessToken, book);
  // A cover made for 200 pages, then the book PDF: 240 pages.
  await upload(page, author.accessToken, book, await samplePdf('cover.pdf', 1, COVER_FOR_200));
  await upload(page, author.accessToken, book, await samplePdf('the-karoo-road.pdf', 240, TRIM));

  await page.goto('/books');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('button', { name: /The Karoo Road/ })
    .first()
    .click();
  // The server's preflight reads the PDF after the upload: the offer shows once it has.
  const offer = page.getByRole('table', { name: 'Your quote and a quote for 240 pages' });
  await expect(async () => {
    await page.reload();
    await page
      .getByRole('button', { name: /The Karoo Road/ })
      .first()
      .click();
    await expect(offer).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // Beside what preflight found in the PDF.
  await expect(page.getByRole('listitem')).toContainText([
    'Your PDF has 240 pages; the quote is for 200.',
  ]);
  await expect(offer.getByRole('row', { name: /Pages/ })).toContainText('200');
  await expect(offer.getByRole('row', { name: /Pages/ })).toContainText('240');
  await expect(page.getByRole('region', { name: 'Cover out of date' })).toHaveCount(0);
  // Every finding of the server's preflight, graded, each page drawn from the stored file.
  const found = page.getByRole('region', { name: 'What we found in the-karoo-road.pdf' });
  await expect(found.getByRole('list', { name: 'Blocks printing (1)' })).toContainText(
    'Your PDF has 240 pages; the quote is for 200.',
  );
  const colour = found
    .getByRole('list', { name: 'Worth knowing (240)' })
    .getByRole('listitem')
    .filter({ hasText: 'Colour in a black-and-white book, page 2' });
  await expect(colour).toContainText('Page 2 has colour; a black-and-white book prints it');
  const thumbnail = colour.getByRole('img', { name: /^Page 2, colour in a black-and-white book/ });
  await thumbnail.scrollIntoViewIfNeeded();
  // Drawn by pdf.js from the byte ranges of the stored file: 96 CSS pixels wide (up to 2x).
  await expect
    .poll(() => thumbnail.evaluate((canvas: HTMLCanvasElement) => canvas.width))
    .toBeLessThan(300);
  await page.screenshot({ path: testInfo.outputPath('detail.png'), fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Re-quote with 240 pages' }).click();
  const notice = page.getByRole('region', { name: 'Cover out of date' });
  // 240 pages make a 13.73 mm spine: 2 x 152 + 13.73 + 6 = 323.73 mm wide.
  await expect(notice).toContainText('the cover must now be 323.7 x 235 mm with a 13.7 mm spine');
  await expect(offer).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Download cover template (PDF)' })).toBeVisible();
  await expectAccessible(page);

  // Upload a new cover: the wizard's upload stage asks for the cover alone, and says why.
  await notice.getByRole('link', { name: 'Upload a new cover' }).click();
  await expect(page.getByRole('heading', { name: 'Upload Book/Cover/Thumbnail' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cover out of date' })).toBeVisible();
  await expect(page.getByText('Book file', { exact: true })).toHaveCount(0);
});
