import { loadContract } from '@pod-portal/openapi/operations';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestDatabase, type TestDatabase, testConfig } from './test/harness.ts';

/**
 * Contract operations no route answers yet. Whoever implements one removes it from here:
 * this test fails when a listed operation has a route, or when an unlisted one has none.
 */
const NOT_BUILT: string[] = [];

const contract = await loadContract();

describe('the server and the contract agree', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const apiRoutes: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({
      config: testConfig(),
      database,
      beforeRoutes: (instance) =>
        instance.addHook('onRoute', (route) => {
          if (route.url.startsWith(`${contract.basePath}/`))
            apiRoutes.push(`${route.method} ${route.url}`);
        }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('serves every /api route from a contract operation (the server refuses to start otherwise)', () => {
    expect(apiRoutes.length).toBeGreaterThan(0);
    expect(app.routedOperations).toHaveLength(apiRoutes.length);
  });

  it('answers each contract operation exactly once, except the ones listed as not built', () => {
    const routed = app.routedOperations.map((op) => op.operationId).sort();
    const expected = contract.operations
      .map((op) => op.operationId)
      .filter((id) => !NOT_BUILT.includes(id))
      .sort();
    expect(routed).toEqual(expected);
  });

  it('lists only operations the contract has', () => {
    const ids = contract.operations.map((op) => op.operationId);
    expect(NOT_BUILT.filter((id) => !ids.includes(id))).toEqual([]);
  });
});
