import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPodClient } from './client/create-pod-client.ts';
import { operations } from './generated/operations.gen.ts';
import { fakeAuthApi } from './test-support/fake-api.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = (heading: string) => readme.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';

const api = fakeAuthApi({ base: 'http://localhost:3000/api', password: 'Demo!2026pod' });
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('README', () => {
  it('has a Node quick start that logs in and lists books, exactly as written', async () => {
    const code = /```ts\n([\s\S]*?)```/.exec(section('Quick start (Node)'))?.[1] ?? '';
    const body = code.replace(/^import .*\n/m, '');
    expect(body).toContain("createPodClient({ baseUrl: 'http://localhost:3000/api' })");
    const lines: unknown[][] = [];
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction('createPodClient', 'console', body)(createPodClient, {
      log: (...values: unknown[]) => lines.push(values),
    });
    expect(lines).toEqual([
      ['books:', 1],
      [101, 'The Karoo Road'],
    ]);
  });

  it('lists every method of every group', () => {
    const listed = Object.fromEntries(
      [...section('Calling the API').matchAll(/^- `(\w+)`: (.*)$/gm)].map(
        ([, tag = '', rest = '']) => [
          tag,
          [...(rest.split(', and')[0] ?? '').matchAll(/`(\w+)`/g)].map(([, name]) => name),
        ],
      ),
    );
    const generated = Object.fromEntries(
      Object.entries(operations).map(([tag, group]) => [tag, Object.keys(group)]),
    );
    expect(listed).toEqual(generated);
  });
});
