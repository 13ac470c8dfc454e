/**
 * The breakdown under the lines on the cart page and 修改訂單 (spec §3 Order draft customItems; spec §4
 * Coupons): 餐點小計, the fee, each 加購 line, each coupon that applies as 「優惠券：名稱 −$20」 (a gift coupon:
 * 贈品 and the entree) and each the server removed marked 已移除 with its message, when there is any of these;
 * then the 合計 in bold. Every coupon figure is the server's.
 */
import { formatCurrency } from '@iding/domain';
import { useTranslation } from '../../../lib/i18n';
import type { OrderTotals } from '../utils/order-totals';

export function OrderTotalsSummary({
  totals,
  feeLabel,
  totalTestId,
}: {
  totals: OrderTotals;
  /** The fee's name: 運費 (宅配) or 外送費. */
  feeLabel: string;
  /** data-testid of the 合計 line. */
  totalTestId: string;
}) {
  const { t } = useTranslation();
  const detailed =
    totals.fee > 0 ||
    totals.extras.length > 0 ||
    totals.coupons.length > 0 ||
    totals.removedCoupons.length > 0;
  return (
    <>
      {detailed && (
        <dl className="mt-3 px-1 text-gray-800" data-testid="order-breakdown">
          <div className="flex justify-between">
            <dt>{t('orderTypes.itemsTotal')}</dt>
            <dd className="tabular-nums">{formatCurrency(totals.items)}</dd>
          </div>
          {totals.fee > 0 && (
            <div className="flex justify-between" data-testid="shipping-fee">
              <dt>{feeLabel}</dt>
              <dd className="tabular-nums">{formatCurrency(totals.fee)}</dd>
            </div>
          )}
          {totals.extras.map((c) => (
            <div key={c.id} className="flex justify-between">
              <dt>{t('checkout.customItemLine', { name: c.name })}</dt>
              <dd className="tabular-nums">{formatCurrency(c.price)}</dd>
            </div>
          ))}
          {totals.coupons.map((c) => (
            <div key={c.id} className="flex justify-between gap-3 text-brand-dark" data-testid="coupon-line">
              <dt className="min-w-0 break-words">{t('coupons.line', { name: c.name })}</dt>
              <dd className="shrink-0 tabular-nums">
                {c.gift === null
                  ? t('coupons.minus', { amount: formatCurrency(c.discount) })
                  : `${t('coupons.giftLine')}${c.gift ? `「${c.gift}」` : ''}`}
              </dd>
            </div>
          ))}
          {totals.removedCoupons.map((c) => (
            <div key={c.id} className="text-sm text-gray-700" data-testid="coupon-removed-line">
              <dt className="flex justify-between gap-3">
                <span className="min-w-0 break-words line-through">
                  {t('coupons.line', { name: c.name })}
                </span>
                <span className="shrink-0 font-semibold text-red-700 no-underline">
                  {t('coupons.removed')}
                </span>
              </dt>
              <dd>{c.message}</dd>
            </div>
          ))}
        </dl>
      )}
      <p
        className="mt-3 flex items-baseline justify-between px-1 text-lg font-bold"
        data-testid={totalTestId}
      >
        <span>{t('common.total')}</span>
        <span className="tabular-nums">{formatCurrency(totals.total)}</span>
      </p>
    </>
  );
}
