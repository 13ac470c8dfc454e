/**
 * System tables: operator settings (maintenance switch), client failure logs (spec §7 POST /api/aws-logs)
 * and fixed-window rate-limit counters. Counters live in the database so limits hold across API instances
 * (DESIGN.md "API instances are stateless").
 */
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Key → JSON value settings an operator switches, e.g. `maintenance` = `{status, brand_link}`. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A failure the web client reported (spec §8 "Failure logs go to the logging endpoint"). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    method: text('method').notNull(),
    /** What the client sent as `data`, serialised and capped (see record-client-log.ts). */
    data: text('data').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);

/** One fixed window of one rate-limit key: `count` requests since `window_start` (epoch ms). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});
