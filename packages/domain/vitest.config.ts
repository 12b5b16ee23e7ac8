import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@pod-portal/source'] },
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/test-support/**', 'src/index.ts', 'src/**/index.ts'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
