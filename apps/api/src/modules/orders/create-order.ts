/**
 * Order creation (spec §7 POST /api/orders/order; issue #2 §3): one transaction that re-runs every check
 * of check_order against locked rows, server-computed prices, per-store per-day order numbers, and an
 * idempotent submit.
 */
import { createHash } from 'node:crypto';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  fromCents,
  isValidPhone,
  normalizePhone,
  taipeiDate,
  taipeiTime,
  toCents,
  VALIDATION_MESSAGES,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { loadSoldOut } from '../menu/menu.queries';
import { getMenu } from '../menu/menu-cache';
import { lockStoreForOrder, type StoreRow } from '../stores/stores.queries';
import { validateOrder } from './order-rules';
import {
  findOrderById,
  findOrderByIdempotencyKey,
  insertOrder,
  nextOrderNumber,
  type OrderRow,
} from './orders.queries';

/** "YYYY-MM-DD HH:MM:00" in Asia/Taipei of an instant in epoch ms (spec §9 "Order time suffix :00"). */
export function formatTargetTime(ms: number): string {
  return `${taipeiDate(ms)} ${taipeiTime(ms)}:00`;
}

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 hex of the canonical (parsed, defaulted, trimmed) request body: orders.request_hash. */
export function requestHash(req: CreateOrderRequest): string {
  return createHash('sha256').update(canonicalJson(req)).digest('hex');
}

/** Thrown inside the transaction to roll it back when a concurrent submit with the same key committed first. */
class DuplicateSubmit extends Error {}

/** How many times a submit is retried when the menu changes while it is being checked. */
const MAX_ATTEMPTS = 3;

function toResponse(row: OrderRow): CreateOrderResponse {
  return {
    id: row.id,
    item_name: row.itemName,
    order_type: row.orderType,
    payment_type: row.paymentType,
    table_number: row.tableNumber,
    target_time: formatTargetTime(row.targetTime.getTime()),
    total: fromCents(row.totalCents),
  };
}

/**
 * Replays an earlier submit with the same key.
 * @throws ApiError idempotency_conflict (409) when the key was used for a different body or by another
 *   browser (a key never reveals someone else's order).
 */
function replay(existing: OrderRow, hash: string, visitorHash: string): CreateOrderResponse {
  if (existing.requestHash !== hash || existing.visitorTokenHash !== visitorHash) {
    throw new ApiError('idempotency_conflict', '此 Idempotency-Key 已用於另一筆不同的訂單，請重新送出');
  }
  return toResponse(existing);
}

/**
 * Creates an order for a visitor (spec §7 POST /api/orders/order).
 * Inside one transaction: locks the store row (FOR SHARE), re-runs every check of check_order against it,
 * allocates item_name ("001"… per store per Taipei business day), inserts the order and its items with
 * option snapshots. Prices and the total (TWD) come from the database, never from the client.
 * @param store the store as read by the route (its menuVersion picks the cached menu).
 * @param ctx.now epoch ms; ctx.visitorHash sha256 of the visitor cookie token (who may read the order);
 *   ctx.idempotencyKey optional: a retried or doubled submit with the same key returns the same order.
 * @returns `{ created, order }`; created is false when an earlier submit with the key is replayed.
 * @throws ApiError validation_error (400) for a bad phone (spec §5), idempotency_conflict (409), and every
 *   refusal of validateOrder (menu_version_changed 409, 422 business rules).
 */
export async function createOrder(
  db: Db,
  store: StoreRow,
  req: CreateOrderRequest,
  ctx: { now: number; visitorHash: string; idempotencyKey?: string },
): Promise<{ created: boolean; order: CreateOrderResponse }> {
  const hash = requestHash(req);
  if (ctx.idempotencyKey) {
    const existing = await findOrderByIdempotencyKey(db, ctx.idempotencyKey);
    if (existing) return { created: false, order: replay(existing, hash, ctx.visitorHash) };
  }
  if (!isValidPhone(req.phone)) throw new ApiError('validation_error', VALIDATION_MESSAGES.phone);

  let menuVersion = store.menuVersion;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    // The menu comes from the cache before the transaction: building it inside would deadlock PGlite.
    const menu = await getMenu(db, { ...store, menuVersion });
    const businessDate = taipeiDate(ctx.now);
    const outcome = await db
      .transaction(async (tx) => {
        const fresh = await lockStoreForOrder(tx, store.id);
        if (!fresh) throw new ApiError('store_not_found', '找不到這家店');
        // The diner is on the current version but our cached menu is older: rebuild it and try again.
        if (fresh.menuVersion !== menu.menu.version && req.menu_version === fresh.menuVersion) {
          return { kind: 'retry', version: fresh.menuVersion } as const;
        }
        const soldOut = await loadSoldOut(tx, store.id);
        const checked = validateOrder(fresh, menu, soldOut, req, ctx.now);
        const number = await nextOrderNumber(tx, store.id, businessDate);
        const orderId = await insertOrder(
          tx,
          {
            storeId: store.id,
            itemName: String(number).padStart(3, '0'),
            businessDate,
            orderType: req.order_type,
            paymentType: req.payment_type,
            tableNumber: req.table_number ?? null,
            targetTime: new Date(checked.targetMs),
            isAsap: checked.isAsap ? 1 : 0,
            contactName: req.name,
            contactPhone: normalizePhone(req.phone),
            memo: req.memo,
            menuVersion: fresh.menuVersion,
            subtotalCents: checked.priced.totalCents,
            totalCents: checked.priced.totalCents,
            appVersion: req.app_version ?? '',
            deviceId: req.device_id ?? '',
            visitorTokenHash: ctx.visitorHash,
            idempotencyKey: ctx.idempotencyKey ?? null,
            requestHash: hash,
          },
          checked.priced.items.map((item, sort) => ({
            entreeId: item.id,
            name: item.name,
            quantity: item.quantity,
            unitPriceCents: toCents(item.subtotal),
            totalCents: toCents(item.total),
            memo: item.memo,
            options: item.options.map((o) => ({
              id: o.id,
              name: o.name,
              group_id: o.group_id,
              group_name: o.group_name,
              quantity: o.quantity,
              price_cents: toCents(o.price),
            })),
            sort,
          })),
        );
        // The same key won a race: throwing rolls back our counter increment; the winner is replayed below.
        if (!orderId) throw new DuplicateSubmit();
        return { kind: 'created', orderId } as const;
      })
      .catch((error: unknown) => {
        if (error instanceof DuplicateSubmit) return { kind: 'duplicate' } as const;
        throw error;
      });

    if (outcome.kind === 'retry') {
      menuVersion = outcome.version;
      continue;
    }
    if (outcome.kind === 'duplicate') {
      const winner = await findOrderByIdempotencyKey(db, ctx.idempotencyKey!);
      return { created: false, order: replay(winner!, hash, ctx.visitorHash) };
    }
    const row = await findOrderById(db, outcome.orderId);
    return { created: true, order: toResponse(row!) };
  }
  // The menu kept changing under us; the diner re-checks the cart like after any menu update (spec §4).
  throw new ApiError('menu_version_changed', '菜單已更新，請重新確認購物車');
}
