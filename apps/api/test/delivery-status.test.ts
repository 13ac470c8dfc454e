/**
 * A DELIVERY order's courier (spec §4 Delivery status and cancellation reasons):
 * startDelivery books it through the adapter and records PENDING; advanceDelivery follows the legal
 * transitions and refuses the rest; GET /api/orders/{id}/delivery shows it to the order's owner only.
 */
import { CancelParty, DeliveryStatus, findCancelReason } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashVisitorToken } from '../src/lib/visitor-token';
import { advanceDelivery, nextDeliveryStatus } from '../src/modules/delivery/advance-delivery';
import { cancelDelivery } from '../src/modules/delivery/cancel-delivery';
import { findQuote } from '../src/modules/delivery/delivery.queries';
import { findOrderDelivery } from '../src/modules/delivery/get-order-delivery';
import { pruneDeliveryQuotes } from '../src/modules/delivery/prune-delivery-quotes';
import { startDelivery } from '../src/modules/delivery/start-delivery';
import type { DeliveryProvider } from '../src/providers/delivery/index';
import { browser, createDeliveryStore, quoteBody, redeem } from './delivery-factories';
import { type CreatedStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextMobile } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei; the factory store is open around the clock.
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const S = DeliveryStatus;

describe('delivery transitions (spec §4)', () => {
  it('pickup → dropoff → delivered; cancel before the food leaves, returned after', () => {
    expect(nextDeliveryStatus(S.PENDING, 'pickup')).toBe(S.PICKUP);
    expect(nextDeliveryStatus(S.PICKUP, 'dropoff')).toBe(S.DROPOFF);
    expect(nextDeliveryStatus(S.PICKUP_COMPLETE, 'dropoff')).toBe(S.DROPOFF);
    expect(nextDeliveryStatus(S.DROPOFF, 'delivered')).toBe(S.DELIVERED);
    expect(nextDeliveryStatus(S.PENDING, 'cancel')).toBe(S.CANCELED);
    expect(nextDeliveryStatus(S.PICKUP, 'cancel')).toBe(S.CANCELED);
    expect(nextDeliveryStatus(S.DROPOFF, 'cancel')).toBe(S.RETURNED);
    expect(nextDeliveryStatus(S.PENDING, 'delivered')).toBeNull();
    expect(nextDeliveryStatus(S.PENDING, 'dropoff')).toBeNull();
    expect(nextDeliveryStatus(S.PICKUP, 'pickup')).toBeNull();
    for (const end of [S.DELIVERED, S.CANCELED, S.RETURNED]) {
      for (const event of ['pickup', 'dropoff', 'delivered', 'cancel'] as const) {
        expect(nextDeliveryStatus(end, event)).toBeNull();
      }
    }
  });

  it('names 17 reasons, each with its party', () => {
    expect(findCancelReason(11)).toMatchObject({
      key: 'OUTSIDE_DELIVERY_AREA',
      text: '超出外送範圍',
      party: 2,
    });
    expect(findCancelReason('delivery_eta_too_long')).toMatchObject({ code: 6, party: CancelParty.STORE });
    expect(findCancelReason(0)).toBeUndefined();
    expect(findCancelReason(18)).toBeUndefined();
  });
});

