import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe-core in the page (WCAG 2.x A and AA rules) and fails on any violation. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    // React Aria's live announcer keeps each announcement for 7 s as a hidden node; one made by
    // a component the navigation has just removed points at a label that no longer exists.
    // It is a transient live region, not page content, so axe leaves it out.
    const context = { exclude: [['[data-live-announcer]']] };
    const result = await window.axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}
