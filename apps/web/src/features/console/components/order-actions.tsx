/**
 * The store's actions on an order, as its stage allows them (domain canTransition): 接單 with
 * estimated minutes, 可取餐, 完成, and 取消訂單 with a reason the diner is told: one of the presets
 * (STORE_CANCEL_REASONS) with an optional note, or 其他 with the note; an order already paid (online or with
 * 儲值金) says it will be refunded in full before the store confirms. Shared by the board card and the order
 * detail.
 */
import {
  type ConsoleOrder,
  canTransition,
  ESTIMATE_MINUTES,
  formatCurrency,
  type OrderAction,
  PaymentStatus,
  STORE_CANCEL_NOTE_MAX,
  STORE_CANCEL_REASONS,
  type StoreCancelReason,
  storeCancelReasonText,
} from '@iding/domain';
import { useId, useState } from 'react';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n';

/** A request for an action: accept sends estimate_minutes, cancel its reason. */
export type OrderActionHandler = (
  action: OrderAction,
  body?: { estimate_minutes?: number; reason?: string },
) => void;

/** 取消訂單: a preset reason or 其他, a note, the refund warning of a paid order, then 確定取消. */
function CancelForm({
  order,
  busy,
  onConfirm,
  onBack,
}: {
  order: Pick<ConsoleOrder, 'payment_status' | 'total'>;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [preset, setPreset] = useState<StoreCancelReason | null>(null);
  const [note, setNote] = useState('');
  const reason = preset ? storeCancelReasonText(preset, note) : '';
  return (
    <div className="mt-3 flex flex-col gap-2">
      <fieldset>
        <legend className="text-sm font-medium">{t('console.actions.reason')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {STORE_CANCEL_REASONS.map((r) => (
            <label
              key={r}
              className="flex min-h-11 items-center gap-1.5 rounded-lg px-2 ring-1 ring-gray-300"
            >
              <input
                type="radio"
                name={name}
                className="size-5"
                checked={preset === r}
                onChange={() => setPreset(r)}
              />
              {r}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={preset === '其他' ? t('console.actions.otherReason') : t('console.actions.note')}
        labelClassName="text-sm font-medium"
        value={note}
        maxLength={STORE_CANCEL_NOTE_MAX}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {order.payment_status === PaymentStatus.PAID_FULL && (
        <p role="note" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('console.actions.refundWarning', { total: formatCurrency(order.total) })}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={busy || !reason}
          onClick={() => onConfirm(reason)}
        >
          {t('console.actions.confirmCancel')}
        </button>
        <button type="button" className="btn-secondary flex-1" onClick={onBack}>
          {t('console.actions.back')}
        </button>
      </div>
    </div>
  );
}

export function OrderActions({
  order,
  busy,
  onAction,
}: {
  order: Pick<ConsoleOrder, 'stage' | 'payment_status' | 'total'>;
  busy: boolean;
  onAction: OrderActionHandler;
}) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(15);
  const [cancelling, setCancelling] = useState(false);
  const can = (action: OrderAction) => canTransition(order.stage, action);

  if (cancelling) {
    return (
      <CancelForm
        order={order}
        busy={busy}
        onConfirm={(reason) => onAction('cancel', { reason })}
        onBack={() => setCancelling(false)}
      />
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
