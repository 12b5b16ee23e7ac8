import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { codeDir, moduleExtension } from '../code-location.ts';

/**
 * Creates and migrates the embedded database in `pgliteDir` when it does not exist yet, in a
 * child process. Creating a PostgreSQL cluster (initdb) takes PGlite about 700 MB of WebAssembly
 * memory, which a process never hands back: done in the server's own process, it left the server
 * at about 380 MB idle instead of 230 MB for the rest of its life.
 */
export async function createEmbeddedDatabase(pgliteDir: string): Promise<void> {
  if (existsSync(join(pgliteDir, 'PG_VERSION'))) return;
  const setup = join(codeDir, 'db', `embedded-database-setup${moduleExtension}`);
  // The child inherits this process's node options (the TypeScript loader, from the sources).
  const child = fork(setup, [pgliteDir], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${pgliteDir} failed`);
}
