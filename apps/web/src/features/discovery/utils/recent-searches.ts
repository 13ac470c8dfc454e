/**
 * Recent searches of the search page: the last 5 texts the diner searched, newest first, kept
 * in localStorage on this device only. Pure list rules plus a storage wrapper that never throws.
 */
import { FIELD_LIMITS } from '@iding/domain';

/** localStorage key. */
export const RECENT_SEARCHES_KEY = 'iding:recent-searches';
/** How many are kept. */
export const MAX_RECENT_SEARCHES = 5;
/** The API's limit of a search text (characters); longer stored values are cut. */
const MAX_LENGTH = FIELD_LIMITS.search;

/** Trimmed, inner runs of whitespace as one space, at most FIELD_LIMITS.search (50) characters. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, MAX_LENGTH);

/**
 * The list after searching `text`: trimmed, moved (or added) to the front, duplicates ignoring case and
 * spacing removed, at most 5. An empty text leaves the list as it was.
 */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const entry = normalise(text);
  if (!entry) return [...list];
  const key = entry.toLowerCase();
  return [entry, ...list.filter((s) => normalise(s).toLowerCase() !== key)].slice(0, MAX_RECENT_SEARCHES);
}

/** Reads a stored value defensively: anything but an array of non-empty strings counts as empty. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      .map((s) => s.trim().slice(0, MAX_LENGTH))
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** The stored list ([] when storage is blocked or holds junk). */
export function loadRecentSearches(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Stores the list (an empty list removes the key); blocked storage only loses the history. */
export function saveRecentSearches(
  list: readonly string[],
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    if (list.length === 0) storage?.removeItem(RECENT_SEARCHES_KEY);
    else storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list.slice(0, MAX_RECENT_SEARCHES)));
  } catch {
    // Private mode / quota: the list lasts for this page only.
  }
}
