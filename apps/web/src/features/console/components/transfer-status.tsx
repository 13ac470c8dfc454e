/**
 * A 轉帳 order on the console (docs/features.md "轉帳"): 「待轉帳」 or 「已回報轉帳：末五碼 12345」 while unpaid,
 * with 確認收款, which marks it paid (the diner's page then shows 已付款).
 */
import { type ConsoleOrder, transferStatusLabel } from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../api/query-keys';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { confirmTransfer } from '../api/console-api';

type TransferOrder = Pick<
  ConsoleOrder,
  'id' | 'payment_type' | 'payment_status' | 'status' | 'transfer_last_five'
>;

/** The 轉帳 state of an unpaid 轉帳 order and 確認收款; nothing for other orders. */
export function TransferStatus({ sid, order }: { sid: string; order: TransferOrder }) {
  const label = transferStatusLabel(order);
  return label ? <TransferConfirm sid={sid} orderId={order.id} label={label} /> : null;
}

function TransferConfirm({ sid, orderId, label }: { sid: string; orderId: string; label: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmTransfer(sid, orderId),
    onSuccess: (updated) => {
      queryClient.setQueryData(consoleKeys.order(sid, orderId), updated);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.board(sid) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.order(sid, orderId) }),
      ]);
    },
  });
  return (
    <div className="mt-1 rounded bg-amber-50 px-2 py-1.5 text-sm" data-testid="transfer-status">
      <p className="font-semibold text-amber-950">{label}</p>
      <button
        type="button"
        className="btn-secondary mt-1 min-h-9 px-3 text-sm"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate()}
      >
        {t('console.transfer.confirm')}
      </button>
      {confirm.error && (
        <p role="alert" className="mt-1 text-red-800">
          {toApiError(confirm.error).message}
        </p>
      )}
    </div>
  );
}
