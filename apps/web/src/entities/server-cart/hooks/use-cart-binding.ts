/**
 * Binds the local cart to the store and menu version on screen (spec §4 "Cart"): clears it with a snackbar
 * when its own store's menu version changed, or when the route has a `uuid` query and the cart is 3 h old.
 * A cart of another store is kept (browsing never clears it; adding asks first, on the menu).
 * For a logged-in member it then keeps the cart in sync with the server (entities/server-cart/hooks/use-server-cart-sync.ts).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCart } from '../../../stores/cart-store';
import { useGlobal } from '../../../stores/global-store';
import { useServerCartSync } from './use-server-cart-sync';

/** Applies the file comment's rules for store `sid` at `menuVersion` (nothing until the menu is loaded). */
export function useCartBinding(sid: string, menuVersion: number | undefined) {
  const [search] = useSearchParams();
  const hasUuid = search.has('uuid');
  useEffect(() => {
    if (menuVersion === undefined) return;
    useGlobal.getState().setIdentifier(sid);
    const reason = useCart.getState().reconcile(sid, menuVersion, hasUuid);
    if (reason) notify.info(i18n.t(`menu.cleared.${reason}`), { id: 'cart-cleared' });
  }, [sid, menuVersion, hasUuid]);
  // After the binding above (effects run in order): the sync sees the cart already bound to this store.
  useServerCartSync(sid, menuVersion);
}
