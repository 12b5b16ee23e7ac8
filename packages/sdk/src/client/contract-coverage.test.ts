import { loadContract } from '@pod-portal/openapi/operations';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendlyName } from '../../scripts/friendly-name.ts';
import { apiCodes } from '../results/api-codes.ts';
import { memoryTokenStore } from '../session/memory-token-store.ts';
import { BASE, NOW, tokenPair } from '../test-support/fake-api.ts';
import { createPodClient } from './create-pod-client.ts';

// The contract itself, read here without the generator, so a stale generated table shows.
const contract = await loadContract();
const contractOperations = contract.operations;

const seen: string[] = [];
const server = setupServer(
  http.all(`${BASE}/*`, ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname.slice('/api'.length)}`);
    return HttpResponse.json({ statusCode: 0, description: 'Successful' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the client covers the contract', () => {
  it('has a method, named from the operationId in its tag group, for every operation', () => {
    const pod = createPodClient({ baseUrl: BASE, tokenStore: memoryTokenStore() });
    const groups = pod as unknown as Record<string, Record<string, unknown>>;
    expect(contractOperations.length).toBeGreaterThan(50);
    const missing = contractOperations
      .map(({ operationId, tag }) => `${tag}.${friendlyName(operationId, tag)}`)
      .filter((name) => {
        const [tag = '', method = ''] = name.split('.');
        return typeof groups[tag]?.[method] !== 'function';
      });
    expect(missing).toEqual([]);
  });

  // Over a hundred calls in turn through msw: about a second alone, near vitest's default 5 s on
  // a loaded 2-core machine.
  it("sends each operation's method to its path", { timeout: 30_000 }, async () => {
    const pod = createPodClient({
      baseUrl: BASE,
      tokenStore: memoryTokenStore(tokenPair()),
      now: () => NOW,
    });
    const groups = pod as unknown as Record<
      string,
      Record<string, (init: unknown) => Promise<unknown>>
    >;
    for (const { path, operationId, tag, bodyMediaTypes } of contractOperations) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const init = {
        params: { path: Object.fromEntries(names.map((name) => [name, '1'])) },
        ...(bodyMediaTypes.length > 0 ? { body: {} } : {}),
      };
      await groups[tag]?.[friendlyName(operationId, tag)]?.(init);
    }
    expect(seen).toEqual(
      contractOperations.map(({ method, path }) => `${method} ${path.replace(/\{\w+\}/g, '1')}`),
    );
  });

  it('knows every statusCode the contract documents', () => {
    const codes = new Set<string>();
    const collect = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'statusCode' && typeof value === 'object' && value !== null) {
          const { const: single, enum: many = [] } = value as { const?: unknown; enum?: unknown[] };
          for (const code of [single, ...many]) if (code !== undefined) codes.add(String(code));
        }
        collect(value);
      }
    };
    collect(contract.schemas);
    // 0 and 200 are success; the rest are HTTP statuses, which outcomes read from the response.
    const byStatus = new Set([
      '0',
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '414',
      '415',
      '422',
      '429',
      '500',
    ]);
    const unknown = [...codes].filter(
      (code) => !byStatus.has(code) && !Object.hasOwn(apiCodes, code),
    );
    expect(codes.size).toBeGreaterThan(15);
    expect(unknown).toEqual([]);
  });
});
