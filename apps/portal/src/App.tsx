import { QueryClientProvider } from '@tanstack/react-query';
import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import type { AppContext } from './app-context.ts';
import { createAppRouter } from './router.ts';

/** The portal: data cache and router around the pages; tests pass a memory history. */
export function App({ context, history }: { context: AppContext; history?: RouterHistory }) {
  const [router] = useState(() => createAppRouter(context, history));
  return <AppWithRouter context={context} router={router} />;
}

/** The same, around a router made (and loaded) beforehand: the build's prerender does that. */
export function AppWithRouter({
  context,
  router,
}: {
  context: AppContext;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
