import './lib/configure-zod.ts';

// The app starts in steps, each in a task of its own, so that no one task holds a phone's main
// thread for long while the drawn first screen is already showing (Lighthouse counts every task
// over 50 ms, at a phone's speed, against the page).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Starts the app in `rootElement`, in place of what the build drew there. */
export async function boot(rootElement: HTMLElement) {
  // React Aria asks Intl for the browser's locale when its code loads. The first call into Intl
  // sets up its locale data (about 25 ms here): a task's worth of work of its own.
  Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
  await nextTask();
  const { renderApp } = await import('./render-root.tsx');
  await nextTask();
  const { createAppContext } = await import('./session/app-context.ts');
  const context = createAppContext();
  await nextTask();
  const { createAppRouter } = await import('./router.ts');
  await nextTask();
  const router = createAppRouter(context);
  await nextTask();
  // Loaded before the first render, the router renders the page once, in slices (a render
  // after a load would be one synchronous task).
  await router.load();
  renderApp(rootElement, context, router);
}
