/**
 * Changing an order (spec §7 PATCH /api/orders/{editOid}; spec §4 order status). The diner who
 * placed an order (the member, or the browser of a visitor: order-access.ts) may change its lines, time, memo,
 * contact and invoice while it is SUBMITTED, unpaid and its target time is more than the MinLead of its type
 * away (a 盡快 order: until the store accepts it). The change is checked and priced exactly as a new order (order-rules.ts checkOrder, order-request.ts),
 * keeps the order's id and number, bumps its version and is recorded in its history (order_events).
 *
 * Not here yet: orders paid online (an edit that changes their total needs a refund or a second charge;
 * refused), 外送 (a courier is booked) and 宅配 (no time slot).
 */
import {
  type EditOrderRequest,
  type EditOrderResponse,
  formatCurrency,
  fromCents,
  OFFLINE_PAYMENT_TYPES,
  type OrderEditBlock,
  type OrderEvent,
  OrderStatus,
  OrderType,
  orderEditableUntil,
  orderEditableUntilAccepted,
  orderEditBlock,
  orderTypeSettings,
  toCents,
} from '@iding/domain';
import type { Db } from '../../db/client';
import type { OrderEventSnapshot } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { requireStore } from '../stores/get-store';
import type { UserRow } from '../users/get-member';
import { formatTargetTime } from './create-order';
import { capsSlots, slotGuard } from './insert-capped-order';
import { type OrderCaller, refuseBlacklisted, requireOrderOwnerWithItems } from './order-access';
import { changedOrderCouponGuard, loadOrderCoupons, refuseRemovedCoupons } from './order-coupons';
import { changeOrderIfVersion, listOrderEvents } from './order-edits.queries';
import { loadOrderPoints, refuseUnredeemablePoints } from './order-points';
import { orderItemRows, validateOrderContact } from './order-request';
import { checkOrder, type MenuCaches } from './order-rules';
import { customItemsSnapshot } from './order-snapshots';
import { findOrderById, type OrderRow, waitingPosition } from './orders.queries';

type EditableOrder = Pick<
  OrderRow,
  'status' | 'paymentStatus' | 'paymentType' | 'orderType' | 'targetTime' | 'acceptedAt' | 'isAsap'
>;
type StoreSettings = Parameters<typeof orderTypeSettings>[0];

/** The order in the domain rule's terms (orderEditBlock). */
function editFacts(order: EditableOrder) {
  return {
    status: order.status,
    payment_status: order.paymentStatus,
    payment_type: order.paymentType,
    order_type: order.orderType,
    accepted_at: order.acceptedAt ? Math.floor(order.acceptedAt.getTime() / 1000) : null,
    is_asap: order.isAsap,
  };
}

function blockOf(order: EditableOrder): OrderEditBlock | null {
  return orderEditBlock(editFacts(order));
}

/**
 * How long the diner may change the order (GET /api/orders/{oid} editable_until, editable_until_accepted):
 * `until`, its target time minus the MinLead of its type (epoch ms), or null; `untilAccepted` for a 盡快 order
 * the store has not accepted (orderEditableUntilAccepted). Neither when it cannot be changed at all
 * (orderEditBlock) or the store no longer offers its type.
 */
export function editWindow(
  order: EditableOrder,
  store: StoreSettings,
): { until: number | null; untilAccepted: boolean } {
  const settings = orderTypeSettings(store, order.orderType);
  if (!settings) return { until: null, untilAccepted: false };
  const facts = editFacts(order);
  return {
    until: orderEditableUntil(facts, order.targetTime.getTime(), settings.MinLead),
    untilAccepted: orderEditableUntilAccepted(facts),
  };
}

/** Why the order cannot be changed, for the diner (zh-TW). */
function refusalMessage(order: EditableOrder, block: OrderEditBlock | null): string {
  switch (block) {
    case 'status':
      if (order.status === OrderStatus.CANCELLED) return '這筆訂單已經取消，無法修改';
      if (order.status === OrderStatus.COMPLETED) return '這筆訂單已完成，無法修改';
      return '店家已備妥餐點，無法修改訂單，請洽店家';
    case 'accepted':
      return '店家已接單，餐點製作中，無法修改訂單，請直接聯絡店家';
    case 'online_payment':
      return '線上付款的訂單目前無法修改，如需更改請洽店家';
    case 'paid':
      return '這筆訂單已付款，無法修改，請洽店家';
    case 'order_type':
      return '外送與宅配訂單無法線上修改，請洽店家';
    default:
      return '已超過可修改的時間（取餐前須保留店家備餐時間），如需更改請洽店家';
  }
}

