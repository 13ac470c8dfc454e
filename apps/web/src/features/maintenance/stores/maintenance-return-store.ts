/**
 * Where the diner was when maintenance began (spec §2 "Maintenance": back there once it is over), kept for the
 * tab with zustand `persist` in sessionStorage.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistStorage } from '../../../lib/persist-storage';

/** sessionStorage key. */
export const MAINTENANCE_RETURN_KEY = 'iding:maintenance-return';

interface MaintenanceReturnState {
  /** Path and query to go back to (validated as same-origin when used); null when none. */
  returnTo: string | null;
  setReturnTo(returnTo: string | null): void;
}

/** The remembered way back from /maintenance. */
export const useMaintenanceReturn = create<MaintenanceReturnState>()(
  persist(
    (set) => ({
      returnTo: null,
      setReturnTo: (returnTo) => set({ returnTo }),
    }),
    {
      name: MAINTENANCE_RETURN_KEY,
      storage: persistStorage<Pick<MaintenanceReturnState, 'returnTo'>>('session'),
      partialize: (s) => ({ returnTo: s.returnTo }),
    },
  ),
);
