// After `vite build`: the first screens a visitor opens, rendered to HTML (src/prerender/
// render-page.tsx, through Vite's SSR loader) and written as dist/prerendered/<path>.html, with
// brotli and gzip copies. The server answers those paths with them, so the page is drawn before
// its JavaScript arrives. How a drawn page waits for the app (disabled, or hidden until the
// tab's session is known to be one it is for): src/prerender/drawn-page.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer, defaultServerConditions } from 'vite';

/** Each prerendered path: the route rendered for it (/register opens at its first stage), and
 * whether it is a signed-in author's page. */
const PAGES = {
  '/login': { route: '/login', signedIn: false },
  '/register': { route: '/register/email-password', signedIn: false },
  '/register/email-password': { route: '/register/email-password', signedIn: false },
  // An author's landing page, after logging in and after every payment.
  '/dashboard': { route: '/dashboard', signedIn: true },
};

const portal = join(import.meta.dirname, '..');
const dist = join(portal, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';

const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);

const vite = await createServer({
  root: portal,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  // The workspace packages from their sources, as the client build takes them.
  ssr: {
    noExternal: [/^@pod-portal\//],
    resolve: { conditions: ['@pod-portal/source', ...defaultServerConditions] },
  },
});
try {
  const { renderPage } = await vite.ssrLoadModule('/src/prerender/render-page.tsx');
  const { drawnPageHtml } = await vite.ssrLoadModule('/src/prerender/drawn-page.ts');
  for (const [path, { route, signedIn }] of Object.entries(PAGES)) {
    // The page's title goes to the head; the router's inline scroll script is left out (the
    // Content-Security-Policy refuses inline scripts, and the app restores scroll itself).
    let title = '';
    const markup = (await renderPage(route, { signedIn }))
      .replace(/<title>[^<]*<\/title>/, (found) => {
        title = found;
        return '';
      })
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    if (!title) throw new Error(`${route} rendered no <title>`);
    const html = template
      .replace(/<title>[^<]*<\/title>/, title)
      .replace(EMPTY_ROOT, `<div id="root">${drawnPageHtml(markup, { signedIn })}</div>`);
    const file = join(dist, 'prerendered', `${path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
} finally {
  await vite.close();
}
