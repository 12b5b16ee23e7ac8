import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/expect-accessible.ts';
import { press, tabTo, tick, typeInto } from '../support/keyboard.ts';
import { readLinkFromMailbox } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

// The whole first half with the keyboard alone: no click, no fill. Each control is reached with
// Tab (and Shift+Tab) as a keyboard user reaches it, and axe checks every page on the way.

const PASSWORD = 'Str0ng!Passw0rd';
/** Chooses the radio `option` of a group: Tab into the group, arrows to the option. */
async function chooseRadio(page: Page, first: Locator, option: Locator): Promise<void> {
  await tabTo(page, first);
  for (let presses = 0; presses < 5; presses += 1) {
    if (await option.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
}

/** Opens the select `trigger` with Enter and moves with the arrows to `option`, then Enter. */
async function pick(page: Page, trigger: Locator, option: string | RegExp): Promise<void> {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText(option);
}

/** After Get quote: the quote itself, then on to the publisher details. */
async function continueFromQuote(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await expectAccessible(page);
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/new-book\/publisher-info$/);
  await expect(page.getByRole('heading', { name: 'Publisher Details' })).toBeVisible();
}

test('register, verify, log in, quote an ebook, give publisher and bank details, start signing: keyboard only', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a keyboard journey: the desktop project');
  test.setTimeout(180_000);
  const email = `keys-${randomUUID().slice(0, 8)}@example.com`;

  await page.goto('/register');
  await expectAccessible(page);
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await typeInto(page, page.getByLabel('Confirm password'), PASSWORD);
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/register\/your-details$/);
  await expectAccessible(page);
  await typeInto(page, page.getByLabel('First name'), 'Lerato');
  await typeInto(page, page.getByLabel('Last name'), 'Dlamini');
  await tick(page, page.getByRole('checkbox', { name: /Terms & Conditions/ }));
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/register\/welcome$/);
  await expectAccessible(page);

  // The link in the verification email, opened as the email app would open it.
  const verifyLink = await readLinkFromMailbox(request, email, '/verify');
  await page.goto(`${verifyLink.pathname}${verifyLink.search}`);
  await expect(page.getByText(/Congratulations your account has been verified/)).toBeVisible();
  await expectAccessible(page);
  await press(page, page.getByRole('link', { name: 'Login Now' }));
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await press(page, page.getByRole('button', { name: 'Log in' }));
  await expect(page).toHaveURL(/\/dashboard$/);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Print on Demand' });
  await expect(welcome).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  // The wizard: the first-visit modal's button has the focus; after it, the stage's heading.
  await press(page, page.getByRole('link', { name: 'Upload book' }).first());
  await expect(page).toHaveURL(/\/new-book\/publishing-rights$/);
  const intro = page.getByRole('alertdialog', { name: 'Uploading your book' });
  await expect(intro.getByRole('button', { name: "Let's begin" })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Publishing Rights', level: 2 })).toBeFocused();
  const owner = page.getByRole('radio', { name: /I own the publishing rights/ });
  await chooseRadio(page, owner, owner);
  const no = page.getByRole('radio', { name: 'No', exact: true });
  await chooseRadio(page, no, no);
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/new-book\/general-info$/);
  await expectAccessible(page);

  await typeInto(page, page.getByLabel('Title'), 'Digital Dawn');
  await chooseRadio(
    page,
    page.getByRole('radio', { name: 'Print', exact: true }),
    page.getByRole('radio', { name: 'Ebook', exact: true }),
  );
  await expect(page.getByRole('switch', { name: /Internationally/ })).toBeChecked();
  await pick(page, page.getByRole('button', { name: /Subject heading/ }), 'Travel');
  await pick(page, page.getByRole('button', { name: /Sub-category/ }), 'Travel / General');
  await typeInto(page, page.getByLabel('Author'), 'Lerato Dlamini');
  await tick(page, page.getByRole('switch', { name: /I need an ISBN/ }));
  await typeInto(page, page.getByLabel('Number of pages'), '120');
  await expectAccessible(page);
  await press(page, page.getByRole('button', { name: 'Continue' }));

  await typeInto(page, page.getByLabel(/International price/), '9.99');
  await expect(page.getByTestId('international-royalty')).toHaveText('USD 3.49');
  await expectAccessible(page);
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { name: 'Confirm specifications' })).toBeVisible();
  await expectAccessible(page);
  await press(page, page.getByRole('button', { name: 'Get quote' }));
  await continueFromQuote(page);
  await expectAccessible(page);

  await tick(page, page.getByRole('switch', { name: 'I am a self-publisher' }));
  await expect(page.getByLabel('Publisher name')).toHaveValue('Lerato Dlamini');
  await typeInto(page, page.getByLabel('Registration ID'), '8001015009087');
  await typeInto(page, page.getByLabel('Physical address'), '12 Long Street, Cape Town');
  await typeInto(page, page.getByLabel('Postal address'), 'PO Box 1, Cape Town');
  await typeInto(page, page.getByLabel('Telephone'), '082 555 1234');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/new-book\/bank-details$/);
  await expectAccessible(page);

  await pick(page, page.getByRole('button', { name: /Bank name/ }), 'Capitec Bank Limited');
  await expect(page.getByLabel('Branch code')).toHaveValue('470010');
  await typeInto(page, page.getByLabel('Branch name'), 'Sandton');
  await typeInto(page, page.getByLabel('Account holder name'), 'Lerato Dlamini');
  await pick(page, page.getByRole('button', { name: /Account type/ }), 'Savings');
  await typeInto(page, page.getByLabel(/Account number/), '1234567890');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your bank details' });
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');

  // Accept Terms and Sign: the box and the place work from the keyboard; drawing needs a
  // pointer, so Continue says what is still missing.
  await expect(page).toHaveURL(/\/new-book\/accept-terms$/);
  await tick(page, page.getByRole('checkbox', { name: /accept the terms and conditions/ }));
  const place = page.getByRole('combobox', { name: 'Signed place' });
  await typeInto(page, place, 'Sandton');
  await expect(page.getByRole('option', { name: 'Sandton, Gauteng' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(place).toHaveValue('Sandton, Gauteng');
  await expectAccessible(page);
  await press(page, page.getByRole('button', { name: 'Continue' }));
  const missing = page.getByRole('alertdialog', { name: 'Your signing is not complete' });
  await expect(missing).toContainText('Please draw your signature');
  await expect(missing).not.toContainText('Please enter the signed place');
  // The dialog takes focus to its button once it is open: Enter before that is lost.
  await expect(missing.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(missing).toBeHidden();
});
