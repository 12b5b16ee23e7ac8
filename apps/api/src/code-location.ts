import { existsSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from its TypeScript sources (tests, `pnpm dev`, the ops CLI: src/*.ts) or
// from the build (`pnpm start`: dist/*.js, bundled, shared code in dist/chunks/). Paths are
// taken from the package's root, found from this module's own place, so they hold in both.
const here = fileURLToPath(import.meta.url);

function packageRootAbove(dir: string): string {
  if (existsSync(join(dir, 'package.json'))) return dir;
  const parent = dirname(dir);
  if (parent === dir) throw new Error(`no package.json above ${here}`);
  return packageRootAbove(parent);
}

/** apps/api: its package.json, drizzle/ migrations, and the portal beside it. */
export const apiRoot = packageRootAbove(dirname(here));

/** `.ts` when running from the sources, `.js` from the build: route and command modules. */
export const moduleExtension = extname(here);

/** The folder the running code comes from (src/ or dist/), where routes and commands live. */
export const codeDir = join(apiRoot, moduleExtension === '.ts' ? 'src' : 'dist');
