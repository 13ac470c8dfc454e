import { taipeiDateTimeToMs } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSAM_BLACK_TEA,
  BEEF_BOWL,
  beefBowl,
  type CreatedStore,
  checkBody,
  createSplitShiftStore,
  createStore,
  PEARL_MILK_TEA,
  pearlMilkTea,
  plainLine,
  SALAD_BOX,
} from './factories';
import { buildTestApp, type TestApp } from './helper';

// Monday 2026-11-23 12:00 in Taipei: both demo stores are open.
const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const URL = '/api/orders/check_order';

describe('POST /api/orders/check_order (spec §4, §7)', () => {
  let t: TestApp;
  let drink: CreatedStore;
  let boujee: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    drink = await createStore(t.db);
    boujee = await createSplitShiftStore(t.db);
  });
  afterAll(async () => t.close());

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: URL, payload: payload as object });
  const expectRefusal = async (payload: unknown, status: number, code: string) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, code });
    expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    return res.json().message as string;
  };

  it('returns the authoritative cart priced from the database, ignoring client prices and totals', async () => {
    const tampered = {
      ...pearlMilkTea(drink, { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: '珍珠' }, 2),
      name: '免費奶茶',
      subtotal: 1,
      total: 1,
      options: pearlMilkTea(drink, { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: '珍珠' }).options.map(
        (o) => ({
          ...o,
          price: 0,
        }),
      ),
    };
    const res = await post(
      checkBody(drink, { cart: { items: [tampered, plainLine(drink, ASSAM_BLACK_TEA)], total: 1 } }),
    );
    expect(res.statusCode).toBe(200);
    const { cart, remove_coupons, apply_coupons } = res.json();
    expect(cart.items[0]).toMatchObject({
      index: 0,
      id: drink.entree[PEARL_MILK_TEA],
      name: PEARL_MILK_TEA,
      quantity: 2,
      subtotal: 70, // 50 + 大 10 + 珍珠 10
      total: 140,
    });
    expect(cart.items[0].options.map((o: { name: string; price: number }) => [o.name, o.price])).toEqual([
      ['大', 10],
      ['半糖', 0],
      ['少冰', 0],
      ['珍珠', 10],
    ]);
    expect(cart.items[1]).toMatchObject({ index: 1, name: ASSAM_BLACK_TEA, subtotal: 35, total: 35 });
    expect(cart).toMatchObject({
      identifier: drink.identifier,
      store_id: drink.storeId,
      menu_version: 1,
      modify_time: Math.floor(MONDAY_NOON / 1000),
      total: 175,
    });
    expect(remove_coupons).toEqual([]);
    expect(apply_coupons).toEqual([]);
  });

  it('sums selected_entree_map per entree over lines', async () => {
    const res = await post(
      checkBody(drink, {
        cart: {
          items: [
            pearlMilkTea(drink, undefined, 2),
            pearlMilkTea(drink, { 尺寸: '大', 甜度: '無糖', 冰塊: '去冰' }, 3),
          ],
        },
      }),
    );
    expect(res.json().cart.selected_entree_map).toEqual({ [drink.entree[PEARL_MILK_TEA]!]: 5 });
    expect(res.json().cart.total).toBe(2 * 50 + 3 * 60);
  });

  it('keeps decimal prices exact (71.2 × 3 = 213.6)', async () => {
    const res = await post(checkBody(boujee, { cart: { items: [plainLine(boujee, SALAD_BOX, 3)] } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.total).toBe(213.6);
  });

  it('lets an option be chosen up to its max_quantity, and not once more', async () => {
    const ok = await post(
      checkBody(boujee, { cart: { items: [beefBowl(boujee, { 牛五花: 2, 松阪豬: 1 })] } }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().cart.total).toBe(155 + 2 * 70 + 95);
    const message = await expectRefusal(
      checkBody(boujee, { cart: { items: [beefBowl(boujee, { 牛五花: 3 })] } }),
      422,
      'menu_item_error',
    );
    expect(message).toContain('牛五花');
    // The same option twice as separate entries counts together.
    const beef = boujee.option[`${BEEF_BOWL}/主餐加點/牛五花`]!;
    const split = {
      id: boujee.entree[BEEF_BOWL],
      quantity: 1,
      options: [
        { id: beef, quantity: 2 },
        { id: beef, quantity: 1 },
      ],
    };
    await expectRefusal(checkBody(boujee, { cart: { items: [split] } }), 422, 'menu_item_error');
  });

  it('refuses more choices than a group allows (主餐加點 max 7)', async () => {
    const message = await expectRefusal(
      checkBody(boujee, {
        cart: { items: [beefBowl(boujee, { 牛五花: 2, 豬五花: 2, 松阪豬: 2, 鯖魚: 2 })] },
      }),
      422,
      'menu_item_error',
    );
    expect(message).toContain('主餐加點');
  });

  it.each([
    [
      'an unknown entree',
      () => ({ id: '00000000-0000-4000-8000-000000000000', quantity: 1, options: [] }),
      '',
    ],
    ['a missing required choice', (s: CreatedStore) => pearlMilkTea(s, { 尺寸: '中', 甜度: '半糖' }), '冰塊'],
    [
      'two choices in a one-choice group',
      (s: CreatedStore) => pearlMilkTea(s, { 尺寸: ['中', '大'], 甜度: '半糖', 冰塊: '少冰' }),
      '尺寸',
    ],
    ['quantity 0', (s: CreatedStore) => pearlMilkTea(s, undefined, 0), PEARL_MILK_TEA],
    ['quantity 100', (s: CreatedStore) => pearlMilkTea(s, undefined, 100), PEARL_MILK_TEA],
    [
      'an option of another entree',
      (s: CreatedStore) => ({
        ...plainLine(s, ASSAM_BLACK_TEA),
        options: [{ id: s.option[`${PEARL_MILK_TEA}/加料/珍珠`], quantity: 1 }],
      }),
      ASSAM_BLACK_TEA,
    ],
    [
      'an unknown option',
      (s: CreatedStore) => ({
        ...pearlMilkTea(s),
        options: [...pearlMilkTea(s).options, { id: '00000000-0000-4000-8000-000000000001', quantity: 1 }],
      }),
      PEARL_MILK_TEA,
    ],
  ])('refuses %s with 422 menu_item_error naming the item', async (_label, line, named) => {
    const message = await expectRefusal(
      checkBody(drink, { cart: { items: [line(drink)] } }),
      422,
      'menu_item_error',
    );
    expect(message).toContain(named);
  });

  it('refuses a sold-out entree and a sold-out option, naming them', async () => {
    const s = await createStore(t.db, {
      menu: [
        {
          category: '找口感',
          entrees: [
            { name: ASSAM_BLACK_TEA, price: 35, soldOut: true },
            {
              name: PEARL_MILK_TEA,
              price: 50,
              groups: [
                {
                  name: '加料',
                  min: 0,
                  max: 3,
                  options: [
                    { name: '珍珠', price: 10, soldOut: true },
                    { name: '椰果', price: 10 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(
      await expectRefusal(
        checkBody(s, { cart: { items: [plainLine(s, ASSAM_BLACK_TEA)] } }),
        422,
        'menu_item_error',
      ),
    ).toBe(`「${ASSAM_BLACK_TEA}」已售完`);
    expect(
      await expectRefusal(
        checkBody(s, { cart: { items: [pearlMilkTea(s, { 加料: '珍珠' })] } }),
        422,
        'menu_item_error',
      ),
    ).toContain('珍珠');
    expect(
      (await post(checkBody(s, { cart: { items: [pearlMilkTea(s, { 加料: '椰果' })] } }))).statusCode,
    ).toBe(200);
  });

  it('refuses an empty cart', async () => {
    await expectRefusal(checkBody(drink, { cart: { items: [] } }), 422, 'cart_empty');
  });

  it('refuses a cart built on another menu version with 409 (spec §4)', async () => {
    const message = await expectRefusal(checkBody(drink, { menu_version: 0 }), 409, 'menu_version_changed');
    expect(message).toBe('菜單已更新，請重新確認購物車');
  });

  it('answers unknown coupons in remove_coupons with the reason and prices the cart in full', async () => {
    const res = await post(checkBody(drink, { coupons: [{ id: 'c-1' }, { id: 7, code: 'WELCOME50' }] }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.apply_coupons).toEqual([]);
    expect(body.remove_coupons.map((c: { id: string; message: string; removed: boolean }) => c)).toEqual([
      expect.objectContaining({ id: 'c-1', message: '找不到此優惠券', removed: true }),
      expect.objectContaining({ id: '7', code: 'WELCOME50', message: '找不到此優惠券', removed: true }),
    ]);
    expect(body.discount).toBe(0);
    expect(body.total).toBe(body.cart.total);
  });

  it('refuses a store that switched online ordering off', async () => {
    const s = await createStore(t.db, { canOrder: false });
    await expectRefusal(checkBody(s), 422, 'store_cannot_order');
  });

  it('refuses an order type the store does not offer and a payment type the order type does not list', async () => {
    await expectRefusal(checkBody(drink, { order_type: 2 }), 422, 'order_type_not_supported');
    await expectRefusal(checkBody(drink, { order_type: 4 }), 422, 'order_type_not_supported');
    for (const payment of [2, 6, 7, 99]) {
      await expectRefusal(checkBody(drink, { payment_type: payment }), 422, 'payment_type_not_supported');
    }
  });

  it('accepts a payment type the store lists', async () => {
    const s = await createStore(t.db, {
      appSettings: {
        MaxCashOrderAmount: 0,
        OrderTypes: [0],
        ToGo: { payments: [0, 6], MinLead: 10, Jumbo: 0 },
      },
    });
    expect((await post(checkBody(s, { payment_type: 6 }))).statusCode).toBe(200);
  });

  it('refuses a cash total over MaxCashOrderAmount, showing the limit; no limit when it is 0', async () => {
    const big = pearlMilkTea(
      drink,
      { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: ['珍珠', '波霸', '椰果'] },
      40,
    ); // 40 × 90
    const message = await expectRefusal(
      checkBody(drink, { cart: { items: [big] } }),
      422,
      'cash_limit_exceeded',
    );
    expect(message).toContain('$3,000');
    const unlimited = await createStore(t.db, {
      appSettings: { MaxCashOrderAmount: 0, OrderTypes: [0], ToGo: { payments: [0], MinLead: 10, Jumbo: 0 } },
    });
    const res = await post(
      checkBody(unlimited, {
        cart: {
          items: [
            {
              ...big,
              id: unlimited.entree[PEARL_MILK_TEA],
              options: pearlMilkTea(unlimited, {
                尺寸: '大',
                甜度: '半糖',
                冰塊: '少冰',
                加料: ['珍珠', '波霸', '椰果'],
              }).options,
            },
          ],
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.total).toBe(3600);
  });

  it('checks the pickup time: ASAP only while open, reserved times inside the windows, holidays closed', async () => {
    t.setNow(taipeiDateTimeToMs('2026-11-23', '15:00')); // Boujee between shifts
    try {
      expect(await expectRefusal(checkBody(boujee), 422, 'store_closed')).toContain('未營業');
      expect((await post(checkBody(boujee, { target_time: '2026-11-23 17:30:00' }))).statusCode).toBe(200);
      await expectRefusal(
        checkBody(boujee, { target_time: '2026-11-23 15:30:00' }),
        422,
        'invalid_target_time',
      );
    } finally {
      t.setNow(MONDAY_NOON);
    }
    const closedToday = await createSplitShiftStore(t.db, {
      holidays: [{ date: '2026-11-23', name: '店休' }],
    });
    expect(await expectRefusal(checkBody(closedToday), 422, 'store_closed')).toContain('店休');
    expect(
      await expectRefusal(
        checkBody(closedToday, { target_time: '2026-11-23 17:30:00' }),
        422,
        'store_closed',
      ),
    ).toContain('2026-11-23');
  });

  it.each([
    ['invalid JSON', '{"identifier":'],
    ['an array body', '[]'],
    [
      'wrong types',
      JSON.stringify({ identifier: 5, menu_version: '1', order_type: 0, payment_type: 0, cart: 'x' }),
    ],
    ['missing fields', JSON.stringify({ identifier: 'x' })],
    [
      'a 10 kB identifier',
      JSON.stringify({
        identifier: 'x'.repeat(10_000),
        menu_version: 1,
        order_type: 0,
        payment_type: 0,
        cart: { items: [] },
      }),
    ],
    ['a 10 kB item memo', 'MEMO'],
    ['a quantity given as text', 'QTY'],
    ['a malformed target_time', 'TIME'],
  ])('answers %s with a 400 JSON error', async (_label, payload) => {
    const line = pearlMilkTea(drink);
    const body =
      payload === 'MEMO'
        ? JSON.stringify(checkBody(drink, { cart: { items: [{ ...line, memo: '備'.repeat(10_000) }] } }))
        : payload === 'QTY'
          ? JSON.stringify(checkBody(drink, { cart: { items: [{ ...line, quantity: '2' }] } }))
          : payload === 'TIME'
            ? JSON.stringify(checkBody(drink, { target_time: 'tomorrow noon' }))
            : payload;
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
    expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers an unknown store with 404 store_not_found', async () => {
    await expectRefusal(checkBody(drink, { identifier: 'no-such-store' }), 404, 'store_not_found');
  });
});
