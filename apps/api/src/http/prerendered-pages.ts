import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * The portal's prerendered first screens (its build writes `prerendered/<path>.html`, the page
 * drawn before the app's JavaScript arrives): each page's path, and its file within the
 * portal's folder. Read once at start; none when the build made none.
 */
export function prerenderedPages(portalDir: string): Map<string, string> {
  const folder = join(portalDir, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(folder)) return pages;
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const path = entry.slice(0, -'.html'.length).split(sep).join('/');
    pages.set(`/${path}`, `prerendered/${path}.html`);
  }
  return pages;
}
