/**
 * Brands as a grid of tiles (spec §3 Store lists "brands"; index page and /brands), each opening the brand's
 * stores (/brands/{bid}/stores). Without a logo the tile shows the brand's first characters in the brand colour.
 */
import type { BrandSummary } from '@iding/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

type Brand = Pick<BrandSummary, 'identifier' | 'name' | 'logo' | 'store_count'> & { description?: string };

/** The letters of a logo stand-in: the first two characters (50, 清心, CO), as the eye reads them. */
export function brandInitials(name: string): string {
  return Array.from(name.trim()).slice(0, 2).join('').toUpperCase();
}

/** A brand's round logo, or its initials when it has none (spec §3 Store lists "brands"). Decorative. */
export function BrandLogo({
  brand,
  size = 'size-14',
}: {
  brand: Pick<Brand, 'name' | 'logo'>;
  size?: string;
}) {
  if (brand.logo) {
    return <img src={brand.logo} alt="" className={`${size} shrink-0 rounded-full bg-white object-cover`} />;
  }
  return (
    <span
      aria-hidden
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-dark text-lg font-bold text-white`}
    >
      {brandInitials(brand.name)}
    </span>
  );
}

/** Tiles, three to a row on a phone. */
export function BrandGrid({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-3 gap-3">
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

/** Rows with the description, for the /brands page. */
export function BrandList({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {brands.map((b) => (
        <li key={b.identifier}>
          <Link
            to={paths.brandStores(b.identifier)}
            className="card flex items-center gap-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-dark active:bg-gray-100"
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
