/**
 * Holiday dialog (spec §3 show_holiday_dialog): when the store asks for it and today (Asia/Taipei) is one of
 * its holidays, the store page tells the diner once per visit of the day. Radix Dialog (focus trap, Esc,
 * labelled title and text). Default export: the store page loads it lazily, only on such a day.
 */
import type { Holiday } from '@iding/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../../lib/i18n';

/** 今日公休 dialog (spec §3 show_holiday_dialog, holiday); `onClose` runs on 我知道了, Esc or a tap outside. */
export default function HolidayDialog({
  storeName,
  holiday,
  dateText,
  onClose,
}: {
  storeName: string;
  holiday: Holiday;
  /** The date as shown, e.g. 2026/12/31（四）. */
  dateText: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="sheet fixed inset-x-4 top-1/2 z-50 mx-auto max-w-sm -translate-y-1/2 rounded-3xl bg-white p-6 text-center shadow-xl">
          <Dialog.Title className="text-xl font-bold">{t('storeInfo.holidayDialog.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-gray-700">
            {t('storeInfo.holidayDialog.body', { store: storeName, date: dateText, name: holiday.name })}
          </Dialog.Description>
          <Dialog.Close className="btn-primary mt-5 w-full">{t('storeInfo.holidayDialog.ok')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
