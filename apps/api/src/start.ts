import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config.ts';

/**
 * `pnpm start`: builds the portal when apps/portal exists without a build, then starts the
 * server (which migrates and seeds the database and serves the portal and the API). The API
 * itself runs from its TypeScript sources through tsx: nothing to build.
 */
function buildPortalIfNeeded(): void {
  const { portalDist } = loadConfig();
  const portalDir = join(import.meta.dirname, '../../portal');
  if (
    !portalDist ||
    existsSync(join(portalDist, 'index.html')) ||
    !existsSync(join(portalDir, 'package.json'))
  ) {
    return;
  }
  process.stdout.write(
    'Building the portal (apps/portal) once: pnpm --filter @pod-portal/portal build\n',
  );
  const build = spawnSync('pnpm', ['--filter', '@pod-portal/portal', 'build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    process.stderr.write('The portal did not build; the server starts with the API only.\n');
  }
}

buildPortalIfNeeded();
await import('./server.ts');
