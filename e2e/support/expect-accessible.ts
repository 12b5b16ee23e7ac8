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
  await page.evaluate(axeSource);
  let violations: string[] = [];
  // Colours are measured at rest: an animation that starts while axe runs (a dialog opened by
  // the last key press whose entry starts a frame late) makes it measure again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await untilAnimationsEnd(page);
    const run = await page.evaluate(async () => {
      let animated = false;
      const onStart = () => {
        animated = true;
      };
      document.addEventListener('animationstart', onStart, true);
      document.addEventListener('transitionstart', onStart, true);
      try {
        // The whole page, React Aria's live announcer too: what a screen reader reads counts at
        // every moment (see the ui Button on its pending announcements).
        const result = await window.axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return {
          animated,
          violations: result.violations.flatMap((violation) =>
            violation.nodes.map(
              (node) =>
                `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`,
            ),
          ),
        };
      } finally {
        document.removeEventListener('animationstart', onStart, true);
        document.removeEventListener('transitionstart', onStart, true);
      }
    });
    violations = run.violations;
    if (!run.animated && (await animationsAtRest(page))) break;
  }
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** Whether no finite animation runs: a dialog fading in has not reached its colours yet. */
const atRest = () =>
  document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' ||
        animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
    );

const animationsAtRest = (page: Page) => page.evaluate(atRest);

async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.waitForFunction(atRest);
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}
