/**
 * Member tables (spec §3 User, Auth session, OTP, Cart, Favorites). Secrets (passwords, codes,
 * session tokens, verification tokens, auth keys) are stored only as hashes (DESIGN.md "Security").
 * Limits and sessions live here, not in memory, so they hold across API instances.
 */
import type { CartItem } from '@iding/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** spec §3 userUuid / uid: stable public id of the member. */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** Country calling code without "+", e.g. "886". */
    countryCode: text('country_code').notNull(),
    /** National significant number, e.g. "912345678" for Taiwan's 0912345678 (no trunk 0, no spaces). */
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    /** spec §3 member type (NORMAL 0 … BLACK_LIST 4), account-wide. */
    userType: smallint('user_type').notNull().default(0),
    addressCity: text('address_city').notNull().default(''),
    addressDistrict: text('address_district').notNull().default(''),
    address: text('address').notNull().default(''),
    addressFloor: text('address_floor').notNull().default(''),
    /** The member's birthday (YYYY-MM-DD), set once; BIRTHDAY coupons apply in its month (spec §3). */
    birthday: date('birthday', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_phone_uidx').on(t.countryCode, t.phone)],
);

/** A member at a store (spec §3 memberInfos): group, points and store credit (cents of TWD). */
export const storeMembers = pgTable(
  'store_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** spec §3 member type at this store (BLACK_LIST 4 blocks ordering here). */
    userGroup: smallint('user_group').notNull().default(0),
    /** Points at this store (spec §3 memberInfos.point), whole points; its movements are point_transactions. */
    point: integer('point').notNull().default(0),
    storeCreditCents: integer('store_credit_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    // store credit never goes negative, whatever races (ADR 015).
    check('store_members_store_credit_nonneg', sql`${t.storeCreditCents} >= 0`),
    // nor do points (db/schema/points.ts): a spend or a take-back that would is refused by the database.
    check('store_members_point_nonneg', sql`${t.point} >= 0`),
  ],
);

/** One-time codes sent by SMS (spec §3 OTP; limits: ADR 008). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    /** spec §3 OTP purpose: REGISTER, FORGET_PASSWORD, UPDATE_PHONE, DELETE_ACCOUNT. */
    purpose: text('purpose').notNull(),
    /** The member a code was sent for (UPDATE_PHONE, DELETE_ACCOUNT); null for REGISTER/FORGET_PASSWORD. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the code. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Set when the right code was entered (one use) or when too many wrong tries voided it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** sha256 of the token check_verify returned for the follow-up call (register, delete account). */
    verificationTokenHash: text('verification_token_hash'),
    verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
    verificationUsedAt: timestamp('verification_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.countryCode, t.phone, t.purpose, t.createdAt),
    uniqueIndex('otp_codes_verification_uidx')
      .on(t.verificationTokenHash)
      .where(sql`${t.verificationTokenHash} is not null`),
  ],
);

/** Login sessions (spec §3 Auth session). The token is random; only its sha256 is kept. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'login', or 'password_reset' (from a forgot-password code: may set a password without the old one). */
    kind: text('kind').notNull().default('login'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by logout; a revoked token is refused like an unknown one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    identifier: text('identifier').notNull().default(''),
    appVersion: text('app_version').notNull().default(''),
    deviceToken: text('device_token').notNull().default(''),
    model: text('model').notNull().default(''),
    platform: text('platform').notNull().default(''),
    /** spec §9: the last 50 characters of the user agent. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** One-use login keys for POST /api/user/login_with_auth_key (spec §7), handed out by the store or app. */
export const authKeys = pgTable('auth_keys', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's server cart at one store (spec §4 Cart, §7 Cart). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    menuVersion: integer('menu_version').notNull(),
    /** spec §3 Cart modify_time, epoch seconds as the client set it; decides which copy is newer. */
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_store_uidx').on(t.userId, t.storeId)],
);

/** Lines of a server cart; `id` is the itemId of PATCH/DELETE /api/cart/cart_items/{itemId}. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The item as the client sent it (entree id, quantity, options, memo); repriced on every read. */
    item: jsonb('item').$type<CartItem>().notNull(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId, t.position)],
);

/** Favorite stores (spec §3 Favorites, §7 Favorites). */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

/**
 * A member's last e-invoice carrier, remembered for the next order (docs/features.md "E-invoice (電子發票)"):
 * one row per member, replaced on every order placed logged in with a carrier (手機條碼, 自然人憑證, 公司統編
 * with its 公司抬頭, or 愛心碼); a paper order leaves it as it was. Written and read by the users module
 * (remember-invoice-carrier.ts).
 */
export const memberInvoiceCarriers = pgTable('member_invoice_carriers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** mobile_barcode | citizen_certificate | company | donation (INVOICE_TYPES without paper). */
  invoiceType: text('invoice_type').notNull(),
  invoiceValue: text('invoice_value').notNull(),
  companyTitle: text('company_title'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
