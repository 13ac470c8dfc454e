/**
 * Order tables (spec §3 "Completed order", §4 order status). Money in integer cents of TWD.
 */
import type { OrderTabType, ShippingInfos } from '@iding/domain';
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { users } from './members';

/**
 * A yes/no flag stored as smallint 0/1 (the column type of the first migration), read and written as a
 * boolean in code. Raw SQL bypasses it: write `flag ? 1 : 0` there.
 */
const smallintBoolean = customType<{ data: boolean; driverData: number }>({
  dataType: () => 'smallint',
  toDriver: (value) => (value ? 1 : 0),
  fromDriver: (value) => Number(value) === 1,
});

/** Snapshot of a chosen option as it was priced when the order was placed. */
export interface OrderItemOptionSnapshot {
  id: string;
  name: string;
  group_id: string;
  group_name: string;
  quantity: number;
  price_cents: number;
}

/** Snapshot of a set-meal slot pick (spec §3 item collections) as priced when the order was placed. */
export interface OrderItemCollectionSnapshot {
  /** Slot id and name (飲料). */
  id: string;
  name: string;
  entree: {
    id: string;
    name: string;
    memo: string;
    options: OrderItemOptionSnapshot[];
    upgrade_cents: number;
  };
}

/** Snapshot of a custom item (spec §3 custom_items) as priced when the order was placed. */
export interface OrderCustomItemSnapshot {
  id: string;
  name: string;
  price_cents: number;
}

