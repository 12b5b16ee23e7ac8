import { test as base, expect } from '@playwright/test';

const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/;

/**
 * Playwright's `test` with one addition for every spec: the page must report no
 * Content-Security-Policy violation (the browser's console message, or the
 * `securitypolicyviolation` event, which the page reports to the console).
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          // biome-ignore lint/suspicious/noConsole: the page reports to the console the guard reads.
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
          );
        });
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
