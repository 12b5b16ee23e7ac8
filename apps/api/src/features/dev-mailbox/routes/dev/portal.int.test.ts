import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORE_ROUTES,
  createTestDatabase,
  startServer,
  TEST_PROXY,
  type TestDatabase,
  type TestServer,
} from '../../../../test/harness.ts';

describe('the built portal and the dev mailbox', () => {
  let database: TestDatabase;
  let server: TestServer;
  let proxied: TestServer;
  let production: TestServer;
  let portalDist: string;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    portalDist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(portalDist, 'assets'));
    writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>Print on Demand</title>');
    const script = 'console.log("Print on Demand");\n'.repeat(100);
    writeFileSync(join(portalDist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(portalDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(portalDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    mkdirSync(join(portalDist, 'prerendered', 'register'), { recursive: true });
    writeFileSync(
      join(portalDist, 'prerendered', 'login.html'),
      '<title>Print on Demand | Login</title>',
    );
    const stage = '<title>Print on Demand | Register</title>';
    writeFileSync(join(portalDist, 'prerendered', 'register', 'email-password.html'), stage);
    writeFileSync(
      join(portalDist, 'prerendered', 'register', 'email-password.html.br'),
      brotliCompressSync(stage),
    );
    database = await createTestDatabase('pglite');
    server = await startServer(database, { portalDist }, CORE_ROUTES);
    proxied = await startServer(database, { portalDist, trustProxy: TEST_PROXY }, CORE_ROUTES);
    production = await startServer(database, { portalDist, production: true }, CORE_ROUTES);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), proxied?.close(), production?.close()]);
    await database?.dispose();
    rmSync(portalDist, { recursive: true, force: true });
  });

  it('serves the portal at / and its client routes from index.html, without referrers', async () => {
    for (const path of ['/', '/dashboard', '/reset-password?id=4&token=abc']) {
      const response = await fetch(`${server.url}${path}`, { headers: html });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Print on Demand</title>');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('answers a prerendered page with its own HTML, with or without a query', async () => {
    for (const [path, title] of [
      ['/login', 'Login'],
      ['/login?resign=1', 'Login'],
      ['/register/email-password', 'Register'],
    ]) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { ...html, 'accept-encoding': 'br' },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`<title>Print on Demand | ${title}</title>`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const compressed = await fetch(`${server.url}/register/email-password`, {
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    // A path with no page of its own, even one beside a prerendered page, gets index.html.
    const other = await fetch(`${server.url}/register/your-details`, { headers: html });
    expect(await other.text()).toBe('<!doctype html><title>Print on Demand</title>');
  });

  it('serves the brotli or gzip copy a browser accepts, and the file itself to others', async () => {
    const asset = `${server.url}/assets/index-abc123.js`;
    const brotli = await fetch(asset, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('Print on Demand'); // fetch decodes it
    const gzip = await fetch(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // The gzip copy is what its name says.
    expect(gunzipSync(readFileSync(join(portalDist, 'assets', 'index-abc123.js.gz'))).length).toBe(
      Number(plain.headers.get('content-length')),
    );
  });

  it('serves hashed assets as immutable and answers JSON 404s under /api', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const api = await fetch(`${server.url}/api/not/a/route`, { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ statusCode: 404, description: 'Not found' });
    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it('shows the dev mailbox to this machine only, and never in production', async () => {
    const local = await fetch(`${server.url}/dev/mailbox`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('<h1>Dev mailbox</h1>');
    const remote = await fetch(`${proxied.url}/dev/mailbox?format=json`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(remote.status).toBe(404);
    const inProduction = await fetch(`${production.url}/dev/mailbox?format=json`);
    expect(inProduction.status).toBe(404);
  });
});
