/**
 * Coupon tables (spec §3 Coupon / discount entry, Coupon types, Discount source, Coupon applicability), owned
 * by modules/coupons; ADR 031. Money in integer cents of TWD, instants as timestamptz.
 *
 * - coupons: a coupon or promo code as the store (or the whole brand) defines it, with its use counter;
 * - coupon_redemptions: one row per coupon an order uses, written in the order's own transaction; a
 *   cancelled order releases its rows once (the trigger db/functions/release_order_coupons.sql).
 */
import type { CouponBenefit } from '@iding/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands, stores } from './catalog';
import { users } from './members';
import { orders } from './orders';

/** A coupon or promo code (domain ZCouponDefinition is its wire view). */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The one store it is for; null: every store of the brand. */
    storeId: integer('store_id').references(() => stores.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** spec §3 Discount source (STORE 0, PROMO_CODE 1, COUPON 2, NEW_CUSTOMER 3, BIRTHDAY 4). */
    source: smallint('source').notNull(),
    /** spec §3 Coupon applicability (ALL 0, MEMBER 1, VIP 2, NOT_SUPPORT 3). */
    applicability: smallint('applicability').notNull(),
    exclusive: boolean('exclusive').notNull().default(false),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** spec §3 order types it applies to; empty: every type. */
    orderTypes: smallint('order_types').array().notNull().default(sql`'{}'::smallint[]`),
    /** What it gives (domain ZCouponBenefit), amounts in TWD as the domain writes them. */
    benefit: jsonb('benefit').$type<CouponBenefit>().notNull(),
    /** The promo code a diner types (PROMO_CODE only), upper-case; unique within the brand. */
    code: text('code'),
    /** Uses in all (null: no limit); counted by used_count. */
    totalLimit: integer('total_limit'),
    /** Uses per diner (a member, or a visitor's phone). */
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    /** Uses by orders not cancelled; kept by the order's transaction and the release trigger. */
    usedCount: integer('used_count').notNull().default(0),
    /** active | paused | ended: a paused or ended coupon is offered to nobody (orders keep theirs). */
    status: text('status').$type<'active' | 'paused' | 'ended'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_brand_idx').on(t.brandId, t.status),
    uniqueIndex('coupons_code_uidx').on(t.brandId, t.code).where(sql`${t.code} is not null`),
  ],
);

/** A coupon used by an order; released (released_at) when the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The member who used it; null for a visitor (counted by contact_phone). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order's contact phone: a visitor's uses are counted by it. */
    contactPhone: text('contact_phone').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_uidx').on(t.orderId, t.couponId),
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_phone_idx').on(t.couponId, t.contactPhone),
  ],
);
