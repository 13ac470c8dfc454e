import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file builds its own database; two cores on CI.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
        },
      },
      {
        // The web app's component tests (Testing Library on React 19) in a browser-like DOM.
        extends: true,
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/dom-setup.ts'],
        },
      },
    ],
  },
});
