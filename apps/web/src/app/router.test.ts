/**
 * The client router and the server's HTML rewriting agree on the routes (issue #9 "One source of truth"):
 * every path the router declares is a packages/domain ROUTES pattern, and the server's preload hints,
 * first-paint previews and link previews (apps/api/src/plugins/web-head.ts, web.ts) use those same strings.
 */
import { API_ROUTES, matchPath, ROUTES } from '@iding/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_ROUTES, ROUTE_HINTS } from '../../../api/src/plugins/web-head';

// createBrowserRouter needs a browser; the route table it is given is all this test reads.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  createBrowserRouter: (routes: RouteObject[]) => ({ routes }),
}));

const { router } = await import('./router');

/** Every `path` of the route tree, in declaration order. */
function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths(r.children ?? [])]);
}

describe('routes defined once (packages/domain ROUTES)', () => {
  const declared = routePaths((router as unknown as { routes: RouteObject[] }).routes);

  it('the router declares exactly the ROUTES patterns, plus its catch-all', () => {
    expect(declared.filter((p) => p !== '*').sort()).toEqual(Object.values(ROUTES).sort());
    expect(declared).toContain('*');
  });

  it("the server's preload and preview routes are the router's own patterns", () => {
    for (const hint of ROUTE_HINTS) expect(declared).toContain(hint.route);
    for (const route of PREVIEW_ROUTES) expect(declared).toContain(route);
    expect(ROUTE_HINTS.map((h) => h.route)).toEqual([ROUTES.home, ROUTES.stores, ROUTES.store, ROUTES.menu]);
    expect(PREVIEW_ROUTES).toEqual([ROUTES.store, ROUTES.menu]);
  });

  it("the server's preloaded GETs are API_ROUTES endpoints", () => {
    const isEndpoint = (url: string) => Object.values(API_ROUTES).some((route) => matchPath(route, url));
    for (const hint of ROUTE_HINTS) {
      for (const url of hint.data('x y')) expect(isEndpoint(url), url).toBe(true);
    }
  });
});
