// `pnpm start`, before the server: rebuilds what is stale (the portal, the API reference, then
// the server) and exits, so the server itself runs as plain JavaScript with no builder or
// TypeScript loader in memory.
// A build is stale when its sources differ from those it was made from: after a `git pull`, the
// server never serves yesterday's portal.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_INPUTS, buildApi } from './build.ts';
import { builtStamp, recordBuild, sourceStamp, workspaceRoot } from './source-stamp.ts';

const PORTAL_INPUTS = [
  'apps/portal/src',
  'apps/portal/public',
  'apps/portal/scripts',
  'apps/portal/index.html',
  'apps/portal/vite.config.ts',
  'apps/portal/package.json',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/sdk/src',
  'packages/sdk/package.json',
  'pnpm-lock.yaml',
];

// The API reference page the server serves at /api/docs (the openapi package's `build`).
const REFERENCE_INPUTS = [
  'openapi/openapi.yaml',
  'openapi/scripts',
  'openapi/package.json',
  'pnpm-lock.yaml',
];

interface PackageBuild {
  /** Its stamp's name. */
  name: string;
  /** What it is, in messages. */
  title: string;
  /** The workspace package whose `build` makes it. */
  filter: string;
  inputs: readonly string[];
  /** A file the build writes (from the repository's root): missing, the build is stale too. */
  output: string;
}

const PORTAL: PackageBuild = {
  name: 'portal',
  title: 'the portal',
  filter: '@pod-portal/portal',
  inputs: PORTAL_INPUTS,
  output: 'apps/portal/dist/index.html',
};

const REFERENCE: PackageBuild = {
  name: 'reference',
  title: 'the API reference',
  filter: '@pod-portal/openapi',
  inputs: REFERENCE_INPUTS,
  output: 'openapi/dist/reference/index.html',
};

function buildPackageIfStale({ name, title, filter, inputs, output }: PackageBuild): void {
  const built = existsSync(join(workspaceRoot, output));
  if (built && builtStamp(name) === sourceStamp(inputs)) return;
  const why = built ? 'its sources changed since the last build' : 'it is not built';
  process.stdout.write(`Building ${title}: ${why}.\n`);
  const build = spawnSync('pnpm', ['--filter', filter, 'build'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
  });
  // Stamped after the build: the portal's build regenerates one of its inputs (the route tree).
  if (build.status === 0) recordBuild(name, sourceStamp(inputs));
  else
    process.stderr.write(`Could not build ${title}; the server serves its last build, if any.\n`);
}

async function buildApiIfStale(): Promise<void> {
  if (builtStamp('api') === sourceStamp(API_INPUTS)) return;
  process.stdout.write('Building the server: its sources changed since the last build.\n');
  await buildApi();
}

buildPackageIfStale(PORTAL);
buildPackageIfStale(REFERENCE);
await buildApiIfStale();
