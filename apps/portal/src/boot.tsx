import './configure-zod.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createAppContext } from './app-context.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition: React renders in slices and lets the browser answer in between.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App context={createAppContext()} />
    </StrictMode>,
  );
});
