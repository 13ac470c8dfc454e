/**
 * Store page (spec §2 /store/{sid}): name, description, news line (first carousel message), address, phone,
 * today's and the week's hours, and 開始點餐 to the menu. An unknown store goes to /404.
 */
import { taipeiWeekday, todayShifts } from '@iding/domain';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useStoreInfo } from '../../../api/get-store-info';
import { OpenBadge } from '../../../components/open-badge';
import { PageError, PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function StorePage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { data: store, error, isPending, refetch } = useStoreInfo(sid);
  useDocumentTitle(store?.name, t('store.title'));

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.notFound()} replace />;
  if (error) return <PageError text={t('errors.get_store_infos')} error={error} onRetry={() => refetch()} />;
  if (isPending) return <PageLoading />;

  const now = Date.now();
  const today = taipeiWeekday(now);
  const range = (h: { start: string; end: string }) => t('stores.hoursRange', h);
  const todayText = todayShifts(now, store.business_hour, store.holiday)
    .map(range)
    .join(t('common.listSeparator'));
  const news = store.carousel_messages[0]?.description;
  const weekdays = t('store.weekdays');

  return (
    <main className="mx-auto max-w-xl px-4 pt-4 pb-32">
      <Link to={paths.stores()} className="inline-flex min-h-11 items-center text-brand-dark underline">
        ‹ {t('store.allStores')}
      </Link>
      <p className="text-sm text-brand-dark">{store.brand_name}</p>
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-bold break-words">{store.name}</h1>
        <OpenBadge closed={store.is_closed} />
      </div>
      {store.description && <p className="mt-2 text-gray-700">{store.description}</p>}
      {news && (
        <p className="mt-3 rounded-xl bg-brand/10 p-3 text-gray-900">
          <span className="mr-2 font-semibold text-brand-dark">{t('store.news')}</span>
          {news}
        </p>
      )}

      <section className="card mt-4" aria-labelledby="store-info-h">
        <h2 id="store-info-h" className="section-title mb-2">
          {t('store.info')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-gray-700">{t('store.address')}</dt>
          <dd>
            <a
              className="text-brand-dark underline"
              href={`https://maps.google.com/?q=${encodeURIComponent(store.address)}`}
              target="_blank"
              rel="noreferrer"
            >
              {store.address}
            </a>
          </dd>
          <dt className="text-gray-700">{t('store.phone')}</dt>
          <dd>
            <a className="text-brand-dark underline" href={`tel:${store.phone.replaceAll(/[^\d+]/g, '')}`}>
              {store.phone}
            </a>
          </dd>
          <dt className="text-gray-700">{t('store.todayHours')}</dt>
          <dd>{todayText || t('common.dayOff')}</dd>
        </dl>
        {store.is_closed && <p className="mt-2 text-sm text-gray-700">{t('store.closedNote')}</p>}
      </section>

      <section className="card mt-4" aria-labelledby="store-hours-h">
        <h2 id="store-hours-h" className="section-title mb-2">
          {t('store.hours')}
        </h2>
        <ul>
          {[...weekdays].map((day, weekday) => {
            const shifts = store.business_hour.filter((h) => h.weekday === weekday);
            return (
              <li
                key={day}
                aria-current={weekday === today ? 'date' : undefined}
                className={clsx(
                  'flex justify-between py-1',
                  weekday === today && 'font-bold text-brand-dark',
                )}
              >
                <span>{t('store.weekday', { day })}</span>
                <span>
                  {shifts.length ? shifts.map(range).join(t('common.listSeparator')) : t('common.dayOff')}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="bottom-bar">
        <div className="mx-auto max-w-xl">
          {store.can_order ? (
            <Link to={paths.menu(sid)} className="btn-primary w-full">
              {t('store.startOrder')}
            </Link>
          ) : (
            <>
              <p className="mb-2 text-center text-sm text-gray-700">{t('store.cannotOrder')}</p>
              <Link to={paths.menu(sid)} className="btn-secondary w-full">
                {t('store.viewMenu')}
              </Link>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
