import type { Locator, Page } from '@playwright/test';
import { tick } from './author.ts';
import { expect } from './test.ts';

/** A stroke across the pad: with the mouse, or with a finger (touch events, as a phone sends). */
export async function draw(page: Page, pad: Locator, input: 'mouse' | 'touch'): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the pad is not on the page');
  const points = [0.2, 0.35, 0.5, 0.65, 0.8].map((t, index) => ({
    x: box.x + box.width * t,
    y: box.y + box.height * (index % 2 === 0 ? 0.35 : 0.65),
  }));
  const [first, ...rest] = points;
  if (!first) return;
  if (input === 'mouse') {
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 4 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
    });
  await touch('touchStart', first);
  for (const point of rest) await touch('touchMove', point);
  await touch('touchEnd');
  await cdp.detach();
}

/**
 * Fills a signing screen by hand: the terms accepted, the signed place picked from the
 * suggestions with the keyboard, and the signature and initials drawn.
 */
export async function signByHand(page: Page, input: 'mouse' | 'touch'): Promise<void> {
  await tick(page, 'checkbox', /accept the terms and conditions/);
  const place = page.getByRole('combobox', { name: 'Signed place' });
  await place.fill('Rosebank');
  await expect(page.getByRole('option', { name: 'Rosebank, Gauteng' })).toBeVisible();
  await place.press('ArrowDown');
  await place.press('Enter');
  await expect(place).toHaveValue('Rosebank, Gauteng');
  const pads = page.locator('canvas.ui-signature-canvas');
  await expect(pads).toHaveCount(2);
  await draw(page, pads.nth(0), input);
  await draw(page, pads.nth(1), input);
  await expect(page.getByText('Signature drawn')).toBeAttached();
}
