/**
 * 建立新購物車？ (spec §4 "Cart"): a line added while the cart holds another store's lines is
 * held until the diner answers. 保留原購物車 keeps the cart as it is and drops the line; 建立新購物車 clears the
 * cart for this store (startNew) and adds it. A line for the cart's own store (or an empty cart) goes in at once.
 */
import type { PricedCartItem } from '@iding/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { holdsOtherStore, useCart } from '../../../stores/cart-store';

/** The dialog's own chunk: most adds never ask. */
const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * Adding to the cart of store `sid` (menu `version`): `offer(item)` adds it, or holds it for the dialog when
 * the cart holds another store. `onAdded` runs after each line that went in.
 */
export function useNewCartGuard(sid: string, version: number, onAdded: (item: PricedCartItem) => void) {
  const [pending, setPending] = useState<PricedCartItem | null>(null);
  const add = (item: PricedCartItem) => {
    useCart.getState().change({ mode: 'create', item });
    onAdded(item);
  };
  return {
    pending,
    offer: (item: PricedCartItem) => {
      if (holdsOtherStore(useCart.getState(), sid)) setPending(item);
      else add(item);
    },
    keep: () => setPending(null),
    replace: () => {
      if (!pending) return;
      useCart.getState().startNew(sid, version);
      add(pending);
      setPending(null);
    },
  };
}

/** The question, while a line is held: `from` the cart's store, `to` this store (names). */
export function NewCartDialog({
  guard,
  from,
  to,
}: {
  guard: ReturnType<typeof useNewCartGuard>;
  from: string;
  to: string;
}) {
  const { t } = useTranslation();
  if (!guard.pending) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={t('menu.newCart.title')}
        text={t('menu.newCart.text', { from, to })}
        keepLabel={t('menu.newCart.keep')}
        confirmLabel={t('menu.newCart.replace')}
        onClose={guard.keep}
        onConfirm={guard.replace}
      />
    </Suspense>
  );
}
