/**
 * 附近的店家 on the index page: nothing is asked until the diner taps 顯示附近店家; then the
 * nearest stores by the server's distance (spec §3 Store lists near_by). When the position is refused or
 * unavailable, a zh-TW note and every store (open first) instead. Shows the first few with a link to the list.
 *
 * Store cards, the geolocation hook and the prompt belong to the stores feature and are reused as they are, so
 * the index and /stores behave the same.
 */

import { Link } from 'react-router';
import { useStores } from '../../../api/get-stores';
import { NearbyPrompt } from '../../../components/nearby-prompt';
import { StoreCardList } from '../../../components/store-card';
import { favoriteHeart } from '../../../entities/favorite/components/favorite-button';
import { useUserPosition } from '../../../hooks/use-user-position';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { nearestFirst, openFirst } from '../../../lib/store-order';
import { SectionError, SectionSkeleton } from './section-status';

/** Stores shown on the index page; the rest are one tap away on /stores. */
const SHOWN = 5;

/** The index page's 附近的店家 section (spec §3 Store lists near_by, userPosition). */
export function NearbyStores() {
  const { t } = useTranslation();
  const { position, status, locate } = useUserPosition();
  const fallback = status === 'denied' || status === 'unavailable';
  const stores = useStores(position ? { lat: position.latitude, lng: position.longitude } : {}, {
    enabled: Boolean(position) || fallback,
  });
  const list = stores.data ? (position ? nearestFirst : openFirst)(stores.data).slice(0, SHOWN) : [];

  return (
    <div className="flex flex-col gap-3">
      <NearbyPrompt status={status} onLocate={locate} />
      {(position || fallback) &&
        (stores.isError ? (
          <SectionError text={t('errors.get_stores')} error={stores.error} onRetry={() => stores.refetch()} />
        ) : stores.isPending ? (
          <SectionSkeleton rows={3} className="h-28" />
        ) : (
          <>
            {position && <p className="text-sm text-gray-700">{t('stores.nearby.sorted')}</p>}
            <StoreCardList stores={list} action={favoriteHeart} />
            <Link
              to={position ? paths.storesFiltered({ view: 'nearby' }) : paths.stores()}
              className="btn-secondary self-center"
            >
              {t(position ? 'discovery.home.moreNearby' : 'discovery.home.allStores')}
            </Link>
          </>
        ))}
    </div>
  );
}
