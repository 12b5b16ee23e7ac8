import '@pod-portal/ui/styles.css';
import './app.css';
import { showLoadFailure } from './load-failure.ts';
import { showDrawnSignedInPage } from './prerender/drawn-page.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
showDrawnSignedInPage(root);
// The first screens arrive drawn (scripts/prerender.mjs): the app's code is fetched and run
// only once that first frame is on screen, so a phone shows the page before it works on it.
requestAnimationFrame(() =>
  setTimeout(() => {
    import('./boot.tsx').then(({ boot }) => boot(root)).catch(() => showLoadFailure(root));
  }),
);
