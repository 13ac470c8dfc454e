/**
 * The console's 優惠券 (docs/features.md "Console coupons"; spec §3 Coupon types, Discount source, Coupon
 * applicability; ADR 031): an owner creates every type, staff may read but not write, bad input is refused in
 * zh-TW with nothing written, a promo code is unique within the brand, a paused coupon is offered to nobody
 * and removed by check_order, ending is final, and the list counts uses.
 */
import { DiscountSource, taipeiDateTimeToMs } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema';
import { CONSOLE_WRITE, staffSession } from './console-factories';
import {
  ASSAM_BLACK_TEA,
  type CreatedStore,
  checkBody,
  createStore,
  orderBody,
  PEARL_MILK_TEA,
} from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextMobile } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei: the store is open.
const NOW = taipeiDateTimeToMs('2026-11-23', '12:00');
const DAY = 24 * 60 * 60;
const NOW_S = NOW / 1000;

describe('console coupons', () => {
  let t: TestApp;
  let s: CreatedStore;
  let sibling: CreatedStore;
  let owner = '';
  let staff = '';

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    s = await createStore(t.db);
    sibling = await createStore(t.db, { brandId: s.brandId, name: '50嵐 公館店' });
    owner = await staffSession(t, s, 'coupon-owner@example.com', 'owner', 'coupon-owner-password');
    staff = await staffSession(t, s, 'coupon-staff@example.com', 'staff', 'coupon-staff-password');
  }, 60_000);
  afterAll(async () => t?.close());

  const base = (o: Record<string, unknown> = {}) => ({
    name: '折 20 元',
    source: DiscountSource.COUPON,
    applicability: 0,
    exclusive: false,
    min_spend: 0,
    starts_at: NOW_S - DAY,
    ends_at: NOW_S + 30 * DAY,
    order_types: [],
    benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 20 } },
    ...o,
  });
  const create = (body: object, cookie = owner, store = s) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${store.identifier}/coupons`,
      headers: CONSOLE_WRITE,
      cookies: { iding_console: cookie },
      payload: body,
    });
  const setStatus = (id: string, status: string, cookie = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${s.identifier}/coupons/${id}/status`,
      headers: CONSOLE_WRITE,
      cookies: { iding_console: cookie },
      payload: { status },
    });
  const list = (cookie = owner) =>
    t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${s.identifier}/coupons`,
      cookies: { iding_console: cookie },
    });
  const count = async () => (await t.db.select().from(coupons)).length;

  it('lets the owner create each type, with every field, listed with its use count', async () => {
    const tea = s.entree[PEARL_MILK_TEA]!;
    const assam = s.entree[ASSAM_BLACK_TEA]!;
    const bodies = [
      base({
        description: '全品項適用',
        exclusive: true,
        min_spend: 100,
        order_types: [0, 1],
        total_limit: 50,
      }),
      base({
        name: '九折',
        benefit: { type: 'DiscountCoupon', value: { kind: 'percent', percent: 10, max: 30 } },
      }),
      base({
        name: '珍奶折 5 元',
        source: DiscountSource.STORE,
        applicability: 1,
        benefit: { type: 'EntreeDiscountCoupon', entree_ids: [tea], value: { kind: 'amount', amount: 5 } },
      }),
      base({ name: '紅茶買一送一', benefit: { type: 'BuyOneGetOneFreeCoupon', entree_ids: [assam, tea] } }),
      base({
        name: '新客送紅茶',
        source: DiscountSource.NEW_CUSTOMER,
        benefit: { type: 'GiftCoupon', gift_entree_id: assam },
      }),
      base({
        name: '滿額折',
        source: DiscountSource.BIRTHDAY,
        applicability: 2,
        per_member_limit: 3,
        benefit: {
          type: 'MultipleDiscountCoupon',
          tiers: [
            { min_spend: 200, amount: 20 },
            { min_spend: 500, amount: 60 },
          ],
        },
      }),
      base({ name: '開幕優惠碼', source: DiscountSource.PROMO_CODE, code: 'open2026' }),
    ];
    for (const body of bodies) {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        name: body.name,
        benefit: body.benefit,
        status: 'active',
        used_count: 0,
        brand_wide: false,
      });
    }
    const listed = (await list()).json().data;
    expect(listed).toHaveLength(bodies.length);
    expect(listed.find((c: { name: string }) => c.name === '折 20 元')).toMatchObject({
      description: '全品項適用',
      exclusive: true,
      min_spend: 100,
      order_types: [0, 1],
      total_limit: 50,
      per_member_limit: 1,
      code: null,
    });
    // The promo code is stored upper-case and works at the store.
    expect(listed.find((c: { name: string }) => c.name === '開幕優惠碼').code).toBe('OPEN2026');
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      payload: { identifier: s.identifier, code: 'Open2026' },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ name: '開幕優惠碼', refusal: null });
  });

  it('lets staff read the list but not write (403), writing nothing', async () => {
    expect((await list(staff)).statusCode).toBe(200);
    const before = await count();
    expectRefusal(await create(base({ name: '店員建立' }), staff), 403, 'forbidden');
    const [first] = (await list()).json().data;
    expectRefusal(await setStatus(first.id, 'paused', staff), 403, 'forbidden');
    expect(await count()).toBe(before);
    expect((await list()).json().data[0].status).toBe('active');
  });

  it('refuses bad input with a zh-TW message and writes nothing', async () => {
    const before = await count();
    const cases: [object, RegExp][] = [
      [base({ name: '' }), /請輸入優惠券名稱/],
      [base({ name: '字'.repeat(41) }), /名稱最多 40 個字/],
      [base({ ends_at: NOW_S - 2 * DAY }), /結束時間必須晚於開始時間/],
      [base({ benefit: { type: 'DiscountCoupon', value: { kind: 'percent', percent: 100 } } }), /1 到 99/],
      [
        base({
          benefit: {
            type: 'MultipleDiscountCoupon',
            tiers: [
              { min_spend: 500, amount: 50 },
              { min_spend: 300, amount: 30 },
            ],
          },
        }),
        /由低到高/,
      ],
      [base({ source: DiscountSource.PROMO_CODE }), /請輸入優惠碼/],
      [base({ source: DiscountSource.PROMO_CODE, code: 'AB!' }), /4–20 個英文字母或數字/],
      [base({ code: 'ABCD' }), /只有優惠碼活動/],
      [base({ total_limit: 0 }), /總張數至少 1 張/],
      [base({ per_member_limit: 0 }), /每人可用次數至少 1 次/],
      [
        base({ benefit: { type: 'GiftCoupon', gift_entree_id: sibling.entree[PEARL_MILK_TEA] } }),
        /不在本店菜單上/,
      ],
      [
        base({
          benefit: {
            type: 'EntreeDiscountCoupon',
            entree_ids: ['not-an-id'],
            value: { kind: 'amount', amount: 5 },
          },
        }),
        /不在本店菜單上/,
      ],
      [base({ starts_at: NOW_S - 9 * DAY, ends_at: NOW_S - DAY }), /結束時間必須晚於現在/],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a promo code another coupon of the brand has (409), even at another store', async () => {
    const before = await count();
    const res = await create(base({ source: DiscountSource.PROMO_CODE, code: 'OPEN2026' }));
    expect(expectRefusal(res, 409, 'coupon_code_taken')).toMatch(/OPEN2026 已被本品牌/);
    const siblingOwner = await staffSession(
      t,
      sibling,
      'sibling-owner@example.com',
      'owner',
      'sibling-password',
    );
    const there = await create(
      base({ source: DiscountSource.PROMO_CODE, code: 'open2026' }),
      siblingOwner,
      sibling,
    );
    expectRefusal(there, 409, 'coupon_code_taken');
    expect(await count()).toBe(before);
  });

  it('pauses a coupon: the diner no longer sees it and check_order removes it; it resumes', async () => {
    const c = (await create(base({ name: '暫停測試' }))).json();
    const offered = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/coupons/all?identifier=${s.identifier}` }))
        .json()
        .data.map((x: { id: string }) => x.id);
    expect(await offered()).toContain(c.id);
    const paused = await setStatus(c.id, 'paused');
    expect(paused.statusCode).toBe(200);
    expect(paused.json().status).toBe('paused');
    expect(await offered()).not.toContain(c.id);
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/check_order',
      payload: checkBody(s, { coupons: [{ id: c.id }] }),
    });
    expect(checked.json().remove_coupons[0].message).toContain('此優惠券已停止使用');
    expect(checked.json().discount).toBe(0);
    expect((await setStatus(c.id, 'active')).json().status).toBe('active');
    expect(await offered()).toContain(c.id);
  });

  it("shows the coupon on the store's order, counts uses in the list, and ending is final", async () => {
    const c = (await create(base({ name: '結束測試', total_limit: 10 }))).json();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(s, { coupons: [{ id: c.id }], phone: nextMobile() }),
    });
    expect(placed.statusCode).toBe(201);
    // The store's view of the order carries the coupon and what it took off.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${s.identifier}/orders/${placed.json().id}`,
      cookies: { iding_console: staff },
    });
    expect(detail.json()).toMatchObject({
      coupons: [{ id: c.id, name: '結束測試', discount: 20, code: null }],
      discount: 20,
      total: placed.json().total,
    });
    const row = (await list()).json().data.find((x: { id: string }) => x.id === c.id);
    expect(row).toMatchObject({ used_count: 1, total_limit: 10 });
    expect((await setStatus(c.id, 'ended')).json().status).toBe('ended');
    expectRefusal(await setStatus(c.id, 'active'), 409, 'coupon_ended');
    expectRefusal(await setStatus(c.id, 'paused'), 409, 'coupon_ended');
    expect((await list()).json().data.find((x: { id: string }) => x.id === c.id).status).toBe('ended');
    expectRefusal(await setStatus(c.id, 'deleted'), 400, 'validation_error');
  });

  it("answers 404 for another store's coupon and a bad id, 403 for a brand-wide one", async () => {
    const siblingOwner = await staffSession(
      t,
      sibling,
      'sibling-2@example.com',
      'owner',
      'sibling-password-2',
    );
    const theirs = (await create(base({ name: '公館店的' }), siblingOwner, sibling)).json();
    expectRefusal(await setStatus(theirs.id, 'paused'), 404, 'coupon_not_found');
    expectRefusal(await setStatus('nope', 'paused'), 404, 'coupon_not_found');
    const [brandWide] = await t.db
      .insert(coupons)
      .values({
        brandId: s.brandId,
        storeId: null,
        name: '全品牌',
        source: 2,
        applicability: 0,
        startsAt: new Date(NOW - DAY * 1000),
        endsAt: new Date(NOW + DAY * 1000),
        benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 10 } },
      })
      .returning();
    expect((await list()).json().data.find((x: { id: string }) => x.id === brandWide!.id).brand_wide).toBe(
      true,
    );
    expectRefusal(await setStatus(brandWide!.id, 'paused'), 403, 'forbidden');
  });
});
