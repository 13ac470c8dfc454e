/**
 * Store staff: accounts separate from members, their stores with a role, and their sessions.
 * Passwords are argon2id PHC strings and session tokens are stored only as sha256 (DESIGN.md "Security").
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stores } from './catalog';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Taiwan mobile as typed in Taiwan, e.g. "0912345678"; null when the account logs in by e-mail only. */
    phone: text('phone'),
    /** Lower-cased e-mail; null when the account logs in by phone only. */
    email: text('email'),
    /**
     * argon2id PHC string; null until the staff member sets one through their one-time link
     * (staff_password_links): an owner adding staff never sees or sets a password.
     */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_phone_uidx').on(t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('staff_email_uidx').on(t.email).where(sql`${t.email} is not null`),
  ],
);

/** The stores a staff member works at, with their role there: owner | staff (STAFF_ROLES). */
export const staffStores = pgTable(
  'staff_stores',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'staff'>().notNull(),
    /** Set when an owner disabled the account at this store: it opens no page of the store until enabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.storeId] }), index('staff_stores_store_idx').on(t.storeId)],
);

/** A console session: the sha256 of its token, its expiry and revocation (logout). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_uidx').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * One-time links for a staff member to set their own password (docs/features.md "Staff and roles"): the
 * sha256 of the token only, its expiry, and when it was used (single use). `store_id` is the store whose owner
 * made it, where setting the password is audited.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_password_links_token_uidx').on(t.tokenHash),
    index('staff_password_links_staff_idx').on(t.staffId),
  ],
);

/**
 * What was done to a store's staff (添加, 角色, 停用, 啟用, 移除, 登出所有裝置, 設定密碼), by whom, when and from
 * which client address (as Fastify's request.ip gives it: the store's own staff, read by its owner).
 * `actor_staff_id` / `target_staff_id` lose their account if it is ever deleted; `target_account` keeps the
 * phone or e-mail the entry was about. `detail` is the role given, where there is one.
 */
export const staffAuditEvents = pgTable(
  'staff_audit_events',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    actorStaffId: integer('actor_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    targetStaffId: integer('target_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    targetAccount: text('target_account').notNull(),
    action: text('action')
      .$type<'add' | 'role' | 'disable' | 'enable' | 'remove' | 'sign_out' | 'password_set'>()
      .notNull(),
    detail: text('detail'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_events_store_idx').on(t.storeId, t.id)],
);

/**
 * Client addresses a staff member logged in from (the sha256 of the address, never the address): while the
 * account is under attack such a known address keeps its full login allowance (manage-staff-session.ts).
 * Forgotten STAFF_KNOWN_ADDRESS_DAYS after their last login (the pruning job).
 */
export const staffKnownAddresses = pgTable(
  'staff_known_addresses',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.addressHash] }),
    index('staff_known_addresses_last_login_idx').on(t.lastLoginAt),
  ],
);

/**
 * Wrong passwords for a staff account, per client address (sha256) and 15-minute window (`window_start`
 * epoch ms, as rate_limits): what the account's holder is told on the console (login_alert). Kept for the
 * alert period, then pruned.
 */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.addressHash, t.windowStart] }),
    index('staff_login_failures_window_idx').on(t.windowStart),
  ],
);
