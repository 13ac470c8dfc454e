/**
 * The client router declares exactly the packages/domain ROUTES patterns (one source of truth, DESIGN.md).
 * The server's preload hints and previews use the same ROUTES (apps/api/test/web.test.ts checks that side),
 * so the two agree without either app importing the other.
 */
import {
  CONSOLE_ROUTES,
  COUPON_CONSOLE_ROUTES,
  MENU_EDIT_ROUTES,
  REPORT_ROUTES,
  ROUTES,
  STORE_DAY_ROUTES,
} from '@iding/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

/** Every `path` of the route tree, in declaration order. */
function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths(r.children ?? [])]);
}

describe('routes defined once (packages/domain ROUTES)', () => {
  const declared = routePaths(appRoutes);

  it('the router declares exactly the ROUTES, CONSOLE_ROUTES, STORE_DAY_ROUTES, REPORT_ROUTES, COUPON_CONSOLE_ROUTES and MENU_EDIT_ROUTES patterns, plus its catch-all', () => {
    expect(declared.filter((p) => p !== '*').sort()).toEqual(
      [
        ...Object.values(ROUTES),
        ...Object.values(CONSOLE_ROUTES),
        ...Object.values(STORE_DAY_ROUTES),
        ...Object.values(REPORT_ROUTES),
        ...Object.values(COUPON_CONSOLE_ROUTES),
        ...Object.values(MENU_EDIT_ROUTES),
      ].sort(),
    );
    expect(declared).toContain('*');
  });
});
