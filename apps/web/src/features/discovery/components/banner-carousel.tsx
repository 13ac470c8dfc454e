/**
 * Banners of the index page (spec §3 Store lists "banners", §7 GET /api/banners): a horizontal scroll-snap
 * row of cards, each a link (in-app path or https, see banner-link.ts). Without an image a banner is a text
 * card in the brand colour; the next card peeks in so the row reads as scrollable.
 */
import type { BannersResponse } from '@iding/domain';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { bannerTarget } from '../utils/banner-link';

type Banner = BannersResponse['banners'][number];

/** Brand-coloured backgrounds, all with ≥ 4.5:1 contrast for white text. */
const TONES = ['bg-brand-dark', 'bg-[#3b5b7a]', 'bg-[#7a4b2f]'];

/** The banners as a swipeable row (spec §3 Store lists "banners"). */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  return (
    // A swipeable strip on a phone; from 768 px every banner in a grid, none cut off at the edge.
    <ul className="no-scrollbar flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 md:grid md:grid-cols-2 md:overflow-visible xl:grid-cols-3">
      {banners.map((banner, i) => (
        <li key={banner.id} className="w-[85%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none">
          <BannerCard banner={banner} tone={TONES[i % TONES.length]!} />
        </li>
      ))}
    </ul>
  );
}

function BannerCard({ banner, tone }: { banner: Banner; tone: string }) {
  const { t } = useTranslation();
  const target = bannerTarget(banner.link);
  const className = clsx(
    'relative flex h-36 flex-col justify-end overflow-hidden rounded-2xl p-4 text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
    banner.image ? 'bg-gray-800' : tone,
  );
  const body: ReactNode = (
    <>
      {banner.image && (
        <img
          src={banner.image}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-60"
          loading="lazy"
        />
      )}
      <span className="relative text-lg leading-snug font-bold">{banner.title}</span>
      {banner.description && <span className="relative mt-1 line-clamp-2 text-sm">{banner.description}</span>}
    </>
  );
  if (target?.kind === 'internal') {
    return (
      <Link to={target.path} className={className}>
        {body}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
        {body}
        <span className="sr-only">{t('discovery.home.opensNewWindow')}</span>
      </a>
    );
  }
  return <div className={className}>{body}</div>;
}
