/**
 * Index page (spec §2 "/"): the search box, banners, food categories, brands and 附近的店家.
 * Each section loads and fails on its own, so a slow banner call never hides the brands.
 */

import { Link } from 'react-router';
import { MemberLink } from '../../../components/member-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useBanners } from '../api/get-banners';
import { useBrands } from '../api/get-brands';
import { useTagCategories } from '../api/get-tag-categories';
import { BannerCarousel } from '../components/banner-carousel';
import { BrandGrid } from '../components/brand-grid';
import { CategoryChips } from '../components/category-chips';
import { HomeSearchForm } from '../components/home-search-form';
import { NearbyStores } from '../components/nearby-stores';
import { SectionError, SectionSkeleton } from '../components/section-status';

/** Brands on the index page (two rows of three); /brands has them all. */
const HOME_BRANDS = 6;

/** / (spec §2 index). */
export function HomePage() {
  const { t } = useTranslation();
  const banners = useBanners();
  const categories = useTagCategories();
  const brands = useBrands();
  useDocumentTitle(t('app.name'));

  return (
    // From 768 px the page widens: banners and brands lay out in rows instead of a clipped strip.
    <main className="mx-auto flex max-w-xl flex-col gap-7 pt-5 pb-10 md:max-w-5xl xl:max-w-6xl">
      <header className="px-4 md:max-w-2xl">
        {/* The account entry sits beside the app name, as on the store list. */}
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-brand-dark">{t('app.name')}</p>
          <MemberLink />
        </div>
        <h1 className="mb-3 text-2xl font-bold">{t('discovery.home.heading')}</h1>
        <HomeSearchForm />
      </header>

      {(banners.isPending || banners.isError || banners.data.banners.length > 0) && (
        <section aria-labelledby="home-banners">
          <h2 id="home-banners" className="section-title mb-2 px-4">
            {t('discovery.home.banners')}
          </h2>
          {banners.isError ? (
            <div className="px-4">
              <SectionError
                text={t('discovery.errors.banners')}
                error={banners.error}
                onRetry={() => banners.refetch()}
              />
            </div>
          ) : banners.isPending ? (
            <div className="px-4">
              <SectionSkeleton className="h-36" />
            </div>
          ) : (
            <BannerCarousel banners={banners.data.banners} />
          )}
        </section>
      )}

      <section aria-labelledby="home-categories" className="px-4">
        <h2 id="home-categories" className="section-title mb-2">
          {t('discovery.home.categories')}
        </h2>
        {categories.isError ? (
          <SectionError
            text={t('discovery.errors.categories')}
            error={categories.error}
            onRetry={() => categories.refetch()}
          />
        ) : categories.isPending ? (
          <SectionSkeleton className="h-11" />
        ) : (
          <CategoryChips categories={categories.data.categories} />
        )}
      </section>

      <section aria-labelledby="home-brands" className="px-4">
        <div className="mb-2 flex items-center justify-between">
          <h2 id="home-brands" className="section-title">
            {t('discovery.home.brands')}
          </h2>
          <Link
            to={paths.brands()}
            className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-dark underline-offset-4 hover:underline"
          >
            {t('discovery.home.allBrands')}
          </Link>
        </div>
        {brands.isError ? (
          <SectionError
            text={t('discovery.errors.brands')}
            error={brands.error}
            onRetry={() => brands.refetch()}
          />
        ) : brands.isPending ? (
          <SectionSkeleton rows={2} className="h-28" />
        ) : (
          <BrandGrid brands={brands.data.brands.slice(0, HOME_BRANDS)} />
        )}
      </section>

      <section aria-labelledby="home-nearby" className="px-4">
        <h2 id="home-nearby" className="section-title mb-2">
          {t('discovery.home.nearby')}
        </h2>
        <NearbyStores />
      </section>
    </main>
  );
}
