/**
 * Changing an order on the order pages: 修改訂單 while the server says the order may still be
 * changed (GET /api/orders/{oid} editable_until; a 盡快 order until the store accepts it,
 * editable_until_accepted), opening the cart page in edit mode, and the order's history
 * of changes (「已於 11/26 14:05 修改訂單」 with the total before and after). Used by the order-completed page
 * and the member's order page; strings from the checkout part of the catalogue (loaded on both routes).
 */
import { formatCurrency, type OrderResponse, taipeiDate, taipeiTime } from '@iding/domain';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';

/** "11/26 14:05" in Asia/Taipei for epoch seconds (month and day without leading zeros). */
export function formatMonthDayTime(epochSeconds: number): string {
  const ms = epochSeconds * 1000;
  const [, month, day] = taipeiDate(ms).split('-');
  return `${Number(month)}/${Number(day)} ${taipeiTime(ms)}`;
}

/** True while `until` (epoch seconds) is ahead; re-checked every 15 s so the button goes when the time does. */
function useBefore(until: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [until]);
  return until !== null && now < until * 1000;
}

type EditWindow = Pick<OrderResponse, 'editable_until' | 'editable_until_accepted'>;

/**
 * Whether the diner may change the order now: a 盡快 order until the store accepts it (the order page
 * follows the order live, so acceptance takes the button away), any other while editable_until is ahead.
 */
function useOrderEditable(order: EditWindow): boolean {
  const before = useBefore(order.editable_until);
  return order.editable_until_accepted || before;
}

/**
 * 修改訂單 (a link to /stores/{sid}/cart?edit={oid}) with 「可於 … 前修改」, or nothing once the order can no
 * longer be changed. The link carries where it came from, so edit mode returns here.
 */
export function EditOrderLink({
  order,
  className,
}: {
  order: Pick<OrderResponse, 'id' | 'identifier' | 'editable_until' | 'editable_until_accepted'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const editable = useOrderEditable(order);
  if (!editable) return null;
  return (
    <div className={className}>
      <Link
        to={paths.cartEdit(order.identifier, order.id)}
        state={{ from: location.pathname }}
        className="btn-secondary w-full"
      >
        {t('orderEdit.button')}
      </Link>
      <p className="mt-1 text-center text-sm text-gray-700">
        {order.editable_until_accepted || order.editable_until === null
          ? t('orderEdit.untilAccepted')
          : t('orderEdit.until', { time: formatMonthDayTime(order.editable_until) })}
      </p>
    </div>
  );
}

/** The order's changes, oldest first: 「已於 11/26 14:05 修改訂單」 and 「金額 $140 → $175」; nothing when none. */
export function OrderEditHistory({
  order,
  className,
}: {
  order: Pick<OrderResponse, 'events'>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (order.events.length === 0) return null;
  return (
    <section className={className} aria-label={t('orderEdit.history')} data-testid="order-history">
      <ul className="flex flex-col gap-1 text-sm text-gray-800">
        {order.events.map((e) => (
          <li key={e.version} className="flex flex-wrap justify-between gap-x-3">
            <span>{t('orderEdit.edited', { time: formatMonthDayTime(e.at) })}</span>
            {e.before_total !== e.after_total && (
              <span className="tabular-nums text-gray-700">
                {t('orderEdit.editedTotal', {
                  before: formatCurrency(e.before_total),
                  after: formatCurrency(e.after_total),
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
