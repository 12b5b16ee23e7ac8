import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router.ts';
import type { AppContext } from './session/app-context.ts';

/** The portal around a router made (and loaded) beforehand: the app's start and the build's
 * prerender do that. */
export function AppWithRouter({ context, router }: { context: AppContext; router: AppRouter }) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
