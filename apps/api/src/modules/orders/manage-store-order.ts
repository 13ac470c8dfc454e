/**
 * The store's side of an order: the board, and the transitions accept (接單, with estimated
 * minutes; the order stays SUBMITTED 1, spec §4), ready (可取餐, READY 2), complete (完成, COMPLETED 3) and
 * cancel (取消訂單, CANCELLED 4, with a reason). Each is checked against the legality matrix of
 * packages/domain (canTransition), applied with one conditional UPDATE, and audited with the staff member
 * and time in order_store_events, which also carries it live to boards and diners (migration 0020).
 *
 * The caller (the console module) has already checked that the staff member works at `storeId`; every read
 * and write here is scoped to that store id, so another store's order is "not found" (404, no data).
 * Orders paid online but not yet paid never reach the store (isReleasedToStore).
 */
import {
  autoAccepts,
  BOARD_PAGE_SIZE,
  BOARD_STAGES,
  type BoardColumn,
  type BoardList,
  type BoardResponse,
  type BoardSettings,
  type BoardStage,
  boardStage,
  type ConsoleOrder,
  canTransition,
  type OrderAction,
  OrderStatus,
  OrderType,
  PaymentStatus,
  PaymentType,
  RELEASED_ON_CREATE_PAYMENT_TYPES,
  taipeiDate,
  taipeiDateTimeToMs,
} from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import type { DeliveryProvider } from '../../providers/delivery/index';
import { listConsoleOrders } from './list-console-orders';
import { cancelOrderDelivery } from './order-delivery';
import type { OrderPayments } from './order-payment-status';
import {
  applyStoreTransition,
  type BoardScope,
  countBoardColumns,
  findBoardSettings,
  findOrderWithBoardSettings,
  findStoreOrder,
  isStoreOrder,
  lastStoreEventId,
  listBoardColumn,
  type StoreOrderRow,
  setTransferPaid,
  type TransitionWrite,
} from './store-orders.queries';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

function stageOf(order: StoreOrderRow): BoardStage {
  return boardStage({ status: order.status, accepted_at: seconds(order.acceptedAt) });
}

/**
 * The board's scope now (epoch ms `now`): the store's released orders, today in Asia/Taipei, where 預約
 * ends (now plus the store's board.scheduled_lead_minutes), and order type `orderType` only when given (spec §3
 * order types 0–3).
 */
export async function boardScope(
  db: Db,
  storeId: number,
  now: number,
  orderType?: number,
): Promise<BoardScope> {
  const businessDate = taipeiDate(now);
  const { scheduled_lead_minutes } = await findBoardSettings(db, storeId);
  return {
    storeId,
    businessDate,
    dayStart: new Date(taipeiDateTimeToMs(businessDate, '00:00')),
    scheduledFrom: new Date(now + scheduled_lead_minutes * 60_000),
    releasedOnCreateTypes: RELEASED_ON_CREATE_PAYMENT_TYPES,
    orderType,
  };
}

/** Reads one more row than `limit`, to know whether another page follows. */
function pageOf(rows: StoreOrderRow[], limit: number): { rows: StoreOrderRow[]; nextAfter: string | null } {
  if (rows.length <= limit) return { rows, nextAfter: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextAfter: page[page.length - 1]!.id };
}

/**
 * The board of a store (domain ZBoardResponse): each column's first `limit` orders in the column's order, as
 * the store sees them (ConsoleOrder), with the column's true count and where its next page starts, and the
 * last event id to follow live from. Open orders of any day and today's (Asia/Taipei) completed and
 * cancelled ones, whatever their number: a new order is first in 新訂單.
 * @param now epoch ms.
 * @param view.limit orders per column (BOARD_PAGE_SIZE); view.orderType only orders of this type (spec §3
 *   order types 0–3), pages and counts alike.
 */
