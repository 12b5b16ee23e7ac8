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
    database = await createTestDatabase('pglite');
    server = await startServer(database, {}, CORE_ROUTES);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('is served at /api/docs with its script and the contract, all from this server', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|spec-url|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(sources).toEqual(['data:,', '/api/docs/openapi.yaml', '/api/docs/redoc.standalone.js']);
    expect(html).not.toMatch(/<script>|<style>|style="/);

    const contract = await fetch(`${server.url}/api/docs/openapi.yaml`);
    expect(contract.status).toBe(200);
    expect(await contract.text()).toContain('operationId: login');
    const script = await fetch(`${server.url}/api/docs/redoc.standalone.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).not.toContain('cdn.redoc.ly');
  });
});
