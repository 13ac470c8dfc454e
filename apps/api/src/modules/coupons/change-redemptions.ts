/**
 * A changed order's coupons (spec §7 PATCH /api/orders/{editOid}: a change is priced as a new order; ADR 031):
 * a coupon it no longer uses is given back, the discount of one it keeps follows the new cart. In the change's
 * own transaction. (A cancelled order gives its coupons back through the release_order_coupons trigger.)
 */
import type { Runner } from '../../db/client';
import { addCouponUses, releaseRedemptions, setRedemptionDiscount } from './coupons.queries';

/** Releases the order's uses of `couponIds` (each once) and lowers their used_count. */
export async function releaseOrderCoupons(
  tx: Runner,
  orderId: string,
  couponIds: readonly string[],
  at: Date,
): Promise<void> {
  const released = await releaseRedemptions(tx, orderId, couponIds, at);
  await addCouponUses(tx, released, -1);
}

/** Sets what a coupon the order keeps takes off now (integer cents of TWD). */
export async function repriceRedemption(
  tx: Runner,
  orderId: string,
  couponId: string,
  discountCents: number,
): Promise<void> {
  await setRedemptionDiscount(tx, orderId, couponId, discountCents);
}
