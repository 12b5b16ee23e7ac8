// Fails when the first load (index.html's entry and the /login route's chunks) ships more than
// the budget of gzipped JavaScript, or pulls in pdfjs-dist or signature_pad.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const LAZY_ONLY = /pdfjs-dist|pdf\.worker|signature_pad/;
const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const firstLoadKeys = Object.keys(manifest).filter(
  (key) => key === 'index.html' || key.startsWith('src/routes/(auth)/login.tsx'),
);
if (!firstLoadKeys.includes('index.html') || firstLoadKeys.length < 2) {
  console.error(`The manifest lacks index.html or the login route's chunk: ${firstLoadKeys}`);
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const key of firstLoadKeys) visit(key);

// The entry script tags in the built index.html must be part of what was counted.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const [, src] of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) files.add(src);

let total = 0;
const offenders = [];
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(join(dist, file));
  const size = gzipSync(code, { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
  if (LAZY_ONLY.test(file) || /GlobalWorkerOptions|velocityFilterWeight/.test(code.toString())) {
    offenders.push(file);
  }
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} kB  first load (budget ${BUDGET_BYTES / 1024} kB)`,
);

if (offenders.length > 0) {
  console.error(`pdfjs-dist or signature_pad is in the first load: ${offenders.join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error('The first load is over budget.');
  process.exit(1);
}
