/**
 * Online payments through the sandbox provider (spec §2 landing pages, §3 Payment types and
 * transaction record types, §4 Payment status, §5 card and wallet rules, §7 Payments, §8 result codes;
 * ADR 015): an order paid online is created UNPAID and kept from the store until PAID_FULL; the diner starts
 * a payment (POST /api/payment/{method}), decides on the sandbox's hosted page, and the landing page confirms
 * (POST /api/payment/{method}/confirm), which asks the provider and records the transaction.
 */

import type { AppSettings } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, sandboxPayments } from '../src/db/schema';
import { PaymentAttempt } from '../src/modules/payments/payments.queries';
import { reconcilePayments } from '../src/modules/payments/reconcile-payments';
import { refundOrderPayment } from '../src/modules/payments/refund-payment';
import { addStaff } from '../src/modules/staff/add-staff';
import { boardOrders } from './console-factories';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, registerMember, type TestMember } from './member-factories';

/** 外帶: cash and every online type but 台新信用卡; 內用: cash and LINE Pay. */
const PAY_SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0, 1],
  ToGo: { payments: [0, 6, 2, 7, 8, 9, 10, 11, 99, 98], MinLead: 10, Jumbo: 20 },
  DineIn: { payments: [0, 6], MinLead: 10, Jumbo: 6 },
};
const TTL = 15;
const MIN = 60_000;
/** The factory order: 2 × 中●珍珠奶茶 (大 半糖 少冰 +珍珠) = 140 TWD. */
const TOTAL = 140;

