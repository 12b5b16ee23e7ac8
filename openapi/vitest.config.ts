import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Reading the whole contract takes a second alone and far longer on a shared, loaded machine.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
