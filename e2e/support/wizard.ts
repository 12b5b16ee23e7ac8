import type { Page } from '@playwright/test';
import { choose, type QuotedBook } from './author.ts';
import type { ChosenFile } from './sample-files.ts';
import { expect } from './test.ts';

/** Opens `stage` of the wizard for `book` as Your books' Continue does, past its introduction. */
export async function continueAt(page: Page, stage: string, book: QuotedBook): Promise<void> {
  await page.goto(
    `/new-book/${stage}?continue=true&lbid=${book.localBookId}&ibid=${book.internationalBookId}&region=li`,
  );
  await page
    .getByRole('alertdialog', { name: 'Uploading your book' })
    .getByRole('button', { name: "Let's begin" })
    .click();
}

/** Chooses a file through the picker's own button, as a person does. */
export async function chooseFile(page: Page, field: string, file: ChosenFile): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: new RegExp(`^Choose (another )?file ${field}$`) }).click();
  await (await chooser).setFiles(file);
}

/** Types a date into a react-aria date field, segment by segment (the portal's en-ZA order). */
async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(date.replaceAll('-', ''));
  await expect(group).toContainText(date.replaceAll('-', '/'));
}

/**
 * Fills Additional Details as an author does (the fields the book's quote does not give), after
 * a Continue with nothing typed has shown the product's messages.
 */
export async function fillAdditionalDetails(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please add at least one keyword')).toBeVisible();
  await expect(page.getByText("Please select your book's publication date")).toBeVisible();
  await typeDate(page, 'Publication date', '2026-01-15');
  // The date's message goes once the form has checked it again; typing the language before
  // that render was seen to lose the typed text (once in CI, on the phone project).
  await expect(page.getByText("Please select your book's publication date")).toBeHidden();
  const language = page.getByRole('combobox', { name: 'Language' });
  // Typed once the field holds the focus (the date field's blur re-checks the form first).
  await language.click();
  await expect(language).toBeFocused();
  await language.pressSequentially('English');
  await expect(language).toHaveValue('English');
  await expect(page.getByRole('option', { name: 'English', exact: true })).toBeVisible();
  await language.press('ArrowDown');
  await language.press('Enter');
  await expect(language).toHaveValue('English');
  await page.getByRole('textbox', { name: 'Keywords' }).fill('karoo;');
  await page.getByRole('textbox', { name: 'Keywords' }).fill('travel;');
  const main = page.getByLabel('Main description');
  await main.fill('Thandi Mokoena drives the back roads of the Karoo.');
  await expect(
    page.getByText(`${'Thandi Mokoena drives the back roads of the Karoo.'.length}/512`),
  ).toBeVisible();
  await typeDate(page, 'Copyright date', '2025-11-01');
  await choose(page, /Recommended audience/, 'General Trade');
  await choose(page, /Indicated audience warning/, '00 unrated');
}
