import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered node and fails listing each violated rule and its targets.
 * Two page-level rules are left to the browser suite: `color-contrast` (jsdom loads no CSS and
 * has no canvas; tokens.test.ts checks the colour pairs) and `region` (landmarks belong to the
 * portal's shell, not to a component rendered alone).
 */
export async function expectNoAxeViolations(node: Element = document.body): Promise<void> {
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
