/**
 * Global state (spec §3 "Global state"): the current store identifier, plus the last load failure that
 * turns the progress bar red (spec §2).
 */
import { create } from 'zustand';

interface GlobalState {
  /** Identifier of the store the diner is ordering from. */
  identifier: string | null;
  /** Epoch ms of the latest failed query/mutation; the progress bar shows red for it. */
  loadFailedAt: number | null;
  setIdentifier(identifier: string): void;
  reportLoadFailure(): void;
}

export const useGlobal = create<GlobalState>()((set) => ({
  identifier: null,
  loadFailedAt: null,
  setIdentifier: (identifier) => set({ identifier }),
  reportLoadFailure: () => set({ loadFailedAt: Date.now() }),
}));
