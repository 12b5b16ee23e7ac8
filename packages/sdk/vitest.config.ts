import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@pod-portal/source'] },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/test-support/**', 'src/index.ts', 'src/generated/**'],
      thresholds: { lines: 95, branches: 85, functions: 95, statements: 95 },
    },
  },
});