/**
 * @throws ApiError cannot_edit (409) unless the order may be changed at `now` (status, payment, type, and
 *   strictly before its editWindow's `until`, or a 盡快 order not yet accepted).
 */
function refuseUneditable(order: EditableOrder, store: StoreSettings, now: number): void {
  const { until, untilAccepted } = editWindow(order, store);
  if (untilAccepted) return;
  if (until === null || now >= until)
    throw new ApiError('cannot_edit', refusalMessage(order, blockOf(order)));
}

function staleVersion(): ApiError {
  return new ApiError('edit_conflict', '這筆訂單剛剛已被修改，請重新整理後再修改');
}

/** The order's history as GET /api/orders/{oid} `events` (oldest first; totals in TWD). */
export async function orderEvents(db: Db, orderId: string): Promise<OrderEvent[]> {
  const rows = await listOrderEvents(db, orderId);
  return rows.map((e) => ({
    kind: e.kind,
    at: Math.floor(e.createdAt.getTime() / 1000),
    by: e.actor,
    version: e.version,
    before_total: fromCents(e.beforeTotalCents),
    after_total: fromCents(e.afterTotalCents),
  }));
}

/** Who changes the order: the caller (member id or visitor cookie hash) and the logged-in member row. */
export interface EditContext {
  /** epoch ms */
  now: number;
  caller: OrderCaller;
  /** The logged-in member, if any (a black-listed member is refused as at ordering). */
  member: UserRow | null;
}

/**
 * Changes an order (PATCH /api/orders/{editOid}). `req` is the whole order as it should be
 * (the body of POST /api/orders/order) plus the `version` it was read at. Order of checks: ownership (404),
 * editable (409 cannot_edit), version (409 edit_conflict), same store / type / payment / dine-in tab (422),
 * then every rule of a new order (phone, invoice, black-list, menu version, lines, time, cash limit …),
 * then the total the diner was shown (shown_total, when sent), then one conditional write
 * (changeOrderIfVersion). Nothing is written when any of them refuses.
 * @returns the order as changed (id and item_name unchanged; total TWD re-priced by the server) and its
 *   new version.
 * @throws ApiError order_not_found (404) for someone else's order or an unknown id; cannot_edit (409);
 *   edit_conflict (409) when the order changed since `version`; total_changed (409) when `shown_total` is
 *   not the total priced now; invalid_order_details (422); and the
 *   refusals of order creation (validation_error 400, member_blacklisted 403, menu_version_changed 409,
 *   menu_item_error, cart_empty, invalid_target_time, store_closed, cash_limit_exceeded … 422).
 */
