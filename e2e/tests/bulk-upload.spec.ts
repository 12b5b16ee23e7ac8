import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

const DEMO = { email: 'demo@printondemand.example', password: 'Demo!2026pod' };

test('a catalogue is read in a worker: valid books are created, invalid ones say why', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/bulk-upload');
  await expect(page.getByRole('heading', { name: 'Bulk book upload' })).toBeVisible();
  await expectAccessible(page);

  // The product's own example, its ebook row made unique to this run, and a broken copy of it.
  const href = await page.getByRole('link', { name: 'Download example' }).getAttribute('href');
  const example = decodeURIComponent((href ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''));
  const [header = '', , ebookRow = ''] = example.trim().split(/\r?\n/);
  const columns = header.split(',');
  const withValues = (values: Record<string, string>) =>
    ebookRow
      .split(',')
      .map((cell, index) => values[columns[index] ?? ''] ?? cell)
      .join(',');
  const run = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const good = `Karoo Nights ${run}`.slice(0, 49);
  const broken = `Short Book ${run}`.slice(0, 49);
  const csv = [
    header,
    withValues({ book_title: good }),
    withValues({ book_title: broken, no_of_pages: '12' }),
  ].join('\r\n');

  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.locator('input[type="file"]').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByRole('progressbar', { name: 'Reading your books' })).toBeVisible();
  // The progress bar runs its ten seconds, then the lists show what the server created.
  await expect(page.getByRole('listitem').filter({ hasText: good })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText(`${broken} (row 2): Local and International books require at least 18 pages`),
  ).toBeVisible();
  expect(workers.some((url) => url.includes('bulk-csv.worker'))).toBe(true);
  await expectAccessible(page);
});
