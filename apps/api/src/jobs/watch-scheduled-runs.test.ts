import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchScheduledRuns } from './watch-scheduled-runs.ts';

const HOUR = 60 * 60 * 1000;

describe('watchScheduledRuns', () => {
  afterEach(() => vi.useRealTimers());

  it('looks for a due run when the server is ready, then every hour until it closes', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const start = vi.fn(async () => true);
    watchScheduledRuns(app, { enabled: true, name: 'monthly statements', start });
    expect(start).not.toHaveBeenCalled();
    await app.ready();
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(start).toHaveBeenCalledTimes(2);
    await app.close();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('does nothing when switched off', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const start = vi.fn(async () => true);
    watchScheduledRuns(app, { enabled: false, name: 'quarterly payouts', start });
    await app.ready();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(start).not.toHaveBeenCalled();
    await app.close();
  });

  it('logs a failed start and tries again an hour later', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const warn = vi.spyOn(app.log, 'warn');
    const start = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(true);
    watchScheduledRuns(app, { enabled: true, name: 'quarterly payouts', start });
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'starting the quarterly payouts failed; tried again later',
    );
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(start).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
