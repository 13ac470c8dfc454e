/**
 * Binds the local cart to the store and menu on screen (spec §4 "Cart", docs/decisions/029): when its own
 * store published a new menu version, the lines the new menu still prices are kept and the diner is told which
 * lines were removed or repriced; a cart of a `uuid` route untouched for 3 h is emptied with a snackbar.
 * A cart of another store is kept (browsing never clears it; adding asks first, on the menu).
 * For a logged-in member it then keeps the cart in sync with the server (entities/server-cart/hooks/use-server-cart-sync.ts).
 */
import { formatCurrency, type MenuIndex } from '@iding/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { type CartBindNotice, useCart } from '../../../stores/cart-store';
import { useGlobal } from '../../../stores/global-store';
import { useServerCartSync } from './use-server-cart-sync';

/** How long a menu-change message stays: it names lines the diner may want to look at (ms). */
const MENU_CHANGE_NOTICE_MS = 8000;

/**
 * Applies the file comment's rules for store `sid` at `menuVersion`, whose menu is `menuIndex` (nothing until
 * the menu is loaded).
 */
export function useCartBinding(sid: string, menuVersion: number | undefined, menuIndex: MenuIndex | null) {
  const [search] = useSearchParams();
  const hasUuid = search.has('uuid');
  useEffect(() => {
    if (menuVersion === undefined || !menuIndex) return;
    useGlobal.getState().setIdentifier(sid);
    const notice = useCart
      .getState()
      .reconcile({ identifier: sid, menuVersion, menuIndex, hasUuidQuery: hasUuid });
    if (notice) tell(notice);
  }, [sid, menuVersion, menuIndex, hasUuid]);
  // After the binding above (effects run in order): the sync sees the cart already bound to this store.
  useServerCartSync(sid, menuVersion);
}

function tell(notice: CartBindNotice): void {
  if (notice.kind === 'expired') {
    notify.info(i18n.t('menu.cleared.expired'), { id: 'cart-cleared' });
    return;
  }
  const list = (names: string[]) => names.join('、');
  if (notice.removed.length > 0) {
    const names = notice.removed.map((name) => i18n.t('menu.changed.name', { name }));
    notify.info(i18n.t('menu.changed.removed', { names: list(names) }), {
      id: 'cart-menu-removed',
      duration: MENU_CHANGE_NOTICE_MS,
    });
  }
  if (notice.repriced.length > 0) {
    const lines = notice.repriced.map((l) =>
      i18n.t('menu.changed.repricedLine', { name: l.name, price: formatCurrency(l.subtotal) }),
    );
    notify.info(i18n.t('menu.changed.repriced', { lines: list(lines) }), {
      id: 'cart-menu-repriced',
      duration: MENU_CHANGE_NOTICE_MS,
    });
  }
}
