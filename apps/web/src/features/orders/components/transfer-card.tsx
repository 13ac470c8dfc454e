/**
 * 轉帳 on the diner's order page (docs/features.md "轉帳"): while the order is unpaid, the store's account
 * (銀行代碼 + 銀行名稱, 帳號 with a copy button, 戶名), the amount and the deadline, and 回報轉帳 with the last
 * five digits of the diner's account (a new report replaces the last until the store confirms); 已付款 once the
 * store confirmed it (確認收款).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatCurrency,
  formatTransferDeadline,
  isOpenOrder,
  type OrderResponse,
  PaymentStatus,
  PaymentType,
  TRANSFER_LIMITS,
  type TransferReportRequest,
  ZTransferReportRequest,
} from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { orderKeys } from '../../../api/query-keys';
import { TextField } from '../../../components/form-field';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { reportTransfer } from '../api/report-transfer';

type TransferOrder = Pick<
  OrderResponse,
  'id' | 'payment_type' | 'payment_status' | 'status' | 'total' | 'transfer'
>;

/** The 轉帳 card of a 轉帳 order; nothing for other payment types, cancelled orders or a store with no account. */
export function TransferCard({ order, className = '' }: { order: TransferOrder; className?: string }) {
  const { t } = useTranslation();
  const transfer = order.transfer;
  if (order.payment_type !== PaymentType.TRANSFER || !transfer) return null;
  if (order.payment_status === PaymentStatus.PAID_FULL) {
    return (
      <section className={`card ${className}`} aria-labelledby="transfer-h">
        <h2 id="transfer-h" className="section-title">
          {t('completed.transfer.heading')}
        </h2>
        <p className="mt-1 font-semibold text-emerald-800" role="status">
          {t('completed.transfer.paid')}
        </p>
      </section>
    );
  }
  if (!isOpenOrder(order.status)) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(transfer.account_number);
      notify.success(t('completed.transfer.copied'));
    } catch {
      notify.error(t('completed.transfer.copyFailed'));
    }
  };

  return (
    <section className={`card text-left ${className}`} aria-labelledby="transfer-h">
      <h2 id="transfer-h" className="section-title">
        {t('completed.transfer.heading')}
      </h2>
      <p className="mt-1 font-semibold text-amber-900" data-testid="transfer-deadline">
        {t('completed.transfer.deadline', { time: formatTransferDeadline(transfer.deadline) })}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        <dt className="text-gray-700">{t('completed.transfer.bank')}</dt>
        <dd className="font-semibold tabular-nums">
          {transfer.bank_code} {transfer.bank_name}
        </dd>
        <dt className="text-gray-700">{t('completed.transfer.account')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="font-semibold tabular-nums tracking-wide" data-testid="transfer-account">
            {transfer.account_number}
          </span>
          <button
            type="button"
            className="btn-secondary min-h-11 px-3 text-sm"
            onClick={copy}
            aria-label={t('completed.transfer.copyLabel')}
          >
            {t('completed.transfer.copy')}
          </button>
        </dd>
        <dt className="text-gray-700">{t('completed.transfer.accountName')}</dt>
        <dd>{transfer.account_name}</dd>
        <dt className="text-gray-700">{t('completed.transfer.amount')}</dt>
        <dd className="text-lg font-bold tabular-nums">{formatCurrency(order.total)}</dd>
      </dl>
      {transfer.last_five && (
        <p className="mt-3 rounded-lg bg-sky-50 px-3 py-2 font-semibold text-sky-900" role="status">
          {t('completed.transfer.reported', { lastFive: transfer.last_five })}
        </p>
      )}
      <ReportForm orderId={order.id} reported={transfer.last_five !== null} />
    </section>
  );
}

/** 回報轉帳: the last five digits of the diner's account (exactly 5 digits, ZTransferReportRequest). */
function ReportForm({ orderId, reported }: { orderId: string; reported: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<TransferReportRequest>({
    resolver: zodResolver(ZTransferReportRequest),
    defaultValues: { last_five: '' },
  });
  const send = useMutation({
    mutationFn: (body: TransferReportRequest) => reportTransfer(orderId, body),
    onSuccess: async () => {
      form.reset({ last_five: '' });
      await queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
    onError: (e) => form.setError('last_five', { message: toApiError(e).message }),
  });
  return (
    <form
      className="mt-3 flex flex-wrap items-start gap-2"
      noValidate
      aria-label={t('completed.transfer.report')}
      onSubmit={form.handleSubmit((body) => send.mutate(body))}
    >
      <TextField
        tone="compact"
        className="w-40"
        label={t('completed.transfer.lastFive')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={TRANSFER_LIMITS.lastFiveLength}
        error={form.formState.errors.last_five?.message}
        {...form.register('last_five')}
      />
      <button type="submit" className="btn-primary mt-7 min-h-11" disabled={send.isPending}>
        {reported ? t('completed.transfer.reportAgain') : t('completed.transfer.report')}
      </button>
    </form>
  );
}
