import { memoryStorage } from '@pod-portal/sdk';
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
  const context = createAppContext('http://prerender.invalid/api', memoryStorage());
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(
    <StrictMode>
      <AppWithRouter context={context} router={router} />
    </StrictMode>,
  );
}
