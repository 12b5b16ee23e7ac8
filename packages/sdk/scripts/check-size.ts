// Bundles the built client as an app would (esbuild, minified, for the browser) and fails when
// its min+gzip size is over budget. hash-wasm's MD5 is loaded only when an upload starts, so it
// is measured as its own lazy chunk with its own budget. The generated types add nothing here.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const budgets = { client: 8_000, md5: 6_000 };

const result = await build({
  entryPoints: [new URL('../dist/index.js', import.meta.url).pathname],
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  platform: 'browser',
  write: false,
  outdir: 'size-check',
  metafile: true,
});

const gzipped = new Map(
  result.outputFiles.map((file) => [file.path, gzipSync(file.contents).length]),
);
const outputs = Object.entries(result.metafile.outputs);
const [entryPath, entry] = outputs.find(([, output]) => output.entryPoint) ?? [];
if (!entryPath || !entry) throw new Error('esbuild produced no entry chunk');
const absolute = (path: string) => new URL(path, `file://${process.cwd()}/`).pathname;

// The client is the entry plus the chunks it imports statically; dynamic imports are lazy.
const staticChunks = new Set([entryPath]);
for (const path of staticChunks) {
  for (const imported of result.metafile.outputs[path]?.imports ?? []) {
    if (imported.kind === 'import-statement') staticChunks.add(imported.path);
  }
}
const sizeOf = (paths: string[]) =>
  paths.reduce((sum, path) => sum + (gzipped.get(absolute(path)) ?? 0), 0);
const client = sizeOf([...staticChunks]);
const md5 = sizeOf(outputs.map(([path]) => path).filter((path) => !staticChunks.has(path)));

const report = (name: keyof typeof budgets, size: number) => {
  const ok = size <= budgets[name];
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${size} B min+gzip (budget ${budgets[name]} B)`);
  return ok;
};
const fine = [report('client', client), report('md5', md5)].every(Boolean);
if (!fine) process.exit(1);
