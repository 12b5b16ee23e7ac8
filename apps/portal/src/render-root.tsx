import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppWithRouter } from './AppWithRouter.tsx';
import type { AppRouter } from './router.ts';
import type { AppContext } from './session/app-context.ts';

/** The app into `rootElement`, in place of what was there, in a transition: React renders in
 * slices and lets the browser answer in between. */
export function renderApp(rootElement: HTMLElement, context: AppContext, router: AppRouter) {
  startTransition(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <AppWithRouter context={context} router={router} />
      </StrictMode>,
    );
  });
}
