/**
 * One store of a brand on the branch-stores page (spec §2 /stores/{sid}/branch_stores, §3 Branch stores):
 * name, district and address, today's hours, open state; the card links to /store/{identifier}. `aside`
 * is the slot beside the link for the favorite heart (favorites come with member accounts).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OpenBadge } from '../../../components/open-badge';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useHoursText } from '../hooks/use-hours-text';
import { formatDayHours, type Shift } from '../utils/store-hours';

/** What a branch card shows: a spec §3 store summary (the API's subsidiaries rows) or the current store. */
export interface BranchCardStore {
  identifier: string;
  name: string;
  district: string;
  address: string;
  is_closed: boolean;
  /** Today's shifts, Asia/Taipei. */
  today_hours: Shift[];
}

/** A branch store card linking to /store/{identifier} (spec §2 branch stores), with the `aside` slot. */
export function BranchCard({
  store,
  current,
  aside,
}: {
  store: BranchCardStore;
  /** The store whose branches these are (marked aria-current). */
  current?: boolean;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const text = useHoursText();
  return (
    <div className="card flex items-stretch gap-2 p-0">
      <Link
        to={paths.store(store.identifier)}
        aria-current={current ? 'page' : undefined}
        className="block min-w-0 flex-1 rounded-2xl p-4 transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-dark active:bg-gray-100"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-bold break-words">{store.name}</h3>
          <OpenBadge closed={store.is_closed} />
        </div>
        <p className="mt-1 text-sm text-gray-700">
          {store.district} · {store.address}
        </p>
        <p className="mt-1 text-sm text-gray-700">
          {t('storeInfo.branchesPage.todayHours', { hours: formatDayHours(store.today_hours, text.words) })}
        </p>
      </Link>
      {aside && <div className="shrink-0 pt-2 pr-2">{aside}</div>}
    </div>
  );
}
