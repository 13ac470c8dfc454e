/**
 * Points redeemed on an order (spec §3 combinedOrder.order_point; spec §6 points redemption only for members
 * where the store runs points; spec §7 check_order point_redeem): how many of the points the diner asks for
 * apply and what they take off, by the domain's rule (maxRedeemablePoints: the member's balance, and no more
 * than the store's share of the items total net of coupons), and what the order will earn. The points leave
 * the balance in the order's own insert (db/functions/redeem_order_points.sql) and come back if it is cancelled.
 */
import {
  fromCents,
  maxRedeemablePoints,
  type OrderPoint,
  type PointRule,
  pointEarningContext,
  pointsEarned,
  pointValueCents,
} from '@iding/domain';
import type { Runner } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isCheckViolation } from '../../lib/pg-errors';
import { pointRuleOf } from '../stores/store-point-rule';
import type { UserRow } from '../users/get-member';
import { pointBalance } from '../users/point-balance';

/** The store's rule and the diner's balance (0 for a visitor), as the order checks need them. */
export interface OrderPointInput {
  rule: PointRule;
  balance: number;
  member: boolean;
}

/** No points: a visitor, or a store without a rule. */
export const NO_POINTS: OrderPointInput = { rule: pointRuleOf(null), balance: 0, member: false };

/** What the points do to an order. */
export interface PricedPoints {
  /** Points asked for (the request's point_redeem). */
  requested: number;
  /** Points that apply: min(requested, max). */
  redeemed: number;
  /** The most this order may redeem now. */
  max: number;
  /** What the redeemed points take off, integer cents of TWD. */
  discountCents: number;
  balance: number;
}

/**
 * The store's rule and the member's balance there (no query for a visitor, or for a request that redeems none).
 * @param heldPoints points the order being changed already redeemed (they count as the member's again).
 */
export async function loadOrderPoints(
  db: Runner,
  store: { id: number; pointRule: unknown },
  member: UserRow | null,
  heldPoints = 0,
): Promise<OrderPointInput> {
  const rule = pointRuleOf(store.pointRule);
  if (!member || pointValueCents(rule) <= 0) return { rule, balance: 0, member: member !== null };
  return { rule, balance: (await pointBalance(db, member.id, store.id)) + heldPoints, member: true };
}

/** Prices the points of a request on the items total net of coupons (pure). */
export function priceOrderPoints(
  input: OrderPointInput,
  requested: number,
  itemsNetCents: number,
): PricedPoints {
  const max = input.member ? maxRedeemablePoints(input.rule, input.balance, itemsNetCents) : 0;
  const redeemed = Math.min(requested, max);
  return {
    requested,
    redeemed,
    max,
    discountCents: redeemed * pointValueCents(input.rule),
    balance: input.balance,
  };
}

/**
 * Refuses an order or change that asks for points it may not redeem: the diner sees the points that apply on the
 * cart (check_order) and sends those.
 * @throws ApiError points_not_applicable (422) saying why.
 */
export function refuseUnredeemablePoints(points: PricedPoints, input: OrderPointInput): void {
  if (points.requested === points.redeemed) return;
  if (!input.member) throw new ApiError('points_not_applicable', '點數折抵需先登入會員');
  if (points.max === 0 && pointValueCents(input.rule) <= 0) {
    throw new ApiError('points_not_applicable', '這家店目前不提供點數折抵');
  }
  throw new ApiError(
    'points_not_applicable',
    `這筆訂單最多可折抵 ${points.max} ${input.rule.PMName}，請重新確認後再送出`,
  );
}

/** The order's insert found fewer points than it redeems (spent meanwhile): nothing was written. */
export function pointShortageOf(error: unknown): ApiError | undefined {
  if (!isCheckViolation(error, 'store_members_point_nonneg')) return undefined;
  return new ApiError('points_not_applicable', '點數餘額已變動，請重新確認折抵點數後再送出');
}

/**
 * spec §3 combinedOrder.order_point for check_order: the points redeemed and what they take off, and what the
 * order earns on completion at the items total net of coupons and points (pointsEarned).
 */
export function orderPointOf(
  points: PricedPoints,
  input: OrderPointInput,
  itemsNetCents: number,
  paymentType: number,
): OrderPoint {
  const gain = input.member
    ? pointsEarned(
        input.rule,
        fromCents(Math.max(0, itemsNetCents - points.discountCents)),
        pointEarningContext(paymentType),
      )
    : 0;
  const discount = fromCents(points.discountCents);
  return {
    item_point_discount: 0,
    item_point_gain: 0,
    item_point_redeem: 0,
    order_point_discount: discount,
    order_point_gain: gain,
    order_point_redeem: points.redeemed,
    total_order_point_discount: discount,
    total_order_point_gain: gain,
    total_order_point_redeem: points.redeemed,
  };
}
