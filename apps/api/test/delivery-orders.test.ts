/**
 * 外送 end to end on the API: quote → check_order → order with the quoted fee in the server's
 * total; tampered, foreign, other-store, expired, used and other-address quotes refused with nothing written;
 * out of range refused; the cash limit counts the fee; the courier is booked when the order page asks (POST
 * /api/orders/{id}/pairing, spec §7: a failed booking keeps the order, paired false; asking twice books once;
 * an order paid online is paired once paid; an order nobody paired is booked by the job; an order cancelled
 * while its booking was going out gets its courier called off); the order and the history show the fee and
 * the delivery status in zh-TW; a cancelled order calls the courier off with the reason and its party.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveries, orders } from '../src/db/schema';
import { advanceDelivery } from '../src/modules/delivery/advance-delivery';
import { bookPendingDeliveries } from '../src/modules/orders/book-pending-deliveries';
import { browser, createDeliveryStore, DELIVERY_SETTINGS, quoteBody } from './delivery-factories';
import { type CreatedStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextMobile, registerMember, type TestMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei; the factory store (臺北市信義區) is open around the clock.
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
/** The booking job's `before` for "every order placed so far": orders.created_at is the database's clock. */
const afterNow = () => Date.now() + 60_000;

/** The address of quoteBody() as the order's shipping_infos. */
const SHIP_TO = {
  recipient: '陳大文',
  phone: '0912-000-111',
  shipping_city: '臺北市',
  shipping_district: '信義區',
  shipping_address: '松高路11號',
  shipping_floor: '5樓',
};

/** orderBody() is 2 × 大珍奶 with 珍珠: 140 TWD of items. */
const ITEMS = 140;

