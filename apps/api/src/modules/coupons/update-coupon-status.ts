/**
 * The console pauses, resumes or ends a coupon of its store (docs/features.md "Console coupons"; ADR 031). A
 * paused or ended coupon is offered to nobody: the diner's lists leave it out and check_order removes it with
 * 此優惠券已停止使用 (resolve-coupons.ts); orders that already use it keep it. Ending is final.
 */
import type { ConsoleCoupon, CouponStatus } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import { findCouponsByIds, setStoreCouponStatus } from './coupons.queries';
import { consoleCouponOf } from './list-console-coupons';

/**
 * Sets the status of coupon `id` of the store.
 * @returns the coupon as the console lists it.
 * @throws ApiError coupon_not_found (404) for an unknown id or another store's coupon; forbidden (403) for a
 *   brand-wide coupon (the import file manages those); coupon_ended (409) for a coupon already ended.
 */
export async function updateCouponStatus(
  db: Db,
  store: { storeId: number; brandId: number },
  id: string,
  status: CouponStatus,
): Promise<ConsoleCoupon> {
  const { storeId, brandId } = store;
  if (!isUuid(id)) throw new ApiError('coupon_not_found', '找不到這張優惠券');
  const row = await setStoreCouponStatus(db, storeId, id, status);
  if (row) return consoleCouponOf(row);
  const [found] = await findCouponsByIds(db, [id]);
  const ours = found && found.brandId === brandId && (found.storeId === null || found.storeId === storeId);
  if (!found || !ours) throw new ApiError('coupon_not_found', '找不到這張優惠券');
  if (found.storeId === null) throw new ApiError('forbidden', '全品牌優惠券無法在單一門市變更');
  throw new ApiError('coupon_ended', '此優惠券已結束，無法再暫停或恢復');
}
