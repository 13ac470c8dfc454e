/**
 * 前日未完成 on 今日營業 (docs/features.md "The store's day"): the store's orders still open from a past business
 * day — number, type, when placed, stage and total, each linked to its 訂單詳細 — with 全部完成 and 全部取消 for
 * all of them at once (every one, not only the listed first 50). 全部取消 asks first and says that paid orders
 * are refunded. The result is said in a status line and the figures are read again. Shown only with orders.
 */
import {
  consolePaths,
  formatCurrency,
  formatDueTime,
  orderTypeLabel,
  PaymentStatus,
  PREVIOUS_OPEN_CANCEL_REASON,
  type PreviousOpenActionRequest,
  type PreviousOpenActionResponse,
  type PreviousOpenOrders,
} from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { storeDayKey } from '../api/get-store-day';
import { settlePreviousOpen } from '../api/settle-previous-open';

/** The list's columns, each headed by console.today.previous.<column>. */
const COLUMNS = ['number', 'type', 'placed', 'status', 'total'] as const;

export function PreviousOpenCard({
  sid,
  previous,
  nowMs,
}: {
  sid: string;
  previous: PreviousOpenOrders;
  /** Epoch ms: placing times of other days show their date. */
  nowMs: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<PreviousOpenActionResponse | null>(null);
  const settle = useMutation({
    mutationFn: (body: PreviousOpenActionRequest) => settlePreviousOpen(sid, body),
    onSuccess: (answer) => {
      setResult(answer);
      setConfirming(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeDayKey(sid) }),
  });
  const busy = settle.isPending;
  const paid = previous.orders.filter((o) => o.payment_status === PaymentStatus.PAID_FULL).length;
  const run = (body: PreviousOpenActionRequest) => {
    setResult(null);
    settle.mutate(body);
  };

  const status = result && (
    <p
      role="status"
      className="mt-3 rounded bg-green-50 px-3 py-2 text-green-900"
      data-testid="previous-result"
    >
      {'completed' in result
        ? t('console.today.previous.completed', { count: result.completed })
        : t('console.today.previous.cancelled', { count: result.cancelled })}
      {result.failed > 0 && ` ${t('console.today.previous.failed', { count: result.failed })}`}
    </p>
  );
  if (previous.count === 0) return status ? <div className="mb-4">{status}</div> : null;

  return (
    <section
      className="card mb-4 ring-2 ring-amber-500"
      aria-labelledby="previous-heading"
      data-testid="previous-open"
    >
      <h2 id="previous-heading" className="text-lg font-bold">
        {t('console.today.previous.heading', { count: previous.count })}
      </h2>
      <p className="mb-2 text-sm text-gray-800">{t('console.today.previous.hint')}</p>
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-gray-200 text-sm text-gray-700">
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={`py-1 font-semibold ${c === 'total' ? 'text-right' : ''}`}>
                {t(`console.today.previous.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {previous.orders.map((o) => (
            <tr key={o.id} className="border-b border-gray-100">
              <th scope="row" className="py-2 font-semibold tabular-nums">
                <Link
                  to={consolePaths.order(sid, o.id)}
                  className="text-brand-dark underline underline-offset-4"
                >
                  {t('console.card.number', { number: o.item_name })}
                </Link>
              </th>
              <td className="py-2">{orderTypeLabel(o.order_type, o.order_tab_type)}</td>
              <td className="py-2 tabular-nums">{formatDueTime(o.created_at, nowMs)}</td>
              <td className="py-2">
                {o.stage === 'cancelled'
                  ? t('console.order.cancelled')
                  : t(`console.board.columns.${o.stage}`)}
              </td>
              <td className="py-2 text-right tabular-nums">{formatCurrency(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {previous.count > previous.orders.length && (
        <p className="mt-2 text-sm text-gray-700">
          {t('console.today.previous.shown', { shown: previous.orders.length, count: previous.count })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => run({ action: 'complete' })}
        >
          {busy && !confirming
            ? t('console.today.previous.working')
            : t('console.today.previous.completeAll')}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => setConfirming(true)}>
          {t('console.today.previous.cancelAll')}
        </button>
      </div>
      {settle.error && (
        <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(settle.error).message}
        </p>
      )}
      {status}
      <ConfirmDialog
        open={confirming}
        title={t('console.today.previous.confirmTitle')}
        text={t('console.today.previous.confirmText', {
          count: previous.count,
          reason: PREVIOUS_OPEN_CANCEL_REASON,
          paid,
        })}
        keepLabel={t('console.today.previous.keep')}
        confirmLabel={t('console.today.previous.confirm')}
        busyLabel={t('console.today.previous.working')}
        busy={busy}
        danger
        onConfirm={() => run({ action: 'cancel' })}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
