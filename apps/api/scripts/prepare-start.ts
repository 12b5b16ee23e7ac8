// `pnpm start`, before the server: rebuilds what is stale (the portal, the API reference, then
// the server) and exits, so the server itself runs as plain JavaScript with no builder or
// TypeScript loader in memory.
// A build is stale when its sources differ from those it was made from: after a `git pull`, the
// server never serves yesterday's portal.
import { spawnSync } from 'node:child_process';
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

// The API reference page (built by `redocly build-docs`, served at /api/docs).
const REFERENCE_INPUTS = [
  'openapi/openapi.yaml',
  'openapi/redocly.yaml',
  'openapi/scripts',
  'openapi/package.json',
  'pnpm-lock.yaml',
];

function buildPackageIfStale(name: string, filter: string, inputs: readonly string[]): void {
  if (builtStamp(name) === sourceStamp(inputs)) return;
  process.stdout.write(`Building the ${name}: its sources changed since the last build.\n`);
  const build = spawnSync('pnpm', ['--filter', filter, 'build'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
  });
  // Stamped after the build: the portal's build regenerates one of its inputs (the route tree).
  if (build.status === 0) recordBuild(name, sourceStamp(inputs));
  else
    process.stderr.write(`The ${name} did not build; the server serves the last build, if any.\n`);
}

async function buildApiIfStale(): Promise<void> {
  if (builtStamp('api') === sourceStamp(API_INPUTS)) return;
  process.stdout.write('Building the server: its sources changed since the last build.\n');
  await buildApi();
}

buildPackageIfStale('portal', '@pod-portal/portal', PORTAL_INPUTS);
buildPackageIfStale('reference', '@pod-portal/openapi', REFERENCE_INPUTS);
await buildApiIfStale();
