/**
 * Catalogue tables: brands, stores and their menus (spec §3 "Store info", "Menu").
 * Money columns are integer cents of TWD (DESIGN.md "Money"): 71.2 TWD is stored as 7120.
 */

import {
  type AppSettings,
  type BoardSettings,
  type BusinessHour,
  type BusyMode,
  type FoodLabels,
  type Holiday,
  type PointRule,
  SEARCH_FOLD,
  type TransferAccount,
  type UnacceptedOrders,
} from '@iding/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A custom item as stored on the store row (price in integer cents of TWD). */
export interface StoreCustomItem {
  id: string;
  name: string;
  price_cents: number;
}

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  /** Public brand id used in URLs (/brands/{bid}). */
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logo: text('logo'),
  /** Other names diners type for the brand (e.g. 五十嵐 for 50嵐). */
  aliases: jsonb('aliases').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  source: text('source').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    /** Public store id (spec `identifier`, route `{sid}`). */
    identifier: text('identifier').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    zip: text('zip').notNull().default(''),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logo: text('logo'),
    cover: text('cover'),
    categories: jsonb('categories').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    appSettings: jsonb('app_settings').$type<AppSettings>().notNull(),
    pointRule: jsonb('point_rule').$type<PointRule>(),
    tableLimit: integer('table_limit').notNull().default(0),
    tableName: text('table_name').notNull().default('桌號'),
    /** Bumped on every menu change; carts built on an older version are refused (spec §4). */
    menuVersion: integer('menu_version').notNull().default(1),
    /**
     * Bumped by a database trigger whenever an entree or option of the store sells out or comes back
     * (db/functions/bump_inventory_version_*.sql), so the sold-out lists can be cached per
     * (menu_version, inventory_version).
     */
    inventoryVersion: integer('inventory_version').notNull().default(0),
    allowUserLogin: boolean('allow_user_login').notNull().default(true),
    canOrder: boolean('can_order').notNull().default(true),
    isClosed: boolean('is_closed').notNull().default(false),
    showHolidayDialog: boolean('show_holiday_dialog').notNull().default(false),
    hideOrderSerial: boolean('hide_order_serial').notNull().default(false),
    carouselMessages: jsonb('carousel_messages')
      // date: YYYY-MM-DD, posted on; absent in data imported before it existed.
      .$type<{ title: string; description: string; date?: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Weekly hours in Asia/Taipei; several rows per weekday make split shifts. */
    businessHours: jsonb('business_hours').$type<BusinessHour[]>().notNull().default(sql`'[]'::jsonb`),
    holidays: jsonb('holidays').$type<Holiday[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * Extras for the whole order (spec §3 store info custom_items): 環保餐具, 提袋, with their
     * price in integer cents; chosen on the cart page by id.
     */
    customItems: jsonb('custom_items').$type<StoreCustomItem[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * Busy mode: extra lead minutes and an order cap per slot while enabled (ZBusyMode). On the
     * row, so a change reaches every instance's cached store through the row's change notification.
     */
    busyMode: jsonb('busy_mode')
      .$type<BusyMode>()
      .notNull()
      .default(sql`'{"enabled":false,"extra_minutes":0,"slot_minutes":15,"slot_cap":0}'::jsonb`),
    /**
     * Orders the store has not accepted (ZUnacceptedOrders): auto-cancel at pickup time (the
     * cancel-unaccepted-orders job) and the board's 逾時未接單 minutes.
     */
    unacceptedOrders: jsonb('unaccepted_orders')
      .$type<UnacceptedOrders>()
      .notNull()
      .default(sql`'{"auto_cancel":true,"alert_minutes":5}'::jsonb`),
    /** How the board files orders by time (ZBoardSettings): 預約 lead minutes, completion at day end. */
    boardSettings: jsonb('board_settings')
      // As stored: a key added to ZBoardSettings later is missing from older rows (defaults fill it in).
      .$type<Partial<BoardSettings>>()
      .notNull()
      .default(sql`'{"scheduled_lead_minutes":60,"auto_complete_day_end":false}'::jsonb`),
    /** 轉帳帳戶 (ZTransferAccount): the account 轉帳 orders are paid to; null = none, 轉帳 not offered. */
    transferAccount: jsonb('transfer_account').$type<TransferAccount>(),
    source: text('source').notNull().default(''),
    /**
     * Store name, brand name and aliases, city, district and address in one text, written by the importer;
     * a pg_trgm GIN index on it serves store search and autocomplete (migration 0003).
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_brand_idx').on(t.brandId)],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_categories_store_idx').on(t.storeId, t.sort)],
);

export const entrees = pgTable(
  'entrees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    priceCents: integer('price_cents').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Sold out today (spec §7 inventory); does not change the menu version. */
    soldOut: boolean('sold_out').notNull().default(false),
    /** Food labels (ZFoodLabels: allergens, 素食, 辣度, pork/beef origin); null when none (docs/features.md "Food labels"). */
    labels: jsonb('labels').$type<FoodLabels>(),
    /**
     * The name in search form (domain normalizeSearchText: lowercased, 臺 → 台), computed by the database
     * from `name` so it can never disagree with it, whichever way a menu is written (dish search).
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql.raw(`translate(lower("name"), '${SEARCH_FOLD.from}', '${SEARCH_FOLD.to}')`)),
  },
  (t) => [
    index('entrees_store_idx').on(t.storeId),
    index('entrees_category_idx').on(t.categoryId, t.sort),
    // Dish search (LIKE '%奶茶%'): a trigram index serves terms of 3+ characters, as on stores.search_text.
    index('entrees_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

export const optionGroups = pgTable(
  'option_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entreeId: uuid('entree_id')
      .notNull()
      .references(() => entrees.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Minimum and maximum number of choices (sum of option quantities). */
    minSelections: integer('min_selections').notNull().default(0),
    maxSelections: integer('max_selections').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('option_groups_entree_idx').on(t.entreeId, t.sort)],
);

export const options = pgTable(
  'options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Price delta in cents, may be negative (e.g. a smaller size). */
    priceCents: integer('price_cents').notNull().default(0),
    /** How many times this one option may be chosen (Uber Eats `max_qty`). */
    maxQuantity: integer('max_quantity').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    soldOut: boolean('sold_out').notNull().default(false),
    /** Food labels of the option (ZFoodLabels), e.g. 加蛋 names 蛋; null when none. */
    labels: jsonb('labels').$type<FoodLabels>(),
  },
  (t) => [index('options_group_idx').on(t.groupId, t.sort)],
);

