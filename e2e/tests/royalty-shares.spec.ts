import { randomInt, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import {
  newVerifiedAuthor,
  PASSWORD,
  quotePrintBook,
  signInNewAuthor,
  tick,
} from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { readLinkFromMailbox } from '../support/mailbox.ts';
import { ops } from '../support/ops.ts';
import { draw } from '../support/signing.ts';
import { expect, test } from '../support/test.ts';

// Issue 42's journey: an author shares a book's royalty with a co-author, who follows the
// emailed invitation (signed out: through the login and back), accepts by signing, and sees
// their part of the next imported sale in their transactions.

test('a co-author accepts their share by signing and sees their royalties', async ({
  page,
  browser,
}, testInfo) => {
  const author = await signInNewAuthor(page, `shares-${testInfo.project.name}`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
  const book = await quotePrintBook(page, author.accessToken);

  const coAuthorContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
  });
  const coAuthorPage = await coAuthorContext.newPage();
  const coAuthor = await newVerifiedAuthor(
    coAuthorPage.request,
    `coauthor-${testInfo.project.name}`,
  );

  // The author shares 40% of the book's royalty with the co-author.
  await page.goto('/books');
  await page
    .getByRole('button', { name: /^The Karoo Road/ })
    .first()
    .click();
  const panel = page.getByRole('region', { name: 'The Karoo Road' });
  await panel.getByRole('tab', { name: 'Royalty shares' }).click();
  await panel.getByRole('button', { name: 'Change the payees' }).click();
  const form = panel.getByRole('form', { name: 'Payees' });
  await form.getByLabel('Name').fill('Lerato Dube');
  await form.getByLabel('Email').fill(coAuthor.email);
  await form.getByLabel('Share (%)').fill('40');
  await form.getByRole('button', { name: 'Save payees' }).click();
  await expect(panel.getByText(/their invitations were emailed/)).toBeVisible();
  await expect(panel.getByRole('row', { name: /Lerato Dube/ })).toContainText('Invited');
  await expect(panel.getByText('Your share: 60%')).toBeVisible();
  await expectAccessible(page);

  // The co-author, signed out, follows the emailed link: the login brings them back to it.
  const link = await readLinkFromMailbox(coAuthorPage.request, coAuthor.email, '/shares');
  await coAuthorPage.goto(`${link.pathname}${link.search}`);
  await expect(coAuthorPage).toHaveURL(/\/login\?invitation=\d+$/);
  await coAuthorPage.getByLabel('Email').fill(coAuthor.email);
  await coAuthorPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await coAuthorPage.getByRole('button', { name: 'Log in' }).click();
  await expect(coAuthorPage).toHaveURL(/\/shares\?invitation=\d+$/);
  const invitation = coAuthorPage.getByRole('region', { name: 'The Karoo Road' });
  await expect(invitation).toContainText('40%');
  await expect(invitation).toContainText('Thandi Mokoena');
  await expect(
    coAuthorPage.getByRole('link', { name: 'Bank Details on your Profile' }),
  ).toBeVisible();
  await expectAccessible(coAuthorPage);

  // Accepting is signing: the agreement's box, the place, the signature and the initials.
  await tick(coAuthorPage, 'checkbox', 'I have read and accept the royalty share agreement');
  const place = coAuthorPage.getByRole('combobox', { name: 'Signed place' });
  await place.fill('Rosebank');
  await expect(coAuthorPage.getByRole('option', { name: 'Rosebank, Gauteng' })).toBeVisible();
  await place.press('ArrowDown');
  await place.press('Enter');
  const pads = invitation.locator('canvas.ui-signature-canvas');
  const input = testInfo.project.use.hasTouch ? 'touch' : 'mouse';
  await draw(coAuthorPage, pads.nth(0), input);
  await draw(coAuthorPage, pads.nth(1), input);
  await invitation.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(invitation.getByText(/You accepted this share/)).toBeVisible();
  await expect(invitation.getByRole('link', { name: 'Documents' })).toBeVisible();
  await expectAccessible(coAuthorPage);

  // Staff import a sale of the book: the co-author's part is in their transactions.
  const orderId = 900_000 + randomInt(1_000_000);
  const csv = testInfo.outputPath('orders.csv');
  await writeFile(
    csv,
    [
      'order_id,book_id,order_date,customer,sale_status,selling_price,quantity,product_title,takealot_url',
      `${orderId},${book.localBookId},2026-11-19 14:05,J. Naidoo,Shipped to Customer,250.00,1,The Karoo Road,https://www.takealot.com/the-karoo-road/PLID00000001`,
    ].join('\r\n'),
  );
  expect(await ops('orders', 'import', csv)).toMatch(/royalties: R [\d ]+\.\d{2} credited/);
  // Each sees their part, named by the order: the co-author's is 40% of the two, to the cent.
  const [coAuthorPart, authorPart] = await Promise.all(
    [coAuthorPage, page].map(async (who) => {
      await who.goto('/transactions');
      const row = who
        .getByRole('grid', { name: 'Transactions' })
        .getByRole('row')
        .filter({ hasText: `Royalty (Order ${orderId})` });
      const amount = row.getByRole('gridcell').nth(1);
      await expect(amount).toHaveText(/^R \d+\.\d{2}$/);
      return Math.round(Number((await amount.textContent())?.replace(/[^\d.]/g, '')) * 100);
    }),
  );
  expect(coAuthorPart).toBe(Math.round(((coAuthorPart ?? 0) + (authorPart ?? 0)) * 0.4));
  await expectAccessible(coAuthorPage);
  await coAuthorContext.close();
});

