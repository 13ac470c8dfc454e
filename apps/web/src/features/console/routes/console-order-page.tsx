/**
 * /console/{sid}/orders/{orderId}: one order with everything the diner chose (the board card's 訂單詳細). Left,
 * the order's facts: its stage, type with its details (time, table, party, waiting number), the contact, the
 * recipient, full address and courier of a 外送 / 宅配 order, payment, invoice and its times, and whether the
 * diner changed it; right, the lines as the diner's order page shows them (OrderItems: options, set-meal picks,
 * 品項備註, prices, 加購), the 訂單備註, the fee and total, and the actions its stage allows. One ConsoleOrder,
 * the board's own; read again after an action and every 30 seconds while open.
 */
import {
  type ConsoleOrder,
  consolePaths,
  dueTime,
  formatCurrency,
  invoiceLabel,
  type OrderAction,
  OrderType,
  orderMemoText,
  orderTypeLabel,
  partySizeText,
  paymentStatusLabel,
  paymentTypeName,
  shippingAddressText,
  taipeiDate,
  taipeiTime,
  waitingNumberText,
} from '@iding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { consoleKeys } from '../../../api/query-keys';
import { OrderItems } from '../../../components/order-items';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError, toApiError } from '../../../lib/api-client';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { actOnOrder } from '../api/console-api';
import { getConsoleOrder } from '../api/get-console-order';
import { ConsoleHeader } from '../components/console-header';
import { OrderActions } from '../components/order-actions';
import { TransferStatus } from '../components/transfer-status';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

const REFRESH_MS = 30_000;

/** "2026-11-24 18:30" (Asia/Taipei) of epoch seconds. */
function dateTime(epochSeconds: number): string {
  const ms = epochSeconds * 1000;
  return `${taipeiDate(ms)} ${taipeiTime(ms)}`;
}

/** The order's facts as label / value rows, what the kitchen needs first. */
function factRows(order: ConsoleOrder, t: TFunction, nowMs: number): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [];
  const stage =
    order.stage === 'cancelled' ? t('console.order.cancelled') : t(`console.board.columns.${order.stage}`);
  rows.push([t('console.order.stage'), stage]);
  if (order.cancel_reason) rows.push([t('console.order.cancelReason'), order.cancel_reason]);
  rows.push([t('console.order.orderType'), orderTypeLabel(order.order_type, order.order_tab_type)]);
  const due = dueTime(order, nowMs);
  if (due) rows.push([due.name, due.when]);
  if (order.table_number) rows.push([t('console.order.table'), order.table_number]);
  if (order.party_size) rows.push([t('console.order.partySize'), partySizeText(order.party_size)]);
  if (order.waiting_number !== null) {
    rows.push([t('console.order.waitingNumber'), waitingNumberText(order.waiting_number)]);
  }
  rows.push([t('console.order.contact'), `${order.contact_name} ${order.contact_phone}`]);
  const ship = order.shipping_infos;
  if (ship) {
    rows.push([t('console.order.recipient'), `${ship.recipient} ${ship.phone}`]);
    rows.push([t('console.order.address'), shippingAddressText(ship)]);
  }
  if (order.order_type === OrderType.DELIVERY) {
    const d = order.delivery;
    rows.push([
      t('console.order.courier'),
      d
        ? `${d.status_name}${d.cancel_reason_text ? `（${d.cancel_party_name ?? ''} ${d.cancel_reason_text}）` : ''}`
        : t('console.card.courierNone'),
    ]);
  }
  rows.push([t('console.order.paymentType'), paymentTypeName(order.payment_type)]);
  rows.push([
    t('console.order.paymentStatus'),
    paymentStatusLabel(order.payment_status, order.payment_type, order.order_type),
  ]);
  rows.push([t('console.order.invoice'), invoiceLabel(order)]);
  rows.push([t('console.order.createdAt'), dateTime(order.created_at)]);
  if (order.accepted_at !== null) {
    rows.push([
      t('console.order.acceptedAt'),
      order.estimate_minutes === null
        ? dateTime(order.accepted_at)
        : t('console.order.acceptedEstimate', {
            time: dateTime(order.accepted_at),
            minutes: order.estimate_minutes,
          }),
    ]);
  }
  if (order.ready_at !== null) rows.push([t('console.order.readyAt'), dateTime(order.ready_at)]);
  if (order.completed_at !== null) rows.push([t('console.order.completedAt'), dateTime(order.completed_at)]);
  if (order.edited_at !== null) {
    rows.push([
      t('console.order.edited'),
      t('console.order.editedAt', { time: dateTime(order.edited_at), version: order.version }),
    ]);
  }
  return rows;
}

