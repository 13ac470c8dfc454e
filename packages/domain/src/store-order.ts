/** The order of a store list (spec §3 Store lists), shared by the web's lists and the server's preview of /stores. */
import type { StoreSummary } from './store';

/**
 * The 全部 view of a store list (spec §3 Store lists all_stores): every store (all_stores, or a list), open ones
 * first, the server's order otherwise (the sort is stable; a new array). A module without zod, so a screen that orders stores ships no schema.
 */
export function openStoresFirst(
  all: Readonly<Record<string, StoreSummary>> | readonly StoreSummary[],
): StoreSummary[] {
  return Object.values(all).sort((a, b) => Number(a.is_closed) - Number(b.is_closed));
}
