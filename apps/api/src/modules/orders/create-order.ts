/**
 * Order creation (spec §7 POST /api/orders/order): one transaction that re-runs every check
 * of check_order against locked rows, server-computed prices, per-store per-day order numbers, and an
 * idempotent submit.
 */
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  fromCents,
  OrderType,
  RELEASED_ON_CREATE_PAYMENT_TYPES,
  taipeiDate,
  taipeiTime,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { sha256Hex } from '../../lib/secrets';
import { clearOrderedCart } from '../cart/clear-cart';
import type { StoreRowCache } from '../stores/get-store';
import type { UserRow } from '../users/get-member';
import { rememberInvoiceCarrier } from '../users/remember-invoice-carrier';
import { insertWithinOpenOrderCap } from './cap-open-orders';
import { capsSlots, insertGuardedOrder } from './insert-capped-order';
import { acceptIfAutomatic } from './manage-store-order';
import { type OrderCaller, ownsOrder, refuseBlacklisted } from './order-access';
import type { OrderBatcher } from './order-batcher';
import { loadOrderCoupons, newOrderCouponGuard, refuseRemovedCoupons } from './order-coupons';
import { deliveryRefusalOf, resolveDeliveryQuote } from './order-delivery';
import { loadOrderPoints, pointShortageOf, refuseUnredeemablePoints } from './order-points';
import { orderItemRows, validateOrderContact } from './order-request';
import { type CheckedOrder, loadBusySlots, type MenuCaches, validateOrder } from './order-rules';
import { customItemsSnapshot } from './order-snapshots';
import {
  type BatchOrder,
  findOrderByIdempotencyKey,
  type InsertOrderOutcome,
  isIdempotencyKeyConflict,
  type OrderRow,
  waitingPosition,
} from './orders.queries';

/** "YYYY-MM-DD HH:MM:00" in Asia/Taipei of an instant in epoch ms (spec §9 "Order time suffix :00"). */
export function formatTargetTime(ms: number): string {
  return `${taipeiDate(ms)} ${taipeiTime(ms)}:00`;
}

/**
 * sha256 hex (64 characters) of the parsed request body (ZCreateOrderRequest's output) as JSON:
 * orders.request_hash, which refuses an Idempotency-Key reused for a different order (409
 * idempotency_conflict). The parse builds every object of the body anew with its schema's keys in the
 * schema's order (defaults filled, trimmed, unknown keys refused or dropped), so two bodies that differ only in
 * key order or in how a number or string is spelt parse to the same JSON: no canonicalizing pass is needed,
 * and a key reused for the same order in other words still replays it. Orders hashed otherwise before (older
 * than the idempotency window) need not replay.
 * @param req the body as the route's schema parsed it (not a raw body: its key order would count).
 */
export function requestHash(req: CreateOrderRequest): string {
  return sha256Hex(JSON.stringify(req));
}

/** A submit met an order with the same idempotency key (createOrder replays it). */
class DuplicateSubmit extends Error {}

/** The cached store row is older than the menu: read it again. */
class StaleStore extends Error {}

/** How many inserts a submit tries when the store row changes between its check and its insert. */
const MAX_ATTEMPTS = 3;

/**
 * Replays an earlier submit with the same key.
 * @throws ApiError idempotency_conflict (409) when the key was used for a different body or by someone who
 *   does not own that order (another member, or another browser for a visitor's order; ownsOrder), so a key
 *   never reveals someone else's order.
 */
async function replay(
  db: Db,
  existing: OrderRow,
  hash: string,
  caller: OrderCaller,
): Promise<CreateOrderResponse> {
  if (existing.requestHash !== hash || !ownsOrder(existing, caller)) {
    throw new ApiError('idempotency_conflict', '此 Idempotency-Key 已用於另一筆不同的訂單，請重新送出');
  }
  return {
    id: existing.id,
    item_name: existing.orderNumber,
    order_type: existing.orderType,
    payment_type: existing.paymentType,
    table_number: existing.tableNumber,
    target_time: formatTargetTime(existing.targetTime.getTime()),
    total: fromCents(existing.totalCents),
    order_tab_type: existing.orderTabType ?? null,
    waiting_number: existing.orderTabType === 'waiting' ? (await waitingPosition(db, existing)).number : null,
  };
}

