/**
 * Order of a brand's stores on /brands/{bid}/stores (spec §2; §7 GET /api/brands/{bid}).
 *
 * With the diner's position the server sorts by its own distance (metres), but it compares a store without
 * coordinates (distance null) as if it were 0 m away, so such a store would top the "nearest" list. Here those
 * stores go last; the server's order is kept otherwise (the sort is stable).
 */
import type { StoreSummary } from '@iding/domain';

type Orderable = Pick<StoreSummary, 'is_closed' | 'distance'>;

/**
 * @param located true once the diner shared a position: nearest first (the server's order), stores without a
 *   distance last; false: open stores first, then closed ones, each in the server's order.
 * @returns a new array; `stores` is not changed.
 */
export function orderBrandStores<T extends Orderable>(stores: readonly T[], located: boolean): T[] {
  if (located) return [...stores].sort((a, b) => Number(a.distance == null) - Number(b.distance == null));
  return [...stores].sort((a, b) => Number(a.is_closed) - Number(b.is_closed));
}
