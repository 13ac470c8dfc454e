/**
 * A coupon as the cart's 優惠券 and the member's coupon pages show it (spec §3 Coupon types): its name, what it
 * gives in plain zh-TW (lib/coupon-text.ts), the minimum spend and the last day, and, greyed, why
 * the diner cannot use it now (the server's `refusal`, with `refusalAction` such as a 登入會員 link). On the
 * cart it is a checkbox (`selection`); a coupon the server removed from the order says so with its message.
 */
import type { CouponView } from '@iding/domain';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { benefitText, couponConditions, type EntreeName } from '../lib/coupon-text';
import { useTranslation } from '../lib/i18n';

export function CouponCard({
  coupon,
  entreeName,
  selection,
  refusalAction,
  removedMessage,
  aside,
  footer,
  showDescription = false,
}: {
  coupon: CouponView;
  /** The store's entree names (the cart has the menu), for 贈「阿薩姆紅茶」 and 「珍珠奶茶」買一送一. */
  entreeName?: EntreeName;
  /** The cart: chosen or not; a coupon with a refusal cannot be chosen. */
  selection?: { checked: boolean; onChange(checked: boolean): void };
  /** Shown after the refusal (e.g. a 登入會員 link). */
  refusalAction?: ReactNode;
  /** The server removed it from the order (spec §4 Coupons): why. */
  removedMessage?: string | null;
  /** On the right of the name (e.g. the store, or 移除). */
  aside?: ReactNode;
  /** Under the conditions (e.g. the order it was used on). */
  footer?: ReactNode;
  /** The store's own words for it (where no menu names its entrees: the member's pages). */
  showDescription?: boolean;
}) {
  const { t } = useTranslation();
  const refused = coupon.refusal !== null && !selection?.checked;
  const body = (
    <span className="min-w-0 flex-1">
      <span className="flex items-start justify-between gap-2">
        <span className={clsx('font-semibold break-words', refused && 'text-gray-600')}>{coupon.name}</span>
        {aside}
      </span>
      <span
        className={clsx('block text-lg font-bold', refused ? 'text-gray-600' : 'text-brand-dark')}
        data-testid="coupon-benefit"
      >
        {benefitText(t, coupon.benefit, entreeName)}
      </span>
      {showDescription && coupon.description && (
        <span className="block text-sm text-gray-800">{coupon.description}</span>
      )}
      <span className="block text-sm text-gray-700">{couponConditions(t, coupon)}</span>
      {coupon.exclusive && <span className="block text-sm text-gray-700">{t('coupons.exclusive')}</span>}
      {refused && (
        <span className="mt-1 block text-sm text-gray-600" data-testid="coupon-refusal">
          {coupon.refusal}
        </span>
      )}
      {removedMessage && (
        <span className="mt-1 block text-sm font-semibold text-red-700" data-testid="coupon-removed">
          {t('coupons.removed')}：{removedMessage}
        </span>
      )}
      {footer}
    </span>
  );
  const frame = clsx(
    'flex gap-3 rounded-xl border border-dashed p-3',
    refused ? 'border-gray-300 bg-gray-50' : 'border-brand-dark/40 bg-white',
    selection?.checked && 'border-solid border-brand-dark bg-brand/10',
  );
  if (!selection) {
    return (
      <div className={frame} data-testid="coupon-card">
        {body}
      </div>
    );
  }
  return (
    <div className={clsx(frame, 'flex-col')} data-testid="coupon-card">
      <label className={clsx('flex min-w-0 gap-3', refused ? 'cursor-not-allowed' : 'cursor-pointer')}>
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-dark"
          checked={selection.checked}
          disabled={refused}
          onChange={(e) => selection.onChange(e.target.checked)}
        />
        {body}
      </label>
      {refused && refusalAction && <div className="-mt-2 pl-8">{refusalAction}</div>}
    </div>
  );
}
