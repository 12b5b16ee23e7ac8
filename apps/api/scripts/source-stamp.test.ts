import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceStamp } from './source-stamp.ts';

describe('sourceStamp', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const stamp = () => sourceStamp(['app/src', 'app/package.json'], root);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pod-stamp-'));
    write('app/src/index.ts', 'export const a = 1;\n');
    write('app/src/pages/page.tsx', 'export const b = 2;\n');
    write('app/package.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the same for the same sources, whatever their dates', () => {
    const before = stamp();
    const past = new Date(Date.now() - 86_400_000);
    utimesSync(join(root, 'app/src/index.ts'), past, past);
    expect(stamp()).toBe(before);
  });

  it('changes when a source changes, appears, is renamed or goes', () => {
    const seen = new Set([stamp()]);
    write('app/src/index.ts', 'export const a = 2;\n');
    seen.add(stamp());
    write('app/src/new.ts', '');
    seen.add(stamp());
    rmSync(join(root, 'app/src/new.ts'));
    write('app/src/renamed.ts', '');
    seen.add(stamp());
    rmSync(join(root, 'app/src/pages'), { recursive: true });
    seen.add(stamp());
    write('app/package.json', '{"dependencies":{}}');
    seen.add(stamp());
    expect(seen.size).toBe(6);
  });

  it('leaves out tests, dependencies and build output', () => {
    const before = stamp();
    write('app/src/index.test.ts', 'test');
    write('app/src/page.test.tsx', 'test');
    write('app/src/node_modules/x/index.js', '');
    write('app/src/dist/index.js', '');
    expect(stamp()).toBe(before);
  });
});
