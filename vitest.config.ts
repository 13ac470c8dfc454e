import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file builds its own database; two cores on CI.
    maxWorkers: 2,
  },
});
