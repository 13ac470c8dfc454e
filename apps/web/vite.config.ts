import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Vite 8 takes the project root as a positional argument: `vite build apps/web` (DESIGN.md gotchas).
export default defineConfig({
  plugins: [
    // React 19 itself (ADR 022): the JSX runtime, and Fast Refresh in the dev server.
    react(),
    tailwindcss(),
    // .br and .gz beside every compressible file ≥ 1 KB, once per build: the server sends them as they are
    // (@fastify/static preCompressed) instead of compressing per request.
    compression({
      include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/iorder': 'http://localhost:3000',
      // Uploaded images, served resized by the API.
      '/images': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // dist/.vite/manifest.json: the chunk graph bench/web-budget.ts measures initial JS per route from.
    manifest: true,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chrome 136+, v8.dev/blog/explicit-compile-hints) on every chunk, after
        // minification: its functions are compiled on a background thread while the file streams in, instead of
        // one by one on the main thread the first time each runs (ADR 019, measured again with React in ADR 022).
        postBanner: '//# allFunctionsCalledOnLoad',
        // React, the router, TanStack Query and zustand are on every route's first download. Left to automatic
        // chunking they were spread over the entry and five small shared chunks (react, jsx-runtime, zustand's
        // middleware, useQuery, useBaseQuery): one chunk compresses ~2 KB better and is fewer requests.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Mutations and infinite lists are for later screens (cart, member, discovery): not in this chunk.
              // Also the first paint's class lists (packages/domain first-paint-class.ts, ~1 KB): the store list,
              // store page and menu all draw with them, and as a chunk of its own they were one more request on
              // each first download.
              test: (id: string) =>
                (/node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/.test(
                  id,
                ) &&
                  !/[\\/](mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js$/.test(
                    id,
                  )) ||
                /[\\/]packages[\\/]domain[\\/]src[\\/]first-paint-class\.ts$/.test(id),
            },
          ],
        },
      },
      treeshake: {
        // The domain package's modules only declare schemas, rules and constants: a module none of whose
        // exports is used can go, so a screen that needs formatCurrency does not ship every zod schema.
        moduleSideEffects: (id: string) => !id.includes('/packages/domain/src/'),
      },
    },
  },
});
