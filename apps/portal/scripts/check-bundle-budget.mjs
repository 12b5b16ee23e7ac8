// Fails when the first load (index.html's entry, the app it loads and the /login route's chunks)
// ships more than the budget of gzipped JavaScript, or pulls in pdfjs-dist or signature_pad, or
// when the service worker precaches more than its budget (the files listed in dist/sw.js, as
// stored).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL, firstScreenFiles } from './first-screens.mjs';

const BUDGET_BYTES = 200 * 1024;
const PRECACHE_BUDGET_BYTES = 500 * 1024;
const LAZY_ONLY = /pdfjs-dist|pdf\.worker|signature_pad/;
const dist = join(import.meta.dirname, '..', 'dist');

const LOGIN_ROUTE = 'src/routes/(auth)/login.tsx';
const { keys: firstLoadKeys, files } = firstScreenFiles([LOGIN_ROUTE]);
if (
  !APP_SHELL.every((key) => firstLoadKeys.includes(key)) ||
  !firstLoadKeys.some((key) => key.startsWith(LOGIN_ROUTE))
) {
  console.error(
    `The manifest lacks index.html, the app or the login route's chunk: ${firstLoadKeys}`,
  );
  process.exit(1);
}

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

const precached = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map(
  ([, url]) => url,
);
const precacheBytes = [...new Set(precached)].reduce(
  (sum, url) => sum + statSync(join(dist, url)).size,
  0,
);
console.log(
  `${(precacheBytes / 1024).toFixed(1).padStart(7)} kB  precached by the service worker in ${precached.length} entries (budget ${PRECACHE_BUDGET_BYTES / 1024} kB)`,
);
if (precached.length === 0 || !precached.includes('index.html')) {
  console.error('dist/sw.js lists no precache entries, or not index.html.');
  process.exit(1);
}
if (precacheBytes > PRECACHE_BUDGET_BYTES) {
  console.error('The service worker precaches over budget.');
  process.exit(1);
}
