import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORE_ROUTES,
  createTestDatabase,
  startServer,
  TEST_PROXY,
  type TestDatabase,
  type TestServer,
} from '../test/harness.ts';

describe('security headers', () => {
  let database: TestDatabase;
  let server: TestServer;
  let proxied: TestServer;
  let portalDist: string;

  beforeAll(async () => {
    portalDist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>Print on Demand</title>');
    database = await createTestDatabase('pglite');
    server = await startServer(database, { portalDist }, CORE_ROUTES);
    proxied = await startServer(database, { portalDist, trustProxy: TEST_PROXY }, CORE_ROUTES);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), proxied?.close()]);
    await database?.dispose();
    rmSync(portalDist, { recursive: true, force: true });
  });

  it('sends a strict policy with every page, the API and the dev mailbox', async () => {
    for (const path of ['/', '/reset-password?id=4&token=abc', '/api/health', '/dev/mailbox']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "img-src 'self' data: blob:",
        "connect-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy, path).toContain(directive);
      }
      expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const overTls = await fetch(`${proxied.url}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await fetch(`${proxied.url}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
