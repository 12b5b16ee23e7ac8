import type { PodClient } from '@pod-portal/sdk';

/** Requests the service worker's routes may keep: the app's code and the API's answers. */
const KEPT_PATH = /^\/(assets|api)\//;

/** What Workbox's CACHE_URLS message carries per URL: the URL, and how to ask for it. */
type UrlToCache = string | [string, RequestInit];

/**
 * On a first visit (or the first after a logout, which removes the worker) the page loads
 * before its service worker is installed, so nothing it loaded went through the worker, which
 * stores the app's code and the last lists and books as they pass (vite.config.ts). Once the
 * worker takes the page (`clientsClaim`), this hands it every file of code and every answer the
 * page had loaded without it, to be fetched again and stored by the worker's own routes
 * (Workbox's CACHE_URLS message; a URL no route keeps is left alone). Every screen reached on a
 * first visit then opens offline as on later ones. Returns the stop, for the page's unmount.
 */
export function keepFirstVisitOffline(pod: PodClient): () => void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  // Under a worker from the start: every request of the page already passed through it.
  if (!workers || workers.controller || typeof PerformanceObserver === 'undefined') return () => {};
  // What the page loaded without the worker, not yet handed to it.
  let waiting = new Set<string>();

  const handOver = async () => {
    const worker = workers.controller;
    if (!worker || waiting.size === 0) return;
    const urls = [...waiting];
    waiting = new Set();
    // The API's answers are the signed-in author's: asked for with their token.
    const token = await pod.session.accessToken();
    const urlsToCache: UrlToCache[] = urls.map((url) =>
      new URL(url).pathname.startsWith('/api/') && token
        ? [url, { headers: { authorization: `Bearer ${token}` } }]
        : url,
    );
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };

  // Every request that ends, from the page's start (buffered), which no worker answered
  // (`workerStart` 0): those still on their way when the worker took the page included.
  const observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries() as PerformanceResourceTiming[]) {
      const url = new URL(entry.name);
      if (entry.workerStart === 0 && url.origin === location.origin && KEPT_PATH.test(url.pathname))
        waiting.add(url.href);
    }
    void handOver();
  });
  observer.observe({ type: 'resource', buffered: true });
  const onControllerChange = () => void handOver();
  workers.addEventListener('controllerchange', onControllerChange);
  return () => {
    observer.disconnect();
    workers.removeEventListener('controllerchange', onControllerChange);
  };
}
