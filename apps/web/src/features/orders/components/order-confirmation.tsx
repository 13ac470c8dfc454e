/**
 * A placed order's confirmation, shared by order completed (spec §2 /stores/{sid}/order_completed: the order id
 * kept under localStorage `orderId`, spec §9) and pairing (/stores/{sid}/pairing/{oid}). It shows what to tell
 * the counter (訂單編號, or 手機末三碼 at a store that hides serials) with what happens next (
 * components/pickup-note.tsx), pickup time, store, items, total and payment (a cash order: 現金（取餐時付款）, 外送 貨到付款;
 * one paid online: LINE Pay（已付款）), the order type's details (spec §3 order types: 用餐方式, 內用方式,
 * 桌號, 用餐人數, a waiting-list number with the parties ahead, a 宅配 address and fee, a 外送 address, 外送費
 * and delivery status), with 回到店家 back to /stores/{sid} (spec §2 "Returning to a store"). From md up: the
 * confirmation and store on the left, the items on the right.
 */
import {
  formatCurrency,
  formatDateTime,
  isPaidThroughApp,
  ORDER_TYPE_NAMES,
  ORDER_TYPE_PICKER_NAME,
  OrderType,
  orderStoreTitle,
  PAYMENT_TYPE_NAMES,
  PaymentStatus,
  PaymentType,
  paymentText,
  taipeiTime,
} from '@iding/domain';
import { Link } from 'react-router';
import { useOrder } from '../../../api/get-order';
import { InvoiceSummary } from '../../../components/invoice-summary';
import { OrderCouponLines } from '../../../components/order-coupon-lines';
import { EditOrderLink, OrderEditHistory } from '../../../components/order-edit';
import { OrderItems } from '../../../components/order-items';
import { OrderProgress } from '../../../components/order-progress';
import { OrderStoreCard } from '../../../components/order-store-card';
import {
  arrivalMs,
  DeliveryStatusCard,
  ShippingFeeLines,
  useOrderTypeRows,
  WaitingNumber,
} from '../../../components/order-type-details';
import { PageError, PageLoading } from '../../../components/page-status';
import { PickupCode, PickupNext } from '../../../components/pickup-note';
import { SectionCard } from '../../../components/section-card';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { orderTimeLabels } from '../../../lib/order-time-labels';
import { paths } from '../../../lib/paths';
import { TransferCard } from './transfer-card';

/**
 * The confirmation of order `orderId` (UUID) at store `sid`; 找不到訂單 when there is none or it is not the
 * caller's (GET /api/orders/{id} 404), with why: `byLink` says the order came from the address (pairing), not
 * from this browser's last order.
 */
