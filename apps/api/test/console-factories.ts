/**
 * Store-console test factories: staff accounts and their console session cookies, and
 * orders put on a board in bulk.
 */
import { BOARD_STAGES, type BoardResponse, type ConsoleOrder, type StaffRole } from '@iding/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { addStaff } from '../src/modules/staff/add-staff';
import { type CreatedStore, PEARL_MILK_TEA } from './factories';
import type { TestApp } from './helper';

/** The console's same-site write header (staff-auth CSRF check). */
export const CONSOLE_WRITE = { 'x-requested-with': 'XMLHttpRequest' };

/** Logs a staff member in (POST /api/console/login); the value of their iding_console cookie. */
export async function consoleLogin(t: TestApp, account: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/login',
    headers: CONSOLE_WRITE,
    payload: { account, password },
  });
  const cookie = res.cookies.find((c) => c.name === 'iding_console');
  if (!cookie) throw new Error(`console login of ${account} answered ${res.statusCode}: ${res.body}`);
  return cookie.value;
}

/** Adds `account` to `store` with `role` and logs them in; their console cookie. */
export async function staffSession(
  t: TestApp,
  store: CreatedStore,
  account: string,
  role: StaffRole,
  password: string,
): Promise<string> {
  await addStaff(t.db, { account, storeIdentifier: store.identifier, role, password });
  return consoleLogin(t, account, password);
}

/** Every order listed on a board answer (GET /api/console/stores/{sid}/orders), column after column. */
export function boardOrders(board: BoardResponse): ConsoleOrder[] {
  return BOARD_STAGES.flatMap((stage) => board.columns[stage].orders);
}

/** The stage an opened order is in (accepted_at, status): new, preparing, ready or completed. */
export type OpenedStage = 'new' | 'preparing' | 'ready' | 'completed';

/**
 * Puts `count` cash (外帶) orders of one 中●珍珠奶茶 (50 TWD) on `store`'s board in one statement, numbered on from
 * the day's counter as the API numbers them: placed one second apart from `createdAt`, each due 15 minutes
 * after it was placed, on `businessDate` (Asia/Taipei "YYYY-MM-DD"), in `stage`. A rush, or days of orders
 * nobody pressed 完成 on, without thousands of HTTP calls.
 * @returns the orders' ids, oldest first.
 */
export async function openOrders(
  db: Db,
  store: CreatedStore,
  o: { count: number; businessDate: string; createdAt: Date; stage?: OpenedStage },
): Promise<string[]> {
  const stage = o.stage ?? 'new';
  const status = { new: 1, preparing: 1, ready: 2, completed: 3 }[stage];
  const at = sql`(${o.createdAt.toISOString()}::timestamptz + make_interval(secs => g))`;
  const accepted = stage === 'new' ? sql`null` : sql`${at} + interval '1 minute'`;
  const result = (await db.execute(sql`
    with n as (
      insert into order_counters (store_id, business_date, last_number)
      values (${store.storeId}, ${o.businessDate}, ${o.count})
      on conflict (store_id, business_date)
        do update set last_number = order_counters.last_number + excluded.last_number
      returning last_number
    ), placed as (
      insert into orders (store_id, item_name, business_date, order_type, payment_type, status, target_time,
        contact_name, contact_phone, menu_version, subtotal_cents, total_cents, created_at, accepted_at,
        estimate_minutes, ready_at, completed_at)
      select ${store.storeId}, lpad(num::text, greatest(3, length(num::text)), '0'), ${o.businessDate}, 0, 0,
        ${status}, ${at} + interval '15 minutes', '王小明', '09' || lpad(g::text, 8, '0'), ${store.menuVersion},
        5000, 5000, ${at}, ${accepted}, ${stage === 'new' ? sql`null` : sql`15`},
        ${status >= 2 ? sql`${at} + interval '10 minutes'` : sql`null`},
        ${status === 3 ? sql`${at} + interval '12 minutes'` : sql`null`}
      from n, generate_series(1, ${o.count}) g, lateral (select n.last_number - ${o.count} + g as num) x
      returning id, created_at
    ), lines as (
      insert into order_items (order_id, entree_id, name, quantity, unit_price_cents, total_cents)
      select id, ${store.entree[PEARL_MILK_TEA]!}, ${PEARL_MILK_TEA}, 1, 5000, 5000 from placed
    )
    select id from placed order by created_at
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}
