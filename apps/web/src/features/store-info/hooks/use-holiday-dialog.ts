/**
 * Whether the holiday dialog (spec §3 show_holiday_dialog) is still to be shown: once per store and holiday
 * date in this browser session (sessionStorage), so coming back to the store page does not repeat it.
 * `key` null = no dialog today.
 */
import { useState } from 'react';

const PREFIX = 'holidayDialogSeen:';

function seen(key: string): boolean {
  try {
    return sessionStorage.getItem(PREFIX + key) === '1';
  } catch {
    return false;
  }
}

/** Whether to show the holiday dialog for `key` (store:date) and how to close it for the session (spec §3 show_holiday_dialog). */
export function useHolidayDialog(key: string | null): { open: boolean; close(): void } {
  const [closedKey, setClosedKey] = useState<string | null>(null);
  const open = key !== null && closedKey !== key && !seen(key);
  return {
    open,
    close() {
      if (key === null) return;
      setClosedKey(key);
      try {
        sessionStorage.setItem(PREFIX + key, '1');
      } catch {
        // Private mode without storage: the dialog may show again next visit, which is harmless.
      }
    },
  };
}
