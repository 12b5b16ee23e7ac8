import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { newAuthorWithQuote } from '../support/author.ts';
import { ops } from '../support/ops.ts';
import { draw } from '../support/signing.ts';
import { signInStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';
import { continueAt } from '../support/wizard.ts';

/** How far the page reaches past the window's right edge, in px (0 when nothing does). */
const pageOverflow = (element: Locator) =>
  element.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("the staff console's tabs all show on the screen and are reached with the keyboard", async ({
  page,
}, testInfo) => {
  const email = `staff-fit-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const password =
    /temporary password: (\S+)/.exec(await ops('staff', 'add', email, 'Lerato', 'Support'))?.[1] ??
    '';
  await signInStaff(page, email, password);
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Payouts' })
    .click();

  const list = page.getByRole('tablist', { name: 'Payouts by status' });
  const tabs = list.getByRole('tab');
  // Nothing is scrolled out of sight: the list is as wide as its tabs, and each is on the screen.
  expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  const screenWidth = page.viewportSize()?.width ?? 0;
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= screenWidth).toBe(true);
  }
  expect(await pageOverflow(list)).toBeLessThanOrEqual(0);

  await tabs.first().focus();
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.last()).toBeInViewport({ ratio: 1 });
});

test('the signing pads fit their card and draw where the finger or mouse goes', async ({
  page,
}, testInfo) => {
  const { book } = await newAuthorWithQuote(page, `pads-${testInfo.project.name}`);
  await continueAt(page, 'accept-terms', book);

  const pads = page.locator('canvas.ui-signature-canvas');
  await expect(pads).toHaveCount(2);
  for (const pad of await pads.all()) {
    // Drawn at the size it shows (signature_pad maps pointer positions 1:1), inside its field.
    const fit = await pad.evaluate((canvas: HTMLCanvasElement) => ({
      drawn: [canvas.width, canvas.height],
      shown: [canvas.clientWidth, canvas.clientHeight],
      fits: canvas.offsetWidth <= (canvas.parentElement?.clientWidth ?? 0),
    }));
    expect(fit.shown).toEqual(fit.drawn);
    expect(fit.fits).toBe(true);
  }
  expect(await pageOverflow(pads.first())).toBeLessThanOrEqual(0);

  const signature = pads.first();
  await draw(page, signature, testInfo.project.name === 'phone' ? 'touch' : 'mouse');
  await expect(page.getByText('Signature drawn')).toBeAttached();
  // The stroke passes through the middle of the pad, where the pointer went (`draw`'s third point).
  const inked = await signature.evaluate((canvas: HTMLCanvasElement) => {
    const x = Math.round(canvas.width * 0.5);
    const y = Math.round(canvas.height * 0.35);
    const pixels = canvas.getContext('2d')?.getImageData(x - 3, y - 3, 7, 7).data ?? [];
    return Array.from(pixels).some((value, index) => index % 4 === 3 && value > 0);
  });
  expect(inked).toBe(true);
});
