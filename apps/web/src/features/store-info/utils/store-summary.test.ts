/** The store card of a store info, for the favorite heart (spec §3 Store info → Store lists). */
import { type StoreInfo, ZStoreSummary } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { storeSummary } from './store-summary';

const info = {
  status: 0,
  message: '',
  identifier: '50lan-xinyi',
  name: '50嵐 信義店',
  brand_identifier: '50lan',
  brand_name: '50嵐',
  description: '',
  category: [],
  app_code: '',
  app_settings: { MaxCashOrderAmount: 0, OrderTypes: [0] },
  point_rule: '{}',
  table_limit: 0,
  table_name: '',
  menu_version: 1,
  allow_user_login: true,
  has_tax_key: false,
  cashier: false,
  tax_on_store_credit: false,
  show_holiday_dialog: false,
  show_list: true,
  address: '臺北市信義區松仁路100號',
  city: '臺北市',
  district: '信義區',
  zip: '110',
  latitude: 25.0375,
  longitude: 121.5681,
  phone: '02-2720-5050',
  banners: [],
  // Wednesdays 10:00-14:00 and 17:00-21:00; Thursday 2026-01-08 is a holiday.
  business_hour: [
    { weekday: 3, start: '17:00', end: '21:00' },
    { weekday: 3, start: '10:00', end: '14:00' },
    { weekday: 4, start: '10:00', end: '14:00' },
  ],
  holiday: [{ date: '2026-01-08', name: '公休' }],
  custom_items: [],
  display_business_name: '',
  display_business_serial: '',
  display_food_business_serial: '',
  new_submenu: false,
  item_name: '取餐編號',
  is_closed: true,
  logo: null,
  cover: null,
  carousel_messages: [],
  hide_order_serial: false,
  can_order: true,
  favorite: true,
} satisfies StoreInfo;

/** 2026-01-07 (a Wednesday) 09:00 in Taipei, epoch ms. */
const WEDNESDAY_9AM = Date.UTC(2026, 0, 7, 1, 0);
const THURSDAY_9AM = Date.UTC(2026, 0, 8, 1, 0);

describe('storeSummary', () => {
  it("is a store card with today's shifts (Asia/Taipei), no distance, and the store's flag", () => {
    const summary = storeSummary(info, WEDNESDAY_9AM);
    expect(ZStoreSummary.strict().parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      identifier: '50lan-xinyi',
      name: '50嵐 信義店',
      district: '信義區',
      distance: null,
      favorite: true,
      today_hours: [
        { start: '10:00', end: '14:00' },
        { start: '17:00', end: '21:00' },
      ],
    });
  });
  it('has no shifts on a holiday', () => {
    expect(storeSummary(info, THURSDAY_9AM).today_hours).toEqual([]);
  });
});
