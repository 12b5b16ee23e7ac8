import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@pod-portal/source'] },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
  },
});
