/**
 * When the payment provider fails or is switched off (ADR 015): a start the provider
 * refuses answers 502 payment_unavailable and leaves the order payable; a refund the provider refuses at
 * cancel leaves the order cancelled and not yet refunded, and the reconciliation job refunds it once the
 * provider answers; PAYMENT_PROVIDER=none refuses online orders and payments and serves no sandbox page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/client';
import { orders } from '../src/db/schema';
import { reconcilePayments } from '../src/modules/payments/reconcile-payments';
import type { PaymentProvider } from '../src/providers/payment/index';
import { createSandboxPayments } from '../src/providers/payment/sandbox';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, registerMember } from './member-factories';

const SETTINGS = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0, 6], MinLead: 10, Jumbo: 20 },
};

describe('a failing provider', () => {
  let close: () => Promise<void>;
  let db: Db;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let shop: CreatedStore;
  /** What the fake provider refuses right now. */
  const down = { create: false, refund: false };

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    db = database.db;
    const sandbox = createSandboxPayments(db);
    // The sandbox, except that it fails when told to (a provider outage).
    const flaky: PaymentProvider = {
      code: sandbox.code,
      create: (input) => (down.create ? Promise.reject(new Error('provider down')) : sandbox.create(input)),
      confirm: (ref, amount) => sandbox.confirm(ref, amount),
      serialConfirm: (method) => sandbox.serialConfirm(method),
      query: (ref) => sandbox.query(ref),
      refund: (ref, amount) =>
        down.refund ? Promise.reject(new Error('provider down')) : sandbox.refund(ref, amount),
    };
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db,
      now: () => Date.now(),
      payments: () => flaky,
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    shop = await createStore(db, { appSettings: SETTINGS });
  });
  afterAll(async () => close());

  const t = () => ({ app, db, setNow: () => {}, close }) as unknown as TestApp;

  it('a start the provider refuses is 502 payment_unavailable; the order stays payable', async () => {
    const member = await registerMember(t());
    const send = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: member.bearer, remoteAddress: nextIp() });
    const placed = await send('/api/orders/order', orderBody(shop, { payment_type: 6 }));
    const id = placed.json().id as string;
    const body = {
      order_id: id,
      identifier: shop.identifier,
      confirm_url: `/stores/${shop.identifier}/line_pay`,
    };
    down.create = true;
    expectRefusal(await send('/api/payment/line_pay', body), 502, 'payment_unavailable');
    down.create = false;
    const started = await send('/api/payment/line_pay', body);
    expect(started.statusCode, started.body).toBe(200);
    const ref = (started.json().payment_url as string).split('/').pop();
    await app.inject({ method: 'POST', url: `/api/sandbox/pay/${ref}`, payload: { decision: 'paid' } });
    expect((await send('/api/payment/line_pay/confirm', { order_id: id })).json().state).toBe('paid');

    // A refund the provider refuses: cancelled now, refunded later by the job.
    down.refund = true;
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${id}`,
      headers: member.bearer,
      remoteAddress: nextIp(),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 4, payment_status: 2 });
    const ledger = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/orders/${id}/transactions`, headers: member.bearer })
      ).json();
    expect((await ledger()).transactions).toHaveLength(1);
    expect((await reconcilePayments(db, app.payments, Date.now(), 15)).refunded).toBe(0);
    down.refund = false;
    expect((await reconcilePayments(db, app.payments, Date.now(), 15)).refunded).toBe(1);
    expect((await ledger()).transactions.map((x: { amount: number }) => x.amount)).toEqual([140, -140]);
    expect((await db.select().from(orders).where(eq(orders.id, id)))[0]!.paymentStatus).toBe(3);
    // Nothing left to refund.
    expect((await reconcilePayments(db, app.payments, Date.now(), 15)).refunded).toBe(0);
  });
});

describe('PAYMENT_PROVIDER=none', () => {
  let t: TestApp;
  let shop: CreatedStore;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PAYMENT_PROVIDER: 'none' } });
    shop = await createStore(t.db, { appSettings: SETTINGS });
  });
  afterAll(async () => t.close());

  it('refuses an online order, a payment start or confirm, and serves no sandbox page', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' });
    const visitor = first.cookies.find((c) => c.name === 'iding_visitor')!.value;
    const send = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        cookies: { iding_visitor: visitor },
        remoteAddress: nextIp(),
      });
    // An order to be paid online is not even made (the store info offers no online type either).
    expectRefusal(
      await send('/api/orders/order', orderBody(shop, { payment_type: 6 })),
      422,
      'payment_type_unavailable',
    );
    // A start or confirm (of any order) is refused before the order is looked at.
    const placed = await send('/api/orders/order', orderBody(shop));
    const id = placed.json().id as string;
    const body = {
      order_id: id,
      identifier: shop.identifier,
      confirm_url: `/stores/${shop.identifier}/line_pay`,
    };
    const msg = expectRefusal(await send('/api/payment/line_pay', body), 422, 'payment_type_not_supported');
    expect(msg).toContain('線上付款尚未開放');
    expectRefusal(
      await send('/api/payment/line_pay/confirm', { order_id: id }),
      422,
      'payment_type_not_supported',
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/sandbox/pay/${id}` })).statusCode).toBe(404);
  });
});
