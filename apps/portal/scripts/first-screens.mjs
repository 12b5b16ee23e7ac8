// The files a screen needs first: the chunks of some of Vite's build manifest keys with
// everything they import statically. Shared by the service worker's precache list
// (vite.config.ts: the app shell, index.html's entry) and the first load budget (/login).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'dist');
// index.html's entry draws nothing itself: it loads the app (src/boot.tsx) after the first frame,
// and the app loads its parts one after another (boot.tsx's dynamic imports).
const BOOT = 'src/boot.tsx';
export const APP_SHELL = ['index.html', BOOT];

/** @param {string[]} [also] besides the app shell's, the manifest keys starting with these (a
 * route's source, whose split chunks' keys add a query) */
export function firstScreenFiles(also = []) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const keys = Object.keys(manifest).filter(
    (key) => APP_SHELL.includes(key) || also.some((start) => key.startsWith(start)),
  );
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (key === BOOT) for (const step of chunk.dynamicImports ?? []) visit(step);
  };
  for (const key of keys) visit(key);
  return { keys, files };
}

/** Workbox manifestTransform: keeps index.html, the icon and the app shell's JavaScript and CSS;
 * route chunks, the PDF viewer and its worker are cached when first used. */
export async function firstScreensOnly(entries) {
  const { files } = firstScreenFiles();
  const manifest = entries.filter((entry) =>
    entry.url.startsWith('assets/') ? files.has(entry.url) : !entry.url.endsWith('.mjs'),
  );
  return { manifest, warnings: [] };
}
