/**
 * Placing orders cannot flood a store (DESIGN.md "Security and integrity"): order submits and checks are rate
 * limited per member or browser and, more generously, per client address (ORDER_RATE_LIMIT; 0 turns them off),
 * and a diner holds at most MAX_OPEN_ORDERS_AT_COUNTER open orders paid at the store at one store (per member,
 * or per browser and per contact phone), also when the submits arrive at once.
 */
import { OrderStatus, PaymentType, taipeiDateTimeToMs } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { orders } from '../src/db/schema';
import { MAX_OPEN_ORDERS_AT_COUNTER } from '../src/modules/orders/cap-open-orders';
import { ADDRESS_SHARE, CHECKS_PER_SUBMIT } from '../src/modules/orders/orders.routes';
import { type CreatedStore, checkBody, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, nextMobile, registerMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei (a whole minute: the first window has its 60 s); the factory store is open.
const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const ORDER = '/api/orders/order';
const CHECK = '/api/orders/check_order';

/** A client: a browser (its visitor cookie; none = a new browser on every request) at an address. */
interface Client {
  cookie?: string;
  address: string;
  headers?: Record<string, string>;
}

/** Visitor cookies the server issued (a planted one would be replaced). */
async function newVisitor(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' });
  return res.cookies.find((c) => c.name === 'iding_visitor')!.value;
}

const send = (t: TestApp, url: string, payload: object, c: Client) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: c.address,
    headers: c.headers,
    cookies: c.cookie ? { iding_visitor: c.cookie } : {},
  });

describe('order rate limits (ORDER_RATE_LIMIT)', () => {
  const PER_MINUTE = 3;
  let t: TestApp;
  let stores: CreatedStore[];

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON, env: { ORDER_RATE_LIMIT: String(PER_MINUTE) } });
    // Orders spread over stores (and phones), so the cap on open orders never answers for the rate limits.
    stores = await Promise.all(Array.from({ length: 4 }, () => createStore(t.db)));
  });
  afterAll(async () => t.close());

  let n = 0;
  /** An order of a new diner's phone at the next store. */
  const order = (c: Client) =>
    send(t, ORDER, orderBody(stores[n++ % stores.length]!, { phone: nextMobile() }), c);
  const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;

  it("refuses a browser's order past the limit in a minute with 429, writing nothing; the next minute it may", async () => {
    t.setNow(NOON);
    const browser = { cookie: await newVisitor(t), address: nextIp() };
    for (let i = 0; i < PER_MINUTE; i++) expect((await order(browser)).statusCode).toBe(201);
    const before = await orderCount();
    const refused = await order(browser);
    expect(expectRefusal(refused, 429, 'rate_limited')).toMatch(/^請求過於頻繁，請於 \d+ 秒後再試$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await orderCount()).toBe(before);
    // Another browser at that address is not this one.
    expect((await order({ cookie: await newVisitor(t), address: browser.address })).statusCode).toBe(201);
    t.setNow(NOON + 60_000);
    expect((await order(browser)).statusCode).toBe(201);
  });

  it('lets other browsers at the same address order up to the address limit, and no further', async () => {
    t.setNow(NOON + 2 * 60_000);
    const address = nextIp();
    const first = { cookie: await newVisitor(t), address };
    for (let i = 0; i < PER_MINUTE; i++) expect((await order(first)).statusCode).toBe(201);
    // Refused by the browser's limit: not counted against the others at the address.
    expect((await order(first)).statusCode).toBe(429);
    let placed = PER_MINUTE;
    while (placed < PER_MINUTE * ADDRESS_SHARE) {
      const res = await order({ cookie: await newVisitor(t), address });
      expect(res.statusCode).toBe(201);
      placed++;
    }
    // A new browser, or none at all (a dropped cookie), is still the same address.
    expectRefusal(await order({ cookie: await newVisitor(t), address }), 429, 'rate_limited');
    expectRefusal(await order({ address }), 429, 'rate_limited');
    // Another address is not.
    expect((await order({ address: nextIp() })).statusCode).toBe(201);
  });

  it('holds a member to the limit when they drop the visitor cookie or change address', async () => {
    t.setNow(NOON + 4 * 60_000);
    const m = await registerMember(t);
    for (let i = 0; i < PER_MINUTE; i++) {
      // No cookie: a new browser every time, and a new address.
      expect((await order({ address: nextIp(), headers: m.bearer })).statusCode).toBe(201);
    }
    expectRefusal(await order({ address: nextIp(), headers: m.bearer }), 429, 'rate_limited');
    // A visitor is not refused for the member.
    expect((await order({ address: nextIp() })).statusCode).toBe(201);
  });

  it('gives check_order its own, higher limit per browser and per address', async () => {
    t.setNow(NOON + 6 * 60_000);
    const browser = { cookie: await newVisitor(t), address: nextIp() };
    const check = (c: Client) => send(t, CHECK, checkBody(stores[0]!), c);
    for (let i = 0; i < PER_MINUTE * CHECKS_PER_SUBMIT; i++)
      expect((await check(browser)).statusCode).toBe(200);
    expectRefusal(await check(browser), 429, 'rate_limited');
    // The submit is counted apart: checking did not use it up.
    expect((await order(browser)).statusCode).toBe(201);
    // Dropping the cookie runs into the address limit.
    const address = nextIp();
    for (let i = 0; i < PER_MINUTE * CHECKS_PER_SUBMIT * ADDRESS_SHARE; i++) {
      expect((await check({ address })).statusCode).toBe(200);
    }
    expectRefusal(await check({ address }), 429, 'rate_limited');
  });

  it('reads ORDER_RATE_LIMIT as a whole number from 0', () => {
    expect(loadConfig({ ORDER_RATE_LIMIT: '0' }).ORDER_RATE_LIMIT).toBe(0);
    expect(() => loadConfig({ ORDER_RATE_LIMIT: '-1' })).toThrow(/ORDER_RATE_LIMIT/);
    expect(() => loadConfig({ ORDER_RATE_LIMIT: 'many' })).toThrow(/ORDER_RATE_LIMIT/);
  });
});

