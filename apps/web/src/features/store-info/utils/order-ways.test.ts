/** spec §3 app_settings OrderTypes and the settings per order type, as the store pages read them. */
import type { AppSettings } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { orderWaySettings, orderWays } from './order-ways';

const TOGO = { payments: [0, 2], MinLead: 10, Jumbo: 20 };

describe('orderWays', () => {
  it('keeps takeaway, dine-in, delivery and ship in the store order, without QR (4) or unknown types', () => {
    expect(orderWays({ OrderTypes: [2, 0, 4, 9, 3, 1] })).toEqual([2, 0, 3, 1]);
    expect(orderWays({ OrderTypes: [] })).toEqual([]);
  });
});

describe('orderWaySettings', () => {
  it('reads the settings key of the order type', () => {
    const settings: AppSettings = { MaxCashOrderAmount: 0, OrderTypes: [0, 1], ToGo: TOGO };
    expect(orderWaySettings(settings, 0)).toBe(TOGO);
    expect(orderWaySettings(settings, 1)).toBeUndefined();
  });
});
