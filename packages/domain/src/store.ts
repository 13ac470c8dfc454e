/**
 * Store contracts (spec §3 "Store info", "Store settings by order type", "Store lists").
 */
import { z } from 'zod';
import { zText } from './text';

/** Settings of one order type (spec §3 "Store settings by order type"). Minutes for MinLead. */
export const ZOrderTypeSettings = z
  .object({
    payments: z.array(z.number().int()).describe('Payment types accepted (spec §3 PaymentType numbers)'),
    MinLead: z.number().int().min(0).describe('Minimum lead time in minutes before pickup'),
    Jumbo: z.number().int().min(0).describe('Large-order threshold (cups/items); above it MinLead doubles'),
    HideEntreeNote: z.boolean().optional(),
    HideOrderNote: z.boolean().optional(),
    HideLoginLink: z.boolean().optional(),
    DeliveryType: z.number().int().optional(),
    ShippingFee: z
      .number()
      .min(0)
      .optional()
      .describe(
        'Ship (宅配) only: shipping fee per order in TWD, added to the total by the server; absent = 0',
      ),
    ShipDays: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('Ship (宅配) only: the order ships within this many days (shown to the diner)'),
  })
  .describe('Per order type settings');
export type OrderTypeSettings = z.infer<typeof ZOrderTypeSettings>;

/** spec §3 app_settings. Order type keys are ToGo (takeaway), DineIn, Delivery, Ship. */
export const ZAppSettings = z.object({
  MaxCashOrderAmount: z.number().min(0).describe('Largest cash order total in TWD; 0 = no limit'),
  OrderTypes: z.array(z.number().int()).describe('Order types offered online (spec §3 OrderType)'),
  QrDineIn: z.boolean().optional(),
  QrToGo: z.boolean().optional(),
  ToGo: ZOrderTypeSettings.optional(),
  DineIn: ZOrderTypeSettings.optional(),
  Delivery: ZOrderTypeSettings.optional(),
  Ship: ZOrderTypeSettings.optional(),
});
export type AppSettings = z.infer<typeof ZAppSettings>;

/**
 * spec §3 point_rule (sent as a JSON string on the wire; stored as JSON on the store): whether the store
 * runs points (PMEnabled), their unit name (PMName, default 點, spec §9) and how an order earns them (PGRules,
 * read by rules/points.ts pointsEarned: each rule earns floor(items total TWD / Amount) × Point; the best
 * rule applies; ExcludeApp leaves app orders out of a rule, ExcludeTransaction the orders paid with those
 * spec §3 Transaction record types).
 */
export const ZPointRule = z.object({
  PMEnabled: z.boolean().describe('Points are earned and shown at this store'),
  PMName: zText().default('點').describe('The unit the points are called by (spec §9 default 點)'),
  PGRules: z
    .array(
      z.object({
        Amount: z.number().min(0).describe('TWD of items spent per step (0: the rule earns nothing)'),
        Point: z.number().min(0).describe('Points earned per full step of Amount'),
        ExcludeApp: z
          .boolean()
          .optional()
          .describe('True: the rule earns nothing for orders placed in the app'),
        ExcludeTransaction: z
          .array(z.number().int())
          .optional()
          .describe('spec §3 Transaction record types (cash 0, store credit 2, …) that earn nothing here'),
      }),
    )
    .default([])
    .describe('Earning rules (spec §3 PGRules); the one giving the most points applies'),
});
export type PointRule = z.infer<typeof ZPointRule>;

/** One opening shift: weekday 0 = Sunday … 6 = Saturday, times "HH:MM" in Asia/Taipei; end "24:00" = midnight. */
export const ZBusinessHour = z.object({
  weekday: z.number().int().min(0).max(6),
  start: zText().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  end: zText().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/),
});
export type BusinessHour = z.infer<typeof ZBusinessHour>;

/** A day the store is closed, "YYYY-MM-DD" in Asia/Taipei. */
export const ZHoliday = z.object({
  date: zText().regex(/^\d{4}-\d{2}-\d{2}$/),
  name: zText().default('公休'),
});
export type Holiday = z.infer<typeof ZHoliday>;

