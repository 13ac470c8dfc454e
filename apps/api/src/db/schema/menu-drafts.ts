/**
 * Menu editing in the console (ADR 017): one draft per store, a JSON document
 * validated by the domain's ZMenuDraft, saved with optimistic concurrency (revision), and the audit of
 * publishes (who published which menu_version, with the change counts).
 */
import type { MenuDraft, MenuDraftChanges } from '@iding/domain';
import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { staff } from './staff';

export const menuDrafts = pgTable('menu_drafts', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** The draft (ZMenuDraft; prices in TWD). */
  document: jsonb('document').$type<MenuDraft>().notNull(),
  /** 1 on the first save, +1 on every save; a save or publish naming another revision is refused (409). */
  revision: integer('revision').notNull(),
  /** The store's menu_version the draft was made from; publishing over a newer menu is refused (409). */
  baseVersion: integer('base_version').notNull(),
  /** Who saved it last; null once the staff account is deleted. */
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every publish of a draft: who, when, the menu_version it made and what it changed. */
export const menuPublications = pgTable(
  'menu_publications',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    menuVersion: integer('menu_version').notNull(),
    changes: jsonb('changes').$type<MenuDraftChanges>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_publications_store_idx').on(t.storeId, t.id)],
);
