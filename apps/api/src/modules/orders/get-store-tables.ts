/**
 * The store's tables (桌位: the table list only, until QR table ordering exists): tables
 * 1..table_limit (spec §3 store info; 內用 ready-for-seat orders name one of them, order-rules.ts) with today's
 * open 內用 orders on each. The caller (console routes) has checked the staff member's store.
 */
import {
  fromCents,
  RELEASED_ON_CREATE_PAYMENT_TYPES,
  type StoreTablesResponse,
  taipeiDate,
} from '@iding/domain';
import type { Db } from '../../db/client';
import type { StoreRowCache } from '../stores/get-store';
import { listOpenTableOrders } from './store-day.queries';

/**
 * Tables 1..table_limit with their open (SUBMITTED or READY) 內用 orders of today's Taipei business day; an
 * order naming a table beyond the limit (the limit was lowered since) is listed under its own number last.
 * @param storeRows the app's store rows (the table limit is read from memory). @param now epoch ms.
 */
export async function getStoreTables(
  db: Db,
  storeRows: StoreRowCache,
  store: { storeId: number; identifier: string },
  now: number,
): Promise<StoreTablesResponse> {
  const row = await storeRows.require(store.identifier);
  const businessDate = taipeiDate(now);
  const open = await listOpenTableOrders(db, store.storeId, businessDate, RELEASED_ON_CREATE_PAYMENT_TYPES);
  const tables = new Map<string, StoreTablesResponse['tables'][number]>();
  for (let n = 1; n <= row.tableLimit; n++) tables.set(String(n), { number: String(n), open_orders: [] });
  for (const o of open) {
    const number = o.tableNumber ?? '';
    let table = tables.get(number);
    if (!table) {
      table = { number, open_orders: [] };
      tables.set(number, table);
    }
    table.open_orders.push({
      id: o.id,
      item_name: o.orderNumber,
      status: o.status,
      total: fromCents(o.totalCents),
    });
  }
  return { table_name: row.tableName, business_date: businessDate, tables: [...tables.values()] };
}