describe('startDelivery, advanceDelivery and GET /api/orders/{id}/delivery', () => {
  let t: TestApp;
  let shop: CreatedStore;
  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    shop = await createDeliveryStore(t.db);
  });
  afterAll(async () => t.close());

  const storeOf = (s: CreatedStore) => ({
    id: s.storeId,
    identifier: s.identifier,
    name: '50嵐 信義松仁店',
    phone: '02-2720-0000',
    city: '臺北市',
    district: '信義區',
    address: '臺北市信義區松仁路100號',
  });

  /** A browser that quoted and placed an order (takeaway here: the orders module wires delivery). */
  const placed = async () => {
    const diner = browser(t);
    const quote = await diner.post('/api/orders/quote', quoteBody(shop));
    expect(quote.statusCode, quote.body).toBe(200);
    const order = await diner.post('/api/orders/order', orderBody(shop, { phone: nextMobile() }));
    expect(order.statusCode, order.body).toBe(201);
    return { diner, quoteId: quote.json().quote_id as string, orderId: order.json().id as string };
  };
  const start = (orderId: string, quoteId: string, provider: DeliveryProvider = t.app.delivery) =>
    startDelivery(t.db, provider, {
      orderId,
      quoteId,
      store: storeOf(shop),
      recipient: { name: '王小明', phone: '0912345678' },
      now: T0,
    });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('accepted');
      },
      (error: { code: string; status: number; message: string }) => error,
    );

  it('books the courier and walks PENDING → PICKUP → DROPOFF → DELIVERED, shown to the owner', async () => {
    const { diner, quoteId, orderId } = await placed();
    const row = await start(orderId, quoteId);
    expect(row).toMatchObject({
      status: S.PENDING,
      provider: 0,
      providerDeliveryId: `sbd_${orderId}`,
      feeCents: 6000,
    });
    const read = async () => {
      const res = await diner.get(`/api/orders/${orderId}/delivery`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await read()).toEqual({
      status: 0,
      status_name: '等待外送員',
      provider: 0,
      fee: 60,
      eta_minutes: 25,
      tracking_url: null,
      cancel_reason: null,
      cancel_reason_text: null,
      cancel_party: null,
      cancel_party_name: null,
      updated_at: T0 / 1000,
    });
    expect(await advanceDelivery(t.db, orderId, 'pickup', undefined, T0 + 60_000)).toMatchObject({
      status: S.PICKUP,
      statusName: '外送員取餐中',
    });
    await advanceDelivery(t.db, orderId, 'dropoff');
    expect(await read()).toMatchObject({ status: 3, status_name: '外送中' });
    await advanceDelivery(t.db, orderId, 'delivered');
    expect(await read()).toMatchObject({ status: 4, status_name: '已送達' });
    const late = await refusal(advanceDelivery(t.db, orderId, 'cancel', 'LATE_DELIVERY'));
    expect(late).toMatchObject({
      code: 'delivery_transition_invalid',
      status: 409,
      message: '外送狀態為「已送達」，不能取消外送',
    });
  });

  it('records the cancellation reason and its party; a cancel on the way is a return', async () => {
    const first = await placed();
    await start(first.orderId, first.quoteId);
    const canceled = await advanceDelivery(t.db, first.orderId, 'cancel', '10');
    expect(canceled).toMatchObject({
      status: S.CANCELED,
      cancelReason: 10,
      cancelReasonText: '目前沒有外送員',
      cancelParty: 2,
      cancelPartyName: '外送平台',
    });
    expect((await first.diner.get(`/api/orders/${first.orderId}/delivery`)).json()).toMatchObject({
      status: 5,
      status_name: '外送已取消',
      cancel_reason: 10,
      cancel_reason_text: '目前沒有外送員',
      cancel_party: 2,
      cancel_party_name: '外送平台',
    });

    const second = await placed();
    await start(second.orderId, second.quoteId);
    await advanceDelivery(t.db, second.orderId, 'pickup');
    await advanceDelivery(t.db, second.orderId, 'dropoff');
    expect(await advanceDelivery(t.db, second.orderId, 'cancel', 'mistake_error')).toMatchObject({
      status: S.RETURNED,
      statusName: '已退回店家',
      cancelReason: 9,
      cancelParty: 1,
      cancelPartyName: '店家',
    });
  });

  it('refuses illegal events, missing or unknown reasons, and orders without a delivery', async () => {
    const { orderId, quoteId } = await placed();
    await start(orderId, quoteId);
    expect(await refusal(advanceDelivery(t.db, orderId, 'delivered'))).toMatchObject({
      code: 'delivery_transition_invalid',
      message: '外送狀態為「等待外送員」，不能標記送達',
    });
    expect(await refusal(advanceDelivery(t.db, orderId, 'cancel'))).toMatchObject({
      code: 'validation_error',
      status: 400,
    });
    expect(await refusal(advanceDelivery(t.db, orderId, 'cancel', '99'))).toMatchObject({
      code: 'validation_error',
      message: '未知的取消原因：99',
    });
    expect(await refusal(advanceDelivery(t.db, orderId, 'pickup', '3'))).toMatchObject({
      code: 'validation_error',
    });
    expect(await refusal(advanceDelivery(t.db, 'nope', 'pickup'))).toMatchObject({
      code: 'not_found',
      status: 404,
    });
    const bare = await placed();
    expect(await refusal(advanceDelivery(t.db, bare.orderId, 'pickup'))).toMatchObject({ code: 'not_found' });
    expectRefusal(await bare.diner.get(`/api/orders/${bare.orderId}/delivery`), 404, 'not_found');
    // Still PENDING: nothing above moved it.
    expect((await advanceDelivery(t.db, orderId, 'pickup')).status).toBe(S.PICKUP);
  });

  it("hides an order's delivery from everyone but its owner", async () => {
    const { orderId, quoteId } = await placed();
    await start(orderId, quoteId);
    const stranger = browser(t);
    expectRefusal(await stranger.get(`/api/orders/${orderId}/delivery`), 404, 'order_not_found');
    expectRefusal(await stranger.get('/api/orders/not-a-uuid/delivery'), 404, 'order_not_found');
  });

  it('uses a quote once: a second order or check is refused', async () => {
    const { diner, orderId, quoteId } = await placed();
    await start(orderId, quoteId);
    const again = await diner.post('/api/orders/order', orderBody(shop, { phone: nextMobile() }));
    const otherOrder = again.json().id as string;
    expect(await refusal(start(otherOrder, quoteId))).toMatchObject({
      code: 'quote_invalid',
      message: '這筆外送報價已用於另一筆訂單，請重新取得報價',
    });
    const visitorHash = hashVisitorToken(diner.cookie());
    expect(
      await refusal(redeem(t.db, { quoteId, storeId: shop.storeId, visitorHash, userId: null, now: T0 })),
    ).toMatchObject({ code: 'quote_invalid' });
  });

  it('books nothing when the platform refuses, and says so in zh-TW', async () => {
    const { orderId, quoteId } = await placed();
    const failing: DeliveryProvider = {
      ...t.app.delivery,
      createDelivery: async () => {
        throw new Error('platform down');
      },
    };
    expect(await refusal(start(orderId, quoteId, failing))).toMatchObject({
      code: 'delivery_unavailable',
      status: 502,
      message: '外送平台暫時無法安排外送員，請稍後再試',
    });
    // The quote is still unused: the order can be booked once the platform answers.
    expect((await start(orderId, quoteId)).status).toBe(S.PENDING);
  });

  it('prunes quotes no order used a day after they expired, and keeps the used ones', async () => {
    const used = await placed();
    await start(used.orderId, used.quoteId);
    const unused = await placed();
    const expiry = T0 + 10 * 60_000;
    const DAY = 24 * 60 * 60_000;
    expect(await pruneDeliveryQuotes(t.db, expiry + DAY - 1)).toBe(0);
    // Every unused quote of this file (all asked at T0) goes; the booked ones stay.
    expect(await pruneDeliveryQuotes(t.db, expiry + DAY + 1)).toBeGreaterThanOrEqual(1);
    const visitorHash = hashVisitorToken(unused.diner.cookie());
    expect(
      await refusal(
        redeem(t.db, { quoteId: unused.quoteId, storeId: shop.storeId, visitorHash, userId: null, now: T0 }),
      ),
    ).toMatchObject({ code: 'quote_invalid' });
    expect((await findOrderDelivery(t.db, used.orderId))?.fee).toBe(60);
    // The booked order holds its quote (migration 0033), so pruning kept it and knows who used it.
    expect((await findQuote(t.db, used.quoteId))?.usedByOrderId).toBe(used.orderId);
  });
});

