/**
 * The 合計 the cart page and 修改訂單 show (spec §3 Order draft customItems; spec §7 order custom_item_ids)
 * is the server's: lines + fee + the 加購 extras at the store's current prices, leaving out extras the store
 * no longer offers (never sent).
 */
import { describe, expect, it } from 'vitest';
import { offeredExtraIds, orderTotals } from './order-totals';

const BAG = { id: 'bag', name: '提袋', price: 2 };
const STRAW = { id: 'straw', name: '環保吸管', price: 10 };

describe('orderTotals', () => {
  it('adds the chosen 加購 extras and the fee to the lines', () => {
    const totals = orderTotals(35, 0, [BAG, STRAW], ['bag']);
    expect(totals.total).toBe(37);
    expect(totals.extras).toEqual([BAG]);
    expect(orderTotals(35, 120, [BAG, STRAW], ['straw', 'bag']).total).toBe(167);
  });

  it('prices each extra at the store price now, in the store order, whatever the order kept', () => {
    const dearer = { ...BAG, price: 3 };
    const totals = orderTotals(35, 0, [dearer, STRAW], ['straw', 'bag']);
    expect(totals.extras.map((c) => c.name)).toEqual(['提袋', '環保吸管']);
    expect(totals.total).toBe(48);
  });

  it('leaves out an extra the store no longer offers', () => {
    expect(offeredExtraIds([STRAW], ['bag', 'straw'])).toEqual(['straw']);
    expect(orderTotals(35, 0, [STRAW], ['bag']).total).toBe(35);
  });
});
