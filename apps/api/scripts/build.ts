import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { contractModuleSource } from '@pod-portal/openapi/contract-module';
import { loadContract } from '@pod-portal/openapi/operations';
import { build, type Plugin } from 'esbuild';
import { recordBuild, sourceStamp } from './source-stamp.ts';

const apiDir = join(import.meta.dirname, '..');
const srcDir = join(apiDir, 'src');

/** What the server's build is made from (relative to the repository's root). */
export const API_INPUTS = [
  'apps/api/src',
  'apps/api/package.json',
  'apps/api/scripts/build.ts',
  'packages/domain/src',
  'packages/domain/package.json',
  'openapi/openapi.yaml',
  'openapi/src',
  'openapi/package.json',
  'pnpm-lock.yaml',
];

const NOT_COMMANDS = new Set(['index.ts', 'command.ts']);

/**
 * The modules the server loads: itself, its database setup, the PDF worker modules (every
 * `*-worker.ts`: `pdf/render-worker.ts` and a feature's own tasks), each route module
 * (`features/<feature>/routes/<resource>/index.ts`) and each ops command.
 */
function entryPoints(): string[] {
  const featuresDir = join(srcDir, 'features');
  const routes = readdirSync(featuresDir, { withFileTypes: true })
    .filter(
      (feature) => feature.isDirectory() && existsSync(join(featuresDir, feature.name, 'routes')),
    )
    .flatMap((feature) => {
      const routesDir = join(featuresDir, feature.name, 'routes');
      return readdirSync(routesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(routesDir, entry.name, 'index.ts'));
    });
  const commands = readdirSync(join(srcDir, 'cli'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_COMMANDS.has(file))
    .map((file) => join(srcDir, 'cli', file));
  const databaseSetup = join(srcDir, 'db', 'embedded-database-setup.ts');
  const pdfWorkers = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-worker.ts'))
    .map((file) => join(srcDir, file));
  return [join(srcDir, 'server.ts'), databaseSetup, ...pdfWorkers, ...routes, ...commands];
}

/**
 * The reader of the contract replaced by what it reads, read now: the built server answers the
 * contract it was built with, without loading the OpenAPI library at every start.
 */
const contractSnapshot: Plugin = {
  name: 'contract-snapshot',
  setup(builder) {
    builder.onResolve({ filter: /^@pod-portal\/openapi\/operations$/ }, () => ({
      path: 'contract',
      namespace: 'contract-snapshot',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'contract-snapshot' }, async () => ({
      contents: contractModuleSource(await loadContract()),
      loader: 'js',
    }));
  },
};

/**
 * Builds the server into dist/ (the same layout as src/, shared code in dist/chunks/): plain
 * JavaScript for node, so production runs no TypeScript loader. The workspace's own packages are
 * bundled from their sources; the server's dependencies stay in node_modules.
 */
export async function buildApi(): Promise<void> {
  const stamp = sourceStamp(API_INPUTS);
  const pkg = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  rmSync(join(apiDir, 'dist'), { recursive: true, force: true });
  await build({
    entryPoints: entryPoints(),
    outbase: srcDir,
    outdir: join(apiDir, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    conditions: ['@pod-portal/source'],
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@pod-portal/')),
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [contractSnapshot],
    // CommonJS modules bundled from the workspace's dependencies (file-type's `debug`) call
    // `require` for Node's built-ins, which an ES module has no binding for.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  recordBuild('api', stamp);
}

if (process.argv[1] && basename(process.argv[1]) === 'build.ts') {
  await buildApi();
}
