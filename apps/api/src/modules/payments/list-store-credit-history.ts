/**
 * A member's store-credit movements (spec §7 GET /api/user/transactions/store_credits?page&per_page=30
 * [&identifier], spec §3 Store-credit transactions, §9 page size 30): top-ups, order payments
 * and refunds, newest first, each with the balance after it, paginated like the order history.
 */
import {
  fromCents,
  STORE_CREDIT_TRANSACTION_NAMES,
  type StoreCreditHistoryQuery,
  type StoreCreditHistoryResponse,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { countStoreCreditMovements, listStoreCreditMovements } from './payments.queries';

/**
 * The logged-in member's page of movements (only their own: scoped by their id).
 * @returns data (amount and balance in TWD, created_at in epoch seconds) and links.pagination.
 */
export async function listStoreCreditHistory(
  db: Db,
  userId: number,
  query: StoreCreditHistoryQuery,
): Promise<StoreCreditHistoryResponse> {
  const { page, per_page: perPage, identifier } = query;
  const rows = await listStoreCreditMovements(db, userId, {
    identifier,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  // A page past the end has no row to carry the window count.
  const total = rows[0]?.total ?? (page > 1 ? await countStoreCreditMovements(db, userId, identifier) : 0);
  return {
    data: rows.map(({ movement: m, identifier: sid, storeName }) => ({
      id: m.id,
      type: m.type,
      type_name: STORE_CREDIT_TRANSACTION_NAMES[m.type] ?? '其他',
      amount: fromCents(m.amountCents),
      balance: fromCents(m.balanceCents),
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
