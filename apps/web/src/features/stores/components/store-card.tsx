/** One store in the list (spec §2 /stores): name, brand, district and address, today's hours, open state. */
import type { StoreSummary } from '@iding/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpenBadge } from '../../../components/open-badge';
import { paths } from '../../../lib/paths';

export function StoreCard({ store }: { store: StoreSummary }) {
  const { t } = useTranslation();
  const hours = store.today_hours.length
    ? store.today_hours.map((h) => t('stores.hoursRange', h)).join(t('common.listSeparator'))
    : t('common.dayOff');
  return (
    <Link
      to={paths.store(store.identifier)}
      className="card block transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-dark active:bg-gray-100"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-brand-dark">{store.brand_name}</p>
          <h2 className="text-lg font-bold break-words">{store.name}</h2>
        </div>
        <OpenBadge closed={store.is_closed} />
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {store.district} · {store.address}
      </p>
      <p className="mt-1 text-sm text-gray-700">{t('stores.todayHours', { hours })}</p>
    </Link>
  );
}
