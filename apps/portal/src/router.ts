import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { AppContext } from './session/app-context.ts';
import { redirectOnSessionEnd } from './session/redirect-on-session-end.ts';

/**
 * One router per app (and per test, which passes a memory history). Scroll restoration brings
 * every new page to the top and restores the position on back/forward.
 */
export function createAppRouter(context: AppContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    scrollRestoration: true,
    defaultPreload: 'intent',
    ...(history ? { history } : {}),
  });
  redirectOnSessionEnd(context, router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
