/**
 * A member's point movements (spec §7 GET /api/user/points?page&per_page=30[&identifier], spec §3 Points
 * ledger events, §9 page size 30): points earned by completed orders, given back by cancelled ones and
 * adjusted by the store, newest first, each with the balance after it and the store's unit (PMName, default
 * 點), paginated like the store-credit history.
 */
import {
  POINT_EVENT_NAMES,
  type PointHistoryQuery,
  type PointHistoryResponse,
  ZPointRule,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { countPointMovements, listPointMovements } from './points.queries';

/** The store's unit for points (spec §3 point_rule PMName, spec §9 default 點). */
function unitOf(pointRule: unknown): string {
  const parsed = ZPointRule.safeParse(pointRule ?? {});
  return (parsed.success && parsed.data.PMName) || '點';
}

/**
 * The logged-in member's page of movements (only their own: scoped by their id).
 * @returns data (points and balance in whole points, created_at in epoch seconds) and links.pagination.
 */
export async function listPointHistory(
  db: Db,
  userId: number,
  query: PointHistoryQuery,
): Promise<PointHistoryResponse> {
  const { page, per_page: perPage, identifier } = query;
  const rows = await listPointMovements(db, userId, {
    identifier,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  // A page past the end has no row to carry the window count.
  const total = rows[0]?.total ?? (page > 1 ? await countPointMovements(db, userId, identifier) : 0);
  return {
    data: rows.map(({ movement: m, identifier: sid, storeName, pointRule }) => ({
      id: m.id,
      event: m.event,
      event_name: POINT_EVENT_NAMES[m.event] ?? '其他',
      points: m.points,
      balance: m.balanceAfter,
      unit: unitOf(pointRule),
      reason: m.reason,
      order_id: m.orderId,
      identifier: sid,
      store_name: storeName,
      created_at: Math.floor(m.createdAt.getTime() / 1000),
    })),
    links: {
      pagination: {
        total,
        per_page: perPage,
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    },
  };
}
