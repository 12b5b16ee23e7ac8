import { readFileSync } from 'node:fs';
import { quotePrintBook, signBook, signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { staffPayingRoyalties, withReference } from '../support/payouts.ts';
import { expect, test } from '../support/test.ts';

// An author abroad, with an IBAN and swift code on their profile, asks for a payout; staff find
// it apart from the South African ones in the batch, download the international transfer file
// and mark the batch paid; the author sees it paid.

const ACCOUNT_ABROAD = {
  is_international_account: true,
  international_bank_address: '1 Churchill Place, London E14 5HP',
  international_iban_number: 'GB33 BUKB 2020 1555 5555 55',
  international_swift_code: 'BUKBGB22',
};

test('an author abroad asks for a payout; staff download the international file and pay it', async ({
  page,
  browser,
}, testInfo) => {
  const author = await signInNewAuthor(page, `abroad-${testInfo.project.name}`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  const book = await quotePrintBook(page, author.accessToken);
  await signBook(page, author.accessToken, book, ACCOUNT_ABROAD);
  const { staff, context } = await staffPayingRoyalties(
    browser,
    { page, accessToken: author.accessToken },
    '400',
    testInfo,
  );
  await expect(staff.getByText(/the balance is R 500\.00/)).toBeVisible();

  // The author is told how a payout abroad arrives, then asks for the whole balance.
  await page.goto('/payouts');
  await expect(
    page.getByText(/^Payouts to your international account are sent in rand \(ZAR\) by SWIFT/),
  ).toBeVisible();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('500.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ask for a payout' }).click();
  const asked = page.getByText(/^Payout of R 500\.00 asked for\./);
  await expect(asked).toBeVisible();
  const reference = /POD PAYOUT \d+/.exec((await asked.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');

  // Staff approve it in a batch of its own; it shows under the batch's international accounts.
  await staff.goto('/staff/payouts?status=requested');
  const requested = staff.getByRole('grid', { name: 'Requested payouts' });
  // The checkbox's label takes the pointer (the input under it is drawn by the label).
  const row = requested.getByRole('row').filter(withReference(staff, reference));
  await row.locator('label', { has: staff.getByRole('checkbox') }).click();
  await expect(staff.getByText('1 payout chosen, R 500.00')).toBeVisible();
  await staff.getByRole('button', { name: 'Approve as a batch' }).click();
  const approved = staff.getByText(/^Batch \d+ approved: /);
  await expect(approved).toBeVisible();
  const batchId = /^Batch (\d+)/.exec((await approved.textContent()) ?? '')?.[1] ?? '';
  const abroad = staff.getByRole('grid', { name: `International accounts of batch ${batchId}` });
  await expect(abroad.getByRole('row').filter(withReference(staff, reference))).toContainText(
    'Approved',
  );
  await expect(
    staff.getByRole('grid', { name: `South African accounts of batch ${batchId}` }),
  ).toHaveCount(0);
  await expectAccessible(staff);
  await staff.screenshot({
    path: testInfo.outputPath('staff-international-batch.png'),
    fullPage: true,
  });

  // The international transfer file: a real download under the server's name.
  const downloading = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Download the international file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payout-batch-${batchId}-international.csv`);
  const rows = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(rows[0]).toBe(
    'Beneficiary name,IBAN,SWIFT/BIC,Bank address,Amount,Currency,Charges,Reference',
  );
  expect(rows).toContain(
    `Thandi Mokoena,GB33BUKB20201555555555,BUKBGB22,"1 Churchill Place, London E14 5HP",500.00,ZAR,SHA,${reference}`,
  );

  await staff.getByRole('button', { name: 'Mark the batch paid' }).click();
  const confirm = staff.getByRole('alertdialog', { name: `Mark batch ${batchId} paid?` });
  await confirm.getByRole('button', { name: 'Mark the batch paid' }).click();
  await expect(staff.getByText(new RegExp(`^Batch ${batchId} marked paid: `))).toBeVisible();
  await expectAccessible(staff);
  await context.close();

  await page.reload();
  const mine = page.getByRole('grid', { name: 'Your payouts' });
  await expect(mine.getByRole('row').filter(withReference(page, reference))).toContainText('Paid');
  await expectAccessible(page);
});