/**
 * What a submit uses of the app's memory (app.ts AppState, ADR 027): the store rows, the menu and sold-out
 * caches, and the order batcher.
 */
export interface SubmitState extends MenuCaches {
  storeRows: StoreRowCache;
  orderBatcher: OrderBatcher;
}

/** Who submits: the visitor cookie hash always, the logged-in member when there is one. */
export interface SubmitContext {
  /** epoch ms */
  now: number;
  /** sha256 of the visitor cookie token (who may read a visitor's order). */
  visitorHash: string;
  /** The logged-in member; the order is theirs (orders.user_id) and a black-listed member is refused. */
  member?: UserRow | null;
  idempotencyKey?: string;
  /** Whether the configuration can take a payment type now (validateOrder; default: every type). */
  takesPayment?: (paymentType: number) => boolean;
}

/**
 * Creates an order for a visitor or a member (spec §7 POST /api/orders/order).
 * Re-runs every check of check_order against the store row (the stores module's in-memory row with its
 * row version, `state.storeRows`), its cached menu and sold-out lists of exactly that row's
 * versions, then, in ONE statement, locks the store row FOR SHARE if it still has that version, numbers the order ("001"… per
 * store per Taipei business day) and inserts it with its items and option snapshots (ADR 006). Prices and
 * the total (TWD) come from the database, never from the client. That is one round trip for a visitor
 * (a member adds the black-list read); a stale cached row costs a reload and a second try, and a refusal
 * found on a cached row is confirmed on a fresh read before it is answered.
 *
 * Idempotency: the key is only looked up when the submit does not go through (the insert met the key, or
 * a check refused), so a retry returns the original order even if the menu or the hours changed since.
 * @param identifier the store's public identifier.
 * @param ctx.now epoch ms; ctx.visitorHash sha256 of the visitor cookie token (who may read the order);
 *   ctx.member the logged-in member (the order is stored as theirs); ctx.idempotencyKey optional: a retried
 *   or doubled submit with the same key (by the same member, or the same browser) returns the same order.
 * @returns `{ created, order }`; created is false when an earlier submit with the key is replayed.
 * @throws ApiError store_not_found (404), validation_error (400) for a phone that is not a
 *   Taiwan mobile (parseOrderPhone: 請輸入 09 開頭的 10 碼手機號碼),
 *   member_blacklisted (403) for a member black-listed account-wide or at the store,
 *   idempotency_conflict (409), open_order_limit (422: the diner's open orders paid at the store are at their
 *   cap, cap-open-orders.ts), and every refusal of validateOrder (menu_version_changed 409, 422 rules).
 */
export async function createOrder(
  db: Db,
  state: SubmitState,
  identifier: string,
  req: CreateOrderRequest,
  ctx: SubmitContext,
): Promise<{ created: boolean; order: CreateOrderResponse }> {
  const hash = requestHash(req);
  try {
    return { created: true, order: await submit(db, state, identifier, req, ctx, hash) };
  } catch (error) {
    if (!ctx.idempotencyKey || !(error instanceof ApiError || error instanceof DuplicateSubmit)) throw error;
    const existing = await findOrderByIdempotencyKey(db, ctx.idempotencyKey);
    if (existing) {
      const caller = { userId: ctx.member?.id ?? null, visitorHash: ctx.visitorHash };
      return { created: false, order: await replay(db, existing, hash, caller) };
    }
    // DuplicateSubmit without a stored order cannot happen: the insert met the key in a committed row.
    throw error;
  }
}