describe('ORDER_RATE_LIMIT by default, and 0', () => {
  /** One browser's 31 orders (over 7 stores, each with its own phone) and 61 checks within one minute. */
  async function burst(env: Record<string, string>): Promise<{ orders: number[]; checks: number[] }> {
    const t = await buildTestApp({ now: NOON, env });
    try {
      const shops = await Promise.all(Array.from({ length: 7 }, () => createStore(t.db)));
      const browser = { cookie: await newVisitor(t), address: nextIp() };
      const codes = { orders: [] as number[], checks: [] as number[] };
      for (let i = 0; i < 31; i++) {
        const body = orderBody(shops[i % shops.length]!, { phone: nextMobile() });
        codes.orders.push((await send(t, ORDER, body, browser)).statusCode);
      }
      for (let i = 0; i < 61; i++) {
        codes.checks.push((await send(t, CHECK, checkBody(shops[0]!), browser)).statusCode);
      }
      return codes;
    } finally {
      await t.close();
    }
  }

  it('limits a browser to 10 orders and 60 checks a minute when ORDER_RATE_LIMIT is unset', async () => {
    const byDefault = loadConfig({}).ORDER_RATE_LIMIT;
    expect(byDefault).toBe(10);
    const { orders: placed, checks } = await burst({ ORDER_RATE_LIMIT: String(byDefault) });
    expect(placed).toEqual([...Array(10).fill(201), ...Array(21).fill(429)]);
    expect(checks).toEqual([...Array(60).fill(200), 429]);
  });

  it('limits nothing with ORDER_RATE_LIMIT=0', async () => {
    const { orders: placed, checks } = await burst({ ORDER_RATE_LIMIT: '0' });
    expect(placed).toEqual(Array(31).fill(201));
    expect(checks).toEqual(Array(61).fill(200));
  });
});