export async function getStoreBoard(
  db: Db,
  storeId: number,
  now: number,
  view: { limit?: number; orderType?: number } = {},
): Promise<BoardResponse> {
  const limit = view.limit ?? BOARD_PAGE_SIZE.default;
  // The event id is read first: an event committed between the reads is then sent again, never lost.
  const lastEventId = await lastStoreEventId(db, storeId);
  const scope = await boardScope(db, storeId, now, view.orderType);
  const counts = await countBoardColumns(db, scope);
  const pages: ReturnType<typeof pageOf>[] = [];
  for (const stage of BOARD_STAGES) {
    pages.push(pageOf(await listBoardColumn(db, scope, stage, { limit: limit + 1 }), limit));
  }
  // One pass over every listed order: a few queries for the lot, not per column.
  const shown = await listConsoleOrders(
    db,
    storeId,
    pages.flatMap((p) => p.rows),
  );
  let at = 0;
  const columns = {} as BoardResponse['columns'];
  BOARD_STAGES.forEach((stage, i) => {
    const page = pages[i]!;
    columns[stage] = {
      orders: shown.slice(at, at + page.rows.length),
      count: counts[stage],
      next_after: page.nextAfter,
    };
    at += page.rows.length;
  });
  return { columns, last_event_id: lastEventId };
}

/**
 * A page of one board column (載入更多): the `limit` orders after order `after` in the column's order (the first
 * page without it), its true count and where the next page starts. Paging on returns every order of the
 * column exactly once, even while orders arrive (keyset paging on the column's key). `page.order_type`: only
 * orders of this type (spec §3 order types 0–3), the count too.
 * @param now epoch ms.
 * @throws ApiError validation_error (400) when `after` is not an order of the store.
 */
export async function getBoardColumn(
  db: Db,
  storeId: number,
  stage: BoardList,
  now: number,
  page: { after?: string; limit?: number; order_type?: number },
): Promise<BoardColumn> {
  const limit = page.limit ?? BOARD_PAGE_SIZE.default;
  if (page.after && !(await isStoreOrder(db, storeId, page.after))) {
    throw new ApiError('validation_error', '找不到分頁位置，請重新整理看板');
  }
  const scope = await boardScope(db, storeId, now, page.order_type);
  const counts = await countBoardColumns(db, scope);
  const { rows, nextAfter } = pageOf(
    await listBoardColumn(db, scope, stage, { after: page.after, limit: limit + 1 }),
    limit,
  );
  return { orders: await listConsoleOrders(db, storeId, rows), count: counts[stage], next_after: nextAfter };
}

/** One order as the store sees it (the shared view of listConsoleOrders). */
async function consoleOrderOf(db: Db, storeId: number, order: StoreOrderRow): Promise<ConsoleOrder> {
  const [shown] = await listConsoleOrders(db, storeId, [order]);
  return shown!;
}

/**
 * One order of the store with everything the diner chose (the console's order detail).
 * @throws ApiError order_not_found (404) for another store's, unknown or unreleased order.
 */
export async function getStoreOrder(db: Db, storeId: number, orderId: string): Promise<ConsoleOrder> {
  return consoleOrderOf(db, storeId, await requireStoreOrder(db, storeId, orderId));
}

/** One order of the store as the board shows it. @throws ApiError order_not_found (404) */
async function requireStoreOrder(db: Db, storeId: number, orderId: string): Promise<StoreOrderRow> {
  const order = isUuid(orderId)
    ? await findStoreOrder(db, storeId, orderId, RELEASED_ON_CREATE_PAYMENT_TYPES)
    : undefined;
  if (!order) throw new ApiError('order_not_found', '找不到這筆訂單');
  return order;
}

const REFUSED: Record<BoardStage, string> = {
  new: '這筆訂單尚未接單',
  preparing: '這筆訂單已接單',
  ready: '這筆訂單已可取餐',
  completed: '這筆訂單已完成',
  cancelled: '這筆訂單已取消',
};

const ACTION_NAMES: Record<OrderAction, string> = {
  accept: '接單',
  ready: '可取餐',
  complete: '完成',
  cancel: '取消訂單',
};

/** An order the store has just completed, as the modules above orders read it (money in cents of TWD). */
export interface CompletedOrder {
  id: string;
  storeId: number;
  /** The member it belongs to; null for a visitor's order. */
  userId: number | null;
  /** spec §3 PaymentType. */
  paymentType: number;
  /** The items total as the server priced them (no shipping fee, no custom items). */
  subtotalCents: number;
  /** What the order's coupons take off the items total (ADR 031). */
  discountCents: number;
  /** What the points it redeemed take off (spec §3 order_point_discount). */
  pointDiscountCents: number;
}

