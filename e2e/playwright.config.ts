import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The server gets its own data folder and port, chosen once in the runner process; the
// workers inherit them (and the coupon's code) through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pod-portal-e2e-'));
process.env.E2E_PORT ??= '3517';
process.env.E2E_COUPON ??= `E2E${Date.now().toString(36).toUpperCase()}`;
process.env.E2E_CART_COUPON ??= `CART${Date.now().toString(36).toUpperCase()}`;
// localhost, not 127.0.0.1: passkeys (WebAuthn) take a domain as the site's id, never an IP
// address, and localhost is a secure context over plain http. The server listens on 127.0.0.1.
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Fails the run when the server's log (every request of the specs, at info) holds a secret.
  globalTeardown: './support/log-secrets.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // Makes the R50 coupon the journey redeems and the 70% coupon the checkout applies with the
    // ops CLI (before the server holds the embedded database), then starts the real server as
    // a newcomer would: `pnpm start` builds the portal and the server when their sources changed.
    command: [
      `pnpm --silent --filter @pod-portal/api ops coupon ${process.env.E2E_COUPON} value 50 --max-uses 10`,
      `pnpm --silent --filter @pod-portal/api ops coupon ${process.env.E2E_CART_COUPON} percentage 70 --max-uses 10`,
      'pnpm start',
    ].join(' && '),
    cwd: '..',
    url: `http://127.0.0.1:${process.env.E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The server's own log shows only warnings and errors next to the suite's report; the
    // whole log, from info, goes to a file the global teardown reads for secrets.
    // PUBLIC_URL is the address the browser uses: PayFast's return links lead back to it.
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      LOG_FILE: join(process.env.E2E_DATA_DIR, 'server.log'),
      LOG_FILE_LEVEL: 'info',
      // The suite's browser, on 127.0.0.1, is trusted as the proxy: the X-Forwarded-For a test
      // sends gives its author an address of its own.
      TRUST_PROXY: '127.0.0.1',
      // A run on a day a quarterly payout run is due must not pay the test authors out.
      QUARTERLY_PAYOUTS: 'false',
      // Nor one on the first days of a month email them statements.
      MONTHLY_STATEMENTS: 'false',
      // Nor re-read their PayPal payouts behind a test's back.
      PAYPAL_PAYOUT_CHECKS: 'false',
      // Nor re-read pending PayPal refunds behind a test's back.
      PAYPAL_REFUND_CHECKS: 'false',
    },
  },
});
