/**
 * Entree card (menu page): name, two lines of description, price (spec §9 item price: "$0" for zero), the
 * image when present (lazy, fixed aspect), how many are already in the cart, and 已售完 (disabled).
 */
import { formatItemPrice, type MenuEntree } from '@iding/domain';
import clsx from 'clsx';
import { useTranslation } from '../../../lib/i18n';

export function EntreeCard({
  entree,
  soldOut,
  inCart,
  disabled,
  onOpen,
}: {
  entree: MenuEntree;
  soldOut: boolean;
  inCart: number;
  disabled?: boolean;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={soldOut || disabled}
      onClick={onOpen}
      className={clsx(
        'card flex w-full items-stretch gap-3 py-3 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-brand-dark enabled:hover:bg-gray-50 enabled:active:bg-gray-100',
        soldOut && 'cursor-not-allowed',
      )}
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={clsx('font-semibold break-words', soldOut && 'text-gray-600')}>{entree.name}</span>
        {entree.description && (
          <span className="mt-0.5 line-clamp-2 text-sm text-gray-700">{entree.description}</span>
        )}
        <span className="mt-auto flex items-center gap-2 pt-0.5">
          <span className={clsx('font-semibold tabular-nums', soldOut ? 'text-gray-600' : 'text-brand-dark')}>
            {formatItemPrice(entree.price)}
          </span>
          {soldOut && (
            <span className="rounded-full bg-gray-200 px-2 py-0.5 text-sm text-gray-800">
              {t('common.soldOut')}
            </span>
          )}
          {!soldOut && inCart > 0 && (
            <span className="rounded-full bg-brand/15 px-2 py-0.5 text-sm text-brand-dark">
              {t('menu.inCart', { count: inCart })}
            </span>
          )}
        </span>
      </span>
      {entree.image && (
        <img
          src={entree.image}
          alt={entree.name}
          loading="lazy"
          decoding="async"
          width={96}
          height={96}
          // A missing picture leaves the grey placeholder instead of a broken-image icon.
          onError={(e) => {
            e.currentTarget.style.visibility = 'hidden';
          }}
          className={clsx(
            'aspect-square size-24 shrink-0 rounded-xl bg-gray-100 object-cover',
            soldOut && 'grayscale',
          )}
        />
      )}
    </button>
  );
}
