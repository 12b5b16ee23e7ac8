import type { FastifyInstance } from 'fastify';

const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Looks for a due scheduled run once the server is ready, then every hour until it closes:
 * `start` starts the run due now, if any, once across every server (the quarterly payouts, the
 * monthly statements), or a run any number may make (the throttle pruning; the hourly check of
 * PayPal payouts, which its job kind throttles to one an hour). Nothing when `enabled` is false
 * (every test server).
 */
export function watchScheduledRuns(
  app: FastifyInstance,
  run: { enabled: boolean; name: string; start: () => Promise<unknown> },
): void {
  if (!run.enabled) return;
  const check = () => {
    run
      .start()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, `starting the ${run.name} failed; tried again later`),
      );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    check();
    timer = setInterval(check, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
