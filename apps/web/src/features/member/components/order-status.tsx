/**
 * Order and payment status as the history screens show them (spec §4): the zh-TW name from the catalogue
 * (member.history.status / paymentStatus), the server's name for a number the spec does not name.
 */
import { cashPaymentWhen, OrderStatus, PaymentStatus, PaymentType, readyStatusName } from '@iding/domain';
import clsx from 'clsx';
import { useTranslation } from '../../../lib/i18n';
import { orderStatusKey, orderStatusTone, paymentStatusKey, type StatusTone } from '../utils/order-display';

const TONES: Record<StatusTone, string> = {
  progress: 'bg-amber-100 text-amber-900 ring-amber-200',
  ready: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  done: 'bg-gray-100 text-gray-800 ring-gray-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

/** The status names of spec §4; `fallback` = the server's name, used only for an unnamed number. */
export function useStatusNames() {
  const { t } = useTranslation();
  return {
    /** `orderType` given: a ready order reads by its type, 可取餐, 待送達, 待出貨 (readyStatusName). */
    order(status: number, fallback?: string, orderType?: number): string {
      if (status === OrderStatus.READY && orderType !== undefined) return readyStatusName(orderType);
      const key = orderStatusKey(status);
      return key ? t(key) : fallback || t('member.history.status.unknown', { status });
    },
    /**
     * `paymentType` given: an unpaid cash order reads 取餐時付款 (貨到付款 for 外送 and 宅配, 現場付款 for 內用 by
     * `orderType`: cashPaymentWhen), not 未付款.
     */
    payment(status: number, fallback?: string, paymentType?: number, orderType?: number): string {
      if (status === PaymentStatus.UNPAID && paymentType === PaymentType.CASH)
        return cashPaymentWhen(orderType);
      const key = paymentStatusKey(status, paymentType);
      return key ? t(key) : fallback || t('member.history.paymentStatus.unknown', { status });
    },
  };
}

/** A pill with the order status (spec §4), coloured by how far the order is: 已送出, 可取餐, 已完成, 已取消. */
export function OrderStatusBadge({
  status,
  fallback,
  orderType,
  className,
}: {
  status: number;
  fallback?: string;
  /** The order type, so a ready order reads 待送達 / 待出貨 rather than 可取餐 (readyStatusName). */
  orderType?: number;
  className?: string;
}) {
  const names = useStatusNames();
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        TONES[orderStatusTone(status)],
        className,
      )}
      data-testid="order-status"
    >
      {names.order(status, fallback, orderType)}
    </span>
  );
}