export function OrderConfirmation({
  sid,
  orderId,
  byLink = false,
}: {
  sid: string;
  orderId: string;
  byLink?: boolean;
}) {
  const { t } = useTranslation();
  const { data: order, error, refetch } = useOrder(orderId);
  const typeRows = useOrderTypeRows(
    order ?? {
      order_tab_type: null,
      party_size: null,
      table_number: null,
      shipping_infos: null,
      waiting: null,
      status: 0,
    },
  );
  useDocumentTitle(order?.store_name, t('completed.title'));

  const back = (
    <Link to={paths.storeHome(sid)} className="btn-primary w-full">
      {t('completed.backToStore')}
    </Link>
  );
  if (!orderId || (error instanceof ApiError && error.status === 404)) {
    return (
      <main className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">{t('completed.missing')}</h1>
        <p className="text-gray-700">{t(byLink ? 'completed.missingLinkHint' : 'completed.missingHint')}</p>
        {back}
        <Link
          to={paths.orderLookup()}
          className="inline-flex min-h-11 items-center text-brand-dark underline"
        >
          {t('completed.lookup')}
        </Link>
      </main>
    );
  }
  if (error)
    return <PageError text={t('errors.get_completed_order')} error={error} onRetry={() => refetch()} />;
  if (!order) return <PageLoading />;

  // A 外送 order's 盡快 time is its arrival, the one ETA the delivery card says too (arrivalMs).
  const eta = order.order_type === OrderType.DELIVERY ? order.delivery?.eta_minutes : undefined;
  const time = eta ? taipeiTime(arrivalMs(order, eta)) : order.target_time.slice(11, 16);
  // 取餐時間, 送達時間 (外送) or 訂位時間; none for 宅配, seated and waiting orders (spec §5).
  const timeLabels = orderTimeLabels(t, order.order_type, order.order_tab_type);
  const payment = PAYMENT_TYPE_NAMES[order.payment_type as PaymentType] ?? String(order.payment_type);

  return (
    <main className="mx-auto max-w-xl px-4 pt-5 pb-32 md:grid md:max-w-5xl md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6 md:px-6 md:pb-12">
      <div>
        <section className="card text-center" aria-labelledby="completed-h">
          <p
            aria-hidden
            className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-800"
          >
            ✓
          </p>
          <h1 id="completed-h" className="mt-2 text-xl font-bold">
            {t('completed.sent')}
          </h1>
          <PickupCode order={order} className="mt-3" />
          {/* the store's progress, live. */}
          <OrderProgress order={order} className="mt-3" />
          <PickupNext order={order} className="mt-2 text-gray-800" />
          <WaitingNumber order={order} className="mt-3" />
          <DeliveryStatusCard order={order} className="mt-3" />
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left">
            <dt className="text-gray-700">{ORDER_TYPE_PICKER_NAME}</dt>
            <dd>{ORDER_TYPE_NAMES[order.order_type as OrderType] ?? order.order_type}</dd>
            {timeLabels && (
              <>
                <dt className="text-gray-700">{timeLabels.title}</dt>
                <dd className="font-semibold tabular-nums">
                  {order.is_asap ? timeLabels.asapAt(time) : formatDateTime(order.target_time)}
                </dd>
              </>
            )}
            {order.table_number && (
              <>
                <dt className="text-gray-700">{t('orderTypes.table')}</dt>
                <dd className="font-semibold tabular-nums" data-testid="table-number">
                  {order.table_number}
                </dd>
              </>
            )}
            {typeRows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-gray-700">{term}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
            <dt className="text-gray-700">{t('completed.contact')}</dt>
            <dd>
              {order.name} {order.phone}
            </dd>
            {/* E-invoice: docs/features.md "E-invoice (電子發票)" */}
            <dt className="text-gray-700">{t('invoice.title')}</dt>
            <dd className="min-w-0 break-words">
              <InvoiceSummary order={order} />
            </dd>
          </dl>
          {/* 修改訂單 while the order may still be changed. */}
          <EditOrderLink order={order} className="mt-4" />
        </section>

        {/* 轉帳: the store's account, the deadline and 回報轉帳 (docs/features.md "轉帳"). */}
        <TransferCard order={order} className="mt-3" />

        <OrderStoreCard
          title={orderStoreTitle(order.order_type)}
          name={order.store_name}
          address={order.store_address}
          phone={order.store_phone}
        />
        {/* 查詢訂單 (ADR 028): this browser's guest orders, or another phone's after its SMS code. */}
        <p className="mt-3 text-center">
          <Link
            to={paths.orderLookup()}
            className="inline-flex min-h-11 items-center text-brand-dark underline"
          >
            {t('completed.lookup')}
          </Link>
        </p>
      </div>

      <SectionCard
        title={t('completed.items')}
        className="mt-3 md:sticky md:top-4 md:mt-0"
        titleClassName="mb-1"
      >
        <OrderItems items={order.items} customItems={order.custom_items} />
        <ShippingFeeLines order={order} />
        <OrderCouponLines order={order} />
        <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-lg font-bold">
          <span>{t('completed.total')}</span>
          <span className="tabular-nums">{formatCurrency(order.total)}</span>
        </p>
        <p className="mt-1 flex justify-between text-gray-800">
          <span>{t('completed.payment')}</span>
          <span>
            {order.payment_type === PaymentType.CASH
              ? paymentText(order.payment_type, order.order_type)
              : order.payment_type === PaymentType.TRANSFER
                ? t(
                    order.payment_status === PaymentStatus.PAID_FULL
                      ? 'completed.paidOnline'
                      : 'completed.unpaidTransfer',
                    { name: payment },
                  )
                : isPaidThroughApp(order.payment_type)
                  ? t(
                      order.payment_status === PaymentStatus.PAID_FULL
                        ? 'completed.paidOnline'
                        : order.payment_status === PaymentStatus.REFUNDED
                          ? 'completed.refundedOnline'
                          : 'completed.unpaidOnline',
                      { name: payment },
                    )
                  : payment}
          </span>
        </p>
        {order.memo && (
          <p className="mt-1 text-sm break-words text-gray-700">
            {t('completed.orderMemo')}：{order.memo}
          </p>
        )}
        {/* changes made to the order, and 修改訂單 while it may still be changed. */}
        <OrderEditHistory order={order} className="mt-2 border-t border-gray-200 pt-2" />
        <div className="mt-4 hidden md:block">{back}</div>
      </SectionCard>

      <div className="bottom-bar md:hidden">
        <div className="mx-auto max-w-xl">{back}</div>
      </div>
    </main>
  );
}
