/**
 * Saving a store's settings from the console (docs/features.md "店家設定"): business hours and holidays,
 * the order types offered with each one's payments, MinLead and Jumbo, custom items (加購), news and 點數 (spec
 * §3 point_rule). The body
 * was validated by ZStoreSettingsRequest (the domain's rules, zh-TW messages); this merges it into the
 * spec's shapes on the store row and audits the change. The diner's store info, avail_time and order checks
 * read the row, whose change notification drops every instance's cached copy
 * (db/functions/notify_store_changed.sql).
 */
import { randomUUID } from 'node:crypto';
import {
  type AppSettings,
  ORDER_TYPE_SETTINGS_KEY,
  type StoreSettings,
  type StoreSettingsRequest,
  toCents,
} from '@iding/domain';
import canonicalize from 'canonicalize';
import type { StoreChangeFeed } from '../../db/change-events';
import type { Db } from '../../db/client';
import type { StoreCustomItem } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { getStoreSettings } from './get-store-settings';
import { findStoreSettings, type StoreSettingsPatch, updateStoreSettings } from './store-settings.queries';

/** The fields of an audit entry whose value changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    // Canonical JSON: jsonb hands keys back in its own order.
    if (canonicalize(before[key]) !== canonicalize(value)) out[key] = { before: before[key], after: value };
  }
  return out;
}

/**
 * app_settings with the console's part replaced: OrderTypes, and for each type block sent its payments,
 * MinLead and Jumbo (other keys of the block, e.g. HideEntreeNote or ShippingFee, and MaxCashOrderAmount stay).
 */
function mergeAppSettings(current: AppSettings, input: StoreSettingsRequest['app_settings']): AppSettings {
  const next: AppSettings = { ...current, OrderTypes: [...input.OrderTypes] };
  for (const key of Object.values(ORDER_TYPE_SETTINGS_KEY)) {
    const block = input[key];
    if (block)
      next[key] = {
        ...current[key],
        payments: [...block.payments],
        MinLead: block.MinLead,
        Jumbo: block.Jumbo,
      };
  }
  return next;
}

/**
 * Saves the settings of a store (already checked to be the owner's) and returns them as saved, once
 * `storeChanges` (the app's store change feed) has delivered the change, so this app's store rows see it.
 * @param input a ZStoreSettingsRequest body; custom items keep their id when sent with one, new ones get one.
 * @throws ApiError custom_item_invalid (422) for a custom item id the store does not have; store_not_found.
 */
export async function saveStoreSettings(
  db: Db,
  storeChanges: StoreChangeFeed,
  storeId: number,
  input: StoreSettingsRequest,
  staffId: number,
): Promise<StoreSettings> {
  const current = await findStoreSettings(db, storeId);
  if (!current) throw new ApiError('store_not_found', '找不到這家店');
  const known = new Set(current.customItems.map((i) => i.id));
  const customItems: StoreCustomItem[] = input.custom_items.map((c) => {
    if (c.id !== undefined && !known.has(c.id)) {
      throw new ApiError('custom_item_invalid', `加購項目「${c.name}」已不存在，請重新整理後再試`);
    }
    return { id: c.id ?? randomUUID(), name: c.name, price_cents: toCents(c.price) };
  });
  const patch: StoreSettingsPatch = {
    appSettings: mergeAppSettings(current.appSettings, input.app_settings),
    businessHours: input.business_hour.map((h) => ({ weekday: h.weekday, start: h.start, end: h.end })),
    holidays: [...input.holiday].sort((a, b) => a.date.localeCompare(b.date)),
    customItems,
    carouselMessages: input.carousel_messages.map((n) =>
      n.date === null ? { title: n.title, description: n.description } : { ...n, date: n.date },
    ),
    ...(input.unaccepted_orders ? { unacceptedOrders: { ...input.unaccepted_orders } } : {}),
    ...(input.board ? { boardSettings: { ...input.board } } : {}),
    ...(input.transfer !== undefined
      ? { transferAccount: input.transfer === null ? null : { ...input.transfer } }
      : {}),
    ...(input.point_rule
      ? { pointRule: { ...input.point_rule, PGRules: [...input.point_rule.PGRules] } }
      : {}),
  };
  await updateStoreSettings(db, storeId, patch, {
    staffId,
    kind: 'settings',
    changes: (before) => changedFields(before, patch),
  });
  await storeChanges.settled();
  return getStoreSettings(db, storeId);
}
