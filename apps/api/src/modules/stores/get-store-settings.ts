/**
 * The console's view of a store's settings, in the spec's shapes (spec §3 Store info).
 */
import {
  DEFAULT_BOARD_SETTINGS,
  DEFAULT_BUSY_MODE,
  DEFAULT_UNACCEPTED_ORDERS,
  fromCents,
  type StoreSettings,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { pointRuleOf } from './store-point-rule';
import { findStoreSettings, type StoreSettingsRow } from './store-settings.queries';

/** The wire shape of a settings row: prices in TWD, news dates null when absent. */
export function storeSettingsOf(row: StoreSettingsRow): StoreSettings {
  return {
    identifier: row.identifier,
    can_order: row.canOrder,
    app_settings: row.appSettings,
    business_hour: row.businessHours,
    holiday: row.holidays.map((h) => ({ date: h.date, name: h.name })),
    custom_items: row.customItems.map((i) => ({ id: i.id, name: i.name, price: fromCents(i.price_cents) })),
    carousel_messages: row.carouselMessages.map((m) => ({
      title: m.title,
      description: m.description,
      date: m.date ?? null,
    })),
    busy_mode: { ...DEFAULT_BUSY_MODE, ...row.busyMode },
    unaccepted_orders: { ...DEFAULT_UNACCEPTED_ORDERS, ...row.unacceptedOrders },
    board: { ...DEFAULT_BOARD_SETTINGS, ...row.boardSettings },
    transfer: row.transferAccount ?? null,
    point_rule: pointRuleOf(row.pointRule),
    logo: row.logo,
    cover: row.cover,
  };
}

/**
 * The settings of a store (already checked to be the staff member's).
 * @throws ApiError store_not_found (404) when the store is gone.
 */
export async function getStoreSettings(db: Db, storeId: number): Promise<StoreSettings> {
  const row = await findStoreSettings(db, storeId);
  if (!row) throw new ApiError('store_not_found', '找不到這家店');
  return storeSettingsOf(row);
}
