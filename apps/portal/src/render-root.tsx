import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppWithRouter } from './AppWithRouter.tsx';
import type { AppContext } from './app-context.ts';
import type { AppRouter } from './router.ts';

export { createRoot };

/** The app into `root`, in a transition: React renders in slices and lets the browser answer in
 * between. */
export function render(root: Root, context: AppContext, router: AppRouter) {
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppWithRouter context={context} router={router} />
      </StrictMode>,
    );
  });
}
