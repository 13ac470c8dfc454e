/**
 * An order card of the board, compact and with what the kitchen needs first: the number, the
 * type with its dine-in tab and 已修改 when the diner changed it; when it is due (a reservation's date, time and
 * party; the table; the waiting number) and the estimate; every line with its options, set-meal picks and
 * 品項備註 (OrderLines), the 加購 and the 訂單備註; then the recipient, address and courier of a 外送 / 宅配
 * order, the contact, payment and invoice, a link to the order's detail, and the actions its stage allows. A
 * cancelled order says so, with the reason the store gave; a card outside its column (搜尋訂單) names its stage.
 * Nothing the diner chose is left out (ConsoleOrder); the words are the domain's order labels.
 */
import {
  type ConsoleOrder,
  consolePaths,
  DEFAULT_BOARD_SETTINGS,
  dueTimeText,
  formatCurrency,
  invoiceLabel,
  isOverdueUnaccepted,
  OrderType,
  orderCouponText,
  orderTypeLabel,
  partySizeText,
  paymentStatusLabel,
  paymentTypeName,
  shippingAddressText,
  waitingNumberText,
} from '@iding/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { type OrderActionHandler, OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { TransferStatus } from './transfer-status';

/** 「訂位時間 11/24（二）18:30 · 4 位」, 「桌號 5」, 「候位 3 號 · 2 位」, 「取餐時間 12:30 · 預估 12 分鐘」. */
export function useDueLine(order: ConsoleOrder, nowMs: number): string {
  const { t } = useTranslation();
  const parts: string[] = [];
  const due = dueTimeText(order, nowMs);
  if (due) parts.push(due);
  if (order.table_number) parts.push(t('console.card.table', { table: order.table_number }));
  if (order.waiting_number !== null) parts.push(waitingNumberText(order.waiting_number));
  if (order.party_size) parts.push(partySizeText(order.party_size));
  if (order.estimate_minutes !== null) {
    parts.push(t('console.card.estimate', { minutes: order.estimate_minutes }));
  }
  return parts.join(' · ');
}

/** The recipient, address and courier of a 外送 / 宅配 order; nothing for other types. */
export function ShippingLines({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation();
  const ship = order.shipping_infos;
  if (!ship) return null;
  return (
    <div className="mt-2 border-t border-gray-100 pt-2 text-sm" data-testid="board-shipping">
      <p className="font-semibold">
        {t('console.card.recipient', { name: ship.recipient, phone: ship.phone })}
      </p>
      <p className="break-words">{shippingAddressText(ship)}</p>
      {order.order_type === OrderType.DELIVERY && (
        <p className="text-gray-800">
          {t('console.card.courier', {
            status: order.delivery?.status_name ?? t('console.card.courierNone'),
          })}
        </p>
      )}
    </div>
  );
}

export interface OrderCardProps {
  /** The store identifier of the board. */
  sid: string;
  order: ConsoleOrder;
  busy: boolean;
  /** Epoch ms: today's orders show their time alone, others their date too. */
  nowMs: number;
  onAction: OrderActionHandler;
  /**
   * Minutes after which a new order is 逾時未接單 (the store's unaccepted_orders.alert_minutes): the card turns
   * red with the label and a hint; undefined = never.
   */
  alertMinutes?: number;
  /** The store's 預約 lead minutes (board.scheduled_lead_minutes): an order for later waits from then. */
  leadMinutes?: number;
  /** Show the order's stage (新訂單, 製作中 …) on the card: a list of mixed stages (搜尋訂單). */
  showStage?: boolean;
}

export function OrderCard({
  sid,
  order,
  busy,
  nowMs,
  onAction,
  alertMinutes,
  leadMinutes = DEFAULT_BOARD_SETTINGS.scheduled_lead_minutes,
  showStage,
}: OrderCardProps) {
  const { t } = useTranslation();
  const due = useDueLine(order, nowMs);
  const overdue = alertMinutes !== undefined && isOverdueUnaccepted(order, nowMs, alertMinutes, leadMinutes);

  return (
    <article
      className={`rounded-xl p-3 shadow-sm ${overdue ? 'bg-red-50 ring-2 ring-red-600' : 'bg-white ring-1 ring-gray-200'}`}
      aria-label={
        overdue
          ? `${t('console.card.number', { number: order.item_name })} ${t('console.card.overdue')}`
          : t('console.card.number', { number: order.item_name })
      }
      data-testid="board-card"
      data-overdue={overdue || undefined}
    >
      {overdue && (
        <p
          className="mb-1 rounded bg-red-700 px-2 py-1 text-sm font-bold text-white"
          data-testid="board-overdue"
        >
          {t('console.card.overdue')}
          <span className="ml-1 font-normal">{t('console.card.overdueHint', { minutes: alertMinutes })}</span>
        </p>
      )}
      <header className="flex items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold tabular-nums">
          {t('console.card.number', { number: order.item_name })}
        </h3>
        <span className="text-right text-sm font-semibold">
          {showStage && (
            <span className="mr-1 rounded bg-gray-100 px-1.5 py-0.5 text-gray-900" data-testid="board-stage">
              {t(`console.board.columns.${order.stage}`)}
            </span>
          )}
          {orderTypeLabel(order.order_type, order.order_tab_type)}
          {order.edited_at !== null && (
            <span
              className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-amber-950"
              data-testid="board-edited"
            >
              {t('console.card.edited')}
            </span>
          )}
        </span>
      </header>
      {order.stage === 'cancelled' && (
        <p
          className="mt-1 rounded bg-gray-100 px-2 py-1 text-sm font-semibold break-words text-gray-900"
          data-testid="board-cancel-reason"
        >
          {order.cancel_reason
            ? t('console.card.cancelled', { reason: order.cancel_reason })
            : t('console.card.cancelledNoReason')}
        </p>
      )}
      {due && <p className="text-sm font-semibold text-gray-900">{due}</p>}
      <OrderLines order={order} />
      <ShippingLines order={order} />
      <p className="mt-2 border-t border-gray-100 pt-2 text-sm text-gray-700">
        {t('console.card.contact', { name: order.contact_name, phone: order.contact_phone })}
      </p>
      {order.coupons.map((c) => (
        <p
          key={c.id}
          className="text-sm font-semibold break-words text-emerald-800"
          data-testid="board-coupon"
        >
          {orderCouponText(c.name, c.discount)}
        </p>
      ))}
      <p className="flex justify-between gap-2 text-sm">
        <span>
          {paymentTypeName(order.payment_type)} ·{' '}
          {paymentStatusLabel(order.payment_status, order.payment_type, order.order_type)}
        </span>
        <span className="font-bold tabular-nums">{formatCurrency(order.total)}</span>
      </p>
      <TransferStatus sid={sid} order={order} />
      <p className="text-sm break-words text-gray-700">
        {t('console.card.invoice', { invoice: invoiceLabel(order) })}
      </p>
      <p className="mt-1 flex gap-4 text-sm font-semibold">
        <Link
          to={consolePaths.order(sid, order.id)}
          className="inline-flex min-h-8 items-center text-brand-dark underline underline-offset-4"
        >
          {t('console.card.details')}
        </Link>
        <Link
          to={consolePaths.ticket(sid, order.id, true)}
          className="inline-flex min-h-8 items-center text-brand-dark underline underline-offset-4"
        >
          {t('console.ticket.link')}
        </Link>
      </p>
      <OrderActions order={order} busy={busy} onAction={onAction} />
    </article>
  );
}
