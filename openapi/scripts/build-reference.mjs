// Builds the API reference page the server serves at /api/docs into dist/reference/: the page,
// Redoc 2's standalone script and the contract, ready to serve as files. Redoc renders the
// contract in the browser from these files alone, so the server depends on none of Redoc's
// packages (React, mobx, styled-components), and the page passes the server's
// Content-Security-Policy: no inline script, nothing evaluated, nothing from another origin.
//
// - index.html: the page, served at /api/docs (so `docs/<name>` is a file beside it);
// - redoc.standalone.<hash>.js and openapi.<hash>.yaml: named by their content's hash, so the
//   server lets browsers keep them for good;
// - openapi.yaml: the same contract at an address that does not change, for Redoc's Download
//   button and for tools.
// Each file also has brotli and gzip copies (`.br`, `.gz`), which the server sends to browsers
// that accept them. The folder is written beside the old one, then put in its place.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const packageDir = join(import.meta.dirname, '..');
const outDir = join(packageDir, 'dist', 'reference');
const buildDir = `${outDir}.${process.pid}`;

// Redoc's sidebar shows Redocly's logo from their CDN; the page loads nothing from another
// origin, so the script gets an empty image there (Redoc hides an image that does not show).
const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

const redoc = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
if (!redoc.includes(REDOCLY_LOGO)) {
  throw new Error(`Redoc's script no longer names ${REDOCLY_LOGO}: check what it loads now`);
}
const script = redoc.replaceAll(REDOCLY_LOGO, NO_IMAGE);
if (/https:\/\/cdn\.redoc\.ly/.test(script)) {
  throw new Error("Redoc's script loads something else from Redocly's CDN");
}
const contract = readFileSync(join(packageDir, 'openapi.yaml'));

const compressed = new Map();
/** Brotli (at its best, as the portal's build) and gzip copies of `content`, made once. */
function compress(content) {
  const key = createHash('sha256').update(content).digest('hex');
  if (!compressed.has(key)) {
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(content),
      },
    });
    compressed.set(key, { brotli, gzip: gzipSync(content, { level: 9 }) });
  }
  return compressed.get(key);
}

/** Writes `content` as `name` in the folder being built, with its brotli and gzip copies. */
function write(name, content) {
  const { brotli, gzip } = compress(content);
  writeFileSync(join(buildDir, name), content);
  writeFileSync(join(buildDir, `${name}.br`), brotli);
  writeFileSync(join(buildDir, `${name}.gz`), gzip);
}

/** Writes `content` under a name made of its hash; answers the name. */
function writeHashed(base, extension, content) {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  const name = `${base}.${hash}.${extension}`;
  write(name, content);
  return name;
}

rmSync(buildDir, { recursive: true, force: true });
mkdirSync(buildDir, { recursive: true });
const scriptFile = writeHashed('redoc.standalone', 'js', script);
const contractFile = writeHashed('openapi', 'yaml', contract);
write('openapi.yaml', contract);
// Redoc reads its options from the element's attributes.
write(
  'index.html',
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Print on Demand API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <redoc spec-url="docs/${contractFile}" download-definition-url="docs/openapi.yaml"></redoc>
    <script src="docs/${scriptFile}"></script>
  </body>
</html>
`,
);
rmSync(outDir, { recursive: true, force: true });
renameSync(buildDir, outDir);
