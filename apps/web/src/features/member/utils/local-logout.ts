/**
 * Local half of logout (spec §4 Logout): clears auth, member data and the register step, and by default the
 * local cart. The server half (POST /api/user/logout) is the caller's. Kept out of stores/user-store.ts so
 * that the small 會員 link does not pull the cart store into the stores list.
 */
import { useCart } from '../../../stores/cart-store';
import { useUser } from '../../../stores/user-store';

/** spec §4 Logout on this device: member data and register step, and the local cart unless clearCart is false. */
export function clearUserLocally(opts: { clearCart?: boolean } = {}): void {
  useUser.getState().clear();
  if (opts.clearCart ?? true) useCart.getState().clear();
}
