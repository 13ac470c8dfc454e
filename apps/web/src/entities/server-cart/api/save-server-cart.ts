/**
 * POST /api/cart {items, identifier, modify_time} (spec §7 Cart; spec §4 Cart "synced to server if logged
 * in"): replaces the member's cart at a store, unless the stored copy is newer.
 */
import type { SaveCartResponse, SetCartRequest } from '@iding/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * Sends the whole local cart. `modify_time` is the local cart's last change in epoch **seconds**; the server
 * keeps a stored cart whose modify_time is greater and answers it with `saved: false` (the client adopts it),
 * otherwise it saves and answers the cart repriced from the current menu with `saved: true`. Client prices
 * are ignored.
 * @throws ApiError 400 identifier_required (spec §5), 404 store_not_found, 422 menu_item_error (a line the
 *   current menu cannot take), 401 (handled centrally, spec §4 Session).
 */
export function saveServerCart(body: SetCartRequest): Promise<SaveCartResponse> {
  return api<SaveCartResponse>(apiPaths.cartSave(), { method: 'POST', body });
}
