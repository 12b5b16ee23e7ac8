// Moves what the server's Content-Security-Policy blocks inline out of the reference page
// `redocly build-docs` wrote, into files beside it: its scripts (Redoc's bundle with the contract,
// the colour-mode switch) and a font given as a data: URL. Each file is named by its content's
// hash, so it can be cached for good. The page is served at /api/docs: `docs/<name>` is beside it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const page = process.argv[2];
if (!page) throw new Error('usage: node scripts/externalise.mjs <built page>');

const INLINE_SCRIPT = /<script([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_FONT = /url\('data:application\/font-woff;base64,([^']+)'\)/g;

// Redoc's sidebar shows Redocly's logo from their CDN; the page loads nothing from another
// origin, so the script gets an empty image there (Redoc hides an image that does not show).
const REDOCLY_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g;
const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

/** Writes `content` beside the page; answers its name. */
function beside(content, extension) {
  const name = `${createHash('sha256').update(content).digest('hex').slice(0, 16)}.${extension}`;
  writeFileSync(join(dirname(page), name), content);
  return name;
}

// The font first: it is both in the page's styles and in the styles Redoc's script adds.
const html = readFileSync(page, 'utf8')
  .replace(DATA_FONT, (_, base64) => `url('docs/${beside(Buffer.from(base64, 'base64'), 'woff')}')`)
  .replace(INLINE_SCRIPT, (_, attributes, code) => {
    const name = beside(code.replace(REDOCLY_LOGO, NO_IMAGE), 'js');
    return `<script${attributes} src="docs/${name}"></script>`;
  });
writeFileSync(page, html);
