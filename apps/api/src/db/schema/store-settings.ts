/**
 * The audit of store-settings changes made in the console: who changed which part of a store's
 * settings, when, and the values before and after. The stores module writes it with the change itself.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { staff } from './staff';

export const storeSettingEvents = pgTable(
  'store_setting_events',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Who changed it; null once the staff account is deleted (the entry stays). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** settings | busy_mode | can_order | store_images (logo and cover) */
    kind: text('kind').$type<'settings' | 'busy_mode' | 'can_order' | 'store_images'>().notNull(),
    /** The changed columns: `{column: {before, after}}` (camelCase column names, values as stored). */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_setting_events_store_idx').on(t.storeId, t.id)],
);
