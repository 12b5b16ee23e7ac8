import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORE_ROUTES,
  createTestDatabase,
  startServer,
  type TestDatabase,
  type TestServer,
} from '../test/harness.ts';
import { apiDocsPlugin } from './api-docs.ts';

describe('the API reference page', () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    // The page as `pnpm build` (or `pnpm start`) makes it: the openapi package's build.
    execFileSync('pnpm', ['--filter', '@pod-portal/openapi', 'build'], { stdio: 'ignore' });
    database = await createTestDatabase('pglite');
    server = await startServer(database, {}, CORE_ROUTES);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('is served at /api/docs under the strict policy, with nothing inline', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'wasm-unsafe-eval'(;|$)/,
    );
    const html = await page.text();
    // No inline script or style for the policy to block, no event handler attribute.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toMatch(/<redoc spec-url="[^"]+"/);
  });

  it("serves every file the page names, from this server, kept for good, Redoc's logo not fetched", async () => {
    const html = await (await fetch(`${server.url}/api/docs`)).text();
    const names = [...html.matchAll(/\s(?:src|href|spec-url|download-definition-url)="([^"]+)"/g)]
      .map(([, url]) => url ?? '')
      .filter((url) => !url.startsWith('data:'));
    expect(names).toHaveLength(3);
    for (const name of names) {
      const url = new URL(name, `${server.url}/api/docs`);
      expect(url.href.startsWith(`${server.url}/api/docs/`), name).toBe(true);
      const file = await fetch(url);
      expect(file.status, name).toBe(200);
      const cached = name.endsWith('/openapi.yaml') ? 'no-cache' : 'immutable';
      expect(file.headers.get('cache-control'), name).toContain(cached);
      const body = await file.text();
      expect(body, name).not.toMatch(/cdn\.redoc\.ly/);
      if (name.endsWith('.yaml')) expect(body).toContain('operationId: login');
      else expect(file.headers.get('content-type')).toContain('text/javascript');
    }
  });

  it('sends the compressed copy a browser accepts, the file to one that accepts none', async () => {
    const html = await (await fetch(`${server.url}/api/docs`)).text();
    const script = /<script src="([^"]+)"/.exec(html)?.[1] ?? '';
    const url = new URL(script, `${server.url}/api/docs`);
    // fetch decompresses what it is sent; the size it was sent at shows what came.
    const sizes = new Map<string, number>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const file = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(file.headers.get('vary')).toContain('accept-encoding');
      expect(file.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      sizes.set(encoding, Number(file.headers.get('content-length')));
      expect(await file.text()).toContain('Redoc');
    }
    expect(sizes.get('br')).toBeLessThan(sizes.get('gzip') ?? 0);
    expect(sizes.get('gzip')).toBeLessThan((sizes.get('identity') ?? 0) / 2);
  });

  it('serves nothing else under /api/docs', async () => {
    for (const path of [
      '0123456789abcdef.js',
      'redoc.standalone.0123456789abcdef.js',
      'index.html',
      'openapi.yaml.br',
      'redoc.standalone.js',
      '..%2Fpackage.json',
      '..%2F..%2Fopenapi.yaml',
    ]) {
      const answer = await fetch(`${server.url}/api/docs/${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('the API reference page before it is built', () => {
  let app: FastifyInstance;
  let empty: string;
  beforeAll(async () => {
    empty = mkdtempSync(join(tmpdir(), 'reference-'));
    app = Fastify();
    // The plugin only needs the contract's plugin registered before it.
    await app.register(fp(async () => {}, { name: 'contract' }));
    await app.register(apiDocsPlugin, { basePath: '/api', dir: empty });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('says how to build it, and still serves the contract', async () => {
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('pnpm --filter @pod-portal/openapi build');
    const contract = await app.inject('/api/docs/openapi.yaml');
    expect(contract.statusCode).toBe(200);
    expect(contract.body).toContain('operationId: login');
  });
});
