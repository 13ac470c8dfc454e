/**
 * Top of the store page (spec §3 cover, logo): the cover image and the logo when the store has them;
 * otherwise — or when an image fails to load — a band in the brand colour and the brand's
 * monogram (utils/monogram) in the badge. Both boxes have fixed sizes, so nothing moves as images arrive.
 * Images are decorative (the store name is the heading right below).
 */
import { FIRST_PAINT_CLASS } from '@iding/domain';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/fallback-image';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { monogram } from '../utils/monogram';

/**
 * Cover band with "‹ 店家列表" (spec §2 /stores) and the logo badge (spec §3 cover, logo).
 * `actions` is the slot at the top right: the favorite heart.
 */
export function StoreHeader({
  cover,
  logo,
  brandName,
  actions,
}: {
  cover: string | null;
  logo: string | null;
  brandName: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const letters = monogram(brandName);
  return (
    <div className="relative">
      <div className={FIRST_PAINT_CLASS.coverBand}>
        {/* Eager: the top of the first screen. A failed cover leaves the brand-colour band. */}
        <FallbackImage src={cover} className="block size-full" fallback={null} eager />
      </div>
      <div className="absolute inset-x-3 top-2 flex items-start justify-between gap-2">
        <Link
          to={paths.stores()}
          className="inline-flex min-h-11 items-center gap-1 rounded-full bg-white/95 px-3 text-brand-dark shadow-sm"
        >
          <span aria-hidden>‹</span>
          {t('storeInfo.allStores')}
        </Link>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </div>
      <div
        className={clsx(
          'absolute -bottom-8 left-4 flex size-16 items-center justify-center overflow-hidden rounded-2xl bg-white font-bold text-brand-dark shadow-md ring-1 ring-black/5',
          // "50嵐" needs a smaller size than one character to fit the 64 px badge.
          letters.length > 1 ? 'text-lg' : 'text-2xl',
        )}
      >
        <FallbackImage
          src={logo}
          className="flex size-full items-center justify-center"
          fallback={<span aria-hidden>{letters}</span>}
          eager
        />
      </div>
    </div>
  );
}
