/**
 * Whether the holiday dialog (spec §3 show_holiday_dialog) is still to be shown: once per store and holiday
 * date in this browser session, so coming back to the store page does not repeat it. The keys already shown
 * are a zustand store persisted with `persist` in sessionStorage. `key` null = no dialog today.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistStorage } from '../../../lib/persist-storage';

/** sessionStorage key of the dialogs already closed this session. */
export const HOLIDAY_DIALOG_SEEN_KEY = 'holidayDialogSeen';

interface HolidayDialogState {
  /** `store:date` keys whose dialog was closed this session. */
  seen: string[];
  markSeen(key: string): void;
}

const useHolidayDialogStore = create<HolidayDialogState>()(
  persist(
    (set) => ({
      seen: [],
      markSeen: (key) => set((s) => (s.seen.includes(key) ? s : { seen: [...s.seen, key] })),
    }),
    {
      name: HOLIDAY_DIALOG_SEEN_KEY,
      storage: persistStorage<Pick<HolidayDialogState, 'seen'>>('session'),
      partialize: (s) => ({ seen: s.seen }),
    },
  ),
);

/** Whether to show the holiday dialog for `key` (store:date) and how to close it for the session (spec §3 show_holiday_dialog). */
export function useHolidayDialog(key: string | null): { open: boolean; close(): void } {
  const seen = useHolidayDialogStore((s) => key !== null && s.seen.includes(key));
  return {
    open: key !== null && !seen,
    close() {
      if (key !== null) useHolidayDialogStore.getState().markSeen(key);
    },
  };
}