/**
 * What happens in the transaction that completes an order (完成), given to the orders module by the module
 * above it (ADR 024: points/earn-order-points.ts earnOrderPoints writes the points the order earns, spec §3
 * NEW_ORDER_GAIN 40). What it throws undoes the completion.
 * @param tx the completion's open transaction; now epoch ms.
 */
export type OnOrderCompleted = (tx: Runner, order: CompletedOrder, now: number) => Promise<unknown>;

/** What a transition needs besides the order: the acting staff member, now (epoch ms) and its input. */
export interface StoreActionInput {
  /** The acting staff member; null for a job (the day-end completion). */
  staffId: number | null;
  now: number;
  /** accept only: estimated minutes until ready. */
  estimateMinutes?: number;
  /** cancel only: the reason the diner is told. */
  reason?: string;
  /** cancel only: the delivery adapter, to call a 外送 order's courier off. */
  delivery?: DeliveryProvider;
  /** cancel: the payments module's side of the order, to refund an order paid online or with 儲值金. */
  payments?: OrderPayments;
  /** cancel only: told of a refund the provider refused (the reconciliation job retries it). */
  onRefundError?: (error: unknown) => void;
  /** complete only: run in the completion's transaction (the points the order earns; OnOrderCompleted). */
  onCompleted?: OnOrderCompleted;
}

function writeFor(action: OrderAction, input: StoreActionInput): TransitionWrite {
  const at = new Date(input.now);
  switch (action) {
    case 'accept':
      return {
        set: { acceptedAt: at, estimateMinutes: input.estimateMinutes ?? null },
        fromStatuses: [OrderStatus.SUBMITTED],
        notAccepted: true,
      };
    case 'ready':
      return { set: { status: OrderStatus.READY, readyAt: at }, fromStatuses: [OrderStatus.SUBMITTED] };
    case 'complete':
      return {
        set: { status: OrderStatus.COMPLETED, completedAt: at },
        fromStatuses: [OrderStatus.SUBMITTED, OrderStatus.READY],
      };
    case 'cancel':
      return {
        set: { status: OrderStatus.CANCELLED, cancelReason: input.reason ?? '' },
        fromStatuses: [OrderStatus.SUBMITTED, OrderStatus.READY],
      };
  }
}

/**
 * Auto-accept (ZBoardSettings auto_accept_order_types; docs/features.md "Store console"): an order of a type
 * the store accepts automatically is accepted the moment it reaches the store, as if staff had pressed 接單
 * with no estimate (the diner reads 製作中 and the pickup time). The board still chimes for it (its `created`
 * event) and shows it under 製作中. Called where an order is released to the store: on creation when it is
 * paid at the store (create-order.ts), on capture when it is paid through the app (acceptPaidOrderIfAutomatic).
 * @param board the store's board setting as stored (keys may be missing); now epoch ms.
 * @returns whether this call accepted it (false: not a type the store auto-accepts, or no longer waiting).
 */
export async function acceptIfAutomatic(
  db: Db,
  order: { id: string; storeId: number; orderType: number },
  board: Partial<BoardSettings> | null | undefined,
  now: number,
): Promise<boolean> {
  if (!autoAccepts(board, order.orderType)) return false;
  const updated = await applyStoreTransition(
    db,
    order.storeId,
    order.id,
    writeFor('accept', { staffId: null, now }),
    { kind: 'accept', actorStaffId: null },
  );
  return updated !== undefined;
}

/** acceptIfAutomatic for an order just paid through the app (the payments module), read with its store's setting. */
export async function acceptPaidOrderIfAutomatic(db: Db, orderId: string, now: number): Promise<boolean> {
  const found = await findOrderWithBoardSettings(db, orderId);
  return found ? acceptIfAutomatic(db, found.order, found.board, now) : false;
}

