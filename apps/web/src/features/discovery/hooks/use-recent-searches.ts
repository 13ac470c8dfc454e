/**
 * The search page's recent searches: a zustand store persisted with `persist` in localStorage
 * under RECENT_SEARCHES_KEY (max 5, newest first). The stored value stays the plain JSON array of texts that
 * utils/recent-searches.ts reads and writes defensively (junk reads as empty, blocked storage loses only the
 * history), so earlier lists keep working.
 */
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import {
  addRecentSearch,
  loadRecentSearches,
  RECENT_SEARCHES_KEY,
  saveRecentSearches,
} from '../utils/recent-searches';

interface RecentSearchesState {
  /** Texts, newest first, at most 5. */
  recent: string[];
  /** Remembers a search the diner made (trimmed; empty text is ignored). */
  remember(text: string): void;
  clear(): void;
}

/** The list as the bare JSON array of utils/recent-searches.ts, not zustand's JSON envelope. */
const arrayStorage: PersistStorage<Pick<RecentSearchesState, 'recent'>> = {
  getItem: () => ({ state: { recent: loadRecentSearches() }, version: 0 }),
  setItem: (_name, value) => saveRecentSearches(value.state.recent),
  removeItem: () => saveRecentSearches([]),
};

const useRecentSearchStore = create<RecentSearchesState>()(
  persist(
    (set) => ({
      recent: [],
      remember: (text) => set((s) => ({ recent: addRecentSearch(s.recent, text) })),
      clear: () => set({ recent: [] }),
    }),
    { name: RECENT_SEARCHES_KEY, storage: arrayStorage, partialize: (s) => ({ recent: s.recent }) },
  ),
);

/** @returns `recent` (newest first), `remember(text)` and `clear()` (spec §2 search page). */
export function useRecentSearches() {
  const recent = useRecentSearchStore((s) => s.recent);
  const remember = useRecentSearchStore((s) => s.remember);
  const clear = useRecentSearchStore((s) => s.clear);
  return { recent, remember, clear };
}
