/**
 * Busy mode's slot counts: how many orders a store already holds per slot. Drizzle only.
 */
import { OrderStatus, OrderType } from '@iding/domain';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Start instants (epoch ms) of the slots of `slotMinutes` between `fromMs` and `toMs` that hold `cap` or more
 * orders of the store: orders not cancelled, 宅配 aside (no time slot), by target time; `excludeOrderId` (an
 * order being changed) does not count. Served by orders_store_target_idx.
 */
export async function findFullSlots(
  db: Runner,
  input: {
    storeId: number;
    fromMs: number;
    toMs: number;
    slotMinutes: number;
    cap: number;
    excludeOrderId?: string;
  },
): Promise<number[]> {
  const size = input.slotMinutes * 60;
  if (!Number.isInteger(size) || size <= 0) throw new Error(`bad slot length ${input.slotMinutes}`);
  // A literal, not a parameter: GROUP BY must repeat the selected expression exactly (one parameter each
  // would make two expressions to PostgreSQL).
  const slot = sql<string>`floor(extract(epoch from ${orders.targetTime}) / ${sql.raw(String(size))})::bigint`;
  const rows = await db
    .select({ slot })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, input.storeId),
        gte(orders.targetTime, new Date(input.fromMs)),
        lt(orders.targetTime, new Date(input.toMs)),
        ne(orders.status, OrderStatus.CANCELLED),
        ne(orders.orderType, OrderType.SHIP),
        input.excludeOrderId ? ne(orders.id, input.excludeOrderId) : undefined,
      ),
    )
    .groupBy(slot)
    .having(sql`count(*) >= ${input.cap}`);
  return rows.map((r) => Number(r.slot) * size * 1000);
}

/**
 * Takes the transaction-scoped lock that orders the capped inserts of one store (pg_advisory_xact_lock, held
 * until COMMIT or ROLLBACK): the slot count read after it sees every order committed before it.
 */
export async function lockStoreSlots(tx: Runner, storeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('iding_busy_slots'), ${storeId})`);
}
