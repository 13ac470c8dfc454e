/**
 * An order card of the board (issue #14 §2): number, type, table or pickup time, items with options and
 * notes, payment and invoice, and the actions its stage allows (接單 with minutes, 可取餐, 完成, 取消訂單).
 */
import {
  type BoardOrder,
  canTransition,
  ESTIMATE_MINUTES,
  formatCurrency,
  ORDER_TYPE_NAMES,
  type OrderAction,
  type OrderType,
  PAYMENT_TYPE_NAMES,
  PaymentStatus,
  type PaymentType,
} from '@iding/domain';
import { useState } from 'react';
import { TextField } from '../../../components/form-field';
import { type StringKey, useTranslation } from '../../../lib/i18n';

const hhmm = (epochSeconds: number) =>
  new Intl.DateTimeFormat('zh-TW', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Taipei',
  }).format(epochSeconds * 1000);

export interface OrderCardProps {
  order: BoardOrder;
  busy: boolean;
  onAction: (action: OrderAction, body?: { estimate_minutes?: number; reason?: string }) => void;
}

export function OrderCard({ order, busy, onAction }: OrderCardProps) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(15);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const can = (action: OrderAction) => canTransition(order.stage, action);
  const paid = order.payment_status === PaymentStatus.PAID_FULL;
  const invoice = t(`console.invoiceTypes.${order.invoice_type}` as StringKey);

  return (
    <article
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
      aria-label={t('console.card.number', { number: order.item_name })}
      data-testid="board-card"
    >
      <header className="flex items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold tabular-nums">
          {t('console.card.number', { number: order.item_name })}
        </h3>
        <span className="text-sm font-semibold">
          {ORDER_TYPE_NAMES[order.order_type as OrderType] ?? order.order_type}
        </span>
      </header>
      <p className="text-sm text-gray-800">
        {order.table_number
          ? t('console.card.table', { table: order.table_number })
          : t('console.card.pickupAt', {
              time: order.is_asap
                ? `${t('console.card.asap')} ${hhmm(order.target_time)}`
                : hhmm(order.target_time),
            })}
        {order.estimate_minutes !== null &&
          ` · ${t('console.card.estimate', { minutes: order.estimate_minutes })}`}
      </p>
      <p className="text-sm text-gray-700">
        {order.contact_name} {order.contact_phone}
      </p>
      <ul className="mt-2 space-y-1 border-t border-gray-100 pt-2">
        {order.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one order never move
          <li key={i}>
            <span className="font-semibold">
              {item.name} ×{item.quantity}
            </span>
            {item.options.length > 0 && (
              <span className="block text-sm text-gray-700">{item.options.join('、')}</span>
            )}
            {item.memo && (
              <span className="block text-sm text-amber-900">
                {t('console.card.memo', { memo: item.memo })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.memo && (
        <p className="mt-1 text-sm text-amber-900">{t('console.card.memo', { memo: order.memo })}</p>
      )}
      <p className="mt-2 flex justify-between border-t border-gray-100 pt-2 text-sm">
        <span>
          {PAYMENT_TYPE_NAMES[order.payment_type as PaymentType] ?? order.payment_type} ·{' '}
          {paid ? t('console.card.paid') : t('console.card.unpaid')}
        </span>
        <span className="font-bold tabular-nums">{formatCurrency(order.total)}</span>
      </p>
      <p className="text-sm text-gray-700">
        {t('console.card.invoice', {
          invoice: order.invoice_value ? `${invoice} ${order.invoice_value}` : invoice,
        })}
      </p>

      {cancelling ? (
        <div className="mt-3 flex flex-col gap-2">
          <TextField
            label={t('console.actions.reason')}
            labelClassName="text-sm font-medium"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-primary flex-1"
              disabled={busy || !reason.trim()}
              onClick={() => onAction('cancel', { reason: reason.trim() })}
            >
              {t('console.actions.confirmCancel')}
            </button>
            <button type="button" className="btn-secondary flex-1" onClick={() => setCancelling(false)}>
              {t('console.actions.back')}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          {can('accept') && (
            <>
              <TextField
                label={t('console.actions.minutes')}
                labelClassName="block text-sm font-medium"
                type="number"
                min={ESTIMATE_MINUTES.min}
                max={ESTIMATE_MINUTES.max}
                className="w-20"
                value={minutes}
                onChange={(e) => setMinutes(Number(e.currentTarget.value))}
              />
              <button
                type="button"
                className="btn-primary"
                disabled={busy}
                onClick={() => onAction('accept', { estimate_minutes: minutes })}
              >
                {t('console.actions.accept')}
              </button>
            </>
          )}
          {can('ready') && order.stage !== 'new' && (
            <button type="button" className="btn-primary" disabled={busy} onClick={() => onAction('ready')}>
              {t('console.actions.ready')}
            </button>
          )}
          {can('complete') && order.stage === 'ready' && (
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => onAction('complete')}
            >
              {t('console.actions.complete')}
            </button>
          )}
          {can('cancel') && (
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => setCancelling(true)}
            >
              {t('console.actions.cancel')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
