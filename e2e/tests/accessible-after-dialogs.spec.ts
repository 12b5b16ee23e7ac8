import { signInNewAuthor } from '../support/author.ts';
import { expectAccessible } from '../support/expect-accessible.ts';
import { expect, test } from '../support/test.ts';

// axe at the moment a dialog has closed, not seconds later: a pending button's announcement
// (React Aria's live announcer) must not outlive the button it names.

test('a dialog saved with the keyboard leaves nothing axe finds, at once', async ({
  page,
}, testInfo) => {
  await signInNewAuthor(page, testInfo.project.name);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your details' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Surname').fill('Dlamini');
  await dialog.getByLabel('Phone').fill('0821234567');
  // Saved from the focused Save button: it turns pending (and back) while it has the focus.
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText('Dlamini');
  await expectAccessible(page);
});
