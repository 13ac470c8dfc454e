/**
 * Console store access is checked in one place (DESIGN.md "every console call checks the staff member's store
 * first"; plugins/staff-auth.ts, ADR 024): this walks every route the app registered under
 * /api/console/stores/:sid/ and shows, for each, that staff of another store are refused with 403
 * forbidden (an unknown store is 404 store_not_found) before the input is validated and before any work (nothing in the database changes, nothing
 * is stored), that a caller without a console session gets 401, and that only the owner-only routes refuse a
 * staff member of the store itself (403 forbidden). A new console store route fails this test until it has a
 * plausible request below.
 */
import { taipeiDateTimeToMs } from '@iding/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema';
import { addStaff } from '../src/modules/staff/add-staff';
import { NOT_YOUR_STORE_MESSAGE } from '../src/modules/staff/manage-staff-session';
import type { ImageStore } from '../src/providers/image-store/index';
import { CONSOLE_WRITE, staffSession } from './console-factories';
import { type CreatedStore, createStore, orderBody, PEARL_MILK_TEA } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextMobile, registerMember } from './member-factories';

/** Monday 2026-11-23 12:00 Taipei: the stores are open. */
const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const PREFIX = '/api/console/stores/:sid/';

/** Every route the app registered, from Fastify's own route tree (printRoutes), as "METHOD /pattern". */
function registeredRoutes(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const path = (depth > 0 ? paths[depth - 1] : '') + (m[2] ?? '');
    paths[depth] = path;
    paths.length = depth + 1;
    for (const method of m[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** A request as a store's own staff would send it: the query string and body (a Buffer is sent as an image). */
interface Plausible {
  query?: string;
  body?: object | Buffer;
}

/** An in-memory image store, to see that a refused upload stores nothing. */
function memoryImageStore() {
  const objects = new Map<string, Buffer>();
  const store: ImageStore = {
    name: 'disk',
    get: async (key) => objects.get(key) ?? null,
    has: async (key) => objects.has(key),
    put: async (key, body) => {
      objects.set(key, body);
    },
  };
  return { store, objects };
}

describe('console store access, checked once for every console store route', () => {
  let t: TestApp;
  let a: CreatedStore;
  let b: CreatedStore;
  let images: ReturnType<typeof memoryImageStore>;
  const cookies: Record<'ownerA' | 'staffA' | 'ownerB', string> = { ownerA: '', staffA: '', ownerB: '' };
  let orderId = '';
  let couponId = '';
  let memberPhone = '';
  let png: Buffer;
  /** A staff member of store A the 員工 routes change (and finally remove). */
  let extraStaffId = 0;

  /** What each console store route is sent; keyed like registeredRoutes. */
  const plausible = (): Record<string, Plausible> => {
    const settings = {
      app_settings: { OrderTypes: [0], ToGo: { payments: [0], MinLead: 20, Jumbo: 0 } },
      business_hour: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '21:00' })),
      holiday: [],
      custom_items: [],
      carousel_messages: [],
    };
    return {
      'GET /api/console/stores/:sid/orders': {},
      'GET /api/console/stores/:sid/orders.csv': { query: '?from=2026-11-23&to=2026-11-23' },
      'GET /api/console/stores/:sid/orders/search': { query: '?q=521' },
      'GET /api/console/stores/:sid/reports': { query: '?from=2026-11-23&to=2026-11-23&group=day' },
      'GET /api/console/stores/:sid/reports.csv': { query: '?from=2026-11-23&to=2026-11-23&group=day' },
      'POST /api/console/stores/:sid/orders/:orderId/confirm_transfer': {},
      'GET /api/console/stores/:sid/orders/:orderId': {},
      'GET /api/console/stores/:sid/board/:stage': {},
      'POST /api/console/stores/:sid/orders/:orderId/accept': { body: { estimate_minutes: 15 } },
      'POST /api/console/stores/:sid/orders/:orderId/ready': {},
      'POST /api/console/stores/:sid/orders/:orderId/complete': {},
      'POST /api/console/stores/:sid/orders/:orderId/cancel': { body: { reason: '客人來電取消' } },
      'GET /api/console/stores/:sid/events': {},
      'GET /api/console/stores/:sid/menu': {},
      'PUT /api/console/stores/:sid/entrees/:entreeId/sold_out': { body: { sold_out: true } },
      'GET /api/console/stores/:sid/menu/draft': {},
      'PUT /api/console/stores/:sid/menu/draft': { body: { revision: 0, draft: { categories: [] } } },
      'DELETE /api/console/stores/:sid/menu/draft': {},
      'POST /api/console/stores/:sid/menu/publish': { body: { revision: 1 } },
      'PUT /api/console/stores/:sid/can_order': { body: { can_order: false } },
      'POST /api/console/stores/:sid/store_credits': {
        body: { request_id: crypto.randomUUID(), phone: memberPhone, amount: 100 },
      },
      'POST /api/console/stores/:sid/points': {
        body: { request_id: crypto.randomUUID(), phone: memberPhone, points: 10, reason: '生日禮' },
      },
      'GET /api/console/stores/:sid/settings': {},
      'PUT /api/console/stores/:sid/settings': { body: settings },
      'PUT /api/console/stores/:sid/busy_mode': {
        body: { enabled: true, extra_minutes: 10, slot_minutes: 15, slot_cap: 3 },
      },
      'PUT /api/console/stores/:sid/store_images': { body: { logo: null, cover: null } },
      'POST /api/console/stores/:sid/images': { body: png },
      'GET /api/console/stores/:sid/today': {},
      'POST /api/console/stores/:sid/orders/previous_open': { body: { action: 'complete' } },
      'GET /api/console/stores/:sid/tables': {},
      'GET /api/console/stores/:sid/options': {},
      'PUT /api/console/stores/:sid/options/sold_out': {
        body: { group: '甜度', option: '半糖', sold_out: true },
      },
      'GET /api/console/stores/:sid/coupons': {},
      'POST /api/console/stores/:sid/coupons': {
        body: {
          name: '折 10 元',
          source: 2,
          applicability: 0,
          starts_at: NOON / 1000,
          ends_at: NOON / 1000 + 86_400,
          benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 10 } },
        },
      },
      'POST /api/console/stores/:sid/coupons/:couponId/status': { body: { status: 'paused' } },
      'GET /api/console/stores/:sid/staff': {},
      'POST /api/console/stores/:sid/staff': { body: { account: '0966777888', role: 'staff' } },
      'PUT /api/console/stores/:sid/staff/:staffId/role': { body: { role: 'staff' } },
      'PUT /api/console/stores/:sid/staff/:staffId/disabled': { body: { disabled: false } },
      'DELETE /api/console/stores/:sid/staff/:staffId': {},
      'POST /api/console/stores/:sid/staff/:staffId/sign_out': {},
      'POST /api/console/stores/:sid/staff/:staffId/password_link': {},
      'GET /api/console/stores/:sid/staff_audit': {},
    };
  };
  /** The routes only a store's owner may call. */
  const OWNER_ONLY = [
    'PUT /api/console/stores/:sid/settings',
    'PUT /api/console/stores/:sid/store_images',
    'PUT /api/console/stores/:sid/can_order',
    'POST /api/console/stores/:sid/menu/publish',
    'POST /api/console/stores/:sid/coupons',
    'POST /api/console/stores/:sid/coupons/:couponId/status',
    'GET /api/console/stores/:sid/staff',
    'POST /api/console/stores/:sid/staff',
    'PUT /api/console/stores/:sid/staff/:staffId/role',
    'PUT /api/console/stores/:sid/staff/:staffId/disabled',
    'DELETE /api/console/stores/:sid/staff/:staffId',
    'POST /api/console/stores/:sid/staff/:staffId/sign_out',
    'POST /api/console/stores/:sid/staff/:staffId/password_link',
    'GET /api/console/stores/:sid/staff_audit',
    'POST /api/console/stores/:sid/points',
  ];

  /** Every console store route: HEAD routes are the GETs' (checked with them, without a body to read). */
  const consoleStoreRoutes = () =>
    registeredRoutes(t.app).filter((r) => r.split(' ')[1]!.startsWith(PREFIX) && !r.startsWith('HEAD '));

  /** Calls `route` on store `s` as `cookie` (none: no session), with its plausible request or `override`. */
  const call = (route: string, s: CreatedStore, cookie: string | null, override?: Plausible) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const { query = '', body } = override ?? plausible()[route] ?? {};
    const url =
      pattern
        .replace(':sid', s.identifier)
        .replace(':orderId', orderId)
        .replace(':entreeId', s.entree[PEARL_MILK_TEA]!)
        .replace(':stage', 'new')
        .replace(':couponId', couponId)
        .replace(':staffId', String(extraStaffId)) + query;
    return t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(method === 'GET' ? {} : CONSOLE_WRITE),
        ...(Buffer.isBuffer(body) ? { 'content-type': 'image/png' } : {}),
      },
      ...(cookie ? { cookies: { iding_console: cookie } } : {}),
      ...(body === undefined ? {} : { payload: body }),
    });
  };

  /** Every row of every table but the request counters (rate limits count refused requests too). */
  const snapshot = async () => {
    const tables = (await t.db.execute(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by table_name",
    )) as unknown as { rows: { table_name: string }[] };
    const rows: Record<string, unknown> = {};
    for (const { table_name } of tables.rows) {
      const result = (await t.db.execute(`select * from "${table_name}" order by 1`)) as unknown as {
        rows: unknown[];
      };
      rows[table_name] = result.rows;
    }
    return JSON.stringify(rows);
  };

  beforeAll(async () => {
    images = memoryImageStore();
    t = await buildTestApp({ now: NOON, images: images.store });
    a = await createStore(t.db);
    b = await createStore(t.db, { name: '50嵐 公館店' });
    cookies.ownerA = await staffSession(t, a, 'owner-a@example.com', 'owner', 'owner-a-password');
    cookies.staffA = await staffSession(t, a, 'staff-a@example.com', 'staff', 'staff-a-password');
    cookies.ownerB = await staffSession(t, b, 'owner-b@example.com', 'owner', 'owner-b-password');
    const extra = await addStaff(t.db, {
      account: 'extra-a@example.com',
      storeIdentifier: a.identifier,
      role: 'staff',
      password: 'extra-a-password',
    });
    extraStaffId = extra.staffId;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(a, { phone: nextMobile() }),
    });
    expect(placed.statusCode).toBe(201);
    orderId = placed.json().id;
    memberPhone = (await registerMember(t)).phone;
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        brandId: a.brandId,
        storeId: a.storeId,
        name: '折 20 元',
        source: 2,
        applicability: 0,
        startsAt: new Date(NOON - 86_400_000),
        endsAt: new Date(NOON + 86_400_000),
        benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 20 } },
      })
      .returning();
    couponId = coupon!.id;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('finds every console store route, each with a plausible request', () => {
    const routes = consoleStoreRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(24);
    expect([...routes].sort()).toEqual(Object.keys(plausible()).sort());
  });

  it('refuses staff of another store on each with 403 forbidden, before validation and with nothing changed', async () => {
    const before = await snapshot();
    for (const route of consoleStoreRoutes()) {
      // The owner of store B, on store A: with the request A's staff would send, and with a broken one.
      for (const override of [undefined, { query: '?bogus=1', body: { bogus: 1 } }]) {
        const res = await call(route, a, cookies.ownerB, override);
        expect(res.statusCode, route).toBe(403);
        expect(expectRefusal(res, 403, 'forbidden')).toBe(NOT_YOUR_STORE_MESSAGE);
      }
    }
    for (const route of consoleStoreRoutes().filter((r) => r.startsWith('GET '))) {
      const res = await call(route.replace(/^GET/, 'HEAD'), a, cookies.ownerB);
      expect(res.statusCode, route).toBe(403);
    }
    expect(await snapshot()).toBe(before);
    expect(images.objects.size).toBe(0);
  });

  it('answers 404 store_not_found for a store that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/console/stores/no-such-store/orders',
      cookies: { iding_console: cookies.ownerA! },
    });
    expect(expectRefusal(res, 404, 'store_not_found')).toBe('找不到這家店');
  });

  it('answers 401 on each without a console session, before validation and with nothing changed', async () => {
    const before = await snapshot();
    for (const route of consoleStoreRoutes()) {
      for (const override of [undefined, { query: '?bogus=1', body: { bogus: 1 } }]) {
        const res = await call(route, a, null, override);
        expect(res.statusCode, route).toBe(401);
        expect(expectRefusal(res, 401, 'unauthorized')).toBe('請先登入店家後台');
      }
    }
    expect(await snapshot()).toBe(before);
    expect(images.objects.size).toBe(0);
  });

  it("refuses a staff member of the store with 403 forbidden on the owner's routes, and on no other", async () => {
    const before = await snapshot();
    for (const route of OWNER_ONLY) {
      const res = await call(route, a, cookies.staffA);
      expect(res.statusCode, route).toBe(403);
      expect(expectRefusal(res, 403, 'forbidden')).toBe('只有店家負責人可以變更這項設定');
    }
    expect(await snapshot()).toBe(before);
    // The other routes let any staff member of the store through; the owner's routes, the owner. The
    // plausible requests are valid input (never 400); the events stream is left out (it never ends).
    for (const route of consoleStoreRoutes()) {
      if (route === 'GET /api/console/stores/:sid/events') continue;
      const res = await call(route, a, OWNER_ONLY.includes(route) ? cookies.ownerA : cookies.staffA);
      expect([400, 401, 403], `${route}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
      const json = String(res.headers['content-type']).startsWith('application/json');
      expect(json ? res.json().code : undefined, `${route}: ${res.body}`).not.toBe('store_not_found');
    }
  });
});
