/**
 * A confirmation before something that cannot be undone from this screen (cancel an order, replace the cart):
 * an alert dialog with the safe choice first and focused, and the action second. Radix AlertDialog
 * (role alertdialog, focus trap with the Cancel — safe — button focused on open, Escape, scroll lock; a tap
 * outside does not dismiss it, as an alert dialog should not), shown as the app's bottom sheet on a phone.
 * Used by cancel order and 再點一次 (spec §7 DELETE /api/orders/{orderId}, …/again) and by the menu's
 * 建立新購物車？.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import clsx from 'clsx';

/**
 * Open while `open`. `onConfirm` runs the action; while `busy` both buttons wait and the action shows
 * `busyLabel`. `danger` paints the action red (destructive).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy = false,
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="sheet-overlay fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          className="sheet fixed inset-x-0 bottom-0 z-50 mx-auto w-full max-w-md rounded-t-3xl bg-white px-4 pt-5 shadow-xl sm:bottom-6 sm:rounded-3xl"
          style={{ paddingBottom: 'calc(1rem + env(safe-area-inset-bottom))' }}
        >
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 break-words text-gray-700">{text}</AlertDialog.Description>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <AlertDialog.Cancel className="btn-secondary w-full" disabled={busy}>
              {keepLabel}
            </AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action: the dialog stays open (busy) until the action is done. */}
            <button
              type="button"
              className={clsx(
                'btn-primary w-full',
                danger && 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
              )}
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
