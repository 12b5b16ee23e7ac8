import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { readLinkFromMailbox } from './mailbox.ts';
import { expect } from './test.ts';

export const PASSWORD = 'Str0ng!Passw0rd';

/**
 * A new, verified author signed in through the login page (the account itself via the API,
 * from the author's own address: the verification page has journeys of its own).
 */
export async function signInNewAuthor(
  page: Page,
  project: string,
): Promise<{ email: string; accessToken: string }> {
  const author = await newVerifiedAuthor(page.request, project);
  await logIn(page, author.email);
  return author;
}

/**
 * A new, verified author made through the API alone, for a test whose browser must not have
 * opened the portal before (a first visit): registered, then verified with the email's link.
 */
export async function newVerifiedAuthor(
  request: APIRequestContext,
  project: string,
): Promise<{ email: string; accessToken: string }> {
  const { email, accessToken, verifyLink, address } = await registerAuthor(request, project);
  const id = verifyLink.searchParams.get('id');
  const token = verifyLink.searchParams.get('token');
  // From the author's own address too: emailed links are throttled per address.
  const verified = await request.get(`/api/user/verifyaccount/${id}/${token}`, {
    headers: { 'x-forwarded-for': address },
  });
  expect(verified.ok()).toBe(true);
  return { email, accessToken };
}

/** Registers an author through the API; the verification link is read from the dev mailbox. */
async function registerAuthor(request: APIRequestContext, project: string) {
  const email = `wizard-${project}-${randomUUID().slice(0, 8)}@example.com`;
  // Each author registers from an address of their own (the server trusts the forwarded
  // address in this suite): registrations are throttled per address, and the suite makes many.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const created = await request.post('/api/user/adduser', {
    headers: { 'x-forwarded-for': address },
    data: {
      username: email,
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      name_first: 'Thandi',
      name_last: 'Mokoena',
    },
  });
  expect(created.ok()).toBe(true);
  const { accessToken } = (await created.json()) as { accessToken: string };
  const verifyLink = await readLinkFromMailbox(request, email, '/verify');
  return { email, accessToken, verifyLink, address };
}

/** Logs in through the login page (a closed last tab ends the session). */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Ticks a react-aria radio, switch or checkbox (its input is visually hidden inside the
 * label, so the label is what a person clicks).
 */
export async function tick(
  page: Page,
  role: 'radio' | 'switch' | 'checkbox',
  name: string | RegExp,
): Promise<void> {
  const input = page.getByRole(role, { name, exact: typeof name === 'string' });
  // A click that lands while the page is still settling is tried again.
  await expect(async () => {
    if (!(await input.isChecked())) await input.locator('xpath=ancestor::label[1]').click();
    await expect(input).toBeChecked({ timeout: 1000 });
  }).toPass();
}

/** Picks `option` in the react-aria select labelled `label`. */
export async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The ids of a quoted book's records. */
export interface QuotedBook {
  localBookId: number;
  internationalBookId: number;
}

/**
 * A print book quoted for both markets through the API (the wizard's own quote is covered by
 * wizard.spec.ts): 200 pages of 152 x 229 mm, an ISBN to be created.
 */
export async function quotePrintBook(page: Page, accessToken: string): Promise<QuotedBook> {
  const quoted = await page.request.post('/api/user/getquote', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      book_title: 'The Karoo Road',
      format_type: 'print',
      no_of_pages: 200,
      is_local: true,
      is_international: true,
      l_paper_type_id: 1,
      l_cover_type_id: 1,
      i_paper_type_id: 1,
      i_cover_type_id: 1,
      local_price: 250,
      international_price: 19.99,
      isbn_is_required: true,
      barcode_is_required: false,
      isbn: null,
      genre: 'TRV000000',
      heavy_graphics: false,
      finish: 'Matt',
      bind: 'perfect-bound',
      height: 229,
      width: 152,
    },
  });
  expect(quoted.status()).toBe(201);
  return (await quoted.json()) as QuotedBook;
}

/** A new author, signed in with the welcome closed, and a print book quoted for them. */
export async function newAuthorWithQuote(page: Page, project: string) {
  const author = await signInNewAuthor(page, project);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Close' }).click();
  return { author, book: await quotePrintBook(page, author.accessToken) };
}

// A short stroke (60 x 24 px PNG), the way a signature pad exports a drawing.
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADwAAAAYCAYAAACmwZ5SAAAARUlEQVR4nO3PQQEAIAwAoQuxOPavNf9WQBrQzNlEbDw5z8aT82w8Oc/Gk/NsPDnPxpPzPy5i82w8Oc/Gk/NsPDnPxnvyF6PwIUmoEHnXAAAAAElFTkSuQmCC';

/** The South African account a book is signed with unless told otherwise. */
const LOCAL_BANK = {
  is_international_account: false,
  bank_name: 'Capitec Bank Limited',
  brance_code: '470010',
  account_name: 'Thandi Mokoena',
  account_type: 'Savings',
  account_number: '1234567890',
};

/**
 * Signs a quoted book's contract through the API (signing by hand is signing.spec.ts), with
 * `bank` as the payout account (a South African one unless told).
 */
export async function signBook(
  page: Page,
  accessToken: string,
  book: QuotedBook,
  bank: Record<string, string | boolean> = LOCAL_BANK,
): Promise<void> {
  const signed = await page.request.post('/api/user/uploadsignature', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      local_bookId: book.localBookId,
      international_bookId: book.internationalBookId,
      filedata: DRAWN,
      initial_base64: DRAWN,
      signedPlace: 'Cape Town',
      is_self_publisher: true,
      publish_name: 'Thandi Mokoena',
      reg_id_no: '8001015009087',
      physical_address: '12 Long Street, Cape Town',
      postal_address: 'PO Box 1, Cape Town',
      telephone: '+27821234567',
      email: 'thandi@example.co.za',
      contact_person: 'Thandi Mokoena',
      ...bank,
    },
  });
  expect(signed.status()).toBe(200);
}

/**
 * A signed book whose ISBN is to be created, with ISBN creation in the cart (R 250 + VAT),
 * for a new author with the R 100 welcome credit; the page (Your books unless told) shows the cart's count.
 */
export async function authorWithCart(page: Page, label: string, landing = '/books') {
  const author = await signInNewAuthor(page, label);
  const book = await quotePrintBook(page, author.accessToken);
  await signBook(page, author.accessToken, book);
  const added = await page.request.post('/api/user/addtocart', {
    headers: { authorization: `Bearer ${author.accessToken}` },
    data: {
      book_id: book.localBookId,
      international_book_id: book.internationalBookId,
      service: 'isbnCreation',
    },
  });
  expect(added.status()).toBe(201);
  await page.goto(landing);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Close' }).click();
  return { ...author, book };
}