/** Snapshot of a coupon an order uses (spec §3 Coupon / discount entry), as priced when placed or changed. */
export interface OrderCouponSnapshot {
  id: string;
  name: string;
  /** spec §3 Discount source (apply_to). */
  apply_to: number;
  /** The promo code typed, for PROMO_CODE coupons. */
  code: string | null;
  discount_cents: number;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /**
     * Order number shown to the diner ("001", "002", …), sequential per store per Taipei business day. The
     * spec's wire name (and the SQL column) is `item_name`.
     */
    orderNumber: text('item_name').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    orderType: smallint('order_type').notNull(),
    paymentType: smallint('payment_type').notNull(),
    status: smallint('status').notNull().default(1),
    paymentStatus: smallint('payment_status').notNull().default(0),
    tableNumber: text('table_number'),
    targetTime: timestamp('target_time', { withTimezone: true }).notNull(),
    /** As soon as possible (spec `is_asap`): the diner chose no time; target_time is the earliest one. */
    // The default is only DDL (inserts send DEFAULT): drizzle-kit compares the raw value with migration
    // 0000's `DEFAULT 0`, so it stays the number 0 and no migration is generated.
    isAsap: smallintBoolean('is_asap')
      .notNull()
      .default(0 as unknown as boolean),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    memo: text('memo').notNull().default(''),
    menuVersion: integer('menu_version').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    appVersion: text('app_version').notNull().default(''),
    deviceId: text('device_id').notNull().default(''),
    /** sha256 of the visitor cookie token of the browser that placed the order. */
    visitorTokenHash: text('visitor_token_hash'),
    /**
     * The member it belongs to: who placed it, or the member whose verified phone a guest order was placed
     * with (guestLinkedAt set). Null for visitors and for deleted accounts.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When a guest order joined a member's history (link-guest-orders.ts); null for orders placed logged in.
     * The browser that placed a linked guest order keeps reaching it (order-access.ts).
     */
    guestLinkedAt: timestamp('guest_linked_at', { withTimezone: true }),
    /** Dine-in tab (spec §3 orderTabType): ready-for-seat | reservation | waiting; null for other types. */
    orderTabType: text('order_tab_type').$type<OrderTabType>(),
    /** Dine-in reservation / waiting: number of people. */
    partySize: smallint('party_size'),
    /** 宅配 / 外送 recipient and address (spec §3 shippingInfos); null for other types. */
    shippingInfos: jsonb('shipping_infos').$type<ShippingInfos>(),
    /** 宅配 fee (Ship.ShippingFee) or the quoted delivery fee, integer cents of TWD; included in total_cents. */
    shippingFeeCents: integer('shipping_fee_cents').notNull().default(0),
    /**
     * 外送: the delivery quote it was placed with (spec §7 quote; ADR 006 外送), unique, so a quote
     * serves one order; checked by the order's own insert. No foreign key: the quote is the delivery module's
     * row and may be deleted with its member, while the order keeps its own fee (shipping_fee_cents). The
     * courier's `deliveries` row is written once, when the booking is answered.
     */
    quoteId: uuid('quote_id'),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the canonical request body, to refuse a reused key with a different order. */
    requestHash: text('request_hash'),
    // Taiwan e-invoice (spec §3 invoiceType / invoiceValue), as checked by validate-invoice.ts.
    /** paper | mobile_barcode | citizen_certificate | company | donation (INVOICE_TYPES). */
    invoiceType: text('invoice_type').notNull().default('paper'),
    /** 手機條碼, 自然人憑證號碼, 統一編號 or 愛心碼 (normalised); null for paper. */
    invoiceValue: text('invoice_value'),
    /** 公司抬頭 of a company invoice; null otherwise. */
    companyTitle: text('company_title'),
    /** Custom items of the order (環保餐具, 提袋), priced; included in total_cents. */
    customItems: jsonb('custom_items').$type<OrderCustomItemSnapshot[]>().notNull().default(sql`'[]'::jsonb`),
    /** Coupons the order uses (modules/coupons holds their redemptions), as priced; ADR 031. */
    coupons: jsonb('coupons').$type<OrderCouponSnapshot[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the coupons take off, integer cents of TWD; total_cents is already net of it. */
    discountCents: integer('discount_cents').notNull().default(0),
    /**
     * Points the order redeemed (spec §3 order_point_redeem), taken from the member's balance by its insert and
     * given back if it is cancelled (db/functions/redeem_order_points.sql).
     */
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    /** What the redeemed points take off, integer cents of TWD; total_cents is already net of it. */
    pointDiscountCents: integer('point_discount_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 1 when placed, +1 per change by the diner (PATCH /api/orders/{oid}): an edit names the
     * version it was based on and is refused when the order moved on (optimistic concurrency).
     */
    version: integer('version').notNull().default(1),
    // The store's side. Accepting keeps status SUBMITTED (1) and sets these two.
    /** When the store accepted the order (接單); null while new. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Minutes the store estimated until ready, given when accepting. */
    estimateMinutes: smallint('estimate_minutes'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The store's reason when it cancelled the order (shown to the diner); null otherwise. */
    cancelReason: text('cancel_reason'),
    /**
     * 轉帳 (payment type 4): the last five digits of the account the diner reports having transferred from
     * (POST /api/orders/{orderId}/transfer_report; a new report replaces it until the store confirms), and when.
     */
    transferLastFive: text('transfer_last_five'),
    transferReportedAt: timestamp('transfer_reported_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_store_day_number_uidx').on(t.storeId, t.businessDate, t.orderNumber),
    uniqueIndex('orders_idempotency_uidx').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('orders_quote_uidx').on(t.quoteId).where(sql`${t.quoteId} is not null`),
    // A browser's orders (its order list), and at one store for the open-order cap (cap-open-orders.ts): the
    // diner's key first, so the cap's count reads a few entries whatever the table's size or statistics.
    index('orders_visitor_idx').on(t.visitorTokenHash, t.storeId),
    // Busy mode's slot counts: a store's orders by target time.
    index('orders_store_target_idx').on(t.storeId, t.targetTime),
    // Orders waiting for the store to accept them (status 1 = SUBMITTED), by target time: the scan of the
    // unaccepted-order job (cancel-unaccepted-orders.ts).
    index('orders_unaccepted_target_idx')
      .on(t.targetTime)
      .where(sql`${t.status} = 1 and ${t.acceptedAt} is null`),
    // Open orders (status 1 SUBMITTED, 2 READY) by store and business day: 前日未完成 on 今日 and the day-end
    // job's scan every minute (previous-open-orders.ts) read these few rows, not every past order.
    index('orders_open_day_idx').on(t.storeId, t.businessDate).where(sql`${t.status} in (1, 2)`),
    // 報表 (docs/features.md "Reports"): a year of a busy store's orders read from the index alone (index-only
    // scan), every column the report's grouping reads in it; the business days lead after the store.
    index('orders_report_idx').on(
      t.storeId,
      t.businessDate,
      t.status,
      t.paymentType,
      t.paymentStatus,
      t.orderType,
      t.totalCents,
      t.createdAt,
    ),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // A member's orders at one store, for the open-order cap (as orders_visitor_idx).
    index('orders_user_store_idx').on(t.userId, t.storeId).where(sql`${t.userId} is not null`),
    // Guest orders by contact phone, for linking them to the member who logs in with it (link-guest-orders.ts),
    // and at one store for the open-order cap (as orders_visitor_idx).
    index('orders_guest_phone_idx').on(t.contactPhone, t.storeId).where(sql`${t.userId} is null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    entreeId: uuid('entree_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Entree price plus option deltas, for one unit. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    memo: text('memo').notNull().default(''),
    options: jsonb('options').$type<OrderItemOptionSnapshot[]>().notNull().default(sql`'[]'::jsonb`),
    /** Set meals: the pick of each slot with its options and upgrade; [] otherwise. */
    collections: jsonb('collections')
      .$type<OrderItemCollectionSnapshot[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Per store, per business day counter behind `item_name`; the row lock serialises concurrent orders. */
export const orderCounters = pgTable(
  'order_counters',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDate] })],
);

/** Before-state of an order change: what the order was, for the store and for support. Money in cents. */
export interface OrderEventSnapshot {
  items: { name: string; quantity: number; total_cents: number; options: string[]; memo: string }[];
  /** ISO instant */
  target_time: string;
  is_asap: boolean;
  memo: string;
  contact_name: string;
  contact_phone: string;
  party_size: number | null;
}

/**
 * An order's history: one row per change by the diner, with who, when, the version it made
 * and the totals before and after (integer cents of TWD), plus what the order was before.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** edited: the diner changed the order (PATCH /api/orders/{oid}). */
    kind: text('kind').$type<'edited'>().notNull(),
    /** member | visitor (ORDER_EVENT_ACTORS). */
    actor: text('actor').$type<'member' | 'visitor'>().notNull(),
    /** The member who made the change; null for a visitor or a deleted account. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order version this change made. */
    version: integer('version').notNull(),
    beforeTotalCents: integer('before_total_cents').notNull(),
    afterTotalCents: integer('after_total_cents').notNull(),
    before: jsonb('before').$type<OrderEventSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * The live feed and audit of the store side: one row per new order and per store action,
 * with who (the staff member) and when. Its id is the server-sent event id: a board or order page that
 * reconnects sends the last id it saw and gets every later row (catch-up). Inserting a row notifies
 * `iding_order_event` with "<store id>:<event id>:<order id>" (db/functions/iding_order_event_notify.sql), so
 * every API instance delivers it.
 */
export const orderStoreEvents = pgTable(
  'order_store_events',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * created | edited (by the diner) | accept | ready | complete | cancel | delivery (the courier moved) |
     * paid (the store confirmed a 轉帳)
     */
    kind: text('kind')
      .$type<'created' | 'edited' | 'accept' | 'ready' | 'complete' | 'cancel' | 'delivery' | 'paid'>()
      .notNull(),
    /** The staff member who acted (staff.id); null for `created` and for a diner's own cancel. */
    actorStaffId: integer('actor_staff_id'),
    /** The order's spec §4 status after the event. */
    status: smallint('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_store_events_store_idx').on(t.storeId, t.id),
    index('order_store_events_order_idx').on(t.orderId, t.id),
  ],
);

/**
 * 查詢訂單 (ADR 028): guest orders a browser may open besides its own, granted once the phone on them was
 * proved by an SMS code. The browser is its visitor cookie's sha256 (ADR 003), never the token; a grant
 * lasts GUEST_LOOKUP_RULES.grantDays and is renewed by another check.
 */
export const guestOrderGrants = pgTable(
  'guest_order_grants',
  {
    visitorTokenHash: text('visitor_token_hash').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.visitorTokenHash, t.orderId] }),
    index('guest_order_grants_order_idx').on(t.orderId),
  ],
);
