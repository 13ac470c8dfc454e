/**
 * Top of the store page (spec §3 cover, logo): the cover image and the logo when the store has them;
 * otherwise a band in the brand colour and the brand's first letter in a round badge. Images are
 * decorative (the store name is the heading right below).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function StoreHeader({
  cover,
  logo,
  brandName,
}: {
  cover: string | null;
  logo: string | null;
  brandName: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <div className="h-28 overflow-hidden bg-gradient-to-br from-brand to-brand-dark">
        {cover && <img src={cover} alt="" className="size-full object-cover" />}
      </div>
      <Link
        to={paths.stores()}
        className="absolute top-2 left-3 inline-flex min-h-11 items-center gap-1 rounded-full bg-white/95 px-3 text-brand-dark shadow-sm"
      >
        <span aria-hidden>‹</span>
        {t('storeInfo.allStores')}
      </Link>
      <div className="absolute -bottom-8 left-4 flex size-16 items-center justify-center overflow-hidden rounded-2xl bg-white text-2xl font-bold text-brand-dark shadow-md ring-1 ring-black/5">
        {logo ? (
          <img src={logo} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden>{[...brandName][0]}</span>
        )}
      </div>
    </div>
  );
}
