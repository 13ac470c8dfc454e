/**
 * Entree card (menu page): name, two lines of description, price (spec §9 item price: "$0" for zero), the
 * food-label badges (素食 type, 辣度, meat origin), the image when present (lazy, async decode, fixed 96 px square: no layout shift; a tidy tile if it fails), how many are already in the cart, and 已售完 (disabled).
 */
import { FIRST_PAINT_CLASS, formatItemPrice, imageSrcSet, type MenuEntree } from '@iding/domain';
import clsx from 'clsx';
import { memo, useState } from 'react';
import { FoodLabelBadges } from '../../../components/food-label-badges';
import { useTranslation } from '../../../lib/i18n';

/**
 * Memoised: the menu adds its cards a few per task, and a card whose entree, state and opener
 * are unchanged is skipped; `onOpen` is the page's stable opener, called with the entree's id.
 */
export const EntreeCard = memo(function EntreeCard({
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
  onOpen(entreeId: string): void;
}) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <button
      type="button"
      disabled={soldOut || disabled}
      onClick={() => onOpen(entree.id)}
      className={clsx(FIRST_PAINT_CLASS.entreeCard, soldOut && 'cursor-not-allowed')}
    >
      <span className={FIRST_PAINT_CLASS.entreeText}>
        <span className={clsx(FIRST_PAINT_CLASS.entreeName, soldOut && 'text-gray-600')}>{entree.name}</span>
        {entree.description && (
          <span className={FIRST_PAINT_CLASS.entreeDescription}>{entree.description}</span>
        )}
        {/* Food labels (docs/features.md "Food labels"): 素食, 辣度, 含豬肉：台灣產. */}
        <FoodLabelBadges labels={entree.labels} />
        <span className={FIRST_PAINT_CLASS.entreePriceRow}>
          <span
            className={clsx(FIRST_PAINT_CLASS.entreePrice, soldOut ? 'text-gray-600' : 'text-brand-dark')}
          >
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
      {entree.image &&
        (imageFailed ? (
          // A picture that failed to load: a tidy tile of the same size, never a broken-image icon or a gap.
          <span
            className="flex size-24 shrink-0 items-center justify-center rounded-xl bg-gray-100 text-gray-400"
            data-testid="image-placeholder"
            aria-hidden
          >
            <svg
              viewBox="0 0 24 24"
              className="size-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              role="presentation"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="10" r="1.6" />
              <path d="m4 17 5-5 4 4 3-3 4 4" />
            </svg>
          </span>
        ) : (
          <img
            src={entree.image}
            // Uploaded images in the served widths (96 px at up to 3×); CDN pictures as they are.
            srcSet={imageSrcSet(entree.image, 96 * 3)}
            sizes="96px"
            alt={entree.name}
            loading="lazy"
            decoding="async"
            width={96}
            height={96}
            onError={() => setImageFailed(true)}
            className={clsx(FIRST_PAINT_CLASS.entreeImage, soldOut && 'grayscale')}
          />
        ))}
    </button>
  );
});
