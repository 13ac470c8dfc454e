/**
 * The member's orders still in progress on the member home (issue #14 §2: "members also get the status on
 * their member home"): the open ones (已送出 SUBMITTED or 可取餐 READY, spec §4) among the latest page of the
 * history, each with its status badge and a link to its detail. Live: the member's order feed
 * (useMemberOrdersLive) refreshes the history query this reads, so 可取餐 shows without a reload. Nothing is
 * shown without an open order.
 */
import { OrderStatus } from '@iding/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMemberOrders } from '../api/get-orders';
import { useMemberOrdersLive } from '../hooks/use-member-orders-live';
import { OrderStatusBadge } from './order-status';

const OPEN: readonly number[] = [OrderStatus.SUBMITTED, OrderStatus.READY];

export function OpenOrders() {
  const { t } = useTranslation();
  const orders = useMemberOrders();
  useMemberOrdersLive();
  const open = (orders.data?.pages[0]?.data ?? []).filter((o) => OPEN.includes(o.status));
  if (open.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="open-orders-heading">
      <h2 id="open-orders-heading" className="mb-2 px-1 section-title">
        {t('member.home.openOrders')}
      </h2>
      <ul className="card divide-y divide-gray-100 p-0">
        {open.map((order) => (
          <li key={order.id}>
            <Link
              to={paths.historyOrder(order.id)}
              className="flex min-h-12 items-center justify-between gap-3 px-4 py-3"
              data-testid="member-open-order"
            >
              <span className="min-w-0 break-words">
                {t('member.home.openOrder', { store: order.store_name, number: order.item_name })}
              </span>
              <OrderStatusBadge status={order.status} fallback={order.status_name} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
