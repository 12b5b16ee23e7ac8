import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { quotePrintBook, signBook, signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { arrowTo, press, tabTo, tick } from '../support/keyboard.ts';
import { staffPayingRoyalties, withReference } from '../support/payouts.ts';
import { expect, test } from '../support/test.ts';

// The payout's journey with the keyboard alone once the accounts are set up: an author with
// royalties asks for a payout, staff approve it in a batch, download the bank file and mark
// the batch paid, and the author sees it paid; a second payout fails back to the balance; the
// author exports the ledger as CSV.

/** Types `text` over what the field at `label` holds, reached with Tab. */
async function retype(page: Page, label: RegExp, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('an author asks for a payout; staff approve, download the bank file and pay it', async ({
  page,
  browser,
}, testInfo) => {
  const shot = (who: Page, name: string) =>
    who.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // An author with the bank account they gave when signing (through the API).
  const author = await signInNewAuthor(page, `payout-${testInfo.project.name}`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await press(page, welcome.getByRole('button', { name: 'Close' }));
  await expect(welcome).toBeHidden();
  await signBook(page, author.accessToken, await quotePrintBook(page, author.accessToken));

  // Staff pay in royalties of R 1 134.50 (the balance: R 1 234.50).
  const { staff, context: staffContext } = await staffPayingRoyalties(
    browser,
    { page, accessToken: author.accessToken },
    '1134.50',
    testInfo,
  );
  await expect(staff.getByText(/the balance is R 1 234\.50/)).toBeVisible();

  // The payout notice offers the payout.
  await page.goto('/dashboard');
  const notice = page.getByRole('dialog', { name: 'Payout notice' });
  await expect(notice).toContainText('R 1 234.50');
  await expectAccessible(page);
  await shot(page, 'dashboard-notice');
  await press(page, notice.getByRole('button', { name: 'Ask for a payout' }));
  await expect(page).toHaveURL(/\/payouts$/);
  await expect(page.getByLabel(/^Amount/)).toHaveValue('1 234.50');
  await expect(page.getByText('You have not asked for a payout yet.')).toBeVisible();
  await expectAccessible(page);

  // Under the minimum: refused beside the field; then R 1 000.
  const ask = page.getByRole('button', { name: 'Ask for a payout' });
  await retype(page, /^Amount/, '99.99');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ask for a payout of at least R 100.00')).toBeVisible();
  await expectAccessible(page);
  await retype(page, /^Amount/, '1000');
  await press(page, ask);
  const asked = page.getByText(/^Payout of R 1 000\.00 asked for\./);
  await expect(asked).toBeVisible();
  const reference = /POD PAYOUT \d+/.exec((await asked.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await expect(page.getByTestId('payout-balance')).toHaveText('R 234.50');
  await expect(page.getByLabel(/^Amount/)).toHaveValue('234.50');
  const mine = page.getByRole('grid', { name: 'Your payouts' });
  await expect(mine.getByRole('row').filter(withReference(page, reference))).toContainText(
    'Requested',
  );
  await expectAccessible(page);
  await shot(page, 'author-payout-asked');

  // Staff choose every requested payout and approve them as a batch.
  await staff.goto('/staff');
  await press(staff, staff.getByRole('link', { name: 'Payouts' }));
  await expect(staff).toHaveURL(/\/staff\/payouts/);
  const requested = staff.getByRole('grid', { name: 'Requested payouts' });
  await expect(requested.getByRole('row').filter(withReference(staff, reference))).toBeVisible();
  await expectAccessible(staff);
  await tick(staff, staff.getByRole('checkbox', { name: 'Select all requested payouts' }));
  await expect(staff.getByText(/^[1-9]\d* payouts? chosen/)).toBeVisible();
  await shot(staff, 'staff-requested');
  await press(staff, staff.getByRole('button', { name: 'Approve as a batch' }));
  const approved = staff.getByText(/^Batch \d+ approved: /);
  await expect(approved).toBeVisible();
  const batchId = /^Batch (\d+)/.exec((await approved.textContent()) ?? '')?.[1] ?? '';
  await expect(staff).toHaveURL(/status=approved/);
  const batch = staff.getByRole('grid', { name: `South African accounts of batch ${batchId}` });
  await expect(batch.getByRole('row').filter(withReference(staff, reference))).toContainText(
    'Approved',
  );
  await expectAccessible(staff);
  await shot(staff, 'staff-batch');

  // The bank file: a real download under the server's name, the author's row in it.
  const downloading = staff.waitForEvent('download');
  await press(staff, staff.getByRole('button', { name: 'Download the bank file' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payout-batch-${batchId}.csv`);
  const rows = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(rows[0]).toBe('Beneficiary name,Branch code,Account number,Account type,Amount,Reference');
  expect(rows).toContain(`Thandi Mokoena,470010,1234567890,Savings,1000.00,${reference}`);

  // Marked paid, after confirming.
  await press(staff, staff.getByRole('button', { name: 'Mark the batch paid' }));
  const confirm = staff.getByRole('alertdialog', { name: `Mark batch ${batchId} paid?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(staff);
  await staff.keyboard.press('Enter');
  await expect(staff.getByText(new RegExp(`^Batch ${batchId} marked paid: `))).toBeVisible();
  await expect(batch).toBeHidden();
  await expectAccessible(staff);

  // The author sees it paid, and asks for another R 100.
  await page.reload();
  await expect(mine.getByRole('row').filter(withReference(page, reference))).toContainText('Paid');
  await retype(page, /^Amount/, '100');
  await press(page, ask);
  const second = page.getByText(/^Payout of R 100\.00 asked for\./);
  await expect(second).toBeVisible();
  const secondReference = /POD PAYOUT \d+/.exec((await second.textContent()) ?? '')?.[0] ?? '';

  // Staff fail that one back to the balance, saying why.
  await staff.goto('/staff/payouts?status=requested');
  const requestedNow = staff.getByRole('grid', { name: 'Requested payouts' });
  const row = requestedNow.getByRole('row').filter(withReference(staff, secondReference));
  const failButton = row.getByRole('button', { name: 'Fail back to the balance' });
  await arrowTo(staff, requestedNow, row, failButton);
  await staff.keyboard.press('Enter');
  const failing = staff.getByRole('dialog', {
    name: `Fail ${secondReference} back to the balance?`,
  });
  await expect(failing).toBeVisible();
  await press(staff, failing.getByRole('button', { name: 'Fail back to the balance' }));
  await expect(
    failing.getByText('Say why the payout could not be paid: the author reads it'),
  ).toBeVisible();
  await expectAccessible(staff);
  await tabTo(staff, failing.getByLabel(/^Reason/));
  await staff.keyboard.type('The bank says the account is closed');
  await press(staff, failing.getByRole('button', { name: 'Fail back to the balance' }));
  await expect(staff.getByText(new RegExp(`^${secondReference} failed back to `))).toBeVisible();
  await staffContext.close();

  // The author's payouts and ledger say what happened.
  await page.reload();
  await expect(mine.getByRole('row').filter(withReference(page, secondReference))).toContainText(
    'Failed: The bank says the account is closed',
  );
  await expect(page.getByTestId('payout-balance')).toHaveText('R 234.50');
  await expectAccessible(page);
  await shot(page, 'author-payouts');
  await press(page, page.getByRole('link', { name: 'Transactions' }));
  await expect(page).toHaveURL(/\/transactions$/);
  const ledger = page.getByRole('grid', { name: 'Transactions' });
  await expect(ledger.getByRole('row').filter({ hasText: `Payout (${reference})` })).toContainText(
    'complete',
  );
  await expect(
    ledger.getByRole('row').filter({ hasText: `Payout returned (${secondReference})` }),
  ).toContainText('R 100.00');
  await expectAccessible(page);
  await shot(page, 'author-transactions');

  // The ledger as a CSV file: a real download, every row oldest first, adding up to the balance.
  const exporting = page.waitForEvent('download');
  await press(page, page.getByRole('button', { name: 'Export CSV' }));
  const exported = await exporting;
  expect(exported.suggestedFilename()).toBe('transactions.csv');
  const bytes = readFileSync(await exported.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines.at(-1)).toBe('');
  const [header, ...entries] = lines.slice(0, -1).map((line) => line.split(','));
  expect(header).toEqual([
    'Date and time',
    'Type',
    'Reference',
    'Amount',
    'Status',
    'Balance after',
  ]);
  expect(entries.map((cells) => cells.slice(1, 5))).toEqual([
    ['Registration bonus', '', '100.00', 'complete'],
    ['Royalty', 'Royalties Q3 2026', '1134.50', 'complete'],
    ['Payout', reference, '-1000.00', 'complete'],
    ['Payout', secondReference, '-100.00', 'failed'],
    ['Payout returned', secondReference, '100.00', 'complete'],
  ]);
  let balance = 0;
  for (const cells of entries) {
    expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    balance += Math.round(Number(cells[3]) * 100);
    expect(Math.round(Number(cells[5]) * 100)).toBe(balance);
  }
  expect(entries.at(-1)?.[5]).toBe('234.50');
});
