import type { RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { AppWithRouter } from './AppWithRouter.tsx';
import { createAppRouter } from './router.ts';
import type { AppContext } from './session/app-context.ts';

/** The portal: data cache and router around the pages; tests pass a memory history. */
export function App({ context, history }: { context: AppContext; history?: RouterHistory }) {
  const [router] = useState(() => createAppRouter(context, history));
  return <AppWithRouter context={context} router={router} />;
}
