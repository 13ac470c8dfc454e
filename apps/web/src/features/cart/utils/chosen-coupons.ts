/**
 * The coupons chosen on the cart as check_order answers them (spec §4 Coupons): which are sent, and how its
 * answer marks them. The choice itself lives in the order draft (stores/order-draft-store.ts).
 */
import type { ConfirmedCoupon } from '../../../stores/order-draft-store';

/** The chosen coupons that may be sent: not removed by the server's last answer (spec §4 Coupons). */
export function couponsToSend(
  coupons: readonly ConfirmedCoupon[] | undefined,
): { id: string; code?: string }[] {
  return (coupons ?? [])
    .filter((c) => !c.removed)
    .map((c) => (c.code ? { id: c.id, code: c.code } : { id: c.id }));
}

/**
 * `coupons` marked by check_order's answer (spec §4 Coupons): a coupon in remove_coupons is removed with the
 * server's message; one in apply_coupons is not (the cart changed and it applies again). Others unchanged.
 */
export function markCoupons(
  coupons: readonly ConfirmedCoupon[],
  answer: {
    apply_coupons: readonly { id: string }[];
    remove_coupons: readonly { id: string; message: string }[];
  },
): ConfirmedCoupon[] {
  return coupons.map((c) => {
    const removed = answer.remove_coupons.find((r) => r.id === c.id);
    if (removed) return { ...c, removed: true, message: removed.message };
    if (answer.apply_coupons.some((a) => a.id === c.id)) return { ...c, removed: false, message: '' };
    return c;
  });
}
