/** spec §4 Order status: which orders are still open (the diner's open orders, the store's board, couriers). */
import { describe, expect, it } from 'vitest';
import { isOpenOrder, OPEN_ORDER_STATUSES, OrderStatus } from '../src';

describe('isOpenOrder (spec §4)', () => {
  it('is true while an order is to be made or collected, false once completed or cancelled', () => {
    expect(OPEN_ORDER_STATUSES).toEqual([OrderStatus.SUBMITTED, OrderStatus.READY]);
    expect(isOpenOrder(OrderStatus.SUBMITTED)).toBe(true);
    expect(isOpenOrder(OrderStatus.READY)).toBe(true);
    expect(isOpenOrder(OrderStatus.COMPLETED)).toBe(false);
    expect(isOpenOrder(OrderStatus.CANCELLED)).toBe(false);
    expect(isOpenOrder(0)).toBe(false);
  });
});
