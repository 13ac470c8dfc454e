/**
 * Order detail (spec §2 /stores/history_orders/{oid} and its alias /stores/{sid}/history_orders/{oid}):
 * store, order number, order and payment status (spec §4), times (Asia/Taipei), items with options,
 * quantities and prices, totals (TWD), and the payment records (GET …/transactions, or 無交易紀錄).
 * - How to pick up and what happens next (components/pickup-note.tsx); an unpaid cash order's
 *   payment reads 取餐時付款, not 未付款.
 * - From md up: the order facts, store and payments on the left; the items, total and actions on the right,
 *   sticky (the phone's fixed action bar becomes part of that column).
 * - 取消訂單 while cancellable (SUBMITTED, not paid online): a confirmation first, then DELETE
 *   /api/orders/{oid}; a 409 refusal shows the server's reason next to the buttons; either way the order is
 *   read again so the status on screen is the server's (spec §8 cancel_order).
 * - 再點一次: GET …/again; the cart becomes the returned cart of that store and the diner goes to its cart,
 *   with spec §8 order_item_changed when items were left out; order_item_not_exists (nothing left) keeps
 *   the diner here and the cart untouched.
 */
import {
  formatCurrency,
  isCancellable,
  isPaidThroughApp,
  ORDER_TYPE_NAMES,
  type OrderResponse,
  OrderStatus,
  type OrderType,
  orderPaymentTypeName,
  PAYMENT_TYPE_NAMES,
  PaymentStatus,
  type PaymentType,
  paymentMethodOf,
  toCents,
} from '@iding/domain';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useOrder } from '../../../api/get-order';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InvoiceSummary } from '../../../components/invoice-summary';
import { OrderCouponLines } from '../../../components/order-coupon-lines';
import { EditOrderLink, OrderEditHistory } from '../../../components/order-edit';
import { OrderItems } from '../../../components/order-items';
import { OrderProgress } from '../../../components/order-progress';
import { OrderStoreCard } from '../../../components/order-store-card';
import {
  DeliveryStatusCard,
  ShippingFeeLines,
  useOrderTypeRows,
  WaitingNumber,
} from '../../../components/order-type-details';
import { PageError, PageLoading } from '../../../components/page-status';
import { PickupCode, PickupNext } from '../../../components/pickup-note';
import { SectionCard } from '../../../components/section-card';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError, describeApiError, toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { orderTimeLabels } from '../../../lib/order-time-labels';
import { paths } from '../../../lib/paths';
import { useCart } from '../../../stores/cart-store';
import { useGlobal } from '../../../stores/global-store';
import { useCancelOrder } from '../api/cancel-order';
import { useOrderTransactions } from '../api/get-order-transactions';
import { useOrderAgain } from '../api/order-again';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { MemberShell } from '../components/form-parts';
import { OrderStatusBadge, useStatusNames } from '../components/order-status';
import { decideAgain } from '../utils/order-again';
import { formatOrderTime, formatTargetTime } from '../utils/order-display';

