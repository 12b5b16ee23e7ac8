import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORE_ROUTES,
  createTestDatabase,
  startServer,
  type TestDatabase,
  type TestServer,
} from '../test/harness.ts';

describe('the API reference page', () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    // The page as `pnpm build` makes it (the openapi package's build).
    execFileSync('pnpm', ['--filter', '@pod-portal/openapi', 'build'], { stdio: 'ignore' });
    database = await createTestDatabase('pglite');
    server = await startServer(database, {}, CORE_ROUTES);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('is served at /api/docs under the strict policy, its scripts all from this server', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'wasm-unsafe-eval'(;|$)/,
    );
    const html = await page.text();
    expect(html).toContain('Print on Demand portal API');
    // Nothing inline for the policy to block, nothing loaded from another origin.
    expect(html).not.toMatch(/<script[^>]*>[^<]|url\('data:/);
    const sources = [...html.matchAll(/src="([^"]+)"|url\('([^']+)'\)/g)].map(
      ([, src, url]) => src ?? url ?? '',
    );
    expect(sources.length).toBeGreaterThanOrEqual(2);
    for (const source of sources) {
      const file = await fetch(new URL(source, page.url));
      expect(file.status, source).toBe(200);
      expect(file.url.startsWith(`${server.url}/api/docs/`), source).toBe(true);
      expect(file.headers.get('cache-control')).toContain('immutable');
      expect(await file.text()).not.toMatch(/cdn\.redoc\.ly|url\('data:/);
    }
  });

  it('serves the contract, and no other file', async () => {
    const contract = await fetch(`${server.url}/api/docs/openapi.yaml`);
    expect(contract.status).toBe(200);
    expect(await contract.text()).toContain('operationId: login');
    for (const path of ['0123456789abcdef.js', 'index.html', '..%2Fpackage.json']) {
      expect((await fetch(`${server.url}/api/docs/${path}`)).status, path).toBe(404);
    }
  });
});
