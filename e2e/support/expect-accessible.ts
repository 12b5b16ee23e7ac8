import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Evaluated rather than added as a <script>: the portal's Content-Security-Policy refuses inline
// scripts, and the suite checks that nothing breaks it.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core in the page (WCAG 2.x A and AA rules) once its animations have ended, and fails
 * on any violation, naming each element and what is wrong with it.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog fading in has not reached its colours yet: let finite animations end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // The whole page, React Aria's live announcer too: what a screen reader reads counts at
    // every moment (see the ui Button on its pending announcements).
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`,
      ),
    );
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}
