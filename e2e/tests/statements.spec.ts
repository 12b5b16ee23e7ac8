import { readFile } from 'node:fs/promises';
import { signInNewAuthor } from '../support/author.ts';
import { ops } from '../support/ops.ts';
import { expect, test } from '../support/test.ts';

// A month far ahead, so the statement never depends on today's date: the new author's welcome
// credit is the balance carried into it.
const MONTH = '2099-01';

test('an author downloads their monthly statement from Documents as PDF and CSV', async ({
  page,
}, testInfo) => {
  await signInNewAuthor(page, `statement-${testInfo.project.name}`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  expect(await ops('statements', 'make', MONTH)).toMatch(/statements made for 2099-01/);

  await page.goto('/documents');
  await page.getByRole('tab', { name: 'Statements' }).click();
  const row = page.getByRole('row', { name: /Royalty statement January 2099/ });
  await expect(row).toContainText('R 100.00');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download Royalty statement January 2099 as PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^ST-2099-01-\d{6}\.pdf$/);
  const pdfBytes = await readFile((await pdf.path()) ?? '');
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download Royalty statement January 2099 as CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^ST-2099-01-\d{6}\.csv$/);
  const text = await readFile((await csv.path()) ?? '', 'utf8');
  expect(text).toContain(',,Opening balance 2099-01,,,,,,100.00\r\n');
  expect(text).toContain(',,Closing balance 2099-01,,,,,,100.00\r\n');
});
