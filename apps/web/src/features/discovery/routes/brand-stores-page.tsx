/**
 * A brand's stores (spec §2 /brands/{bid}/stores, §7 GET /api/brands/{bid}): the brand's logo, name,
 * description and store count, then its stores as cards to /store/{sid}. 顯示附近店家 asks for the diner's
 * position (only on tap) and resends the call with lat/lng, so each store carries the server's distance and
 * the nearest comes first; refused, a zh-TW note and the stores open first. 只看營業中 (?open=1) hides the
 * closed ones. An unknown brand goes to /404. From 768 px the cards form a grid.
 */

import { Navigate, useParams, useSearchParams } from 'react-router';
import { NearbyPrompt } from '../../../components/nearby-prompt';
import { OPEN_ONLY_PARAM, OpenNowFilter } from '../../../components/open-now-filter';
import { PageError, PageLoading } from '../../../components/page-status';
import { StoreCardList } from '../../../components/store-card';
import { favoriteHeart } from '../../../entities/favorite/components/favorite-button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUserPosition } from '../../../hooks/use-user-position';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { openOnly } from '../../../lib/store-order';
import { useBrand } from '../api/get-brand';
import { BackLink } from '../components/back-link';
import { BrandLogo } from '../components/brand-grid';
import { orderBrandStores } from '../utils/brand-store-order';

/** /brands/{bid}/stores (spec §2). */
export function BrandStoresPage() {
  const { t } = useTranslation();
  const { bid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const onlyOpen = params.get(OPEN_ONLY_PARAM) === '1';
  const { position, status, locate } = useUserPosition();
  const brand = useBrand(bid, position ? { lat: position.latitude, lng: position.longitude } : undefined);
  const name = brand.data?.brand.name;
  useDocumentTitle(name && t('discovery.brands.storesTitle', { name }), t('app.name'));

  if (brand.error instanceof ApiError && brand.error.status === 404) {
    return <Navigate to={paths.notFound()} replace />;
  }
  if (brand.isError) {
    return (
      <PageError text={t('discovery.errors.brand')} error={brand.error} onRetry={() => brand.refetch()} />
    );
  }
  if (brand.isPending) return <PageLoading />;

  const { brand: b, stores } = brand.data;
  // Distances are only there once the answer for the position has arrived (not the placeholder before it).
  const located = Boolean(position) && !brand.isPlaceholderData;
  const list = openOnly(orderBrandStores(stores, located), onlyOpen);

  return (
    <main className="mx-auto max-w-xl px-4 pt-2 pb-10 md:max-w-5xl xl:max-w-6xl">
      <BackLink to={paths.brands()}>{t('discovery.brands.allBrands')}</BackLink>
      <header className="mt-1 mb-4 flex items-center gap-3">
        <BrandLogo brand={b} size="size-16" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">
            {t('discovery.brands.storesHeading', { name: b.name })}
          </h1>
          {b.description && <p className="text-gray-700">{b.description}</p>}
          <p className="text-sm font-semibold text-brand-dark">
            {t('discovery.brands.storeCount', { count: b.store_count })}
          </p>
        </div>
      </header>

      {stores.length === 0 ? (
        <p className="text-gray-700">{t('discovery.brands.noStores')}</p>
      ) : (
        <>
          <div className="mb-3 flex flex-col gap-3 md:max-w-xl">
            <NearbyPrompt status={status} onLocate={locate} />
            {located && <p className="text-sm text-gray-700">{t('stores.nearby.sorted')}</p>}
            <div>
              <OpenNowFilter
                on={onlyOpen}
                onChange={(on) =>
                  setParams(on ? { [OPEN_ONLY_PARAM]: '1' } : {}, { replace: true, preventScrollReset: true })
                }
              />
            </div>
          </div>
          {list.length === 0 ? (
            <p className="text-gray-700">{t('stores.emptyOpen')}</p>
          ) : (
            <StoreCardList stores={list} action={favoriteHeart} busy={brand.isPlaceholderData} />
          )}
        </>
      )}
    </main>
  );
}
