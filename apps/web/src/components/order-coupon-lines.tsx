/**
 * The coupons a placed order uses (GET /api/orders/{id} `coupons`, `discount`; spec §3 Coupon / discount
 * entry), above its total on the completion page and the order page: 「優惠券：名稱 −$20」 each, as the server
 * priced them (a gift coupon takes nothing off: 贈品). Nothing when the order uses none.
 */
import { formatCurrency, type OrderResponse } from '@iding/domain';
import { useTranslation } from '../lib/i18n';

export function OrderCouponLines({ order }: { order: Pick<OrderResponse, 'coupons' | 'discount'> }) {
  const { t } = useTranslation();
  if (order.coupons.length === 0) return null;
  return (
    <dl className="mt-2 border-t border-gray-200 pt-2 text-brand-dark" data-testid="order-coupons">
      {order.coupons.map((c) => (
        <div key={c.id} className="flex justify-between gap-3" data-testid="order-coupon-line">
          <dt className="min-w-0 break-words">{t('coupons.line', { name: c.name })}</dt>
          <dd className="shrink-0 tabular-nums">
            {c.discount > 0
              ? t('coupons.minus', { amount: formatCurrency(c.discount) })
              : t('coupons.giftLine')}
          </dd>
        </div>
      ))}
      {order.coupons.length > 1 && (
        <div className="flex justify-between gap-3 font-semibold" data-testid="order-discount">
          <dt>{t('coupons.orderDiscount')}</dt>
          <dd className="tabular-nums">{t('coupons.minus', { amount: formatCurrency(order.discount) })}</dd>
        </div>
      )}
    </dl>
  );
}
