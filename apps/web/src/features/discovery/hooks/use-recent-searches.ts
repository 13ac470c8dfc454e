/** The search page's recent searches (issue #4 §1.4) as React state, kept in localStorage (max 5). */
import { useCallback, useState } from 'react';
import { addRecentSearch, loadRecentSearches, saveRecentSearches } from '../utils/recent-searches';

/** @returns `recent` (newest first), `remember(text)` and `clear()` (issue #4 §1 search page). */
export function useRecentSearches() {
  const [recent, setRecent] = useState(loadRecentSearches);
  /** Remembers a search the diner made (trimmed; empty text is ignored). */
  const remember = useCallback((text: string) => {
    setRecent((list) => {
      const next = addRecentSearch(list, text);
      saveRecentSearches(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    saveRecentSearches([]);
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