describe('online payments through the sandbox', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let other: CreatedStore;
  let T0 = 0;
  /** This browser's visitor cookie, and another browser's. */
  let VISITOR = '';
  let STRANGER = '';
  let member: TestMember;
  let otherMember: TestMember;

  beforeAll(async () => {
    // Orders are stamped by the database clock, so the app's clock starts at the real time.
    T0 = Date.now();
    t = await buildTestApp({ now: T0 });
    const cookieOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' })).cookies.find(
        (c) => c.name === 'iding_visitor',
      )!.value;
    VISITOR = await cookieOf();
    STRANGER = await cookieOf();
    shop = await createStore(t.db, { appSettings: PAY_SETTINGS, tableLimit: 20 });
    other = await createStore(t.db, { appSettings: PAY_SETTINGS });
    member = await registerMember(t);
    otherMember = await registerMember(t);
  });
  afterAll(async () => t.close());

  type Who = { visitor?: string; headers?: Record<string, string> };
  const send = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: unknown, who: Who = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: who.headers ?? {},
      cookies: { iding_visitor: who.visitor ?? VISITOR },
      remoteAddress: nextIp(),
    });

  /** Places an order (this browser by default) and returns its id. */
  async function place(overrides: Record<string, unknown> = {}, who: Who = {}, store = shop) {
    const res = await send(
      'POST',
      '/api/orders/order',
      orderBody(store, { payment_type: 6, ...overrides }),
      who,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }
  const landing = (method: string, id: string, store = shop) =>
    `/stores/${store.identifier}/${method}?order_id=${id}`;
  const startBody = (id: string, method = 'line_pay', extra: Record<string, unknown> = {}, store = shop) => ({
    order_id: id,
    identifier: store.identifier,
    confirm_url: landing(method, id, store),
    ...extra,
  });
  const start = (method: string, id: string, extra: Record<string, unknown> = {}, who: Who = {}) =>
    send('POST', `/api/payment/${method}`, startBody(id, method, extra), who);
  const confirm = (method: string, id: string, extra: Record<string, unknown> = {}, who: Who = {}) =>
    send('POST', `/api/payment/${method}/confirm`, { order_id: id, ...extra }, who);
  /** The diner's choice on the sandbox's hosted page; returns where it sends them. */
  async function decide(paymentUrl: string, decision: 'paid' | 'failed' | 'cancelled') {
    const ref = paymentUrl.replace('/sandbox/pay/', '');
    const page = await send('GET', `/api/sandbox/pay/${ref}`);
    expect(page.statusCode, page.body).toBe(200);
    const res = await send('POST', `/api/sandbox/pay/${ref}`, { decision });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().redirect_to as string;
  }
  async function startOk(method: string, id: string, extra: Record<string, unknown> = {}, who: Who = {}) {
    const res = await start(method, id, extra, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { payment_url: string; qrcode?: string; reserve?: { payment_url_web: string } };
  }
  const order = async (id: string, who: Who = {}) =>
    (await send('GET', `/api/orders/${id}`, undefined, who)).json();
  const transactions = async (id: string, who: Who = {}) =>
    (await send('GET', `/api/orders/${id}/transactions`, undefined, who)).json();
  const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** Places and pays an order by LINE Pay through the sandbox. */
  async function paidOrder(who: Who = {}) {
    const id = await place({}, who);
    const { payment_url } = await startOk('line_pay', id, {}, who);
    await decide(payment_url, 'paid');
    expect((await confirm('line_pay', id, {}, who)).json().state).toBe('paid');
    return id;
  }

  describe('order creation (step 1)', () => {
    it('an order with an online type is created UNPAID and not released to the store; cash is released', async () => {
      const id = await place();
      const o = await order(id);
      expect(o).toMatchObject({ payment_type: 6, payment_status: 0, status: 1, released_to_store: false });
      const cash = await order(await place({ payment_type: 0 }));
      expect(cash).toMatchObject({ payment_type: 0, payment_status: 0, released_to_store: true });
    });

    it('refuses an online type the order type does not offer', async () => {
      // 內用 takes cash and LINE Pay only.
      const res = await send(
        'POST',
        '/api/orders/order',
        orderBody(shop, {
          order_type: 1,
          payment_type: 7,
          order_tab_type: 'ready-for-seat',
          table_number: '3',
        }),
      );
      expectRefusal(res, 422, 'payment_type_not_supported');
    });
  });

  describe('the sandbox flow (step 2)', () => {
    it('LINE Pay: start → 付款成功 on the sandbox page → confirm → PAID_FULL, released, transaction 80', async () => {
      const id = await place();
      const started = await startOk('line_pay', id);
      expect(started.payment_url).toMatch(/^\/sandbox\/pay\/[0-9a-f-]{36}$/);
      // spec §7: LINE Pay answers reserve.payment_url_web.
      expect(started.reserve?.payment_url_web).toBe(started.payment_url);
      const page = await send('GET', `/api/sandbox/pay/${started.payment_url.split('/').pop()}`);
      expect(page.json()).toMatchObject({ amount: TOTAL, method: 'line_pay', decision: null });

      // Back too early (no choice made yet): pending, nothing recorded.
      const early = await confirm('line_pay', id);
      expect(early.json()).toMatchObject({ state: 'pending', result: 500, payment_status: 0 });

      const back = await decide(started.payment_url, 'paid');
      // The provider sends the diner to our landing page (spec §2), with its own ids appended.
      expect(back).toMatch(
        new RegExp(`^/stores/${shop.identifier}/line_pay\\?order_id=${id}&transactionId=`),
      );
      const res = await confirm('line_pay', id, { identifier: shop.identifier });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        result: 0,
        state: 'paid',
        order_id: id,
        payment_status: 2,
        payment_status_name: expect.stringMatching(/[\u4e00-\u9fff]/),
      });
      expect(await order(id)).toMatchObject({ payment_status: 2, released_to_store: true });
      const tx = await transactions(id);
      expect(tx.payment_status).toBe(2);
      expect(tx.transactions).toEqual([
        { id: expect.any(String), type: 80, payment_type: 6, amount: TOTAL, created_at: expect.any(Number) },
      ]);
      // A reload of the landing page confirms again: still paid, still one capture.
      expect((await confirm('line_pay', id)).json().state).toBe('paid');
      expect((await transactions(id)).transactions).toHaveLength(1);
    });

    it.each([
      ['jko_pay', 7, 82],
      ['tw_pay', 9, 87],
      ['easy_wallet', 11, 96],
      ['px_pay', 10, 11],
      ['plus_pay', 8, 11],
    ])(
      '%s (payment type %i) pays through the sandbox and lists record type %i',
      async (method, type, record) => {
        const id = await place({ payment_type: type });
        const { payment_url } = await startOk(method, id);
        await decide(payment_url, 'paid');
        expect((await confirm(method, id)).json()).toMatchObject({
          result: 0,
          state: 'paid',
          payment_status: 2,
        });
        expect((await transactions(id)).transactions).toMatchObject([
          { type: record, payment_type: type, amount: TOTAL },
        ]);
      },
    );

    it('付款失敗 leaves the order unpaid and unreleased; 重新付款 starts a new payment that succeeds', async () => {
      const id = await place();
      const first = await startOk('line_pay', id);
      await decide(first.payment_url, 'failed');
      const failed = await confirm('line_pay', id);
      expect(failed.json()).toMatchObject({ result: 500, state: 'failed', payment_status: 0 });
      expect(failed.json().message).toContain('重新付款');
      expect(await order(id)).toMatchObject({ status: 1, payment_status: 0, released_to_store: false });
      expect((await transactions(id)).transactions).toEqual([]);

      const retry = await startOk('line_pay', id);
      expect(retry.payment_url).not.toBe(first.payment_url);
      await decide(retry.payment_url, 'paid');
      expect((await confirm('line_pay', id)).json().state).toBe('paid');
      expect((await transactions(id)).transactions).toHaveLength(1);
    });

    it('取消 returns to the cancel_url; the order stays payable', async () => {
      const id = await place();
      const { payment_url } = await startOk('line_pay', id, {
        cancel_url: `/stores/${shop.identifier}/line_pay?order_id=${id}&cancelled=1`,
      });
      expect(await decide(payment_url, 'cancelled')).toContain('cancelled=1');
      expect((await confirm('line_pay', id)).json()).toMatchObject({ state: 'cancelled', payment_status: 0 });
      expect(await order(id)).toMatchObject({ status: 1, payment_status: 0, released_to_store: false });
      // Pressing pay twice while a payment is open hands out the same page.
      const again = await startOk('line_pay', id);
      expect((await startOk('line_pay', id)).payment_url).toBe(again.payment_url);
    });

    it('改用其他付款方式: an unpaid order switches to another online type the store offers, and pays with it', async () => {
      const id = await place();
      const first = await startOk('line_pay', id);
      await decide(first.payment_url, 'failed');
      await confirm('line_pay', id);

      const { payment_url } = await startOk('jko_pay', id, { payment_type: 7 });
      expect((await order(id)).payment_type).toBe(7);
      await decide(payment_url, 'paid');
      // The old method's landing page no longer confirms this order.
      expectRefusal(await confirm('line_pay', id), 422, 'payment_method_mismatch');
      expect((await confirm('jko_pay', id)).json().state).toBe('paid');
      expect((await transactions(id)).transactions).toMatchObject([{ type: 82, payment_type: 7 }]);
    });

    it('refuses switching to an offline type, a type the order type does not offer, or a paid order', async () => {
      const dineIn = await place({ order_type: 1, order_tab_type: 'ready-for-seat', table_number: '5' });
      // 內用 does not take 街口支付.
      expectRefusal(await start('jko_pay', dineIn, { payment_type: 7 }), 422, 'payment_type_not_supported');
      // Cash is not paid through a payment method.
      expectRefusal(await start('line_pay', dineIn, { payment_type: 0 }), 422, 'payment_method_mismatch');
      expect((await order(dineIn)).payment_type).toBe(6);
      const paid = await paidOrder();
      expectRefusal(await start('jko_pay', paid, { payment_type: 7 }), 409, 'order_not_payable');
      expect((await order(paid)).payment_type).toBe(6);
    });
  });

  describe('guarantees', () => {
    it('concurrent confirms of one payment capture once', async () => {
      const id = await place();
      const { payment_url } = await startOk('line_pay', id);
      await decide(payment_url, 'paid');
      const results = await Promise.all([1, 2, 3, 4].map(() => confirm('line_pay', id)));
      // Each one answers paid: the later ones wait for the first one's capture instead of capturing again.
      for (const r of results) expect(r.json(), r.body).toMatchObject({ result: 0, state: 'paid' });
      expect((await transactions(id)).transactions).toHaveLength(1);
    });

    it('concurrent confirms of a card payment (read without a claim) capture once', async () => {
      const id = await place({ payment_type: 2 });
      const res = await send('POST', '/api/payment/credit_card', {
        ...startBody(id, 'credit_card'),
        prime: 'test_sandbox_ok_4242_concurrent',
      });
      expect(res.statusCode, res.body).toBe(200);
      const results = await Promise.all([1, 2, 3, 4].map(() => confirm('credit_card', id)));
      // Each one answers paid with the order PAID_FULL, whichever of them recorded the capture.
      for (const r of results) {
        expect(r.json(), r.body).toMatchObject({ result: 0, state: 'paid', payment_status: 2 });
      }
      expect((await transactions(id)).transactions).toMatchObject([{ type: 11, amount: TOTAL }]);
      const attempts = await t.db.select().from(payments).where(eq(payments.orderId, id));
      expect(attempts.map((a) => a.status)).toEqual([PaymentAttempt.PAID]);
      expect(await order(id)).toMatchObject({ payment_status: 2, released_to_store: true });
    });

    it('a confirm whose amount differs from the order is refused and captures nothing', async () => {
      const id = await place();
      const { payment_url } = await startOk('line_pay', id);
      await decide(payment_url, 'paid');
      // The order's total changed after paying began (an order edit).
      await t.db.update(orders).set({ totalCents: 9900 }).where(eq(orders.id, id));
      const msg = expectRefusal(await confirm('line_pay', id), 409, 'payment_amount_mismatch');
      expect(msg).toContain('金額');
      expect(await order(id)).toMatchObject({ payment_status: 0, released_to_store: false });
      expect((await transactions(id)).transactions).toEqual([]);
      const ref = payment_url.split('/').pop()!;
      const [sandbox] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
      expect(sandbox!.captured).toBe(0);
      // A new payment is for the new total.
      const retry = await startOk('line_pay', id);
      const page = await send('GET', `/api/sandbox/pay/${retry.payment_url.split('/').pop()}`);
      expect(page.json().amount).toBe(99);
    });

    it('an unpaid order is never released: failed, cancelled, abandoned or expired', async () => {
      const ids = [await place(), await place(), await place()];
      const a = await startOk('line_pay', ids[0]!);
      await decide(a.payment_url, 'failed');
      const b = await startOk('line_pay', ids[1]!);
      await decide(b.payment_url, 'cancelled');
      await startOk('line_pay', ids[2]!);
      for (const id of ids) await confirm('line_pay', id);
      await reconcilePayments(t.db, t.app.payments, T0 + 5 * MIN, TTL);
      for (const id of ids) expect((await order(id)).released_to_store).toBe(false);
      await reconcilePayments(t.db, t.app.payments, T0 + (TTL + 1) * MIN, TTL);
      for (const id of ids)
        expect(await order(id)).toMatchObject({ status: 4, payment_status: 0, released_to_store: false });
    });

    it('cancelling a paid order refunds it through the provider once, never more than was paid', async () => {
      const who = { headers: member.bearer };
      const id = await paidOrder(who);
      const cancels = await Promise.all(
        [1, 2].map(() => send('DELETE', `/api/orders/${id}`, undefined, who)),
      );
      expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409]);
      const ok = cancels.find((c) => c.statusCode === 200)!;
      expect(ok.json()).toMatchObject({ status: 4, payment_status: 3 });
      const tx = await transactions(id, who);
      expect(tx.payment_status).toBe(3);
      expect(tx.transactions.map((x: { amount: number; type: number }) => [x.type, x.amount])).toEqual([
        [80, TOTAL],
        [80, -TOTAL],
      ]);
      // The landing page, reloaded, says so.
      expect((await confirm('line_pay', id, {}, who)).json()).toMatchObject({
        state: 'refunded',
        result: 500,
        payment_status: 3,
      });
      // Asking again refunds nothing more, here or at the provider.
      expect(await refundOrderPayment(t.db, t.app.payments, id, Date.now())).toBe('nothing');
      const [sandbox] = await t.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.amountCents, TOTAL * 100));
      expect(sandbox).toBeDefined();
      const refunded = await t.db.select().from(sandboxPayments);
      for (const s of refunded) expect(s.refundedCents).toBeLessThanOrEqual(s.amountCents);
      expect(refunded.filter((s) => s.refundedCents > 0)).toHaveLength(1);
    });

    it('the store cancelling a paid order (console 取消訂單) refunds it in full; the board keeps it as cancelled', async () => {
      await addStaff(t.db, {
        account: 'pay-owner@example.tw',
        storeIdentifier: shop.identifier,
        role: 'owner',
        password: 'owner-pass-1',
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/console/login',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { account: 'pay-owner@example.tw', password: 'owner-pass-1' },
        remoteAddress: nextIp(),
      });
      expect(login.statusCode, login.body).toBe(200);
      const consoleCookie = login.cookies.find((c) => c.name === 'iding_console')!.value;
      const id = await paidOrder();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/console/stores/${shop.identifier}/orders/${id}/cancel`,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        cookies: { iding_console: consoleCookie },
        payload: { reason: '今日食材售完' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await order(id)).toMatchObject({ status: 4, payment_status: 3 });
      const tx = await transactions(id);
      expect(tx.transactions.map((x: { amount: number; type: number }) => [x.type, x.amount])).toEqual([
        [80, TOTAL],
        [80, -TOTAL],
      ]);
      const board = await t.app.inject({
        method: 'GET',
        url: `/api/console/stores/${shop.identifier}/orders`,
        cookies: { iding_console: consoleCookie },
      });
      expect(boardOrders(board.json()).find((o) => o.id === id)).toMatchObject({ status: 4 });
    });

    describe('bad input on every payment endpoint → 4xx with a zh-TW message, nothing changed', () => {
      it('start', async () => {
        const id = await place();
        const missing = '00000000-0000-4000-8000-000000000000';
        expectRefusal(await start('line_pay', missing), 404, 'order_not_found');
        expectRefusal(await start('line_pay', 'not-a-uuid'), 404, 'order_not_found');
        // Another browser's order, another member's order.
        expectRefusal(await start('line_pay', id, {}, { visitor: STRANGER }), 404, 'order_not_found');
        const theirs = await place({}, { headers: otherMember.bearer });
        expectRefusal(
          await start('line_pay', theirs, {}, { headers: member.bearer }),
          404,
          'order_not_found',
        );
        // Another store's identifier for this order; an unknown store.
        const wrongStore = await send('POST', '/api/payment/line_pay', startBody(id, 'line_pay', {}, other));
        expectRefusal(wrongStore, 404, 'order_not_found');
        expectRefusal(
          await send('POST', '/api/payment/line_pay', { ...startBody(id), identifier: 'no-such-store' }),
          404,
          'store_not_found',
        );
        // Unknown method, the wrong method for the order, a tampered amount, unknown fields, another site.
        expectRefusal(await start('bitcoin', id), 400, 'validation_error');
        expectRefusal(await start('jko_pay', id), 422, 'payment_method_mismatch');
        expectRefusal(await start('line_pay', id, { amount: 1 }), 400, 'validation_error');
        expectRefusal(await start('line_pay', id, { total: 1 }), 400, 'validation_error');
        expectRefusal(
          await start('line_pay', id, { confirm_url: 'https://evil.example/x' }),
          400,
          'validation_error',
        );
        expectRefusal(
          await start('line_pay', id, { confirm_url: '//evil.example/x' }),
          400,
          'validation_error',
        );
        expectRefusal(await send('POST', '/api/payment/line_pay', { order_id: id }), 400, 'validation_error');
        // A paid order.
        const paid = await paidOrder();
        expectRefusal(await start('line_pay', paid), 409, 'order_not_payable');
        // Nothing was started for the refused order.
        expect(await order(id)).toMatchObject({ payment_status: 0, payment_type: 6 });
        expectRefusal(await confirm('line_pay', id), 409, 'payment_not_started');
      });

      it('confirm', async () => {
        const id = await place();
        await startOk('line_pay', id);
        expectRefusal(
          await confirm('line_pay', '00000000-0000-4000-8000-000000000000'),
          404,
          'order_not_found',
        );
        expectRefusal(await confirm('line_pay', id, {}, { visitor: STRANGER }), 404, 'order_not_found');
        expectRefusal(
          await confirm('line_pay', id, { identifier: other.identifier }),
          404,
          'order_not_found',
        );
        expectRefusal(await confirm('bitcoin', id), 400, 'validation_error');
        expectRefusal(await confirm('jko_pay', id), 422, 'payment_method_mismatch');
        expectRefusal(await confirm('line_pay', id, { amount: 1 }), 400, 'validation_error');
        expectRefusal(await confirm('line_pay', id, { status: 'paid' }), 400, 'validation_error');
        expect((await order(id)).payment_status).toBe(0);
      });

      it('credit card', async () => {
        const id = await place({ payment_type: 2 });
        const card = (body: Record<string, unknown>, who: Who = {}) =>
          send('POST', '/api/payment/credit_card', { ...startBody(id, 'credit_card'), ...body }, who);
        // spec §5: "Prime or card identifier is required".
        const msg = expectRefusal(await card({}), 400, 'validation_error');
        expect(msg).toContain('Prime or card identifier is required');
        expectRefusal(await card({ prime: 'p', card_number: '4242424242424242' }), 400, 'validation_error');
        expectRefusal(await card({ prime: 'p' }, { visitor: STRANGER }), 404, 'order_not_found');
        const wallet = await place();
        expectRefusal(
          await send('POST', '/api/payment/credit_card', { ...startBody(wallet, 'credit_card'), prime: 'p' }),
          422,
          'payment_method_mismatch',
        );
        expect((await order(id)).payment_status).toBe(0);
      });

      it('the sandbox page', async () => {
        expectRefusal(await send('GET', '/api/sandbox/pay/nope'), 404, 'not_found');
        const id = await place();
        const { payment_url } = await startOk('line_pay', id);
        const ref = payment_url.split('/').pop();
        expectRefusal(
          await send('POST', `/api/sandbox/pay/${ref}`, { decision: 'stolen' }),
          400,
          'validation_error',
        );
        // The first choice stands.
        await decide(payment_url, 'failed');
        const again = await send('POST', `/api/sandbox/pay/${ref}`, { decision: 'paid' });
        expect(again.json().decision).toBe('failed');
      });
    });
  });

  describe('spec §5 card and wallet rules', () => {
    it('Plus Pay refuses a desktop; PX Pay takes for_pc', async () => {
      const id = await place({ payment_type: 8 });
      const msg = expectRefusal(
        await start('plus_pay', id, { for_pc: true }),
        422,
        'payment_type_not_supported',
      );
      expect(msg).toContain('電腦版');
      await startOk('plus_pay', id, { for_pc: false });
      await startOk('px_pay', await place({ payment_type: 10 }), { for_pc: true });
    });

    it('Taiwan Pay shows a QR code on a desktop and a payment URL on a phone', async () => {
      const desktop = await startOk('tw_pay', await place({ payment_type: 9 }), { for_pc: true });
      expect(desktop.qrcode).toBeTruthy();
      expect(desktop.payment_url).toBeTruthy();
      const phone = await startOk('tw_pay', await place({ payment_type: 9 }));
      expect(phone.qrcode).toBeUndefined();
      expect(phone.payment_url).toMatch(/^\/sandbox\/pay\//);
    });

    it('card: the test card prime pays (record 11); a declined prime fails and a retry with another card pays', async () => {
      const id = await place({ payment_type: 2 });
      const pay = (prime: string) =>
        send('POST', '/api/payment/credit_card', { ...startBody(id, 'credit_card'), prime });
      const declined = await pay('test_sandbox_declined_0002_abcdef12');
      expect(declined.statusCode, declined.body).toBe(200);
      // No 3-D Secure in the sandbox: the provider sends the diner straight to the landing page.
      expect(declined.json().payment_url).toMatch(
        new RegExp(`^/stores/${shop.identifier}/credit_card\\?order_id=${id}&`),
      );
      expect((await confirm('credit_card', id)).json()).toMatchObject({ state: 'failed', payment_status: 0 });

      expect((await pay('test_sandbox_ok_4242_abcdef12')).statusCode).toBe(200);
      expect((await confirm('credit_card', id)).json()).toMatchObject({
        state: 'paid',
        result: 0,
        payment_status: 2,
      });
      expect((await transactions(id)).transactions).toMatchObject([
        { type: 11, payment_type: 2, amount: TOTAL },
      ]);
      // The card number never reached us: only the prime's last four, as the provider tells them.
      const rows = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.method, 'credit_card'));
      expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    });

    it('a declined card says why (bank, funds, expired) and until when the order may still be paid', async () => {
      for (const [lastFour, code] of [
        ['0002', 'bank_declined'],
        ['9995', 'insufficient_funds'],
        ['0069', 'card_expired'],
      ] as const) {
        const placedAt = Date.now();
        const id = await place({ payment_type: 2 });
        const res = await send('POST', '/api/payment/credit_card', {
          ...startBody(id, 'credit_card'),
          prime: `test_sandbox_declined_${lastFour}_abcdef12`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const first = (await confirm('credit_card', id)).json();
        expect(first).toMatchObject({ state: 'failed', payment_status: 0, decline_code: code });
        // PAYMENT_TTL_MINUTES after the order was placed (orders are stamped by the database clock).
        expect(first.expires_at * 1000).toBeGreaterThanOrEqual(placedAt + TTL * MIN - 5_000);
        expect(first.expires_at * 1000).toBeLessThanOrEqual(Date.now() + TTL * MIN + 5_000);
        // A reload of the landing page confirms again: the same reason and deadline.
        const again = (await confirm('credit_card', id)).json();
        expect(again).toMatchObject({ state: 'failed', decline_code: code, expires_at: first.expires_at });
      }
      // A wallet declined on its page gives no card reason; a paid one no deadline.
      const line = await place();
      await decide((await startOk('line_pay', line)).payment_url, 'failed');
      const failed = (await confirm('line_pay', line)).json();
      expect(failed.state).toBe('failed');
      expect(failed.decline_code).toBeUndefined();
      const paid = await paidOrder();
      expect((await confirm('line_pay', paid)).json().expires_at).toBeUndefined();
    });

    it('Apple Pay is sent as credit card', async () => {
      const id = await place({ payment_type: 99 });
      const res = await send('POST', '/api/payment/credit_card', {
        ...startBody(id, 'credit_card'),
        prime: 'test_sandbox_ok_4242_applepay1',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await confirm('credit_card', id)).json().state).toBe('paid');
      expect((await transactions(id)).transactions).toMatchObject([{ type: 11, payment_type: 99 }]);
    });
  });

  it('documents the payment endpoints in OpenAPI and hides the sandbox page', async () => {
    const doc = (await send('GET', '/api/docs/json')).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/payment/credit_card',
      '/api/payment/store_credits',
      '/api/payment/{method}',
      '/api/payment/{method}/confirm',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/api/sandbox'))).toBe(false);
  });

  describe('expiry and reconciliation', () => {
    it(`an unpaid order expires after PAYMENT_TTL_MINUTES (${TTL}): cancelled, and paying is refused`, async () => {
      const id = await place();
      t.setNow(T0 + (TTL + 1) * MIN);
      try {
        const msg = expectRefusal(await start('line_pay', id), 409, 'order_not_payable');
        expect(msg).toContain('付款時間已過');
        expect(await row(id)).toMatchObject({ status: 4, paymentStatus: 0 });
      } finally {
        t.setNow(T0);
      }
    });

    it('the job captures a payment made at the provider that nobody confirmed', async () => {
      const id = await place();
      const { payment_url } = await startOk('line_pay', id);
      await decide(payment_url, 'paid');
      // The diner closed the tab before the landing page confirmed.
      const report = await reconcilePayments(t.db, t.app.payments, T0 + 2 * MIN, TTL);
      expect(report.paid).toBeGreaterThanOrEqual(1);
      expect(await order(id)).toMatchObject({ payment_status: 2, released_to_store: true });
      expect((await transactions(id)).transactions).toMatchObject([{ type: 80, amount: TOTAL }]);
      // The landing page, opened later, reads it as paid.
      expect((await confirm('line_pay', id)).json().state).toBe('paid');
    });

    it('a payment made after its order expired is refunded, and both movements are listed', async () => {
      const id = await place();
      const { payment_url } = await startOk('line_pay', id);
      await reconcilePayments(t.db, t.app.payments, T0 + (TTL + 1) * MIN, TTL);
      expect((await row(id)).status).toBe(4);
      await decide(payment_url, 'paid');
      const res = await confirm('line_pay', id);
      expect(res.json()).toMatchObject({ state: 'refunded', result: 500, payment_status: 3 });
      expect(res.json().message).toContain('退回');
      expect((await transactions(id)).transactions.map((x: { amount: number }) => x.amount)).toEqual([
        TOTAL,
        -TOTAL,
      ]);
      expect((await order(id)).released_to_store).toBe(false);
    });
  });
});
