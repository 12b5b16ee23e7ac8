import '@pod-portal/ui/styles.css';
import './app.css';

// The first screens arrive drawn (scripts/prerender.mjs): the app's code is fetched and run
// only once that first frame is on screen, so a phone shows the page before it works on it.
requestAnimationFrame(() => setTimeout(() => import('./boot.tsx')));