/**
 * Applies a store action to an order of `storeId` (legality matrix, conditional UPDATE, audit event).
 * A 外送 order being cancelled calls its courier off first (order-delivery.ts). An order paid online or with
 * 儲值金 is cancelled, then refunded in full through the provider that took it (input.payments; ADR 015):
 * a refund the provider refuses now is logged through onRefundError and retried by the reconciliation job,
 * which refunds every cancelled order still marked paid.
 * @returns the order as the store sees it after the action (ConsoleOrder).
 * @throws ApiError order_not_found (404) for another store's, unknown or unreleased order;
 *   order_transition_invalid (409) when the matrix forbids the action at the order's stage (nothing changes).
 */
export async function applyStoreAction(
  db: Db,
  storeId: number,
  orderId: string,
  action: OrderAction,
  input: StoreActionInput,
): Promise<ConsoleOrder> {
  const order = await requireStoreOrder(db, storeId, orderId);
  const stage = stageOf(order);
  if (!canTransition(stage, action)) {
    throw new ApiError('order_transition_invalid', `${REFUSED[stage]}，無法${ACTION_NAMES[action]}`);
  }
  const updated = await transitionStoreOrder(db, storeId, order, action, input);
  if (!updated) {
    // Someone else acted first: report the state that made the UPDATE miss.
    const current = await requireStoreOrder(db, storeId, orderId);
    throw new ApiError(
      'order_transition_invalid',
      `${REFUSED[stageOf(current)]}，無法${ACTION_NAMES[action]}`,
    );
  }
  return consoleOrderOf(db, storeId, updated);
}

/**
 * The write of a store action on a released order of `storeId` already read (`order`), without the legality
 * matrix (the caller checks it, or settles a past day's open orders: previous-open-orders.ts): a cancelled
 * 外送 order's courier is called off first, then one conditional UPDATE with its order_store_events row (the
 * live boards and the diner's page) and, for a completion, input.onCompleted in the same transaction (the
 * points it earns), then a cancelled order paid online or with 儲值金 is refunded in full.
 * @returns the order after the action, or undefined when it had left the statuses the action applies to.
 * @throws what cancelOrderDelivery throws for a courier who cannot be called off (nothing changes).
 */
export async function transitionStoreOrder(
  db: Db,
  storeId: number,
  order: StoreOrderRow,
  action: OrderAction,
  input: StoreActionInput,
): Promise<StoreOrderRow | undefined> {
  if (action === 'cancel' && order.orderType === OrderType.DELIVERY && input.delivery) {
    await cancelOrderDelivery(db, input.delivery, order.id, input.now);
  }
  const onCompleted = action === 'complete' ? input.onCompleted : undefined;
  const updated = await applyStoreTransition(
    db,
    storeId,
    order.id,
    writeFor(action, input),
    { kind: action, actorStaffId: input.staffId },
    onCompleted && ((tx, completed) => onCompleted(tx, completed, input.now)),
  );
  if (!updated) return undefined;
  if (action === 'cancel' && updated.paymentStatus === PaymentStatus.PAID_FULL) {
    try {
      await input.payments?.refund(updated.id, input.now);
      return await requireStoreOrder(db, storeId, order.id);
    } catch (error) {
      input.onRefundError?.(error);
    }
  }
  return updated;
}

/**
 * 確認收款 of a 轉帳 order (docs/features.md "轉帳"): the store found the transfer in its account (the diner's
 * reported last five digits help) and marks the order PAID_FULL (spec §4 Payment status); the diner's page then
 * shows 已付款. Allowed at any status but cancelled, once.
 * @throws ApiError order_not_found (404) for another store's or an unknown order; payment_method_mismatch (422)
 *   for an order not paid by 轉帳; order_not_payable (409) when already paid or cancelled.
 */
export async function confirmTransfer(
  db: Db,
  storeId: number,
  orderId: string,
  staffId: number | null,
): Promise<ConsoleOrder> {
  const order = await requireStoreOrder(db, storeId, orderId);
  if (order.paymentType !== PaymentType.TRANSFER) {
    throw new ApiError('payment_method_mismatch', '這筆訂單不是轉帳付款');
  }
  const updated = await setTransferPaid(db, storeId, orderId, staffId);
  if (!updated) throw new ApiError('order_not_payable', '這筆訂單已付款或已取消，無法確認收款');
  return consoleOrderOf(db, storeId, updated);
}
