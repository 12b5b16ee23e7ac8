import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root, which every build input below is named from. */
export const workspaceRoot = join(import.meta.dirname, '../../..');

const stampDir = join(workspaceRoot, 'node_modules/.cache/pod-portal');
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.vite']);
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    SKIPPED.has(entry.name) || isTest(entry.name) ? [] : filesUnder(join(path, entry.name)),
  );
}

/**
 * A hash of what a build is made from (`inputs`: files and folders relative to the repository's
 * root, tests left out): the same sources give the same stamp, whatever the files' dates.
 */
export function sourceStamp(inputs: readonly string[], root = workspaceRoot): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input))).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The stamp of the sources `name` was last built from (kept outside what is served). */
export function builtStamp(name: string): string | undefined {
  const file = join(stampDir, `${name}.stamp`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function recordBuild(name: string, stamp: string): void {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(join(stampDir, `${name}.stamp`), stamp);
}
