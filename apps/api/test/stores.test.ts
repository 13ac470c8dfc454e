import { taipeiDateTimeToMs } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedStore, createSplitShiftStore, createStore } from './factories';
import { buildTestApp, type TestApp } from './helper';

// Monday 2026-11-23 12:00 in Taipei (04:00 UTC).
const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');

describe('stores (spec §3 Store info, Store lists; spec §7)', () => {
  let t: TestApp;
  let drink: CreatedStore;
  let boujee: CreatedStore;
  let kaohsiung: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    drink = await createStore(t.db);
    boujee = await createSplitShiftStore(t.db);
    kaohsiung = await createStore(t.db, {
      brand: { name: '清心福全' },
      name: '清心福全 高雄中正店',
      city: '高雄市',
      district: '苓雅區',
      zip: '802',
      address: '高雄市苓雅區中正一路1號',
      latitude: 22.6273,
      longitude: 120.3014,
      canOrder: false,
      allowUserLogin: false,
      pointRule: { PMEnabled: true, PMName: '', PGRules: [{ Amount: 100, Point: 1 }] },
      holidays: [{ date: '2026-11-23', name: '店休' }],
    });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /iorder/stores/{sid}', () => {
    it('gives the store info with the spec defaults', async () => {
      const res = await get(`/iorder/stores/${boujee.identifier}`);
      expect(res.statusCode).toBe(200);
      const info = res.json();
      expect(info).toMatchObject({
        status: 0,
        message: '',
        identifier: boujee.identifier,
        name: 'Boujee烤肉飯 創始店',
        brand_name: 'Boujee烤肉飯',
        address: '桃園市中壢區新生路三段12號',
        city: '桃園市',
        district: '中壢區',
        can_order: true,
        allow_user_login: true,
        is_closed: false,
        menu_version: 1,
        app_settings: { MaxCashOrderAmount: 5000, OrderTypes: [0], ToGo: { payments: [0], MinLead: 20 } },
      });
      expect(info.business_hour).toHaveLength(12);
      expect(typeof info.point_rule).toBe('string');
      expect(JSON.parse(info.point_rule)).toMatchObject({ PMEnabled: false, PMName: '點' });
    });

    it('reflects can_order and allow_user_login switched off, and defaults an empty point unit to 點', async () => {
      const info = (await get(`/iorder/stores/${kaohsiung.identifier}`)).json();
      expect(info.can_order).toBe(false);
      expect(info.allow_user_login).toBe(false);
      expect(JSON.parse(info.point_rule)).toMatchObject({ PMEnabled: true, PMName: '點' });
    });

    it('computes is_closed now in Asia/Taipei: between shifts, on Sunday, on a holiday', async () => {
      const closedAt = async (date: string, time: string, sid = boujee.identifier) => {
        t.setNow(taipeiDateTimeToMs(date, time));
        try {
          return (await get(`/iorder/stores/${sid}`)).json().is_closed;
        } finally {
          t.setNow(MONDAY_NOON);
        }
      };
      expect(await closedAt('2026-11-23', '11:00')).toBe(false);
      expect(await closedAt('2026-11-23', '15:00')).toBe(true); // between the two shifts
      expect(await closedAt('2026-11-23', '18:00')).toBe(false);
      expect(await closedAt('2026-11-23', '19:30')).toBe(true); // the end is exclusive
      expect(await closedAt('2026-11-29', '12:00')).toBe(true); // Sunday
      // 24-hour store, but today is its holiday.
      expect(await closedAt('2026-11-23', '12:00', kaohsiung.identifier)).toBe(true);
      expect(await closedAt('2026-11-24', '12:00', kaohsiung.identifier)).toBe(false);
    });

    it('answers an unknown store with 404 store_not_found', async () => {
      const res = await get('/iorder/stores/no-such-store');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, code: 'store_not_found', message: '找不到這家店' });
    });
  });

  describe('GET /api/stores', () => {
    it('keys every store by identifier with its open state and today’s hours', async () => {
      const res = await get('/api/stores');
      expect(res.statusCode).toBe(200);
      const lists = res.json();
      expect(Object.keys(lists.all_stores).sort()).toEqual(
        [drink.identifier, boujee.identifier, kaohsiung.identifier].sort(),
      );
      expect(lists.all_stores[boujee.identifier]).toMatchObject({
        identifier: boujee.identifier,
        name: 'Boujee烤肉飯 創始店',
        is_closed: false,
        today_hours: [
          { start: '11:00', end: '13:30' },
          { start: '17:00', end: '19:30' },
        ],
        distance: null,
      });
      expect(lists.all_stores[kaohsiung.identifier].is_closed).toBe(true);
      expect(lists.all_stores[kaohsiung.identifier].today_hours).toEqual([]);
      // Without a position or a search text those lists are empty.
      expect(lists.near_by).toEqual([]);
      expect(lists.search).toEqual([]);
    });

    it('groups stores by city and "city/district", cities in zip order', async () => {
      const lists = (await get('/api/stores')).json();
      expect(lists.city).toEqual({
        臺北市: [drink.identifier],
        桃園市: [boujee.identifier],
        高雄市: [kaohsiung.identifier],
      });
      expect(lists.region['桃園市/中壢區']).toEqual([boujee.identifier]);
      expect(lists.region['臺北市/信義區']).toEqual([drink.identifier]);
      expect(lists.city_identifier).toEqual(['臺北市', '桃園市', '高雄市']);
    });

    it('sorts near_by by the distance the server computes from lat/lng', async () => {
      // Near 中壢火車站: Boujee (~1 km) before Taipei (~35 km) before Kaohsiung (~280 km).
      const near = (await get('/api/stores?lat=24.9537&lng=121.2257')).json();
      expect(near.near_by).toEqual([boujee.identifier, drink.identifier, kaohsiung.identifier]);
      expect(near.all_stores[boujee.identifier].distance).toBeGreaterThan(3000);
      expect(near.all_stores[boujee.identifier].distance).toBeLessThan(5000);
      // Near 高雄: the order flips.
      const south = (await get('/api/stores?lat=22.63&lng=120.30')).json();
      expect(south.near_by[0]).toBe(kaohsiung.identifier);
      expect(south.near_by.at(-1)).toBe(drink.identifier);
    });

    it('searches name, brand and address', async () => {
      const search = async (q: string) =>
        (await get(`/api/stores?search=${encodeURIComponent(q)}`)).json().search;
      expect(await search('Boujee')).toEqual([boujee.identifier]);
      expect(await search('清心')).toEqual([kaohsiung.identifier]);
      expect(await search('新生路')).toEqual([boujee.identifier]);
      expect(await search('不存在的店')).toEqual([]);
    });

    it('narrows to a city or district', async () => {
      const city = (await get(`/api/stores?city=${encodeURIComponent('桃園市')}`)).json();
      expect(Object.keys(city.all_stores)).toEqual([boujee.identifier]);
      const district = (await get(`/api/stores?district=${encodeURIComponent('苓雅區')}`)).json();
      expect(Object.keys(district.all_stores)).toEqual([kaohsiung.identifier]);
    });

    it.each([
      ['a latitude that is not a number', '?lat=abc&lng=121'],
      ['a latitude out of range', '?lat=91&lng=121'],
      ['a latitude without a longitude', '?lat=25'],
      ['a 10 kB search text', `?search=${'x'.repeat(10_000)}`],
    ])('refuses %s with a 400 JSON error', async (_label, query) => {
      const res = await get(`/api/stores${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'validation_error' });
      expect(res.json().message).toMatch(/輸入資料有誤/);
      // zod's own wording comes in zh-TW too: no English sentence reaches a diner.
      expect(res.json().message).not.toMatch(/Invalid|Too (small|big)|expected/);
    });
  });
});
