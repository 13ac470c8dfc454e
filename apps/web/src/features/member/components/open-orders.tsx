/**
 * The member's orders still in progress on the member home (進行中的訂單; docs/features.md
 * "The store's day"): the open ones (SUBMITTED or READY, spec §4) among the latest page of the history,
 * each with where the store is — 等待店家接單, 製作中 (with the store's estimate once accepted), 可取餐 — and a
 * link to its detail. Live: the member's order feed (useMemberOrdersLive) refreshes the history query this
 * reads, so each change shows without a reload. Nothing is shown without an open order.
 */
import { isOpenOrder, type MemberOrderSummary, OrderStatus } from '@iding/domain';
import clsx from 'clsx';
import { Link } from 'react-router';
import { type StringKey, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMemberOrders } from '../api/get-orders';
import { useMemberOrdersLive } from '../hooks/use-member-orders-live';

/** The progress text of an open order and its tone (as the history's status badge). */
function progressOf(order: MemberOrderSummary): { key: StringKey; ready: boolean } {
  if (order.status === OrderStatus.READY) return { key: 'member.home.openReady', ready: true };
  if (order.accepted_at === null) return { key: 'member.home.openWaiting', ready: false };
  return {
    key: order.estimate_minutes === null ? 'member.home.openPreparing' : 'member.home.openPreparingEstimate',
    ready: false,
  };
}

export function OpenOrders() {
  const { t } = useTranslation();
  const orders = useMemberOrders();
  useMemberOrdersLive();
  const open = (orders.data?.pages[0]?.data ?? []).filter((o) => isOpenOrder(o.status));
  if (open.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="open-orders-heading">
      <h2 id="open-orders-heading" className="mb-2 px-1 section-title">
        {t('member.home.openOrders')}
      </h2>
      <ul className="card divide-y divide-gray-100 p-0">
        {open.map((order) => {
          const progress = progressOf(order);
          return (
            <li key={order.id}>
              <Link
                to={paths.historyOrder(order.id)}
                className="flex min-h-12 items-center justify-between gap-3 px-4 py-3"
                data-testid="member-open-order"
              >
                <span className="min-w-0 break-words">
                  {t('member.home.openOrder', { store: order.store_name, number: order.item_name })}
                </span>
                <span
                  role="status"
                  className={clsx(
                    'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
                    progress.ready
                      ? 'bg-emerald-100 text-emerald-900 ring-emerald-200'
                      : 'bg-amber-100 text-amber-900 ring-amber-200',
                  )}
                >
                  {t(progress.key, { minutes: order.estimate_minutes ?? undefined })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
