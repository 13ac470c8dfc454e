/**
 * Initial JS and CSS per route of the built web app, gzipped (the budgets of docs/features.md "Page speed").
 *
 * Reads apps/web/dist/.vite/manifest.json (run `npm run build:web` first). A route's initial download is the
 * entry chunk, the route's lazy chunk, and every chunk either imports statically (what the browser fetches
 * before the page can render); dynamic imports (a sheet opened later, ua-parser on phones) are not counted.
 *
 * `tsx bench/web-budget.ts` prints the table; `--check` also exits 1 when the menu route's initial JS is over
 * MENU_BUDGET_KB (CI runs it after the web build). Gzip level 9, as a CDN or our precompressed files serve.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve('apps/web/dist');
/**
 * Initial JS on the menu route at most this many KB gzipped: what React 19, react-router, TanStack Query and our
 * code need, measured after the return to React (139.5 KB), with a few KB of headroom (ADR 022).
 */
export const MENU_BUDGET_KB = 145;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Route name → the source file of its lazy route component. */
export const ROUTES: Record<string, string> = {
  '/stores': 'src/features/stores/routes/stores-list.tsx',
  '/store/{sid}': 'src/features/store-info/routes/store-page.tsx',
  '/stores/{sid}/menu': 'src/features/menu/routes/menu-page.tsx',
  '/stores/{sid}/cart': 'src/features/cart/routes/cart-page.tsx',
};

export interface RouteSize {
  route: string;
  jsFiles: number;
  jsGzipKb: number;
  cssGzipKb: number;
  /** Initial JS files that carry zod's runtime (a module of zod contracts reached at start). */
  zodFiles: string[];
}

/** zod's runtime: its error class name survives minification. */
const ZOD_MARK = 'ZodError';

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** Initial JS and CSS of every route in ROUTES whose source is in the manifest. */
export function measureRoutes(): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key]!.imports ?? [], seen);
    }
    return seen;
  };
  return Object.entries(ROUTES)
    .filter(([, source]) => manifest[source])
    .map(([route, source]) => {
      const chunks = [...closure([entryKey, source])].map((k) => manifest[k]!);
      const js = chunks.map((c) => c.file);
      const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
      return {
        route,
        jsFiles: js.length,
        jsGzipKb: js.reduce((n, f) => n + gzipKb(f), 0),
        cssGzipKb: css.reduce((n, f) => n + gzipKb(f), 0),
        zodFiles: js.filter((f) => readFileSync(path.join(DIST, f), 'utf8').includes(ZOD_MARK)),
      };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = measureRoutes();
  console.log('| route | JS files | initial JS (gzip) | CSS (gzip) |\n|---|---:|---:|---:|');
  for (const s of sizes) {
    console.log(`| ${s.route} | ${s.jsFiles} | ${s.jsGzipKb.toFixed(1)} KB | ${s.cssGzipKb.toFixed(1)} KB |`);
  }
  const menu = sizes.find((s) => s.route === '/stores/{sid}/menu');
  if (process.argv.includes('--check')) {
    if (!menu) {
      console.error('✖ the menu route is missing from the build manifest');
      process.exit(1);
    }
    if (menu.jsGzipKb > MENU_BUDGET_KB) {
      console.error(
        `✖ menu route initial JS ${menu.jsGzipKb.toFixed(1)} KB gzip is over the ${MENU_BUDGET_KB} KB budget`,
      );
      process.exit(1);
    }
    console.log(`✔ menu route initial JS ${menu.jsGzipKb.toFixed(1)} KB gzip ≤ ${MENU_BUDGET_KB} KB`);
    // Browsing pages validate nothing: zod in their first download means a module of zod contracts was
    // imported for a constant (stop 18: CONSOLE_ROUTES from console.ts cost every page 26 KB gzip).
    const browsing = sizes.filter((s) => s.route !== '/stores/{sid}/cart');
    const withZod = browsing.filter((s) => s.zodFiles.length > 0);
    if (withZod.length > 0) {
      for (const s of withZod) console.error(`✖ ${s.route} loads zod at start: ${s.zodFiles.join(', ')}`);
      process.exit(1);
    }
    console.log(`✔ no zod in the first download of ${browsing.map((s) => s.route).join(', ')}`);
    // The snackbar must work offline: the server prefetches sonner by its manifest key (OFFLINE_MODULES in
    // apps/api/src/plugins/web-head.ts). A static `import … from 'sonner'` beside lib/notify.ts's dynamic one
    // folds it into a shared chunk without that key, and a 連線失敗 message then needs the network it lacks.
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as object;
    if (!Object.keys(manifest).some((key) => key.endsWith('/sonner/dist/index.mjs'))) {
      console.error('✖ sonner has no chunk of its own: import it only through apps/web/src/lib/notify.ts');
      process.exit(1);
    }
    console.log('✔ sonner is its own chunk, prefetched for offline messages');
  }
}
