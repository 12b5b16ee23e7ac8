import { createRootRouteWithContext } from '@tanstack/react-router';
import { pageTitle } from '../lib/page-title.ts';
import type { AppContext } from '../session/app-context.ts';
import { NotFound } from '../shell/NotFound.tsx';
import { RootLayout } from '../shell/RootLayout.tsx';

export const Route = createRootRouteWithContext<AppContext>()({
  head: () => ({ meta: [{ title: pageTitle() }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
});
