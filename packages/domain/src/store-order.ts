/** The order of a store list (spec §3 Store lists), shared by the web's lists and the server's preview of /stores. */
import type { StoreSummary } from './store';

/**
 * The 全部 view of a store list (spec §3 Store lists all_stores): every store, open ones first, the server's
 * order otherwise (the sort is stable). A module without zod, so a screen that orders stores ships no schema.
 */
export function openStoresFirst(all: Record<string, StoreSummary>): StoreSummary[] {
  return Object.values(all).sort((a, b) => Number(a.is_closed) - Number(b.is_closed));
}
