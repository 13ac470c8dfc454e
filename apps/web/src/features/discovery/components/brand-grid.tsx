/**
 * Brands as a grid of tiles (spec §3 Store lists "brands"; index page and /brands), each opening the brand's
 * stores (/brands/{bid}/stores). Without a logo the tile shows the brand's first characters in the brand colour.
 */
import type { BrandSummary } from '@iding/domain';
import { Link } from 'react-router';
import { FallbackImage, InitialsFallback } from '../../../components/fallback-image';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/initials';
import { paths } from '../../../lib/paths';

type Brand = Pick<BrandSummary, 'identifier' | 'name' | 'logo' | 'store_count'> & { description?: string };

/**
 * A brand's round logo (lazy, fixed size), or its initials on the brand colour when it has none or the image
 * fails (spec §3 Store lists "brands"). Decorative.
 */
export function BrandLogo({
  brand,
  size = 'size-14',
}: {
  brand: Pick<Brand, 'name' | 'logo'>;
  size?: string;
}) {
  return (
    <FallbackImage
      src={brand.logo}
      className={`${size} rounded-full bg-white`}
      fallback={<InitialsFallback letters={initials(brand.name)} />}
    />
  );
}

/** Tiles, three to a row on a phone, four from 768 px, six from 1280 px. */
export function BrandGrid({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-3 gap-3 md:grid-cols-4 xl:grid-cols-6">
      {brands.map((b) => (
        <li key={b.identifier}>
          <Link
            to={paths.brandStores(b.identifier)}
            className="card flex h-full flex-col items-center gap-2 px-2 py-3 text-center hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-dark active:bg-gray-100"
          >
            <BrandLogo brand={b} />
            <span className="text-sm leading-tight font-semibold break-words">{b.name}</span>
            <span className="text-xs text-gray-700">
              {t('discovery.brands.storeCount', { count: b.store_count })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Rows with the description, for the /brands page; two or three columns from 768 / 1280 px. */
export function BrandList({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3 md:grid md:grid-cols-2 xl:grid-cols-3">
      {brands.map((b) => (
        <li key={b.identifier}>
          <Link
            to={paths.brandStores(b.identifier)}
            className="card flex h-full items-center gap-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-dark active:bg-gray-100"
          >
            <BrandLogo brand={b} />
            <span className="min-w-0 flex-1">
              <span className="block text-lg font-bold break-words">{b.name}</span>
              {b.description && <span className="block text-sm text-gray-700">{b.description}</span>}
              <span className="block text-sm text-brand-dark">
                {t('discovery.brands.storeCount', { count: b.store_count })}
              </span>
            </span>
            <span aria-hidden className="text-2xl text-gray-400">
              ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
