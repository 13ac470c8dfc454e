/** Store list order: open first for 全部, the server's near_by for 附近. */
import type { StoreSummary } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { nearestFirst, openFirst, openOnly } from './store-order';

const store = (identifier: string, overrides: Partial<StoreSummary> = {}): StoreSummary => ({
  identifier,
  name: identifier,
  brand_identifier: 'b',
  brand_name: 'B',
  address: '',
  city: '臺北市',
  district: '信義區',
  phone: '',
  logo: null,
  cover: null,
  is_closed: false,
  can_order: true,
  today_hours: [],
  latitude: null,
  longitude: null,
  distance: null,
  favorite: false,
  ...overrides,
});

const lists = (stores: StoreSummary[], near_by: string[] = []) => ({
  all_stores: Object.fromEntries(stores.map((s) => [s.identifier, s])),
  near_by,
});

describe('openFirst', () => {
  it('puts open stores first and keeps the server order otherwise', () => {
    const data = lists([
      store('a', { is_closed: true }),
      store('b'),
      store('c', { is_closed: true }),
      store('d'),
    ]);
    expect(openFirst(data).map((s) => s.identifier)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('nearestFirst', () => {
  it('follows near_by, then the stores without a position', () => {
    const data = lists(
      [store('far', { distance: 9000 }), store('nowhere'), store('near', { distance: 120, is_closed: true })],
      ['near', 'far'],
    );
    expect(nearestFirst(data).map((s) => s.identifier)).toEqual(['near', 'far', 'nowhere']);
  });

  it('skips near_by identifiers that are not in all_stores', () => {
    expect(nearestFirst(lists([store('a')], ['ghost', 'a'])).map((s) => s.identifier)).toEqual(['a']);
  });
});

describe('openOnly (只看營業中)', () => {
  it('drops the closed stores when on and keeps the order; keeps every store when off', () => {
    const all = [store('a', { is_closed: true }), store('b'), store('c', { is_closed: true }), store('d')];
    expect(openOnly(all, true).map((s) => s.identifier)).toEqual(['b', 'd']);
    expect(openOnly(all, false)).toBe(all);
  });
});