/**
 * Slots of a set meal (spec §3 item collections), e.g. 主餐 and 飲料 of a 早餐套餐 (the entree):
 * the diner picks between min and max of the slot's choices.
 */
export const entreeCollections = pgTable(
  'entree_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The set meal. */
    entreeId: uuid('entree_id')
      .notNull()
      .references(() => entrees.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minSelections: integer('min_selections').notNull().default(1),
    maxSelections: integer('max_selections').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('entree_collections_entree_idx').on(t.entreeId, t.sort)],
);

/**
 * The choices of a set-meal slot: an entree of the same store (picked with its own options) and the upgrade
 * price delta it adds to the set meal, in cents (0 = included).
 */
export const entreeCollectionItems = pgTable(
  'entree_collection_items',
  {
    id: serial('id').primaryKey(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => entreeCollections.id, { onDelete: 'cascade' }),
    entreeId: uuid('entree_id')
      .notNull()
      .references(() => entrees.id, { onDelete: 'cascade' }),
    upgradeCents: integer('upgrade_cents').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('entree_collection_items_collection_idx').on(t.collectionId, t.sort)],
);

/**
 * Promotional banners of the index page (spec §7 GET /api/banners), replaced as a whole by an import file
 * that carries `banners`. `link` is an in-app path (/store/50lan-xinyi) or an https URL.
 */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  /** Shown from this instant (null = always); until endsAt (null = no end). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});