describe('cancelDelivery: an order cancelled calls off its courier', () => {
  let t: TestApp;
  let shop: CreatedStore;
  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    shop = await createDeliveryStore(t.db);
  });
  afterAll(async () => t.close());

  const booked = async () => {
    const diner = browser(t);
    const quote = await diner.post('/api/orders/quote', quoteBody(shop));
    const order = await diner.post('/api/orders/order', orderBody(shop, { phone: nextMobile() }));
    const orderId = order.json().id as string;
    await startDelivery(t.db, t.app.delivery, {
      orderId,
      quoteId: quote.json().quote_id,
      store: {
        id: shop.storeId,
        identifier: shop.identifier,
        name: '50嵐',
        phone: '02-2720-0000',
        city: '臺北市',
        district: '信義區',
        address: '松仁路100號',
      },
      recipient: { name: '王小明', phone: '0912345678' },
      now: T0,
    });
    return orderId;
  };

  it('asks the platform first, then records the store reason; a second cancel changes nothing', async () => {
    const orderId = await booked();
    const calls: string[] = [];
    const provider: DeliveryProvider = {
      ...t.app.delivery,
      cancel: async (id, reason) => {
        calls.push(`${id} ${reason.key}`);
      },
    };
    expect(await cancelDelivery(t.db, provider, orderId, 'MISTAKE_ERROR', T0)).toMatchObject({
      status: S.CANCELED,
      cancelReason: 9,
      cancelPartyName: '店家',
    });
    expect(calls).toEqual([`sbd_${orderId} MISTAKE_ERROR`]);
    expect(await cancelDelivery(t.db, provider, orderId, 'MISTAKE_ERROR', T0)).toMatchObject({
      status: S.CANCELED,
    });
    expect(calls).toHaveLength(1);
  });

  it('keeps the delivery when the platform refuses, and refuses once delivered', async () => {
    const orderId = await booked();
    const refusing: DeliveryProvider = {
      ...t.app.delivery,
      cancel: async () => {
        throw new Error('409 courier accepted');
      },
    };
    await expect(cancelDelivery(t.db, refusing, orderId, 6, T0)).rejects.toMatchObject({
      code: 'delivery_unavailable',
    });
    expect((await findOrderDelivery(t.db, orderId))?.status).toBe(S.PENDING);
    await advanceDelivery(t.db, orderId, 'pickup');
    await advanceDelivery(t.db, orderId, 'dropoff');
    await advanceDelivery(t.db, orderId, 'delivered');
    await expect(cancelDelivery(t.db, t.app.delivery, orderId, 6, T0)).rejects.toMatchObject({
      code: 'delivery_transition_invalid',
      message: '餐點已送達，無法取消外送',
    });
    expect(
      await cancelDelivery(t.db, t.app.delivery, '00000000-0000-4000-8000-000000000000', 6, T0),
    ).toBeNull();
    await expect(cancelDelivery(t.db, t.app.delivery, orderId, 'nope', T0)).rejects.toMatchObject({
      code: 'validation_error',
    });
  });
});
