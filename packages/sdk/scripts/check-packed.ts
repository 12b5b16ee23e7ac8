// Packs the package as pnpm publishes it (publishConfig applied), checks that the tarball holds
// only dist/ and the package's documents (its licence among them) with no workspace-only export
// condition, and runs @arethetypeswrong/cli on it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the tarball holds besides dist/; the licence must be there. */
const DOCUMENTS = ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE'];

const scratch = mkdtempSync(join(tmpdir(), 'sdk-pack-'));
try {
  const packed = execFileSync('pnpm', ['pack', '--json', '--pack-destination', scratch], {
    encoding: 'utf8',
  });
  const { filename, files } = JSON.parse(packed) as { filename: string; files: { path: string }[] };
  const manifest = execFileSync('tar', ['-xOzf', filename, 'package/package.json'], {
    encoding: 'utf8',
  });
  const paths = files.map((file) => file.path);
  const problems = [
    ...paths
      .filter((path) => !path.startsWith('dist/') && !DOCUMENTS.includes(path))
      .map((path) => `unexpected file in the tarball: ${path}`),
    ...(paths.includes('LICENSE') ? [] : ['the tarball has no LICENSE']),
    ...(JSON.stringify((JSON.parse(manifest) as { exports?: unknown }).exports).includes(
      '@pod-portal/source',
    )
      ? ['the published package.json still has the @pod-portal/source condition']
      : []),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`${files.length} files packed; no workspace-only condition`);
  execFileSync('attw', [filename], { stdio: 'inherit' });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
