// Bundles the built client as an app would (esbuild, minified, for the browser) and fails when
// its min+gzip size is over budget. hash-wasm's MD5 is loaded only when an upload starts, and
// eventsource-parser only when an event stream opens, so each is measured as its own lazy chunk
// with its own budget. The generated types add nothing here.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// The client's budget grew from 8,000 B with the offline queue (about 900 B), which every
// installed app uses from its first screen, then with uploads of several chunks at once
// (about 400 B), then with the account-safety groups (two-factor's second step, passkeys,
// sessions and login notification) and staff actions: about 30 operations, 224 B; then with
// getting paid (PayPal's side, royalty shares, payment methods, the international transfer
// file): 11 operations, about 200 B, to 10,111 B.
const budgets = { client: 10_400, md5: 6_000, events: 2_000 };

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
const lazy = outputs.filter(([path]) => !staticChunks.has(path));
const lazyOf = (library: string) =>
  sizeOf(
    lazy
      .filter(([, output]) => Object.keys(output.inputs).some((input) => input.includes(library)))
      .map(([path]) => path),
  );
const md5 = lazyOf('hash-wasm');
const events = lazyOf('eventsource-parser');

const report = (name: keyof typeof budgets, size: number) => {
  const ok = size <= budgets[name];
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${size} B min+gzip (budget ${budgets[name]} B)`);
  return ok;
};
const unbudgeted = lazy.filter(
  ([, output]) => !/hash-wasm|eventsource-parser/.test(Object.keys(output.inputs).join('\n')),
);
for (const [path] of unbudgeted) console.log(`OVER lazy chunk without a budget: ${path}`);
const fine = [
  report('client', client),
  report('md5', md5),
  report('events', events),
  unbudgeted.length === 0,
].every(Boolean);
if (!fine) process.exit(1);
