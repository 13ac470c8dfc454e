/**
 * The confirmation before cancelling an order (spec §7 DELETE /api/orders/{orderId}; spec §8 cancel_order):
 * an alert dialog naming the store and the order number, 不取消 (focused first, the safe choice) and 確定取消.
 */

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n';

/** Open while `open`; `onConfirm` sends the cancel, `busy` while it is on its way (both buttons wait). */
export function CancelOrderDialog({
  open,
  store,
  orderNumber,
  refund,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  store: string;
  /** An order paid through the app: the amount (formatted) that goes back, said in the text. */
  refund?: string;
  /** The order number the diner sees (訂單編號; wire field `item_name`, spec §7). */
  orderNumber: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('member.history.cancel.confirmTitle')}
      text={`${t('member.history.cancel.confirmText', { store, number: orderNumber })}${
        refund ? t('member.history.cancel.refundNote', { amount: refund }) : ''
      }`}
      keepLabel={t('member.history.cancel.keep')}
      confirmLabel={t('member.history.cancel.confirm')}
      busyLabel={t('member.history.cancel.cancelling')}
      busy={busy}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