/**
 * One news entry of a store (spec §3 carousel_messages: title and description, plus the date it
 * was posted, YYYY-MM-DD in Asia/Taipei, null when the data has none). The list is newest first.
 */
export const ZNewsItem = z.object({
  title: zText(),
  description: zText(),
  date: zText().nullable(),
});
export type NewsItem = z.infer<typeof ZNewsItem>;

/** GET /iorder/stores/{sid} response (spec §3 Store info, spec §7). */
/**
 * A custom item of a store (spec §3 store info custom_items): an extra for the whole order such
 * as 環保餐具 or 提袋, chosen on the cart page and sent by id in custom_item_ids.
 */
export const ZCustomItem = z.object({
  id: zText().describe('Custom item id (a UUID), sent in custom_item_ids'),
  name: zText().describe('e.g. 提袋'),
  price: z.number().describe('TWD, ≥ 0'),
});
export type CustomItem = z.infer<typeof ZCustomItem>;

export const ZStoreInfo = z.object({
  status: z.number().int().describe('0 = normal (spec §5 "Store info status other than normal is an error")'),
  message: zText(),
  identifier: zText(),
  name: zText(),
  brand_identifier: zText(),
  brand_name: zText(),
  description: zText(),
  category: z.array(zText()),
  app_code: zText(),
  app_settings: ZAppSettings,
  point_rule: zText().describe('JSON string of the point rule (spec §3)'),
  table_limit: z.number().int(),
  table_name: zText(),
  menu_version: z.number().int(),
  allow_user_login: z.boolean(),
  has_tax_key: z.boolean(),
  cashier: z.boolean(),
  tax_on_store_credit: z.boolean(),
  show_holiday_dialog: z.boolean(),
  show_list: z.boolean(),
  address: zText(),
  city: zText(),
  district: zText(),
  zip: zText(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: zText(),
  banners: z.array(z.object({ image: zText(), link: zText().nullable() })),
  business_hour: z.array(ZBusinessHour),
  holiday: z.array(ZHoliday),
  custom_items: z
    .array(ZCustomItem)
    .describe('Extras for the whole order chosen on the cart page (環保餐具, 提袋), sent as custom_item_ids'),
  display_business_name: zText(),
  display_business_serial: zText(),
  display_food_business_serial: zText(),
  new_submenu: z.boolean(),
  item_name: zText().describe('What the order number is called'),
  is_closed: z.boolean().describe('True when the store is not open right now (Asia/Taipei)'),
  logo: zText().nullable(),
  cover: zText().nullable(),
  carousel_messages: z.array(ZNewsItem),
  hide_order_serial: z.boolean(),
  can_order: z.boolean(),
  favorite: z
    .boolean()
    .describe("In the logged-in member's favorites (spec §3 Favorites); false for visitors"),
});
export type StoreInfo = z.infer<typeof ZStoreInfo>;

/** One store in a list (spec §3 Store lists). */
export const ZStoreSummary = z.object({
  identifier: zText(),
  name: zText(),
  brand_identifier: zText(),
  brand_name: zText(),
  address: zText(),
  city: zText(),
  district: zText(),
  phone: zText(),
  logo: zText().nullable(),
  cover: zText().nullable(),
  is_closed: z.boolean(),
  can_order: z.boolean(),
  today_hours: z.array(z.object({ start: zText(), end: zText() })).describe("Today's shifts, Asia/Taipei"),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distance: z.number().nullable().describe('Metres from the diner when a position was sent'),
  favorite: z.boolean(),
});
export type StoreSummary = z.infer<typeof ZStoreSummary>;

/** GET /api/stores response (spec §3 Store lists). */
export const ZStoreListsResponse = z.object({
  all_stores: z.record(zText(), ZStoreSummary).describe('Every store keyed by identifier'),
  near_by: z.array(zText()).describe('Identifiers sorted by distance when lat/lng were sent'),
  search: z.array(zText()),
  city: z.record(zText(), z.array(zText())).describe('City name → identifiers'),
  region: z.record(zText(), z.array(zText())).describe('"city/district" → identifiers'),
  city_identifier: z.array(zText()).describe('Cities that have stores, in zip order'),
});
export type StoreListsResponse = z.infer<typeof ZStoreListsResponse>;
