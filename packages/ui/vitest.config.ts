import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@pod-portal/source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // React Aria's overlays and jsdom are slow on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