test('a payee without an account registers from the invitation and comes back to it', async ({
  page,
  browser,
}, testInfo) => {
  const author = await signInNewAuthor(page, `shares-new-${testInfo.project.name}`);
  const book = await quotePrintBook(page, author.accessToken);
  const email = `payee-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const shared = await page.request.put(`/api/user/books/${book.localBookId}/payees`, {
    headers: { authorization: `Bearer ${author.accessToken}` },
    data: { payees: [{ name: 'Sipho Nkosi', email, role: 'illustrator', share: 30 }] },
  });
  expect(shared.ok()).toBe(true);

  const payeeContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    // Registrations are throttled per address: this one registers from an address of its own.
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`,
    },
  });
  const payee = await payeeContext.newPage();
  const link = await readLinkFromMailbox(page.request, email, '/shares');
  await payee.goto(`${link.pathname}${link.search}`);
  await expect(payee).toHaveURL(/\/login\?invitation=\d+$/);
  await payee.getByRole('link', { name: 'Register' }).click();
  await expect(payee).toHaveURL(/\/register\/email-password$/);
  // The address changes before the registration's code arrives: the login's Email and Password
  // fields are still on screen until its heading shows.
  await expect(payee.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await payee.getByLabel('Email').fill(email);
  await payee.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await payee.getByLabel('Confirm password').fill(PASSWORD);
  await payee.getByRole('button', { name: 'Continue' }).click();
  await payee.getByLabel('First name').fill('Sipho');
  await payee.getByLabel('Last name').fill('Nkosi');
  await payee.getByText('I accept the Terms & Conditions and Privacy Policy').click();
  await payee.getByRole('button', { name: 'Continue' }).click();
  await expect(payee).toHaveURL(/\/register\/welcome$/);

  // The activation link, then the login, bring the new account back to the invitation.
  const activation = await readLinkFromMailbox(page.request, email, '/verify');
  await payee.goto(`${activation.pathname}${activation.search}`);
  await payee.getByRole('link', { name: 'Login Now' }).click();
  await expect(payee).toHaveURL(/\/login\?redirect=/);
  await payee.getByLabel('Email').fill(email);
  await payee.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await payee.getByRole('button', { name: 'Log in' }).click();
  await expect(payee).toHaveURL(`${link.pathname}${link.search}`);
  const invitation = payee.getByRole('region', { name: 'The Karoo Road' });
  await expect(invitation).toContainText('30%');
  await expect(invitation).toContainText('Thandi Mokoena');
  await expectAccessible(payee);
  await payeeContext.close();
});