describe('外送 orders', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let other: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    shop = await createDeliveryStore(t.db);
    other = await createDeliveryStore(t.db);
  });
  afterAll(async () => t.close());
  // Each test starts with no booking under way or left to the job by the tests before it (orders they placed
  // without pairing), so a spy and the job's counts see only its own.
  beforeEach(async () => {
    await bookPendingDeliveries(t.db, t.state.bookings, t.app.delivery, afterNow(), T0);
    await t.state.bookings.allSettled();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    t.setNow(T0);
  });

  // Each order a diner's own phone: one phone's open orders at a store are capped (cap-open-orders.ts).
  const deliveryOrder = (s: CreatedStore, quoteId: string | null, overrides: Record<string, unknown> = {}) =>
    orderBody(s, {
      phone: nextMobile(),
      order_type: 2,
      payment_type: 0,
      shipping_infos: SHIP_TO,
      quote_id: quoteId,
      ...overrides,
    });
  const checkBody = (s: CreatedStore, quoteId: string | null, overrides: Record<string, unknown> = {}) => {
    const { name: _n, phone: _p, memo: _m, ...body } = deliveryOrder(s, quoteId, overrides);
    return body;
  };
  const quoteOf = async (diner: ReturnType<typeof browser>, s = shop, overrides = {}) => {
    const res = await diner.post('/api/orders/quote', quoteBody(s, overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { quote_id: string; fee: number; eta_minutes: number; expires_at: number };
  };
  const pair = (diner: { post: ReturnType<typeof browser>['post'] }, orderId: string) =>
    diner.post(`/api/orders/${orderId}/pairing`, {});
  const orderCount = async () =>
    (await t.db.select().from(orders).where(eq(orders.storeId, shop.storeId))).length;

  it('adds the quoted fee to check_order and order, pairs the courier and shows it on the order', async () => {
    const diner = browser(t);
    const quote = await quoteOf(diner);
    expect(quote).toMatchObject({ fee: 60, eta_minutes: 25 });

    const checked = await diner.post('/api/orders/check_order', checkBody(shop, quote.quote_id));
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ shipping_fee: 60, total: ITEMS + 60 });

    const placed = await diner.post('/api/orders/order', deliveryOrder(shop, quote.quote_id));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ order_type: 2, total: ITEMS + 60 });
    // The order records its quote; no courier until the order page asks (spec §7 pairing).
    const booking = vi.spyOn(t.app.delivery, 'createDelivery');
    expect((await diner.get(`/api/orders/${placed.json().id}`)).json().delivery).toBeNull();
    expect(booking).not.toHaveBeenCalled();
    const paired = await pair(diner, placed.json().id);
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json()).toMatchObject({ paired: true, delivery: { status: 0, status_name: '等待外送員' } });
    expect(booking).toHaveBeenCalledOnce();
    expect(booking.mock.calls[0]![0]).toMatchObject({
      orderId: placed.json().id,
      dropoff: { city: '臺北市', district: '信義區', address: '松高路11號', floor: '5樓' },
      recipient: { name: '陳大文', phone: '0912000111' },
    });

    const order = (await diner.get(`/api/orders/${placed.json().id}`)).json();
    expect(order).toMatchObject({
      order_type: 2,
      subtotal: ITEMS,
      shipping_fee: 60,
      total: ITEMS + 60,
      shipping_infos: { ...SHIP_TO, phone: '0912000111' },
      delivery: {
        status: 0,
        status_name: '等待外送員',
        fee: 60,
        eta_minutes: 25,
        cancel_reason: null,
        cancel_party_name: null,
      },
    });

    // The courier moves it along (npm run courier); the order shows where it is.
    await advanceDelivery(t.db, placed.json().id, 'pickup');
    await advanceDelivery(t.db, placed.json().id, 'dropoff');
    const moving = (await diner.get(`/api/orders/${placed.json().id}`)).json();
    expect(moving.delivery).toMatchObject({ status: 3, status_name: '外送中' });
  });

  it('prices by the quote, not by the client: another district costs more, a client fee is refused', async () => {
    const diner = browser(t);
    const far = await quoteOf(diner, shop, { district: '大安區', address: '復興南路一段1號', floor: '' });
    expect(far.fee).toBe(90);
    const to = {
      ...SHIP_TO,
      shipping_district: '大安區',
      shipping_address: '復興南路一段1號',
      shipping_floor: '',
    };
    const checked = await diner.post(
      '/api/orders/check_order',
      checkBody(shop, far.quote_id, { shipping_infos: to }),
    );
    expect(checked.json()).toMatchObject({ shipping_fee: 90, total: ITEMS + 90 });
    const tampered = await diner.post(
      '/api/orders/order',
      deliveryOrder(shop, far.quote_id, { shipping_infos: to, shipping_fee: 0 }),
    );
    expect(expectRefusal(tampered, 400, 'validation_error')).toContain('shipping_fee');
  });

  it('refuses a missing, made-up, foreign or other-store quote, and one for another address: nothing written', async () => {
    const diner = browser(t);
    const stranger = browser(t);
    const before = await orderCount();

    const missing = await diner.post('/api/orders/order', deliveryOrder(shop, null));
    expect(expectRefusal(missing, 422, 'quote_invalid')).toBe('請先填寫外送地址並取得外送報價');
    for (const made of ['q-123', '00000000-0000-4000-8000-000000000000']) {
      const res = await diner.post('/api/orders/order', deliveryOrder(shop, made));
      expect(expectRefusal(res, 422, 'quote_invalid')).toBe('找不到這筆外送報價，請重新取得報價');
    }
    // Someone else's quote reads like an unknown one.
    const theirs = await quoteOf(stranger);
    const foreign = await diner.post('/api/orders/check_order', checkBody(shop, theirs.quote_id));
    expect(expectRefusal(foreign, 422, 'quote_invalid')).toBe('找不到這筆外送報價，請重新取得報價');
    // A quote of another store.
    const elsewhere = await quoteOf(diner, other);
    const wrongStore = await diner.post('/api/orders/order', deliveryOrder(shop, elsewhere.quote_id));
    expect(expectRefusal(wrongStore, 422, 'quote_invalid')).toBe('這筆外送報價不是這家店的，請重新取得報價');
    // Quoted for 松高路11號, sent to another street: the fee could be another.
    const mine = await quoteOf(diner);
    const moved = await diner.post(
      '/api/orders/order',
      deliveryOrder(shop, mine.quote_id, { shipping_infos: { ...SHIP_TO, shipping_address: '市府路1號' } }),
    );
    expect(expectRefusal(moved, 422, 'quote_invalid')).toBe('外送地址與報價的地址不同，請重新取得報價');
    expect(await orderCount()).toBe(before);
  });

  it('refuses an expired quote with a message to quote again, and a used quote', async () => {
    const diner = browser(t);
    const quote = await quoteOf(diner);
    t.setNow(quote.expires_at * 1000);
    const expiredCheck = await diner.post('/api/orders/check_order', checkBody(shop, quote.quote_id));
    expect(expectRefusal(expiredCheck, 422, 'quote_expired')).toBe('外送報價已過期，請重新取得報價');
    const before = await orderCount();
    expectRefusal(
      await diner.post('/api/orders/order', deliveryOrder(shop, quote.quote_id)),
      422,
      'quote_expired',
    );
    expect(await orderCount()).toBe(before);

    t.setNow(T0);
    const fresh = await quoteOf(diner);
    const first = await diner.post('/api/orders/order', deliveryOrder(shop, fresh.quote_id));
    expect(first.statusCode, first.body).toBe(201);
    const again = await diner.post(
      '/api/orders/order',
      deliveryOrder(shop, fresh.quote_id, { memo: '再一份' }),
    );
    expect(expectRefusal(again, 422, 'quote_invalid')).toBe('這筆外送報價已用於另一筆訂單，請重新取得報價');
    expect(await orderCount()).toBe(before + 1);
  });

  it('checks the recipient and address as 宅配 does (spec §3 shipping fields): nothing written', async () => {
    const diner = browser(t);
    const quote = await quoteOf(diner);
    const before = await orderCount();
    const send = (shipping_infos: unknown) =>
      diner.post('/api/orders/order', deliveryOrder(shop, quote.quote_id, { shipping_infos }));
    expect(expectRefusal(await send(null), 422, 'invalid_shipping_info')).toBe('請填寫收件人與地址');
    expect(
      expectRefusal(await send({ ...SHIP_TO, phone: '02-2720-0000' }), 422, 'invalid_shipping_info'),
    ).toBe('收件人手機請輸入 09 開頭的 10 碼手機號碼');
    expect(
      expectRefusal(await send({ ...SHIP_TO, shipping_district: '西屯區' }), 422, 'invalid_shipping_info'),
    ).toBe('請從清單選擇收件地址的縣市與區域');
    expectRefusal(await send({ ...SHIP_TO, recipient: ' ' }), 400, 'validation_error');
    expectRefusal(await send({ ...SHIP_TO, shipping_address: 'x'.repeat(101) }), 400, 'validation_error');
    expect(await orderCount()).toBe(before);
    // The quote is still good for a correct order.
    const placed = await send(SHIP_TO);
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses an address out of range when quoting (超出外送範圍)', async () => {
    const diner = browser(t);
    const res = await diner.post(
      '/api/orders/quote',
      quoteBody(shop, { city: '臺中市', district: '西屯區' }),
    );
    expect(expectRefusal(res, 422, 'delivery_out_of_range')).toContain('超出外送範圍');
  });

  it('counts the fee in the cash limit', async () => {
    // Items 140 fit a 150 limit; with the 60 fee the order does not.
    const tight = await createDeliveryStore(t.db, {
      appSettings: { ...DELIVERY_SETTINGS, MaxCashOrderAmount: 150 },
    });
    const diner = browser(t);
    const quote = await quoteOf(diner, tight);
    const res = await diner.post('/api/orders/check_order', checkBody(tight, quote.quote_id));
    expect(expectRefusal(res, 422, 'cash_limit_exceeded')).toContain('$200');
    const takeaway = await diner.post('/api/orders/check_order', {
      ...checkBody(tight, null),
      order_type: 0,
      shipping_infos: null,
    });
    expect(takeaway.statusCode, takeaway.body).toBe(200);
  });

  it('keeps the order when the courier cannot be booked: paired false, and the order shows no delivery', async () => {
    const diner = browser(t);
    const quote = await quoteOf(diner);
    const booking = vi.spyOn(t.app.delivery, 'createDelivery').mockRejectedValue(new Error('platform down'));
    const placed = await diner.post('/api/orders/order', deliveryOrder(shop, quote.quote_id));
    expect(placed.statusCode, placed.body).toBe(201);
    const paired = await pair(diner, placed.json().id);
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json()).toEqual({ paired: false, delivery: null });
    expect(booking).toHaveBeenCalledOnce();
    // Asking again answers the same without calling the platform again.
    expect((await pair(diner, placed.json().id)).json()).toEqual({ paired: false, delivery: null });
    expect(booking).toHaveBeenCalledOnce();
    const order = (await diner.get(`/api/orders/${placed.json().id}`)).json();
    expect(order).toMatchObject({ status: 1, shipping_fee: 60, total: ITEMS + 60, delivery: null });
    // Refused, not still to book: a restart does not book it late.
    const [row] = await t.db.select().from(deliveries).where(eq(deliveries.orderId, placed.json().id));
    expect(row?.bookingRefusedAt).not.toBeNull();
    expect(await bookPendingDeliveries(t.db, t.state.bookings, t.app.delivery, afterNow(), T0)).toEqual({
      queued: 0,
      refused: 0,
    });
    expect(booking).toHaveBeenCalledOnce();
  });

  /**
   * Places a 外送 order whose page never asks for its courier (the diner closed it, or a restart came between):
   * the order holds its quote, and no deliveries row is written. @returns the order id.
   */
  const placeUnbooked = async (
    diner: ReturnType<typeof browser>,
    overrides: Record<string, unknown> = {},
  ) => {
    const quote = await quoteOf(diner);
    const placed = await diner.post('/api/orders/order', deliveryOrder(shop, quote.quote_id, overrides));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    expect((await diner.get(`/api/orders/${id}`)).json().delivery).toBeNull();
    return id;
  };

  it('books the courier of an order nobody paired (the booking job), and not that of an order cancelled since', async () => {
    const diner = browser(t);
    const left = await placeUnbooked(diner);
    const cancelled = await placeUnbooked(diner);
    await t.db.update(orders).set({ status: 4 }).where(eq(orders.id, cancelled));
    const booking = vi.spyOn(t.app.delivery, 'createDelivery');

    expect(await bookPendingDeliveries(t.db, t.state.bookings, t.app.delivery, afterNow(), T0)).toEqual({
      queued: 1,
      refused: 1,
    });
    expect(booking).toHaveBeenCalledOnce();
    expect(booking.mock.calls[0]![0]).toMatchObject({
      orderId: left,
      dropoff: { city: '臺北市', district: '信義區', address: '松高路11號', floor: '5樓' },
      recipient: { name: '陳大文', phone: '0912000111' },
    });
    expect((await diner.get(`/api/orders/${left}`)).json().delivery).toMatchObject({ status: 0, fee: 60 });
    expect((await diner.get(`/api/orders/${cancelled}`)).json().delivery).toBeNull();
    // Nothing is left to book.
    expect(await bookPendingDeliveries(t.db, t.state.bookings, t.app.delivery, afterNow(), T0)).toEqual({
      queued: 0,
      refused: 0,
    });
  });

  it('leaves to the job only orders whose quote expired less than a day ago (a bounded look-up)', async () => {
    const diner = browser(t);
    const id = await placeUnbooked(diner);
    const booking = vi.spyOn(t.app.delivery, 'createDelivery');
    // Two days on, the quote expired more than a day ago: the job does not look that far back.
    const twoDaysOn = T0 + 2 * 24 * 60 * 60_000;
    expect(
      await bookPendingDeliveries(t.db, t.state.bookings, t.app.delivery, afterNow(), twoDaysOn),
    ).toEqual({
      queued: 0,
      refused: 0,
    });
    expect(booking).not.toHaveBeenCalled();
    // Within the day it is booked.
    expect(await bookPendingDeliveries(t.db, t.state.bookings, t.app.delivery, afterNow(), T0)).toEqual({
      queued: 1,
      refused: 0,
    });
    expect(booking).toHaveBeenCalledOnce();
    expect((await diner.get(`/api/orders/${id}`)).json().delivery).toMatchObject({ status: 0, fee: 60 });
  });

  it('books one courier for a pairing asked twice at once (a double tap, two tabs)', async () => {
    const diner = browser(t);
    const id = await placeUnbooked(diner);
    const booking = vi.spyOn(t.app.delivery, 'createDelivery');
    const answers = await Promise.all([pair(diner, id), pair(diner, id)]);
    for (const a of answers)
      expect(a.json()).toMatchObject({ paired: true, delivery: { status: 0, fee: 60 } });
    expect(booking).toHaveBeenCalledOnce();
    // And the job finds nothing left to book.
    expect(await bookPendingDeliveries(t.db, t.state.bookings, t.app.delivery, afterNow(), T0)).toEqual({
      queued: 0,
      refused: 0,
    });
  });

  it("refuses pairing someone else's order, an order that is not 外送, and one paid online but not paid yet", async () => {
    const diner = browser(t);
    const id = await placeUnbooked(diner);
    expectRefusal(await pair(browser(t), id), 404, 'order_not_found');
    expectRefusal(await pair(diner, 'not-a-uuid'), 404, 'order_not_found');
    const takeaway = await diner.post('/api/orders/order', orderBody(shop));
    expect(takeaway.statusCode, takeaway.body).toBe(201);
    expect(expectRefusal(await pair(diner, takeaway.json().id), 404, 'not_found')).toBe('這筆訂單沒有外送');

    // An order paid online (LINE Pay 8) waits for its payment: no courier from the page or the job.
    await t.db.update(orders).set({ paymentType: 8, paymentStatus: 0 }).where(eq(orders.id, id));
    const booking = vi.spyOn(t.app.delivery, 'createDelivery');
    expect(expectRefusal(await pair(diner, id), 409, 'order_not_paid')).toBe('付款完成後才會為您安排外送員');
    expect(await bookPendingDeliveries(t.db, t.state.bookings, t.app.delivery, afterNow(), T0)).toEqual({
      queued: 0,
      refused: 0,
    });
    expect(booking).not.toHaveBeenCalled();
    // Paid: the page's pairing books it.
    await t.db.update(orders).set({ paymentStatus: 2 }).where(eq(orders.id, id));
    expect((await pair(diner, id)).json()).toMatchObject({ paired: true, delivery: { status: 0 } });
    expect(booking).toHaveBeenCalledOnce();
  });

  it('records the quote on the order, so a quote another server used is refused at the insert', async () => {
    const diner = browser(t);
    const quote = await quoteOf(diner);
    // Another instance placed an order with this quote: it is in the database, this process never saw it.
    const elsewhere = await diner.post('/api/orders/order', orderBody(shop));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    await t.db.update(orders).set({ quoteId: quote.quote_id }).where(eq(orders.id, elsewhere.json().id));
    const before = await orderCount();
    const placed = await diner.post('/api/orders/order', deliveryOrder(shop, quote.quote_id));
    expect(expectRefusal(placed, 422, 'quote_invalid')).toBe('這筆外送報價已用於另一筆訂單，請重新取得報價');
    expect(await orderCount()).toBe(before);
  });

  it('keeps the quote used when the booking failed: the order holds it, a second order is refused', async () => {
    const diner = browser(t);
    const quote = await quoteOf(diner);
    vi.spyOn(t.app.delivery, 'createDelivery').mockRejectedValueOnce(new Error('platform down'));
    const placed = await diner.post('/api/orders/order', deliveryOrder(shop, quote.quote_id));
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await pair(diner, placed.json().id)).json()).toMatchObject({ paired: false });
    const [row] = await t.db.select().from(deliveries).where(eq(deliveries.orderId, placed.json().id));
    // Written refused when the platform answered: no platform id, and the order shows no delivery.
    expect(row).toMatchObject({ providerDeliveryId: null, feeCents: 6000 });
    const [order] = await t.db
      .select({ quoteId: orders.quoteId })
      .from(orders)
      .where(eq(orders.id, placed.json().id));
    expect(order?.quoteId).toBe(quote.quote_id);
    expect(row?.bookingRefusedAt).not.toBeNull();
    expect((await diner.get(`/api/orders/${placed.json().id}`)).json().delivery).toBeNull();
    const again = await diner.post(
      '/api/orders/order',
      deliveryOrder(shop, quote.quote_id, { memo: '再一份' }),
    );
    expectRefusal(again, 422, 'quote_invalid');
    const check = await diner.post('/api/orders/check_order', checkBody(shop, quote.quote_id));
    expectRefusal(check, 422, 'quote_invalid');
  });

  it('makes exactly one order of a quote sent twice at once', async () => {
    const diner = browser(t);
    const quote = await quoteOf(diner);
    const before = await orderCount();
    const results = await Promise.all(
      ['第一份', '第二份', '第三份'].map((memo) =>
        diner.post('/api/orders/order', deliveryOrder(shop, quote.quote_id, { memo })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await orderCount()).toBe(before + 1);
    const id = results.find((r) => r.statusCode === 201)!.json().id;
    expect((await pair(diner, id)).json()).toMatchObject({ paired: true });
    expect((await diner.get(`/api/orders/${id}`)).json().delivery).toMatchObject({ status: 0, fee: 60 });
  });

  describe('a member cancels a 外送 order', () => {
    let member: TestMember;
    beforeAll(async () => {
      member = await registerMember(t);
    });
    const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: member.bearer, ...(payload ? { payload } : {}) });
    const place = async () => {
      const quote = await as('POST', '/api/orders/quote', quoteBody(shop));
      expect(quote.statusCode, quote.body).toBe(200);
      const placed = await as('POST', '/api/orders/order', deliveryOrder(shop, quote.json().quote_id));
      expect(placed.statusCode, placed.body).toBe(201);
      // The order page pairs the courier: these cancel a booked one.
      const paired = await as('POST', `/api/orders/${placed.json().id}/pairing`, {});
      expect(paired.json(), paired.body).toMatchObject({ paired: true });
      return placed.json().id as string;
    };

    it('calls off a courier whose booking had not gone out when the order was cancelled', async () => {
      const quote = await as('POST', '/api/orders/quote', quoteBody(shop));
      const placed = await as('POST', '/api/orders/order', deliveryOrder(shop, quote.json().quote_id));
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json().id as string;
      const cancel = vi.spyOn(t.app.delivery, 'cancel');
      // The page's pairing is under way (its booking queued, gathering for BOOKING_GATHER_MS) when the order is
      // cancelled.
      const pairing = as('POST', `/api/orders/${id}/pairing`, {});
      await vi.waitFor(() => expect(t.state.bookings.isQueued(id)).toBe(true));
      const res = await as('DELETE', `/api/orders/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 4 });
      expect((await pairing).json()).toEqual({ paired: false, delivery: null });
      await t.state.bookings.allSettled();
      // The platform booked it meanwhile (or is told at once): either way the courier is called off.
      expect(cancel).toHaveBeenCalledOnce();
      expect(cancel.mock.calls[0]![0]).toBe(`sbd_${id}`);
      expect((await as('GET', `/api/orders/${id}`)).json()).toMatchObject({ status: 4 });
      const [row] = await t.db.select().from(deliveries).where(eq(deliveries.orderId, id));
      expect(row).toMatchObject({ status: 5, cancelReason: 9, cancelParty: 1 });
    });

    it('calls the courier off and shows the reason and its party on the order and in history', async () => {
      const id = await place();
      const cancel = vi.spyOn(t.app.delivery, 'cancel');
      const res = await as('DELETE', `/api/orders/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 4 });
      expect(cancel).toHaveBeenCalledOnce();
      expect(cancel.mock.calls[0]![0]).toBe(`sbd_${id}`);
      const cancelled = {
        status: 5,
        status_name: '外送已取消',
        fee: 60,
        cancel_reason: 9,
        cancel_reason_text: '訂單有誤',
        cancel_party: 1,
        cancel_party_name: '店家',
      };
      expect((await as('GET', `/api/orders/${id}`)).json().delivery).toMatchObject(cancelled);
      const history = (await as('GET', '/api/orders')).json();
      const row = history.data.find((o: { id: string }) => o.id === id);
      expect(row).toMatchObject({ order_type: 2, shipping_fee: 60, total: ITEMS + 60, delivery: cancelled });
    });

    it('keeps the order when the courier cannot be called off', async () => {
      const refused = await place();
      vi.spyOn(t.app.delivery, 'cancel').mockRejectedValue(new Error('courier has the food'));
      const res = await as('DELETE', `/api/orders/${refused}`);
      expect(expectRefusal(res, 502, 'delivery_unavailable')).toBe('外送平台暫時無法取消外送，請聯絡店家');
      const order = (await as('GET', `/api/orders/${refused}`)).json();
      expect(order).toMatchObject({ status: 1, delivery: { status: 0 } });

      const delivered = await place();
      for (const event of ['pickup', 'dropoff', 'delivered'] as const)
        await advanceDelivery(t.db, delivered, event);
      const late = await as('DELETE', `/api/orders/${delivered}`);
      expect(expectRefusal(late, 409, 'delivery_transition_invalid')).toBe('餐點已送達，無法取消外送');
      expect((await as('GET', `/api/orders/${delivered}`)).json()).toMatchObject({
        status: 1,
        delivery: { status: 4, status_name: '已送達' },
      });
    });

    it('shows a takeaway order without a delivery', async () => {
      const placed = await as('POST', '/api/orders/order', orderBody(shop));
      expect(placed.statusCode, placed.body).toBe(201);
      expect((await as('GET', `/api/orders/${placed.json().id}`)).json()).toMatchObject({
        shipping_fee: 0,
        delivery: null,
      });
    });
  });
});
