/**
 * Order history (spec §2 /stores/history_orders and its alias /stores/{sid}/history_orders): the
 * member's orders newest first (GET /api/orders, spec §7), 30 a page with 載入更多. Each row: store, order
 * number, time (Asia/Taipei), order type (with a 外送 order's delivery status), items, total (TWD), order and payment status (spec §4); it opens
 * the order detail. No orders: a way to the stores list. Failure: spec §8 get_history_orders with a retry.
 */
import { formatCurrency, type MemberOrderSummary, ORDER_TYPE_NAMES, type OrderType } from '@iding/domain';
import { Link, useParams } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMemberOrders } from '../api/get-orders';
import { MemberShell } from '../components/form-parts';
import { OrderStatusBadge, useStatusNames } from '../components/order-status';
import { useMemberOrdersLive } from '../hooks/use-member-orders-live';
import { formatOrderTime } from '../utils/order-display';

/** One order of the list, a link to its detail (kept under the store alias when the list is). */
function OrderRow({ order, sid }: { order: MemberOrderSummary; sid?: string }) {
  const { t } = useTranslation();
  const names = useStatusNames();
  const type = ORDER_TYPE_NAMES[order.order_type as OrderType] ?? '';
  return (
    <li>
      <Link
        to={paths.historyOrder(order.id, sid)}
        className="card block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
        data-testid="history-order"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-lg font-bold break-words">{order.store_name}</h2>
          <OrderStatusBadge status={order.status} fallback={order.status_name} orderType={order.order_type} />
        </div>
        <p className="mt-0.5 text-sm text-gray-700">
          {t('member.history.orderNumber', { number: order.item_name })}
          {type && ` · ${type}`}
          {/* 外送: where the courier is, by the server's zh-TW name (spec §4). */}
          {order.delivery && (
            <span data-testid="history-delivery-status">{` · ${order.delivery.status_name}`}</span>
          )}
        </p>
        <p className="mt-2 line-clamp-2 text-sm break-words text-gray-800">{order.items_summary}</p>
        {(order.custom_items?.length ?? 0) > 0 && (
          // 加購: 提袋、環保餐具.
          <p className="text-sm break-words text-gray-700">
            {t('common.customItems')}：{order.custom_items.map((c) => c.name).join(t('common.listSeparator'))}
          </p>
        )}
        <div className="mt-2 flex items-end justify-between gap-3">
          <p className="text-sm text-gray-700">
            <time dateTime={new Date(order.created_at * 1000).toISOString()} className="tabular-nums">
              {formatOrderTime(order.created_at)}
            </time>
            <span className="block">
              {names.payment(
                order.payment_status,
                order.payment_status_name,
                order.payment_type,
                order.order_type,
              )}
            </span>
          </p>
          <p className="text-right">
            <span className="block text-sm text-gray-700">
              {t('member.history.itemCount', { count: order.item_count })}
            </span>
            <span className="text-lg font-bold tabular-nums">{formatCurrency(order.total)}</span>
            {/* 優惠券: what the order's coupons took off (the total is net of it). */}
            {order.discount > 0 && (
              <span className="block text-sm text-brand-dark tabular-nums" data-testid="history-discount">
                {t('member.history.discount', { amount: formatCurrency(order.discount) })}
              </span>
            )}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** /stores/history_orders and /stores/{sid}/history_orders (spec §2). */
export function HistoryOrdersPage() {
  const { t } = useTranslation();
  const { sid } = useParams();
  const orders = useMemberOrders();
  // statuses change live as the store works on an order.
  useMemberOrdersLive();
  useDocumentTitle(t('member.history.title'), t('app.name'));

  if (orders.isError && !orders.data) {
    return (
      <PageError
        text={t('member.history.loadFailed')}
        error={orders.error}
        onRetry={() => orders.refetch()}
      />
    );
  }
  if (!orders.data) return <PageLoading />;

  const rows = orders.data.pages.flatMap((p) => p.data);
  const total = orders.data.pages[0]?.links.pagination.total ?? rows.length;
  const back = sid
    ? { to: paths.storeHome(sid), label: t('member.history.backToStore') }
    : { to: paths.member(), label: t('member.backToMember') };

  return (
    <MemberShell heading={t('member.history.heading')} back={back}>
      {rows.length === 0 ? (
        <section className="card flex flex-col items-center gap-3 py-10 text-center">
          <h2 className="text-lg font-bold">{t('member.history.empty')}</h2>
          <p className="text-gray-700">{t('member.history.emptyHint')}</p>
          <Link to={paths.stores()} className="btn-primary">
            {t('member.history.goStores')}
          </Link>
        </section>
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-700">{t('member.history.count', { count: total })}</p>
          <ul className="space-y-3">
            {rows.map((order) => (
              <OrderRow key={order.id} order={order} sid={sid} />
            ))}
          </ul>
          <div className="mt-4 text-center" aria-live="polite">
            {orders.hasNextPage ? (
              <button
                type="button"
                className="btn-secondary w-full"
                onClick={() => void orders.fetchNextPage()}
                disabled={orders.isFetchingNextPage}
                aria-busy={orders.isFetchingNextPage}
              >
                {orders.isFetchingNextPage ? t('member.history.loadingMore') : t('member.history.loadMore')}
              </button>
            ) : (
              orders.data.pages.length > 1 && (
                <p className="text-sm text-gray-600">{t('member.history.allShown')}</p>
              )
            )}
            {orders.isFetchNextPageError && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {describeApiError(t('member.history.loadMoreFailed'), orders.error)}
              </p>
            )}
          </div>
        </>
      )}
    </MemberShell>
  );
}
