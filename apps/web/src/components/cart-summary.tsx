/**
 * The cart beside the menu on a desktop (≥ 1024 px): the lines of the cart of store `sid` (name,
 * options, quantity, line total), the total and a button to the cart page, as food sites show it. Shows only
 * this store's cart: a cart of another store is named by the menu's own link above the categories.
 */
import { formatCurrency, optionsText } from '@iding/domain';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { cartCount, cartItems, cartTotal, useCart } from '../stores/cart-store';
import { SetMealPicks } from './set-meal-picks';

/**
 * @param sid the store on screen
 * @param pulse a number that changes each time a line is added: the box flashes once (visible confirmation)
 */
export function CartSummary({ sid, pulse, className }: { sid: string; pulse?: number; className?: string }) {
  const { t } = useTranslation();
  const items = useCart((s) => cartItems(s, sid));
  const total = useCart((s) => cartTotal(s, sid));
  const count = useCart((s) => cartCount(s, sid));
  return (
    <section aria-labelledby="cart-summary-h" className={clsx('card', className)}>
      <h2 id="cart-summary-h" className="flex items-baseline justify-between text-lg font-bold">
        <span>{t('menu.cart')}</span>
        {count > 0 && (
          // Keyed by the add count: a new element replays the flash each time a line is added.
          <span key={pulse} className="cart-pulse rounded-full px-2 text-sm font-semibold text-brand-dark">
            {t('menu.checkoutSummary', { count, total: formatCurrency(total) })}
          </span>
        )}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{t('menu.cartEmpty')}</p>
      ) : (
        <>
          <ul className="mt-3 max-h-[50dvh] divide-y divide-gray-100 overflow-y-auto">
            {items.map((item) => (
              <li key={item.index} className="flex gap-2 py-2 text-sm">
                <span className="shrink-0 font-semibold tabular-nums">{item.quantity}×</span>
                <span className="min-w-0 flex-1">
                  <span className="block break-words">{item.name}</span>
                  {item.options.length > 0 && (
                    // The same wording as the cart page's lines and the order pages (domain optionsText).
                    <span className="block text-gray-700">{optionsText(item.options)}</span>
                  )}
                  <SetMealPicks collections={item.collections} className="block text-gray-700" />
                </span>
                <span className="shrink-0 tabular-nums">{formatCurrency(item.total)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex items-baseline justify-between border-t border-gray-200 pt-2 font-bold">
            <span>{t('common.total')}</span>
            <span className="tabular-nums">{formatCurrency(total)}</span>
          </p>
          <Link to={paths.cart(sid)} className="btn-primary mt-3 w-full">
            {t('menu.checkout')}
          </Link>
        </>
      )}
    </section>
  );
}
