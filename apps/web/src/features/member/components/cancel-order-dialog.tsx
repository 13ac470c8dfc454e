/**
 * The confirmation before cancelling an order (spec §7 DELETE /api/orders/{orderId}; spec §8 cancel_order):
 * an alert dialog naming the store and the order number, 不取消 (focused first, the safe choice) and 確定取消.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

/** Open while `open`; `onConfirm` sends the cancel, `busy` while it is on its way (both buttons wait). */
export function CancelOrderDialog({
  open,
  store,
  number,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  store: string;
  number: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="sheet fixed inset-x-0 bottom-0 z-50 mx-auto w-full max-w-md rounded-t-3xl bg-white px-4 pt-5 shadow-xl sm:bottom-6 sm:rounded-3xl"
          style={{ paddingBottom: 'calc(1rem + env(safe-area-inset-bottom))' }}
        >
          <Dialog.Title className="text-xl font-bold">{t('member.history.cancel.confirmTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 break-words text-gray-700">
            {t('member.history.cancel.confirmText', { store, number })}
          </Dialog.Description>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Dialog.Close className="btn-secondary w-full" disabled={busy}>
              {t('member.history.cancel.keep')}
            </Dialog.Close>
            <button
              type="button"
              className="btn-primary w-full bg-red-700 hover:bg-red-800 focus-visible:outline-red-700"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? t('member.history.cancel.cancelling') : t('member.history.cancel.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
