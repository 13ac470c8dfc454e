import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPaths, buildPath, matchPath, paths, ROUTES } from '../src/paths';

describe('buildPath', () => {
  it('fills and encodes parameters, dropping a left-out optional one', () => {
    expect(buildPath(ROUTES.menu, { sid: 'a b/c' })).toBe('/stores/a%20b%2Fc/menu');
    expect(buildPath(ROUTES.menu, { sid: 'x', sname: '便當' })).toBe('/stores/x/menu/%E4%BE%BF%E7%95%B6');
    expect(buildPath(API_ROUTES.menuCheck, { identifier: 'x' })).toBe('/api/menu/x/check');
  });
});

describe('matchPath', () => {
  it('matches like the client router: one segment per parameter, optional trailing slash', () => {
    expect(matchPath(ROUTES.store, '/store/50lan-xinyi')).toEqual({ sid: '50lan-xinyi' });
    expect(matchPath(ROUTES.store, '/store/50lan-xinyi/')).toEqual({ sid: '50lan-xinyi' });
    expect(matchPath(ROUTES.store, '/store/')).toBeNull();
    expect(matchPath(ROUTES.store, '/store/a/b')).toBeNull();
    expect(matchPath(ROUTES.menu, '/stores/x/menu')).toEqual({ sid: 'x' });
    expect(matchPath(ROUTES.menu, '/stores/x/menu/%E4%BE%BF')).toEqual({ sid: 'x', sname: '%E4%BE%BF' });
    expect(matchPath(ROUTES.home, '/')).toEqual({});
    expect(matchPath(ROUTES.home, '/stores')).toBeNull();
    expect(matchPath(ROUTES.stores, '/Stores')).toBeNull();
  });

  it('with end false, also matches the paths below the pattern, at a segment boundary', () => {
    expect(matchPath(ROUTES.store, '/store/x/qr_code', { end: false })).toEqual({ sid: 'x' });
    expect(matchPath(ROUTES.menu, '/stores/x/menu/a/b', { end: false })).toEqual({ sid: 'x', sname: 'a' });
    expect(matchPath(ROUTES.menu, '/stores/x/menus', { end: false })).toBeNull();
  });
});

describe('paths and apiPaths (spec §2, §7)', () => {
  it('build the same URLs as before they moved to the domain', () => {
    expect(paths.store('a b')).toBe('/store/a%20b');
    expect(paths.storeHome('x')).toBe('/stores/x');
    expect(paths.menu('x')).toBe('/stores/x/menu');
    expect(paths.cart('x')).toBe('/stores/x/cart');
    expect(paths.brandStores('b')).toBe('/brands/b/stores');
    expect(paths.historyOrders()).toBe('/stores/history_orders');
    expect(paths.historyOrders('x')).toBe('/stores/x/history_orders');
    expect(paths.historyOrder('o', 'x')).toBe('/stores/x/history_orders/o');
    expect(paths.historyOrder('o')).toBe('/stores/history_orders/o');
    expect(paths.login('/stores/x/cart?a=1')).toBe('/stores/login?redirect=%2Fstores%2Fx%2Fcart%3Fa%3D1');
    expect(paths.maintenance(null)).toBe('/maintenance');
    expect(paths.storesFiltered({ view: 'nearby', city: '臺北市' })).toBe(
      '/stores?view=nearby&city=%E8%87%BA%E5%8C%97%E5%B8%82',
    );
    expect(apiPaths.storeInfo('x')).toBe('/iorder/stores/x');
    expect(apiPaths.menu('x')).toBe('/api/menu/new/x');
    expect(apiPaths.inventory('x')).toBe('/api/inventory/x');
    expect(apiPaths.storeSubsidiaries('x')).toBe('/api/stores/x/subsidiaries');
    expect(apiPaths.favorite('x')).toBe('/api/favorite/x');
    expect(apiPaths.cart('x')).toBe('/api/cart/x');
    expect(apiPaths.order('o/1')).toBe('/api/orders/o%2F1');
    expect(apiPaths.brand('b', { lat: 25, lng: 121.5 })).toBe('/api/brands/b?lat=25&lng=121.5');
    expect(apiPaths.stores()).toBe('/api/stores');
    expect(apiPaths.user('x')).toBe('/api/user?identifier=x');
  });

  it('order completed names its order in the query; without one, the bare route (spec §2, §9 orderId)', () => {
    expect(paths.orderCompleted('x', 'o 1')).toBe('/stores/x/order_completed?order_id=o+1');
    expect(paths.orderCompleted('x')).toBe('/stores/x/order_completed');
    expect(matchPath(ROUTES.orderCompleted, '/stores/x/order_completed')).toEqual({ sid: 'x' });
    expect(paths.orderLookup()).toBe('/stores/order_lookup');
    expect(apiPaths.guestLookupCheckVerify()).toBe('/api/orders/guest_lookup/check_verify');
  });

  it('every builder lands on a declared pattern', () => {
    const screens = Object.values(ROUTES);
    const endpoints = Object.values(API_ROUTES);
    const path = (url: string) => url.split('?')[0]!;
    for (const build of Object.values(paths) as ((...a: string[]) => string)[]) {
      const url = path(build('x', 'y'));
      expect(
        screens.some((r) => matchPath(r, url)),
        url,
      ).toBe(true);
    }
    for (const build of Object.values(apiPaths) as ((...a: string[]) => string)[]) {
      const url = path(build('x', 'y'));
      expect(
        endpoints.some((r) => matchPath(r, url)),
        url,
      ).toBe(true);
    }
  });
});
