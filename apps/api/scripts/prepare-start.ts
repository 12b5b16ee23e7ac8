// `pnpm start`, before the server: rebuilds what is stale (the portal, then the server) and exits,
// so the server itself runs as plain JavaScript with no builder or TypeScript loader in memory.
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

function buildPortalIfStale(): void {
  if (builtStamp('portal') === sourceStamp(PORTAL_INPUTS)) return;
  process.stdout.write('Building the portal: its sources changed since the last build.\n');
  const build = spawnSync('pnpm', ['--filter', '@pod-portal/portal', 'build'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
  });
  // Stamped after the build: the build regenerates one of its inputs (the route tree).
  if (build.status === 0) recordBuild('portal', sourceStamp(PORTAL_INPUTS));
  else
    process.stderr.write('The portal did not build; the server serves the last build, if any.\n');
}

async function buildApiIfStale(): Promise<void> {
  if (builtStamp('api') === sourceStamp(API_INPUTS)) return;
  process.stdout.write('Building the server: its sources changed since the last build.\n');
  await buildApi();
}

buildPortalIfStale();
await buildApiIfStale();
