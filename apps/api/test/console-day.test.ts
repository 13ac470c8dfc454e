/**
 * The store's day from the console: sold-out switches (the inventory and order checks answer
 * at once) and opening / closing online ordering (owners only). Store isolation as everywhere (403, no data).
 */
import { taipeiDateTimeToMs } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleLogin, staffSession } from './console-factories';
import { type CreatedStore, checkBody, createStore, PEARL_MILK_TEA } from './factories';
import { buildTestApp, type TestApp } from './helper';

const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };

describe('the store console: sold out and online ordering', () => {
  let t: TestApp;
  let a: CreatedStore;
  let b: CreatedStore;
  const cookies: Record<string, string> = {};

  const _login = (account: string, password: string) => consoleLogin(t, account, password);
  const put = (who: string, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: WRITE, cookies: { iding_console: cookies[who]! }, payload });
  const inventory = async (s: CreatedStore) =>
    (await t.app.inject({ method: 'GET', url: `/api/inventory/${s.identifier}` })).json().entrees as string[];
  const check = (s: CreatedStore) => {
    // check_order takes the order without the contact fields.
    const body = checkBody(s);
    return t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: body });
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    a = await createStore(t.db);
    b = await createStore(t.db, { name: '50嵐 公館店' });
    cookies.ownerA = await staffSession(t, a, '0911000001', 'owner', 'password-1');
    cookies.staffA = await staffSession(t, a, '0911000002', 'staff', 'password-2');
    cookies.ownerB = await staffSession(t, b, '0911000003', 'owner', 'password-3');
  });
  afterAll(async () => t.close());

  it('lists the entrees with their flag, only for the store’s own staff', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${a.identifier}/menu`,
      cookies: { iding_console: cookies.staffA! },
    });
    expect(res.statusCode).toBe(200);
    const names = res
      .json()
      .categories.flatMap((c: { entrees: { name: string }[] }) => c.entrees.map((e) => e.name));
    expect(names).toContain(PEARL_MILK_TEA);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${a.identifier}/menu`,
      cookies: { iding_console: cookies.ownerB! },
    });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(PEARL_MILK_TEA);
  });

  it('a sold-out entree shows in the inventory at once and check_order refuses it; back again, it is accepted', async () => {
    const url = `/api/console/stores/${a.identifier}/entrees/${a.entree[PEARL_MILK_TEA]}/sold_out`;
    expect((await check(a)).statusCode).toBe(200);
    expect(await inventory(a)).toEqual([]);
    const off = await put('staffA', url, { sold_out: true });
    expect(off.statusCode).toBe(200);
    expect(await inventory(a)).toEqual([a.entree[PEARL_MILK_TEA]]);
    const refused = await check(a);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('menu_item_error');
    await put('staffA', url, { sold_out: false });
    expect(await inventory(a)).toEqual([]);
    expect((await check(a)).statusCode).toBe(200);
  });

  it('refuses another store’s entree (404 through its own store, 403 through the other) and changes nothing there', async () => {
    // Owner of B names A's entree through B's URL, and through A's URL.
    const viaOwn = await put(
      'ownerB',
      `/api/console/stores/${b.identifier}/entrees/${a.entree[PEARL_MILK_TEA]}/sold_out`,
      {
        sold_out: true,
      },
    );
    expect(viaOwn.statusCode).toBe(404);
    const viaA = await put(
      'ownerB',
      `/api/console/stores/${a.identifier}/entrees/${a.entree[PEARL_MILK_TEA]}/sold_out`,
      {
        sold_out: true,
      },
    );
    expect(viaA.statusCode).toBe(403);
    expect(await inventory(a)).toEqual([]);
  });

  it('closes and reopens online ordering (owner only): closed, check_order answers store_cannot_order', async () => {
    const url = `/api/console/stores/${a.identifier}/can_order`;
    const denied = await put('staffA', url, { can_order: false });
    expect(denied.statusCode).toBe(403);
    expect((await put('ownerB', url, { can_order: false })).statusCode).toBe(403);
    expect((await check(a)).statusCode).toBe(200);
    expect((await put('ownerA', url, { can_order: false })).json()).toEqual({ can_order: false });
    const closed = await check(a);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().code).toBe('store_cannot_order');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/console/me',
      cookies: { iding_console: cookies.ownerA! },
    });
    expect(me.json().stores[0].can_order).toBe(false);
    await put('ownerA', url, { can_order: true });
    expect((await check(a)).statusCode).toBe(200);
    expect((await check(b)).statusCode).toBe(200);
  });
});
