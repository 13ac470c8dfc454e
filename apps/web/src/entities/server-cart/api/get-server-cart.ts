/**
 * GET /api/cart/{identifier} (spec §7 Cart; spec §4 Cart "on the server" for logged-in users):
 * the member's cart at a store, repriced from the store's current menu. Members only: the web app calls it
 * from the lazily loaded server cart sync (entities/server-cart/model/server-cart-sync.ts), never for visitors (spec §6).
 */
import type { ServerCart } from '@iding/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * The member's server cart at store `sid`: items priced in TWD with their server `item_id`, modify_time in
 * epoch seconds (0 = no server copy), `removed_items` (lines the current menu dropped, reported once) and
 * `menu_version_changed` (saved on an older menu version; snackbar menu_version_changed_when_get_cart_items).
 * @throws ApiError 401 unauthorized / token_expired (handled centrally, spec §4 Session), 404 store_not_found.
 */
export function getServerCart(sid: string, signal?: AbortSignal): Promise<ServerCart> {
  return api<ServerCart>(apiPaths.cart(sid), { signal });
}