async function submit(
  db: Db,
  state: SubmitState,
  identifier: string,
  req: CreateOrderRequest,
  ctx: SubmitContext,
  hash: string,
): Promise<CreateOrderResponse> {
  // The phone and e-invoice rules, shared with changing an order (order-request.ts).
  const { contactPhone, invoice } = validateOrderContact(req);
  const businessDate = taipeiDate(ctx.now);
  let fresh = false;
  let attempts = 0;
  while (attempts < MAX_ATTEMPTS) {
    const { versioned, cached } = await state.storeRows.read(identifier, { fresh });
    if (!versioned) throw new ApiError('store_not_found', '找不到這家店');
    const { store, rowVersion } = versioned;
    if (ctx.member) await refuseBlacklisted(db, ctx.member, store.id);
    const menu = await state.menus.get(store);
    let checked: CheckedOrder;
    // 外送: the quote whose fee the order adds (the order records it; its courier is booked on pairing).
    let deliveryQuote: Awaited<ReturnType<typeof resolveDeliveryQuote>> = null;
    try {
      // The menu was built at a newer version than this row: the row is stale.
      if (menu.menu.version !== store.menuVersion) throw new StaleStore();
      const soldOut = await state.soldOut.get(store);
      deliveryQuote = await resolveDeliveryQuote(
        db,
        store,
        req,
        { userId: ctx.member?.id ?? null, visitorHash: ctx.visitorHash },
        ctx.now,
      );
      // Busy mode's full slots; no query unless the store caps its slots.
      const busy = await loadBusySlots(db, store, ctx.now);
      // The coupons named, as the server resolves them for this diner (no query when none is named).
      const coupons = await loadOrderCoupons(
        db,
        store,
        req.coupons,
        ctx.member ?? null,
        contactPhone,
        ctx.now,
      );
      // The store's point rule and the member's balance (no query for a visitor or a store that redeems none).
      const points = await loadOrderPoints(db, store, ctx.member ?? null);
      checked = validateOrder(
        store,
        menu,
        soldOut,
        req,
        ctx.now,
        deliveryQuote?.feeCents ?? 0,
        busy,
        ctx.takesPayment,
        coupons,
        points,
      );
      // A coupon that does not apply, or points that do not, are refused, not dropped: the diner is charged only
      // what they saw.
      refuseRemovedCoupons(checked.coupons);
      refuseUnredeemablePoints(checked.points, points);
    } catch (error) {
      // A refusal is never decided on a cached row alone: read the row again and check once more (this
      // re-check does not count as an attempt).
      if (cached && error instanceof ApiError) {
        fresh = true;
        continue;
      }
      if (error instanceof StaleStore) {
        fresh = true;
        attempts++;
        continue;
      }
      throw error;
    }
    attempts++;
    let outcome: InsertOrderOutcome;
    try {
      const entry: BatchOrder = {
        order: {
          storeId: store.id,
          businessDate,
          orderType: req.order_type,
          paymentType: req.payment_type,
          tableNumber: checked.details.tableNumber,
          orderTabType: checked.details.orderTabType,
          partySize: checked.details.partySize,
          shippingInfos: checked.details.shippingInfos,
          shippingFeeCents: checked.shippingFeeCents,
          targetTime: new Date(checked.targetMs),
          isAsap: checked.isAsap,
          contactName: req.name,
          contactPhone,
          memo: req.memo,
          menuVersion: store.menuVersion,
          subtotalCents: checked.priced.totalCents,
          totalCents: checked.totalCents,
          appVersion: req.app_version ?? '',
          deviceId: req.device_id ?? '',
          visitorTokenHash: ctx.visitorHash,
          userId: ctx.member?.id ?? null,
          idempotencyKey: ctx.idempotencyKey ?? null,
          requestHash: hash,
          ...invoice,
          customItems: customItemsSnapshot(checked.customItems),
          // 外送: the order uses its quote in its own statement (orders_quote_uidx; order-delivery.ts).
          quoteId: deliveryQuote?.quoteId ?? null,
          coupons: checked.coupons.snapshots,
          discountCents: checked.coupons.discountCents,
          // Taken from the member's balance by the insert itself (redeem_order_points.sql).
          pointsRedeemed: checked.points.redeemed,
          pointDiscountCents: checked.points.discountCents,
        },
        items: orderItemRows(checked.priced),
      };
      // A diner's open orders paid at the store are capped (cap-open-orders.ts). Busy mode with a cap
      // (docs/features.md "店家設定"): the slot is counted again under the store's slot lock; 宅配 has no slot.
      const diner = {
        storeId: store.id,
        userId: ctx.member?.id ?? null,
        visitorHash: ctx.visitorHash,
        contactPhone,
        paymentType: req.payment_type,
      };
      // Coupons (ADR 031): their uses are taken in the order's own transaction, so such an order is inserted
      // alone like a capped one, not through the group submit.
      const couponGuard = newOrderCouponGuard(checked.coupons, {
        userId: ctx.member?.id ?? null,
        phone: contactPhone,
      });
      const slot =
        capsSlots(store) && req.order_type !== OrderType.SHIP
          ? { targetMs: checked.targetMs, isAsap: checked.isAsap, now: ctx.now }
          : undefined;
      outcome = await insertWithinOpenOrderCap(db, diner, ctx.now, () =>
        slot || couponGuard
          ? insertGuardedOrder(db, { ...store, rowVersion, businessDate }, entry, {
              slot,
              coupons: couponGuard,
            })
          : state.orderBatcher.submit({ id: store.id, rowVersion, businessDate }, entry),
      );
    } catch (error) {
      // A submit with the same key committed while ours was in flight; nothing of ours was written.
      if (isIdempotencyKeyConflict(error)) throw new DuplicateSubmit();
      // Another order used the quote meanwhile, or the points were spent meanwhile: nothing written either.
      throw deliveryRefusalOf(error) ?? pointShortageOf(error) ?? error;
    }
    if (outcome.kind === 'created') {
      // Paid at the store, it reached the store as it was inserted: auto-accept it if the store does for its type.
      if (RELEASED_ON_CREATE_PAYMENT_TYPES.includes(req.payment_type)) {
        await acceptIfAutomatic(
          db,
          { id: outcome.id, storeId: store.id, orderType: req.order_type },
          store.boardSettings,
          ctx.now,
        );
      }
      // The member's last carrier, to pre-fill their next order.
      // and their server cart at this store is done with (a payment page may be left before the browser's
      // own sync of the emptied cart goes out).
      if (ctx.member) {
        await Promise.all([
          rememberInvoiceCarrier(db, ctx.member.id, invoice, ctx.now),
          clearOrderedCart(db, ctx.member.id, store.id),
        ]);
      }
      // 外送: the order holds its quote (orders.quote_id); its courier is booked when the diner's page asks
      // (POST pairing, pair-order-delivery.ts), or by the booking job should it never ask.
      const waiting =
        checked.details.orderTabType === 'waiting'
          ? await waitingPosition(db, { storeId: store.id, businessDate, orderNumber: outcome.orderNumber })
          : null;
      return {
        id: outcome.id,
        item_name: outcome.orderNumber,
        order_type: req.order_type,
        payment_type: req.payment_type,
        table_number: checked.details.tableNumber,
        target_time: formatTargetTime(checked.targetMs),
        total: fromCents(checked.totalCents),
        order_tab_type: checked.details.orderTabType,
        waiting_number: waiting?.number ?? null,
      };
    }
    // The key is taken: createOrder replays the order that has it.
    if (outcome.kind === 'key-taken') throw new DuplicateSubmit();
    // The store changed after the row we checked against was read: read it again and check again.
    fresh = true;
  }
  // The store or its menu kept changing under us; the diner re-checks the cart like after any menu update
  // (spec §4).
  throw new ApiError('menu_version_changed', '菜單已更新，請重新確認購物車');
}
