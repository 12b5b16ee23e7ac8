import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their sources; the tests run as server code (Vite's SSR side).
// (the last three are Vite's defaultServerConditions).
const conditions = ['@pod-portal/source', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          // Each file opens its own databases (PGlite takes seconds and ~500 MB). The limits
          // are a safety net, not a speed check: the contract's fuzz and a crash-and-restart
          // took over a minute on a 2-core machine under load (load average 9), and a hook that
          // stops two server processes and drops their PostgreSQL database (each drop waits
          // for a checkpoint) outlasted 120 s on a slower one.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
