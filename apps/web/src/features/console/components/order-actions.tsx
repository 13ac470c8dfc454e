/**
 * The store's actions on an order, as its stage allows them (domain canTransition): 接單 with
 * estimated minutes, 可取餐, 完成, and 取消訂單 with a reason the diner is told. Shared by the board card and the
 * order detail.
 */
import { type ConsoleOrder, canTransition, ESTIMATE_MINUTES, type OrderAction } from '@iding/domain';
import { useState } from 'react';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n';

/** A request for an action: accept sends estimate_minutes, cancel its reason. */
export type OrderActionHandler = (
  action: OrderAction,
  body?: { estimate_minutes?: number; reason?: string },
) => void;

export function OrderActions({
  order,
  busy,
  onAction,
}: {
  order: Pick<ConsoleOrder, 'stage'>;
  busy: boolean;
  onAction: OrderActionHandler;
}) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(15);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const can = (action: OrderAction) => canTransition(order.stage, action);

  if (cancelling) {
    return (
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
    );
  }
  return (
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
        <button type="button" className="btn-primary" disabled={busy} onClick={() => onAction('complete')}>
          {t('console.actions.complete')}
        </button>
      )}
      {can('cancel') && (
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => setCancelling(true)}>
          {t('console.actions.cancel')}
        </button>
      )}
    </div>
  );
}
