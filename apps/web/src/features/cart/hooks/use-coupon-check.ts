/**
 * What the chosen coupons take off the cart as it is now (spec §4 Coupons; spec §7 check_order apply_coupons /
 * remove_coupons / discount): check_order with the cart, the form and the coupons, asked again 400 ms after
 * they stop changing, only while a coupon is chosen (an order without coupons is checked once, at 送出訂單).
 * The web computes no discount: the cart shows this answer. Each answer marks the chosen coupons in the draft
 * (removed with the server's message, or applying again) and says a newly removed one once in the snackbar.
 */
import type { CheckOrderRequest } from '@iding/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkoutKeys } from '../../../api/query-keys';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { type ConfirmedCoupon, useOrderDraft } from '../../../stores/order-draft-store';
import { checkOrder } from '../api/check-order';
import { markCoupons } from '../utils/chosen-coupons';

/** How long the cart and form must stay unchanged before they are checked again (ms). */
const SETTLE_MS = 400;

/** The coupons newly removed from `before` in `after` (or removed again for another reason). */
export function newlyRemoved(before: readonly ConfirmedCoupon[], after: readonly ConfirmedCoupon[]) {
  return after.filter((c) => {
    const was = before.find((b) => b.id === c.id);
    return c.removed && (!was?.removed || was.message !== c.message);
  });
}

/**
 * The snackbar's words for a removed coupon: the server's message, after the coupon's name unless the message
 * already names it (「信義店 滿百折 $20」未達最低消費 …).
 */
export function removedNotice(t: TFunction, c: Pick<ConfirmedCoupon, 'name' | 'message'>): string {
  return c.message.includes(c.name)
    ? t('coupons.removedNoticeNamed', { message: c.message })
    : t('coupons.removedNotice', { name: c.name, message: c.message });
}

/** check_order of `body` (null: no coupon chosen, nothing asked) for store `sid`. */
export function useCouponCheck(sid: string, body: CheckOrderRequest | null) {
  const { t } = useTranslation();
  const key = body ? JSON.stringify(body) : '';
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    if (key === '') return setSettled('');
    const timer = setTimeout(() => setSettled(key), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery({
    queryKey: checkoutKeys.couponCheck(sid, settled),
    queryFn: ({ signal }) => checkOrder(JSON.parse(settled) as CheckOrderRequest, signal),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const answer = query.data;
  useEffect(() => {
    if (!answer) return;
    const draft = useOrderDraft.getState();
    const marked = markCoupons(draft.coupons, answer);
    for (const c of newlyRemoved(draft.coupons, marked)) {
      notify.error(removedNotice(t, c), {
        id: `coupon-removed-${c.id}`,
      });
    }
    if (JSON.stringify(marked) !== JSON.stringify(draft.coupons)) draft.update({ coupons: marked });
  }, [answer, t]);
  return { ...query, active: settled !== '', pending: key !== settled || query.isFetching };
}
