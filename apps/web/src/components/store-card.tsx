/**
 * One store in a list (spec §2 /stores): name, brand, district and address, today's hours, open state, and
 * the distance when the diner's position is known (spec §3 Store lists, metres); the store's logo (or cover)
 * as a fixed-size lazy thumbnail when the data has one, its initials if that image fails.
 *
 * `action` is the slot for a control that belongs to the card but is not the link: the favorite heart. It
 * is drawn over the card's top-right corner beside the link, never inside it: a button inside a link is not
 * allowed (nested interactive elements).
 */

import { FIRST_PAINT_CLASS as FP, type StoreSummary } from '@iding/domain';
import clsx from 'clsx';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { distanceParts } from '../lib/distance';
import { useTranslation } from '../lib/i18n';
import { initials } from '../lib/initials';
import { paths } from '../lib/paths';
import { FallbackImage, InitialsFallback } from './fallback-image';
import { OpenBadge } from './open-badge';

/** A store card linking to /store/{sid} (spec §2, §3 Store lists); `action`: the favorite-heart slot. */
export function StoreCard({ store, action }: { store: StoreSummary; action?: ReactNode }) {
  const { t } = useTranslation();
  const hours = store.today_hours.length
    ? store.today_hours.map((h) => t('stores.hoursRange', h)).join(t('common.listSeparator'))
    : t('common.dayOff');
  const distance = store.distance == null ? null : distanceParts(store.distance);
  const image = store.logo ?? store.cover;
  return (
    <div className={FP.storeCard}>
      <Link to={paths.store(store.identifier)} className={FP.storeCardLink}>
        <div className={FP.storeCardTop}>
          {image && (
            <FallbackImage
              src={image}
              className={FP.storeCardImage}
              fallback={<InitialsFallback letters={initials(store.brand_name)} />}
            />
          )}
          <div className={FP.storeCardNames}>
            <p className={FP.storeCardBrand}>{store.brand_name}</p>
            <h2 className={FP.storeCardName}>{store.name}</h2>
          </div>
          <div className={action ? FP.storeCardBadgeBesideAction : FP.storeCardBadge}>
            <OpenBadge closed={store.is_closed} />
          </div>
        </div>
        <p className={FP.storeCardLine}>
          {store.district} · {store.address}
        </p>
        <p className={FP.storeCardLine}>{t('stores.todayHours', { hours })}</p>
        {distance && (
          <p className="mt-1 text-sm font-semibold text-brand-dark">
            {t('stores.distance', { distance: t(`stores.${distance.unit}`, { value: distance.value }) })}
          </p>
        )}
      </Link>
      {action && <div className="absolute top-2 right-2">{action}</div>}
    </div>
  );
}

/**
 * Store cards as a list (spec §3 Store lists). `action(store)` draws each card's control beside its link (the
 * lists pass the favorite heart from entities/favorite: shared UI does not import entities).
 * `busy`: a newer answer is loading (the list stays, dimmed).
 */
export function StoreCardList({
  stores,
  action,
  busy = false,
}: {
  stores: StoreSummary[];
  action?: (store: StoreSummary) => ReactNode;
  busy?: boolean;
}) {
  // Every card at once; React renders the list in a transition, in short slices of its own. From 768 px: a
  // grid.
  return (
    <ul className={clsx(FP.storeCards, busy && 'opacity-60')} aria-busy={busy || undefined}>
      {stores.map((s) => (
        <StoreCardItem key={s.identifier} store={s} action={action} />
      ))}
    </ul>
  );
}

/**
 * One card of the list, rendered again only when its store (or the action) changes (a favorite toggled
 * re-renders one card, not the list). `action` is a stable function (favoriteHeart), called here.
 */
const StoreCardItem = memo(function StoreCardItem({
  store,
  action,
}: {
  store: StoreSummary;
  action?: (store: StoreSummary) => ReactNode;
}) {
  return (
    <li>
      <StoreCard store={store} action={action?.(store)} />
    </li>
  );
});
