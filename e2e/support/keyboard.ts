import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

// The keyboard alone: each control reached with Tab as a keyboard user reaches it.

const MOST_TABS = 60;

/** Presses Tab until `target` has the focus; fails if it is never reached. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Presses the button or link `target` with Enter once Tab has reached it. */
export async function press(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Turns on the switch, checkbox or radio `target` with Space. */
export async function tick(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

const holdsFocus = (target: Locator) =>
  target.evaluate((element) => element.contains(document.activeElement));

/**
 * Reaches `target` in a data grid as a keyboard user does: Tab into the grid (one stop), the
 * down arrow to `row`, the right arrow along it to `target`.
 */
export async function arrowTo(
  page: Page,
  grid: Locator,
  row: Locator,
  target: Locator,
): Promise<void> {
  for (const [locator, key, most] of [
    [grid, 'Tab', MOST_TABS],
    [row, 'ArrowDown', 50],
    [target, 'ArrowRight', 20],
  ] as const) {
    for (let presses = 0; !(await holdsFocus(locator)); presses += 1) {
      if (presses === most) throw new Error(`${key} never reached ${locator}`);
      await page.keyboard.press(key);
    }
  }
}