export function ConsoleOrderPage() {
  const { t } = useTranslation();
  const { sid = '', orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const { me, store } = useConsoleMe(sid);
  const order = useQuery({
    queryKey: consoleKeys.order(sid, orderId),
    queryFn: ({ signal }) => getConsoleOrder(sid, orderId, signal),
    retry: false,
    refetchInterval: REFRESH_MS,
  });
  const [error, setError] = useState('');
  const o = order.data;
  useDocumentTitle(o ? `#${o.item_name}` : undefined, store?.name, t('console.title'));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleKeys.order(sid, orderId) }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.board(sid) }),
    ]);
  const act = useMutation({
    mutationFn: (v: { action: OrderAction; body?: { estimate_minutes?: number; reason?: string } }) =>
      actOnOrder(sid, orderId, v.action, v.body),
    onSuccess: (updated) => {
      setError('');
      queryClient.setQueryData(consoleKeys.order(sid, orderId), updated);
      return refresh();
    },
    onError: (e) => {
      setError(toApiError(e).message);
      return refresh();
    },
  });

  const failure = order.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;
  const notFound = order.error instanceof ApiError && order.error.status === 404;

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.order.heading', { store: store?.name ?? sid, number: o?.item_name ?? '' })}
      />
      <p className="mb-3 flex flex-wrap gap-6">
        <Link
          to={consolePaths.orders(sid)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
        >
          {t('console.order.back')}
        </Link>
        {o && (
          <Link
            to={consolePaths.ticket(sid, orderId, true)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
          >
            {t('console.ticket.link')}
          </Link>
        )}
      </p>
      {(error || (failure && !notFound)) && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {error || toApiError(failure).message}
        </p>
      )}
      {notFound && <p role="alert">{t('console.order.notFound')}</p>}
      {o && (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_26rem] md:items-start">
          <section className="card" aria-labelledby="order-facts-h" data-testid="order-facts">
            <h2 id="order-facts-h" className="mb-2 text-lg font-bold">
              {t('console.order.facts')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              {factRows(o, t, order.dataUpdatedAt || Date.now()).map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-gray-700">{term}</dt>
                  <dd className="min-w-0 break-words tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <TransferStatus sid={sid} order={o} />
          </section>
          <section className="card" aria-labelledby="order-items-h" data-testid="order-lines">
            <h2 id="order-items-h" className="mb-1 text-lg font-bold">
              {t('console.order.items')}
            </h2>
            <OrderItems items={o.items} customItems={o.custom_items} />
            {o.memo && (
              <p className="mt-2 rounded bg-amber-50 px-2 py-1 break-words text-amber-950">
                {orderMemoText(o.memo)}
              </p>
            )}
            <dl className="mt-2 border-t border-gray-200 pt-2 text-gray-800">
              {(o.shipping_fee > 0 || o.coupons.length > 0) && (
                <div className="flex justify-between">
                  <dt>{t('console.order.subtotal')}</dt>
                  <dd className="tabular-nums">{formatCurrency(o.subtotal)}</dd>
                </div>
              )}
              {o.shipping_fee > 0 && (
                <div className="flex justify-between">
                  <dt>
                    {o.order_type === OrderType.DELIVERY
                      ? t('console.order.deliveryFee')
                      : t('console.order.shippingFee')}
                  </dt>
                  <dd className="tabular-nums">{formatCurrency(o.shipping_fee)}</dd>
                </div>
              )}
              {o.coupons.map((c) => (
                <div
                  key={c.id}
                  className="flex justify-between gap-2 font-semibold text-emerald-800"
                  data-testid="order-coupon"
                >
                  <dt className="break-words">{t('console.order.coupon', { name: c.name })}</dt>
                  <dd className="tabular-nums">−{formatCurrency(c.discount)}</dd>
                </div>
              ))}
              <div className="flex justify-between text-lg font-bold text-gray-900">
                <dt>{t('console.order.total')}</dt>
                <dd className="tabular-nums">{formatCurrency(o.total)}</dd>
              </div>
            </dl>
            <OrderActions
              order={o}
              busy={act.isPending}
              onAction={(action, body) => act.mutate({ action, body })}
            />
          </section>
        </div>
      )}
    </main>
  );
}
