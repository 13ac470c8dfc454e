/**
 * Delivery quotes (docs/features.md "外送"; spec §7 POST /api/orders/quote): the sandbox courier's distance
 * tiers and range, input validation against the zip table, and the refusals of redeemQuote (how the orders
 * module uses a quote): unknown, someone else's, another store's, expired, already used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashVisitorToken } from '../src/lib/visitor-token';
import { type RedeemQuoteInput, redeemQuote } from '../src/modules/delivery/redeem-quote';
import { browser, createDeliveryStore, quoteBody, redeem } from './delivery-factories';
import { type CreatedStore, createStore, DRINK_SETTINGS } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, registerMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei.
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const QUOTE = '/api/orders/quote';

describe('POST /api/orders/quote with the sandbox courier', () => {
  let t: TestApp;
  let shop: CreatedStore;
  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    shop = await createDeliveryStore(t.db);
  });
  afterAll(async () => t.close());

  it('prices by distance tier from the store: same district 60, same city 90 (defaults)', async () => {
    const diner = browser(t);
    const near = await diner.post(QUOTE, quoteBody(shop));
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json()).toEqual({
      quote_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fee: 60,
      eta_minutes: 25,
      // 10 minutes (DELIVERY_QUOTE_TTL_MINUTES) in epoch seconds.
      expires_at: T0 / 1000 + 600,
    });
    const city = await diner.post(QUOTE, quoteBody(shop, { district: '大安區', address: '復興南路一段1號' }));
    expect(city.json()).toMatchObject({ fee: 90, eta_minutes: 40 });
    // 台 is how most people type 臺.
    const typed = await diner.post(QUOTE, quoteBody(shop, { city: '台北市', district: '中山區' }));
    expect(typed.json()).toMatchObject({ fee: 90 });
  });

  it('refuses an address beyond the maximum tier with 超出外送範圍', async () => {
    const far = await browser(t).post(QUOTE, quoteBody(shop, { city: '新北市', district: '板橋區' }));
    expect(expectRefusal(far, 422, 'delivery_out_of_range')).toContain('超出外送範圍');
  });

  it('takes fees and range from the configuration', async () => {
    const wide = await buildTestApp({
      now: T0,
      env: {
        DELIVERY_SANDBOX_FEES: '50, 80, 200',
        DELIVERY_MAX_TIER: 'any',
        DELIVERY_QUOTE_TTL_MINUTES: '3',
      },
    });
    const narrow = await buildTestApp({ now: T0, env: { DELIVERY_MAX_TIER: 'district' } });
    try {
      const store = await createDeliveryStore(wide.db);
      const far = await browser(wide).post(QUOTE, quoteBody(store, { city: '高雄市', district: '前金區' }));
      expect(far.json()).toMatchObject({ fee: 200, eta_minutes: 60, expires_at: T0 / 1000 + 180 });
      expect((await browser(wide).post(QUOTE, quoteBody(store))).json()).toMatchObject({ fee: 50 });
      const small = await createDeliveryStore(narrow.db);
      expect((await browser(narrow).post(QUOTE, quoteBody(small))).statusCode).toBe(200);
      const next = await browser(narrow).post(QUOTE, quoteBody(small, { district: '大安區' }));
      expectRefusal(next, 422, 'delivery_out_of_range');
    } finally {
      await wide.close();
      await narrow.close();
    }
  });

  it('refuses a store that does not deliver, and an unknown store', async () => {
    const takeaway = await createStore(t.db);
    const res = await browser(t).post(QUOTE, quoteBody(takeaway));
    expect(expectRefusal(res, 422, 'order_type_not_supported')).toBe('這家店目前不提供外送');
    // OrderTypes lists delivery but there are no Delivery settings: not offered either.
    const half = await createStore(t.db, { appSettings: { ...DRINK_SETTINGS, OrderTypes: [0, 2] } });
    expectRefusal(await browser(t).post(QUOTE, quoteBody(half)), 422, 'order_type_not_supported');
    expectRefusal(
      await browser(t).post(QUOTE, quoteBody({ identifier: 'no-such-store' })),
      404,
      'store_not_found',
    );
  });

  it('validates every field: zip table, trimmed text, NUL, unknown fields, total', async () => {
    const diner = browser(t);
    const bad = async (overrides: Record<string, unknown>) =>
      expectRefusal(await diner.post(QUOTE, quoteBody(shop, overrides)), 400, 'validation_error');
    expect(await bad({ city: '火星市' })).toContain('縣市不在郵遞區號表內');
    expect(await bad({ district: '板橋區' })).toContain('臺北市沒有「板橋區」這個區域');
    expect(await bad({ address: '   ' })).toContain('請填寫外送地址');
    expect(await bad({ address: '松高路\u0000' })).toContain('文字含有不允許的控制字元');
    // Lengths in zh-TW, as the order's own shipping fields say them (FIELD_LIMITS).
    expect(await bad({ city: '臺北市'.repeat(4) })).toContain('city 最多 10 個字');
    expect(await bad({ district: '信義區'.repeat(4) })).toContain('district 最多 10 個字');
    expect(await bad({ address: '松'.repeat(101) })).toBe('輸入資料有誤：address 最多 100 個字');
    expect(await bad({ floor: '5樓'.repeat(11) })).toBe('輸入資料有誤：floor 最多 20 個字');
    await bad({ total: -1 });
    await bad({ total: '300' });
    await bad({ fee: 0 });
    const { total: _total, ...noTotal } = quoteBody(shop);
    expectRefusal(await diner.post(QUOTE, noTotal), 400, 'validation_error');
    // Spaces around a value are not part of it.
    const padded = await diner.post(QUOTE, quoteBody(shop, { city: ' 臺北市 ', district: ' 信義區 ' }));
    expect(padded.json()).toMatchObject({ fee: 60 });
  });
});

describe('redeemQuote: the quote an order is checked and placed with', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let other: CreatedStore;
  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    shop = await createDeliveryStore(t.db);
    other = await createDeliveryStore(t.db);
  });
  afterAll(async () => t.close());

  /** A quote asked by a new browser; its id and that browser's visitor hash. */
  const quoted = async (overrides: Record<string, unknown> = {}) => {
    const diner = browser(t);
    const res = await diner.post(QUOTE, quoteBody(shop, overrides));
    expect(res.statusCode, res.body).toBe(200);
    return { quoteId: res.json().quote_id as string, visitorHash: hashVisitorToken(diner.cookie()) };
  };
  const refusal = async (input: RedeemQuoteInput) =>
    redeem(t.db, input).then(
      () => {
        throw new Error('accepted');
      },
      (error: { code: string; status: number; message: string }) => error,
    );

  it('gives the fee and address it quoted to the browser that asked, at that store', async () => {
    const { quoteId, visitorHash } = await quoted({ district: '大安區', floor: '' });
    const redeemed = await redeemQuote(t.db, {
      quoteId,
      storeId: shop.storeId,
      visitorHash,
      userId: null,
      now: T0 + 60_000,
    });
    expect(redeemed).toEqual({
      quoteId,
      fee: 90,
      feeCents: 9000,
      etaMinutes: 40,
      expiresAt: T0 / 1000 + 600,
      city: '臺北市',
      district: '大安區',
      address: '松高路11號',
      floor: '',
      provider: 0,
      providerQuoteId: expect.stringMatching(/^sbq_/),
      totalCents: 30000,
      storeId: shop.storeId,
    });
  });

  it('refuses an expired quote with 外送報價已過期，請重新取得報價', async () => {
    const { quoteId, visitorHash } = await quoted();
    const input = { quoteId, storeId: shop.storeId, visitorHash, userId: null };
    await redeemQuote(t.db, { ...input, now: T0 + 600_000 - 1 });
    const error = await refusal({ ...input, now: T0 + 600_000 });
    expect(error).toMatchObject({
      code: 'quote_expired',
      status: 422,
      message: '外送報價已過期，請重新取得報價',
    });
  });

  it("refuses someone else's, another store's, an unknown and a malformed quote", async () => {
    const { quoteId, visitorHash } = await quoted();
    const stranger = hashVisitorToken('someone-else');
    const base = { quoteId, storeId: shop.storeId, visitorHash, userId: null, now: T0 };
    expect(await refusal({ ...base, visitorHash: stranger })).toMatchObject({
      code: 'quote_invalid',
      message: '找不到這筆外送報價，請重新取得報價',
    });
    // A member id does not open a visitor's quote either.
    expect(await refusal({ ...base, visitorHash: stranger, userId: 1 })).toMatchObject({
      code: 'quote_invalid',
    });
    expect(await refusal({ ...base, storeId: other.storeId })).toMatchObject({
      code: 'quote_invalid',
      message: '這筆外送報價不是這家店的，請重新取得報價',
    });
    expect(await refusal({ ...base, quoteId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      code: 'quote_invalid',
    });
    expect(await refusal({ ...base, quoteId: 'not-a-uuid' })).toMatchObject({ code: 'quote_invalid' });
  });

  it("lets a member use their quote from another device, and nobody else's member quote", async () => {
    const member = await registerMember(t);
    const asked = await t.app.inject({
      method: 'POST',
      url: QUOTE,
      headers: member.bearer,
      payload: quoteBody(shop),
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const quoteId = asked.json().quote_id as string;
    const elsewhere = hashVisitorToken('another-device');
    const base = { quoteId, storeId: shop.storeId, visitorHash: elsewhere, now: T0 };
    expect((await redeemQuote(t.db, { ...base, userId: member.userId })).fee).toBe(60);
    expect(await refusal({ ...base, userId: member.userId + 1 })).toMatchObject({ code: 'quote_invalid' });
    expect(await refusal({ ...base, userId: null })).toMatchObject({ code: 'quote_invalid' });
  });
});