export async function editOrder(
  db: Db,
  caches: MenuCaches,
  orderId: string,
  req: EditOrderRequest,
  ctx: EditContext,
): Promise<EditOrderResponse> {
  const found = await requireOrderOwnerWithItems(db, orderId, ctx.caller);
  const { order } = found;
  const store = await requireStore(db, found.storeIdentifier);
  refuseUneditable(order, store, ctx.now);
  if (req.version !== order.version) throw staleVersion();

  const refuse = (message: string) => new ApiError('invalid_order_details', message);
  if (req.identifier !== found.storeIdentifier) throw refuse('修改訂單時無法更換店家');
  if (req.order_type !== order.orderType)
    throw refuse('修改訂單時無法變更取餐方式，如需更改請取消後重新下單');
  if (req.payment_type !== order.paymentType) throw refuse('修改訂單時無法變更付款方式');
  if ((req.order_tab_type ?? null) !== (order.orderTabType ?? null)) {
    throw refuse('修改訂單時無法變更內用方式');
  }

  // The same rules and prices as a new order.
  const { contactPhone, invoice } = validateOrderContact(req);
  if (ctx.member) await refuseBlacklisted(db, ctx.member, store.id);
  // The coupons the change names (the order's own, or new ones) for the order's diner: the uses the order
  // already holds are not counted against it.
  const heldIds = order.coupons.map((c) => c.id);
  const coupons = await loadOrderCoupons(db, store, req.coupons, ctx.member, contactPhone, ctx.now, {
    orderId: order.id,
    heldIds,
  });
  // Points: the change keeps the points the order redeemed (they count as the member's again while it is
  // checked); redeeming another number means cancelling and ordering again.
  if (req.point_redeem !== order.pointsRedeemed) {
    throw new ApiError('points_not_applicable', '修改訂單時無法變更折抵點數，如需更改請取消後重新下單');
  }
  const points = await loadOrderPoints(db, store, ctx.member, order.pointsRedeemed);
  // The order does not count against its own slot in busy mode.
  const checked = await checkOrder(db, caches, store, req, ctx.now, ctx.caller, {
    excludeOrderId: order.id,
    coupons,
    points,
  });
  refuseRemovedCoupons(checked.coupons);
  refuseUnredeemablePoints(checked.points, points);
  // The total saved is the total the diner saw on 儲存修改: a store price that changed meanwhile (a 加購 extra
  // has no version like the menu) is said, not charged silently.
  if (req.shown_total !== undefined && toCents(req.shown_total) !== checked.totalCents) {
    throw new ApiError(
      'total_changed',
      `店家價格已更新，修改後金額為 ${formatCurrency(fromCents(checked.totalCents))}，請確認後再儲存`,
    );
  }

  const before: OrderEventSnapshot = {
    items: found.items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      total_cents: i.totalCents,
      options: i.options.map((o) => o.name),
      memo: i.memo,
    })),
    target_time: order.targetTime.toISOString(),
    is_asap: order.isAsap,
    memo: order.memo,
    contact_name: order.contactName,
    contact_phone: order.contactPhone,
    party_size: order.partySize ?? null,
  };
  const changed = await changeOrderIfVersion(
    db,
    orderId,
    req.version,
    OFFLINE_PAYMENT_TYPES,
    {
      tableNumber: checked.details.tableNumber,
      partySize: checked.details.partySize,
      shippingInfos: checked.details.shippingInfos,
      shippingFeeCents: checked.shippingFeeCents,
      targetTime: new Date(checked.targetMs),
      isAsap: checked.isAsap,
      contactName: req.name,
      contactPhone,
      memo: req.memo,
      menuVersion: req.menu_version,
      subtotalCents: checked.priced.totalCents,
      totalCents: checked.totalCents,
      // 加購: the extras as priced now, as the total counts them.
      customItems: customItemsSnapshot(checked.customItems),
      // Coupons re-priced on the changed cart (ADR 031).
      coupons: checked.coupons.snapshots,
      discountCents: checked.coupons.discountCents,
      pointDiscountCents: checked.points.discountCents,
      ...invoice,
    },
    orderItemRows(checked.priced),
    {
      actor: ctx.member && order.userId === ctx.member.id ? 'member' : 'visitor',
      actorUserId: ctx.member?.id ?? null,
      beforeTotalCents: order.totalCents,
      before,
      at: new Date(ctx.now),
    },
    // The coupons' uses (reserved, released, re-priced), then busy mode with a cap: the new time's slot
    // counted again under the store's slot lock.
    async (tx) => {
      await changedOrderCouponGuard(
        order.id,
        heldIds,
        checked.coupons,
        { userId: order.userId, phone: contactPhone },
        ctx.now,
      )(tx);
      if (capsSlots(store) && req.order_type !== OrderType.SHIP) {
        await slotGuard(
          store,
          { id: order.id, targetMs: checked.targetMs, isAsap: checked.isAsap },
          ctx.now,
        )(tx);
      }
    },
  );
  if (!changed) {
    // The order moved on between the checks and the write: say what happened to it.
    const current = await findOrderById(db, orderId);
    if (!current || current.version !== req.version) throw staleVersion();
    throw new ApiError('cannot_edit', refusalMessage(current, blockOf(current)));
  }
  return {
    id: changed.id,
    item_name: changed.orderNumber,
    order_type: changed.orderType,
    payment_type: changed.paymentType,
    table_number: changed.tableNumber,
    target_time: formatTargetTime(changed.targetTime.getTime()),
    total: fromCents(changed.totalCents),
    order_tab_type: changed.orderTabType ?? null,
    waiting_number: changed.orderTabType === 'waiting' ? (await waitingPosition(db, changed)).number : null,
    version: changed.version,
  };
}