/** The order's payment records (spec §3 order transactions), or 無交易紀錄. */
function Transactions({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const transactions = useOrderTransactions(orderId);
  let body: ReactNode;
  if (transactions.isError) {
    body = (
      <div className="mt-1 flex items-center justify-between gap-3">
        <p className="text-sm text-red-700">
          {describeApiError(t('member.history.detail.transactionsFailed'), transactions.error)}
        </p>
        <button type="button" className="btn-secondary shrink-0" onClick={() => transactions.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (!transactions.data) {
    body = <p className="mt-1 text-gray-600">{t('app.loading')}</p>;
  } else if (transactions.data.transactions.length === 0) {
    body = <p className="mt-1 text-gray-700">{t('member.history.detail.noTransactions')}</p>;
  } else {
    body = (
      <ul className="mt-1 divide-y divide-gray-100">
        {transactions.data.transactions.map((tx) => (
          <li key={tx.id} className="flex justify-between gap-3 py-2">
            <span>
              {tx.amount < 0
                ? t('member.history.detail.refund')
                : (PAYMENT_TYPE_NAMES[tx.payment_type as PaymentType] ?? String(tx.payment_type))}
              <span className="block text-sm text-gray-700 tabular-nums">
                {formatOrderTime(tx.created_at)}
              </span>
            </span>
            <span className="tabular-nums">{formatCurrency(tx.amount)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard title={t('member.history.detail.transactions')} className="mt-3" titleClassName="">
      {body}
    </SectionCard>
  );
}

/** Order facts as a term/description list: status, payment, times, type, contact. */
function Summary({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const names = useStatusNames();
  const typeRows = useOrderTypeRows(order);
  const rows: [string, ReactNode][] = [
    [
      t('member.history.detail.orderStatus'),
      <OrderStatusBadge key="s" status={order.status} orderType={order.order_type} />,
    ],
    [
      t('member.history.detail.paymentStatus'),
      names.payment(order.payment_status, undefined, order.payment_type, order.order_type),
    ],
    [t('member.history.detail.paymentType'), orderPaymentTypeName(order.payment_type, order.order_type)],
    [
      t('member.history.detail.orderType'),
      ORDER_TYPE_NAMES[order.order_type as OrderType] ?? String(order.order_type),
    ],
    [t('member.history.detail.orderedAt'), formatOrderTime(order.created_at)],
  ];
  // Seated, waiting and 宅配 orders have no target time (spec §5); 外送 names it 送達時間.
  const timeLabels = orderTimeLabels(t, order.order_type, order.order_tab_type);
  if (timeLabels) {
    rows.push([timeLabels.title, order.is_asap ? timeLabels.asap : formatTargetTime(order.target_time)]);
  }
  if (order.table_number) rows.push([t('member.history.detail.table'), order.table_number]);
  // The type's own facts: 內用方式, 用餐人數, 收件人, 收件地址.
  rows.push(...typeRows);
  rows.push([t('member.history.detail.contact'), `${order.name} ${order.phone}`]);
  // the invoice kind and carrier.
  rows.push([t('invoice.title'), <InvoiceSummary key="i" order={order} />]);
  if (order.memo) rows.push([t('member.history.detail.memo'), order.memo]);
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-gray-700">{term}</dt>
          <dd className="min-w-0 break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The items with the subtotal (when a discount applies) and the total (TWD). */
function OrderItemsCard({ order: o }: { order: OrderResponse }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('member.history.detail.items')} className="mt-3 md:mt-0" titleClassName="mb-1">
      <OrderItems items={o.items} customItems={o.custom_items} />
      <ShippingFeeLines order={o} />
      {/* Custom items (加購) are listed above with their price: only a discount needs a subtotal. */}
      {toCents(o.subtotal) +
        toCents(o.shipping_fee) +
        o.custom_items.reduce((n, c) => n + toCents(c.price), 0) !==
        toCents(o.total) && (
        <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-gray-800">
          <span>{t('member.history.detail.subtotal')}</span>
          <span className="tabular-nums">{formatCurrency(o.subtotal)}</span>
        </p>
      )}
      <OrderCouponLines order={o} />
      <p
        className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-lg font-bold"
        data-testid="order-total"
      >
        <span>{t('member.history.detail.total')}</span>
        <span className="tabular-nums">{formatCurrency(o.total)}</span>
      </p>
      {/* the order's changes. */}
      <OrderEditHistory order={o} className="mt-2 border-t border-gray-200 pt-2" />
    </SectionCard>
  );
}

/** /stores/history_orders/{oid} and /stores/{sid}/history_orders/{oid} (spec §2). */
export function HistoryOrderPage() {
  const { t } = useTranslation();
  const { sid, oid = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrder(oid);
  const cancel = useCancelOrder(oid);
  const again = useOrderAgain(oid);
  const [confirming, setConfirming] = useState(false);
  // Lines already in the cart (any store): 再點一次 would replace them, so it asks first (nothing lost unasked).
  const cartLines = useCart((c) => c.items.reduce((n, item) => n + item.quantity, 0));
  const [replacing, setReplacing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(order.data?.store_name, t('member.history.detail.title'));

  const back = { to: paths.historyOrders(sid), label: t('member.history.detail.backToList') };

  if (order.error instanceof ApiError && order.error.status === 404) {
    return (
      <MemberShell heading={t('member.history.detail.notFound')} back={back}>
        <p className="text-gray-700">{t('member.history.detail.notFoundHint')}</p>
      </MemberShell>
    );
  }
  if (order.isError && !order.data) {
    return (
      <PageError
        text={t('member.history.detail.loadFailed')}
        error={order.error}
        onRetry={() => order.refetch()}
      />
    );
  }
  if (!order.data) return <PageLoading />;
  const o = order.data;
  const cancellable = isCancellable(o);
  const payMethod = paymentMethodOf(o.payment_type);

  const failure = describeApiError;

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        // spec §8 success message cancel_order, in the snackbar like every success; the badge shows 已取消.
        notify.success(t('member.history.cancel.success'));
      },
      onError: (error) => {
        setConfirming(false);
        const e = toApiError(error);
        // 409 cannot_cancel: the server says why (ready, completed, already cancelled, paid online).
        setNotice(
          e.code === 'cannot_cancel'
            ? t('member.history.cancel.refused', { message: e.message })
            : failure(t('member.history.cancel.failed'), error),
        );
      },
    });

  const orderAgain = () => {
    setReplacing(false);
    setNotice(null);
    again.mutate(undefined, {
      onSuccess: (result) => {
        const decision = decideAgain(result, o.items);
        if (decision.kind === 'empty') {
          setNotice(t('member.history.again.notExists'));
          return;
        }
        const identifier = result.cart.identifier;
        useCart
          .getState()
          .replace({ items: result.cart.items, identifier, menu_version: result.menu_version });
        useGlobal.getState().setIdentifier(identifier);
        if (decision.kind === 'changed') {
          notify.info(
            decision.reasons.length > 0
              ? t('member.history.again.changedReasons', {
                  reasons: decision.reasons.join(t('common.listSeparator')),
                })
              : t('member.history.again.changed'),
            { duration: 8000 },
          );
        }
        navigate(paths.cart(identifier));
      },
      onError: (error) => setNotice(failure(t('member.history.again.failed'), error)),
    });
  };

  return (
    <MemberShell heading={t('member.history.detail.heading')} back={back} wide>
      {/* Phone: one column in the original order (the wrappers are display: contents; `order` places the
          items after the facts). md and up: facts, store, payments left; items and actions right, sticky. */}
      <div className="flex flex-col md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6">
        <div className="contents md:block">
          <section className="card order-1" aria-labelledby="order-store-h">
            <div className="flex items-start justify-between gap-3">
              <h2 id="order-store-h" className="min-w-0 text-lg font-bold break-words">
                {o.store_name}
              </h2>
              <PickupCode order={o} size="small" className="shrink-0 text-right" />
            </div>
            {/* the store's progress, live. */}
            <OrderProgress order={o} className="mt-2" />
            <PickupNext order={o} className="mt-2 rounded-xl bg-brand/10 px-3 py-2 text-sm text-gray-800" />
            <WaitingNumber order={o} className="mt-2" />
            <DeliveryStatusCard order={o} className="mt-2" />
            <Summary order={o} />
            {/* an order to be paid online that is not paid yet (failed, cancelled, abandoned). */}
            {payMethod && o.status === OrderStatus.SUBMITTED && o.payment_status === PaymentStatus.UNPAID && (
              <Link
                to={paths.paymentLanding(o.identifier, payMethod, o.id)}
                className="btn-primary mt-3 w-full"
              >
                {t('member.history.detail.pay')}
              </Link>
            )}
          </section>
          <div className="order-3">
            <OrderStoreCard
              title={t('member.history.detail.store')}
              name={o.store_name}
              address={o.store_address}
              phone={o.store_phone}
              storeHref={paths.storeHome(o.identifier)}
            />
            <Transactions orderId={oid} />
          </div>
        </div>
        <div className="contents md:sticky md:top-4 md:block">
          <div className="order-2">
            <OrderItemsCard order={o} />
            {/* 修改訂單 while the order may still be changed. */}
            <EditOrderLink order={o} className="mt-3" />
          </div>
          {/* Spacer: the action bar is fixed at the bottom on a phone (taller with a message in it). */}
          <div className={`order-4 md:hidden ${notice ? 'h-32' : 'h-12'}`} aria-hidden />
          <div className="bottom-bar md:static md:z-auto md:mt-3 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
            <div className="mx-auto max-w-md">
              {/* Refusals and failures of 取消訂單 / 再點一次 (spec §8): an alert region that is always there, so a
              message put in is announced. */}
              <div role="alert" data-testid="order-notice">
                {notice && (
                  <p className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
                    {notice}
                  </p>
                )}
              </div>
              <div className={cancellable ? 'grid grid-cols-2 gap-3' : undefined}>
                {cancellable && (
                  <button
                    type="button"
                    className="btn-secondary min-h-12 w-full border-red-300 text-red-800"
                    onClick={() => {
                      setNotice(null);
                      setConfirming(true);
                    }}
                  >
                    {t('member.history.cancel.button')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn-primary w-full"
                  onClick={() => (cartLines > 0 ? setReplacing(true) : orderAgain())}
                  disabled={again.isPending}
                  aria-busy={again.isPending}
                >
                  {again.isPending ? t('member.history.again.loading') : t('member.history.again.button')}
                </button>
              </div>
            </div>
          </div>
        </div>
      </div>

      <ConfirmDialog
        open={replacing}
        title={t('member.history.again.replaceTitle')}
        text={t('member.history.again.replaceText', { count: cartLines })}
        keepLabel={t('member.history.again.replaceKeep')}
        confirmLabel={t('member.history.again.replaceConfirm')}
        busyLabel={t('member.history.again.loading')}
        busy={again.isPending}
        onConfirm={orderAgain}
        onClose={() => setReplacing(false)}
      />
      <CancelOrderDialog
        open={confirming}
        store={o.store_name}
        orderNumber={o.item_name}
        refund={
          isPaidThroughApp(o.payment_type) && o.payment_status === PaymentStatus.PAID_FULL
            ? formatCurrency(o.total)
            : undefined
        }
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(false)}
      />
    </MemberShell>
  );
}
