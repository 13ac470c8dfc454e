/**
 * The breakdown under the lines on the cart page and 修改訂單 (spec §3 Order draft customItems): 餐點小計,
 * the fee, each 加購 line when there is a fee or an extra, then the 合計 in bold.
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
  return (
    <>
      {(totals.fee > 0 || totals.extras.length > 0) && (
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
