import type { KeyValueStorage } from '@pod-portal/sdk';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppWithRouter } from '../AppWithRouter.tsx';
import { createAppContext } from '../app-context.ts';
import { createAppRouter } from '../router.ts';

/**
 * The markup of the page at `path` as a visitor with no session first sees it, once its
 * route's code is loaded: the build writes it into that page's HTML (scripts/prerender.mjs).
 */
export async function renderPage(path: string): Promise<string> {
  const context = createAppContext('http://prerender.invalid/api', emptyStorage());
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(
    <StrictMode>
      <AppWithRouter context={context} router={router} />
    </StrictMode>,
  );
}

/** A tab's storage with nothing in it, for Node (which has no sessionStorage). */
function emptyStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
