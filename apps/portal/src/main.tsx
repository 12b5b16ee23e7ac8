import '@pod-portal/ui/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { App } from './App.tsx';
import { createAppContext } from './app-context.ts';

// The domain's zod schemas would otherwise probe `new Function` for faster parsing, which the
// portal's Content-Security-Policy (no eval) refuses and reports.
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App context={createAppContext()} />
  </StrictMode>,
);
