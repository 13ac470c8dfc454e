/**
 * Store list (spec §2 /stores, spec §3 Store lists): 全部 (open stores first) or 附近 (nearest
 * first by the server's distance, after the diner taps to share their position; every store with a zh-TW note
 * when the position is refused or unavailable), narrowed by city and district (official zip table) and by the
 * ?category= food category, and 只看營業中. Filters live in the URL:
 * ?view=nearby&city=&district=&category=&open=1. From 768 px the cards form a grid.
 */

import { FIRST_PAINT_CLASS as FP, STORE_LIST_PARAMS as P } from '@iding/domain';
import { Link, useSearchParams } from 'react-router';
import { useStores } from '../../../api/get-stores';
import { MemberLink } from '../../../components/member-link';
import { NearbyPrompt } from '../../../components/nearby-prompt';
import { OpenNowFilter } from '../../../components/open-now-filter';
import { PageError } from '../../../components/page-status';
import { StoreCardList } from '../../../components/store-card';
import { favoriteHeart } from '../../../entities/favorite/components/favorite-button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUserPosition } from '../../../hooks/use-user-position';
import { validFilter } from '../../../lib/district-options';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { nearestFirst, openFirst, openOnly } from '../../../lib/store-order';
import { CategoryChip, RegionFilter, type StoresView, ViewToggle } from '../components/store-filters';

/** spec §7 GET /api/stores: category is at most 20 characters. */
const MAX_CATEGORY = 20;

/** /stores (spec §2 stores list): filters, the 附近 prompt and the store cards. */
export function StoresList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: StoresView = params.get(P.view) === 'nearby' ? 'nearby' : 'all';
  const { city, district } = validFilter(params.get(P.city), params.get(P.district));
  const category = params.get(P.category)?.trim().slice(0, MAX_CATEGORY) || undefined;
  const onlyOpen = params.get(P.open) === '1';
  const { position, status, locate } = useUserPosition();
  // Once the position is known, both views show distances; only 附近 sorts by them.
  const stores = useStores(
    {
      city,
      district,
      category,
      ...(position ? { lat: position.latitude, lng: position.longitude } : {}),
    },
    { keepPrevious: true },
  );
  useDocumentTitle(t('stores.title'), t('app.name'));

  const update = (next: {
    view?: StoresView;
    city?: string;
    district?: string;
    category?: string;
    onlyOpen?: boolean;
  }) => {
    const merged = { view, city, district, category, onlyOpen, ...next };
    const search = new URLSearchParams();
    if (merged.view === 'nearby') search.set(P.view, 'nearby');
    if (merged.city) search.set(P.city, merged.city);
    if (merged.city && merged.district) search.set(P.district, merged.district);
    if (merged.category) search.set(P.category, merged.category);
    if (merged.onlyOpen) search.set(P.open, '1');
    setParams(search, { replace: true, preventScrollReset: true });
  };

  if (stores.isError) {
    return <PageError text={t('errors.get_stores')} error={stores.error} onRetry={() => stores.refetch()} />;
  }
  const waitingForPosition = view === 'nearby' && !position;
  const fallback = waitingForPosition && (status === 'denied' || status === 'unavailable');
  // Sorted by distance only once the answer for the position is in (not the previous list kept meanwhile).
  const byDistance = view === 'nearby' && Boolean(position) && !stores.isPlaceholderData;
  const list = stores.data ? openOnly((byDistance ? nearestFirst : openFirst)(stores.data), onlyOpen) : [];
  const filtered = Boolean(city || category);

  return (
    <main className={FP.storesPage}>
      {/* The member link has its own row beside the app name: over the heading row it covered 搜尋. */}
      <div className={FP.storesTopRow}>
        <Link to={paths.home()} className={FP.storesAppLink}>
          {t('app.name')}
        </Link>
        <MemberLink />
      </div>
      <div className={FP.storesHeadingRow}>
        <h1 className={FP.storesHeading}>{t('stores.heading')}</h1>
        <Link to={paths.storesSearch()} className="btn-secondary">
          {t('stores.search')}
        </Link>
      </div>
      <div className={FP.storesFilters}>
        <ViewToggle view={view} onChange={(v) => update({ view: v })} />
        <RegionFilter
          city={city}
          district={district}
          onChange={(f) => update({ city: f.city, district: f.district })}
        />
        <div className={FP.storesToggles}>
          <OpenNowFilter on={onlyOpen} onChange={(on) => update({ onlyOpen: on })} />
          {category && <CategoryChip category={category} onClear={() => update({ category: undefined })} />}
        </div>
        {view === 'nearby' && <NearbyPrompt status={status} onLocate={locate} />}
        {byDistance && <p className="text-sm text-gray-700">{t('stores.nearby.sorted')}</p>}
      </div>
      {waitingForPosition && !fallback ? null : stores.isPending ? (
        <ul
          className="flex flex-col gap-3 md:grid md:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label={t('app.loading')}
        >
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-28 animate-pulse rounded-2xl bg-gray-200" />
          ))}
        </ul>
      ) : list.length === 0 ? (
        <p className="text-gray-700">
          {t(filtered ? 'stores.emptyFiltered' : onlyOpen ? 'stores.emptyOpen' : 'stores.empty')}
        </p>
      ) : (
        <>
          <p className={FP.storesCount} aria-live="polite">
            {t('stores.count', { count: list.length })}
          </p>
          <StoreCardList stores={list} action={favoriteHeart} busy={stores.isPlaceholderData} />
        </>
      )}
    </main>
  );
}
