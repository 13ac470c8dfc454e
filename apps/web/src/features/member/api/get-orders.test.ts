/** 載入更多 of the order history (spec §7 GET /api/orders, links.pagination). */
import type { MemberOrdersResponse } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { apiPaths, paths } from '../../../lib/paths';
import { memberOrdersQueryOptions } from './get-orders';

const page = (current_page: number, last_page: number): MemberOrdersResponse => ({
  data: [],
  links: { pagination: { total: last_page * 30, per_page: 30, current_page, last_page } },
});

describe('order history pages', () => {
  const next = (last: MemberOrdersResponse) =>
    memberOrdersQueryOptions().getNextPageParam(last, [last], last.links.pagination.current_page, [1]);

  it('asks for the next page until the last one', () => {
    expect(memberOrdersQueryOptions().initialPageParam).toBe(1);
    expect(next(page(1, 3))).toBe(2);
    expect(next(page(2, 3))).toBe(3);
    expect(next(page(3, 3))).toBeUndefined();
  });

  it('has no next page when there are no orders (last_page is 1)', () => {
    expect(next(page(1, 1))).toBeUndefined();
  });

  it('builds the list, detail and API addresses, with the /stores/{sid}/… aliases', () => {
    expect(apiPaths.memberOrders({ page: 2, per_page: 30 })).toBe('/api/orders?page=2&per_page=30');
    expect(paths.historyOrders()).toBe('/stores/history_orders');
    expect(paths.historyOrders('50lan-xinyi')).toBe('/stores/50lan-xinyi/history_orders');
    expect(paths.historyOrder('a b')).toBe('/stores/history_orders/a%20b');
    expect(paths.historyOrder('o1', '50lan-xinyi')).toBe('/stores/50lan-xinyi/history_orders/o1');
    expect(apiPaths.orderAgain('o1')).toBe('/api/orders/o1/again');
    expect(apiPaths.orderTransactions('o1')).toBe('/api/orders/o1/transactions');
  });
});
