import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AppContext } from '../app-context.ts';
import { NotFound } from '../shell/NotFound.tsx';
import { pageTitle } from '../shell/page-title.ts';
import { RootLayout } from '../shell/RootLayout.tsx';

export const Route = createRootRouteWithContext<AppContext>()({
  head: () => ({ meta: [{ title: pageTitle() }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
});