describe(`at most ${MAX_OPEN_ORDERS_AT_COUNTER} open orders paid at the store per diner at a store`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // The helper's ORDER_RATE_LIMIT=0: the cap stays on without the rate limits.
    t = await buildTestApp({ now: NOON });
  });
  afterAll(async () => t.close());

  const countAt = async (s: CreatedStore) =>
    (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, s.storeId))).length;
  const fill = async (
    s: CreatedStore,
    c: Client,
    body: () => object = () => orderBody(s, { phone: nextMobile() }),
  ) => {
    for (let i = 0; i < MAX_OPEN_ORDERS_AT_COUNTER; i++) {
      const res = await send(t, ORDER, body(), c);
      expect(res.statusCode, res.body).toBe(201);
    }
  };
  const LIMIT_MESSAGE = `您在這家店已有 ${MAX_OPEN_ORDERS_AT_COUNTER} 筆未完成的訂單，請待店家處理後再下單`;

  it('refuses a browser its next cash order at that store with 422, writing nothing; other stores go on', async () => {
    const s = await createStore(t.db);
    const browser = { cookie: await newVisitor(t), address: nextIp() };
    await fill(s, browser);
    const res = await send(t, ORDER, orderBody(s, { phone: nextMobile() }), browser);
    expect(expectRefusal(res, 422, 'open_order_limit')).toBe(LIMIT_MESSAGE);
    expect(await countAt(s)).toBe(MAX_OPEN_ORDERS_AT_COUNTER);
    expect((await send(t, ORDER, orderBody(await createStore(t.db)), browser)).statusCode).toBe(201);
    // Once the store has handled one (done or cancelled), the browser may order there again.
    const [first] = await t.db.select().from(orders).where(eq(orders.storeId, s.storeId)).limit(1);
    await t.db.update(orders).set({ status: OrderStatus.COMPLETED }).where(eq(orders.id, first!.id));
    expect((await send(t, ORDER, orderBody(s, { phone: nextMobile() }), browser)).statusCode).toBe(201);
  });

  it('still replays a retried submit of an order the diner placed (Idempotency-Key) once at the cap', async () => {
    const s = await createStore(t.db);
    const browser = { cookie: await newVisitor(t), address: nextIp() };
    await fill(s, browser);
    const body = orderBody(s, { phone: nextMobile() });
    const retried = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: ORDER,
        payload: body,
        remoteAddress: browser.address,
        headers: { 'idempotency-key': key },
        cookies: { iding_visitor: browser.cookie },
      });
    // One place free again: the order goes in, which puts the diner at the cap; its retry still answers it, while
    // a new order (another key) is refused.
    const [first] = await t.db.select().from(orders).where(eq(orders.storeId, s.storeId)).limit(1);
    await t.db.update(orders).set({ status: OrderStatus.CANCELLED }).where(eq(orders.id, first!.id));
    const placed = await retried('cap-retry-1');
    expect(placed.statusCode).toBe(201);
    const again = await retried('cap-retry-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(placed.json().id);
    expectRefusal(await retried('cap-retry-2'), 422, 'open_order_limit');
  });

  it('counts a contact phone across browsers, so dropping the cookie does not help', async () => {
    const s = await createStore(t.db);
    const phone = nextMobile();
    // No cookie: a new browser on every submit.
    await fill(s, { address: nextIp() }, () => orderBody(s, { phone }));
    const res = await send(t, ORDER, orderBody(s, { phone }), { address: nextIp() });
    expectRefusal(res, 422, 'open_order_limit');
    expect(await countAt(s)).toBe(MAX_OPEN_ORDERS_AT_COUNTER);
  });

  it("counts a member's orders whatever browser and phone they order from", async () => {
    const s = await createStore(t.db);
    const m = await registerMember(t);
    await fill(s, { address: nextIp(), headers: m.bearer });
    expectRefusal(
      await send(t, ORDER, orderBody(s, { phone: nextMobile() }), { address: nextIp(), headers: m.bearer }),
      422,
      'open_order_limit',
    );
  });

  it('does not count orders to be paid online, nor orders of earlier days', async () => {
    const s = await createStore(t.db, {
      appSettings: {
        MaxCashOrderAmount: 3000,
        OrderTypes: [0],
        ToGo: { payments: [PaymentType.CASH, PaymentType.LINE_PAY], MinLead: 10, Jumbo: 20 },
      },
    });
    const browser = { cookie: await newVisitor(t), address: nextIp() };
    // Unpaid online orders never reach the store before they are paid: not counted, not refused.
    const online = () => orderBody(s, { phone: nextMobile(), payment_type: PaymentType.LINE_PAY });
    await fill(s, browser, online);
    expect((await send(t, ORDER, online(), browser)).statusCode).toBe(201);
    await fill(s, browser);
    expect((await send(t, ORDER, orderBody(s), browser)).statusCode).toBe(422);
    // Yesterday's orders a store never marked done do not lock its regulars out today.
    t.setNow(taipeiDateTimeToMs('2026-11-24', '09:00'));
    try {
      expect((await send(t, ORDER, orderBody(s), browser)).statusCode).toBe(201);
    } finally {
      t.setNow(NOON);
    }
  });

  it('holds when one browser sends many submits at once', async () => {
    const s = await createStore(t.db);
    const browser = { cookie: await newVisitor(t), address: nextIp() };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(t, ORDER, orderBody(s, { phone: nextMobile(), memo: `m${i}` }), browser),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([
      ...Array(MAX_OPEN_ORDERS_AT_COUNTER).fill(201),
      ...Array(12 - MAX_OPEN_ORDERS_AT_COUNTER).fill(422),
    ]);
    expect(await countAt(s)).toBe(MAX_OPEN_ORDERS_AT_COUNTER);
  });

  it('holds when many browsers send submits with one phone at once', async () => {
    const s = await createStore(t.db);
    const phone = nextMobile();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => send(t, ORDER, orderBody(s, { phone }), { address: nextIp() })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_OPEN_ORDERS_AT_COUNTER);
    expect(await countAt(s)).toBe(MAX_OPEN_ORDERS_AT_COUNTER);
  });
});
