import { describe, expect, it } from 'vitest';
import {
  type AppSettings,
  isDistrictOf,
  isValidTableNumber,
  jumboSize,
  leadWindow,
  menuOrderType,
  offeredOrderTypes,
  orderTypeSettings,
  sendsTableNumber,
  sendsTargetTime,
  targetTimeKind,
} from '../src';

const SETTINGS: AppSettings = {
  MaxCashOrderAmount: 0,
  // Ship is listed but has no settings block: not offered.
  OrderTypes: [1, 0, 3],
  ToGo: { payments: [0], MinLead: 10, Jumbo: 20 },
  DineIn: { payments: [0, 4], MinLead: 15, Jumbo: 6 },
  Delivery: { payments: [5], MinLead: 30, Jumbo: 0 },
};

describe('orderTypeSettings (spec §3 store settings by order type)', () => {
  it('gives the block of a type that is listed and configured, for API rows and web store info alike', () => {
    expect(orderTypeSettings({ appSettings: SETTINGS }, 1)?.payments).toEqual([0, 4]);
    expect(orderTypeSettings({ app_settings: SETTINGS }, 0)?.MinLead).toBe(10);
  });
  it('gives null for a configured type that is not listed, a listed type without settings, and QR', () => {
    expect(orderTypeSettings({ appSettings: SETTINGS }, 2)).toBeNull();
    expect(orderTypeSettings({ appSettings: SETTINGS }, 3)).toBeNull();
    expect(orderTypeSettings({ appSettings: SETTINGS }, 4)).toBeNull();
  });
  it('lists the offered types in the store order', () => {
    expect(offeredOrderTypes({ app_settings: SETTINGS })).toEqual([1, 0]);
  });
  it("gives the menu the draft's type when offered, else the store's first, else none", () => {
    expect(menuOrderType({ app_settings: SETTINGS }, 0)).toBe(0);
    expect(menuOrderType({ app_settings: SETTINGS }, 2)).toBe(1);
    expect(menuOrderType({ app_settings: { ...SETTINGS, OrderTypes: [] } }, 0)).toBeNull();
  });
});

describe('spec §5 table number and target time rules', () => {
  it('sends a table number only for dine-in ready-for-seat', () => {
    expect(sendsTableNumber(1, 'ready-for-seat')).toBe(true);
    expect(sendsTableNumber(1, 'reservation')).toBe(false);
    expect(sendsTableNumber(0, 'ready-for-seat')).toBe(false);
  });
  it('sends no target time for ready-for-seat, waiting or shipping', () => {
    expect(sendsTargetTime(1, 'ready-for-seat')).toBe(false);
    expect(sendsTargetTime(1, 'waiting')).toBe(false);
    expect(sendsTargetTime(1, 'reservation')).toBe(true);
    expect(sendsTargetTime(3, null)).toBe(false);
    expect(sendsTargetTime(0, null)).toBe(true);
  });
  it('names the target time by type: pickup, delivery (外送), reservation, none for 宅配 and seated', () => {
    expect(targetTimeKind(0, null)).toBe('pickup');
    expect(targetTimeKind(2, null)).toBe('delivery');
    expect(targetTimeKind(1, 'reservation')).toBe('reservation');
    expect(targetTimeKind(1, 'ready-for-seat')).toBeNull();
    expect(targetTimeKind(1, 'waiting')).toBeNull();
    expect(targetTimeKind(3, null)).toBeNull();
  });
  it('accepts tables 1..limit written without leading zeros', () => {
    expect(isValidTableNumber('1', 20)).toBe(true);
    expect(isValidTableNumber('20', 20)).toBe(true);
    expect(isValidTableNumber('21', 20)).toBe(false);
    expect(isValidTableNumber('0', 20)).toBe(false);
    expect(isValidTableNumber('07', 20)).toBe(false);
    expect(isValidTableNumber('1', 0)).toBe(false);
  });
});

describe('spec §5 Jumbo by party or order size', () => {
  it('compares the larger of cart items and party size', () => {
    expect(jumboSize(2, 8)).toBe(8);
    expect(jumboSize(9, 2)).toBe(9);
    expect(jumboSize(3, null)).toBe(3);
  });
  it('doubles MinLead past Jumbo, rounds to 5 minutes, end = start + 5', () => {
    expect(leadWindow(15, jumboSize(2, 8), 6)).toEqual({ start: 30, end: 35 });
    expect(leadWindow(15, jumboSize(2, 6), 6)).toEqual({ start: 15, end: 20 });
    expect(leadWindow(12, jumboSize(7, 0), 6)).toEqual({ start: 25, end: 30 });
  });
});

describe('isDistrictOf (外送 and 宅配 addresses: the Chunghwa Post zip table)', () => {
  it('accepts a district of its own city only', () => {
    expect(isDistrictOf('臺北市', '信義區')).toBe(true);
    expect(isDistrictOf('基隆市', '信義區')).toBe(true);
    expect(isDistrictOf('臺北市', '板橋區')).toBe(false);
  });
  it('refuses an unknown city, a partial name and a zip code', () => {
    expect(isDistrictOf('台北市', '信義區')).toBe(false);
    expect(isDistrictOf('臺北市', '信義')).toBe(false);
    expect(isDistrictOf('臺北市', '110 信義區')).toBe(false);
    expect(isDistrictOf('toString', 'x')).toBe(false);
  });
});
