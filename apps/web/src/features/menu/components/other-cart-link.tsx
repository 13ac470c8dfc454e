/**
 * 「您在「X」的購物車有 N 項」 on a menu of another store: browsing keeps the cart, so the
 * diner is told where it is and can go back to it. Nothing when the cart is empty or belongs to this store.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { storeInfoQueryOptions } from '../../../api/get-store-info';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { holdsOtherStore, useCart } from '../../../stores/cart-store';

/** The cart's store name (fetched once, cached like every store info) for the link and the new-cart dialog. */
export function useCartStoreName(sid: string): { cartSid: string | null; name: string } {
  const { t } = useTranslation();
  const cartSid = useCart((s) => (holdsOtherStore(s, sid) ? s.identifier : null));
  const info = useQuery({ ...storeInfoQueryOptions(cartSid ?? ''), enabled: cartSid !== null });
  return { cartSid, name: info.data?.name ?? t('menu.otherCartFallback') };
}

export function OtherCartLink({ sid }: { sid: string }) {
  const { t } = useTranslation();
  const { cartSid, name } = useCartStoreName(sid);
  const count = useCart((s) => s.items.reduce((n, i) => n + i.quantity, 0));
  if (!cartSid) return null;
  return (
    <Link
      to={paths.cart(cartSid)}
      className="mt-2 flex min-h-11 items-center rounded-xl bg-brand/10 px-3 text-sm text-brand-dark underline"
    >
      {t('menu.otherCart', { store: name, count })}
    </Link>
  );
}
