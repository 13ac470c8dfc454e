/**
 * Store page (spec §2 /store/{sid}): cover and logo (a brand-colour band without them), brand,
 * name, open state with the next opening time when closed, 暫停線上點餐 when can_order is false, the
 * description, the news line (first carousel message) linking to the news, links to 分店 / 最新消息 /
 * 店家資訊, the ways to order (app_settings.OrderTypes), address with a map link, phone, the week's hours
 * with today highlighted (Asia/Taipei), upcoming holidays, the holiday dialog when the store asks for it and
 * today is a holiday, the favorite heart in the header, and 開始點餐 to the menu. An unknown
 * store goes to /404.
 */
import { FIRST_PAINT_CLASS } from '@iding/domain';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useStoreInfo } from '../../../api/get-store-info';
import { MemberLink } from '../../../components/member-link';
import { OpenBadge } from '../../../components/open-badge';
import { PageLoading } from '../../../components/page-status';
import { SectionCard } from '../../../components/section-card';
import { FavoriteButton } from '../../../entities/favorite/components/favorite-button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { HoursCard } from '../components/hours-card';
import { StoreContact } from '../components/store-contact';
import { StoreHeader } from '../components/store-header';
import { StoreNav } from '../components/store-nav';
import { storeQueriesStatus } from '../components/store-query-status';
import { useHolidayDialog } from '../hooks/use-holiday-dialog';
import { useHoursText } from '../hooks/use-hours-text';
import { useNow } from '../hooks/use-now';
import { newsDate } from '../utils/news-date';
import { orderWays } from '../utils/order-ways';
import { holidayToday, nextOpening, taipeiToday } from '../utils/store-hours';
import { storeSummary } from '../utils/store-summary';

/** Loaded only on a day the dialog shows, so the Radix dialog code stays out of the usual visit. */
const HolidayDialog = lazy(() => import('../components/holiday-dialog'));

/**
 * /store/{sid} (spec §2 store page; §3 Store info fields): what the store is, when it is open, how to reach it
 * and how to order from it. An unknown identifier goes to /404.
 */
export function StorePage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const store = useStoreInfo(sid);
  const now = useNow();
  const text = useHoursText();
  const today = taipeiToday(now);
  const holiday = store.data ? holidayToday(now, store.data.holiday) : undefined;
  const dialog = useHolidayDialog(
    store.data?.show_holiday_dialog && holiday ? `${store.data.identifier}:${today.date}` : null,
  );
  useDocumentTitle(store.data?.name, t('storeInfo.title'));

  const status = storeQueriesStatus([{ state: store, errorText: t('errors.get_store_infos') }]);
  if (status || !store.data) return status ?? <PageLoading />;
  const s = store.data;

  const next = s.is_closed ? nextOpening(now, s.business_hour, s.holiday) : null;
  const news = s.carousel_messages[0];
  const ways = orderWays(s.app_settings);

  return (
    <main className={FIRST_PAINT_CLASS.storePage}>
      <StoreHeader
        cover={s.cover}
        logo={s.logo}
        brandName={s.brand_name}
        actions={
          <>
            <FavoriteButton store={storeSummary(s, now)} variant="overlay" />
            <MemberLink className="border-transparent bg-white/95 shadow-sm" returnHere />
          </>
        }
      />

      <div className={FIRST_PAINT_CLASS.storeIntro}>
        <p className={FIRST_PAINT_CLASS.brandName}>{s.brand_name}</p>
        <div className="flex items-start justify-between gap-3">
          <h1 className={FIRST_PAINT_CLASS.storeName}>{s.name}</h1>
          <OpenBadge closed={s.is_closed} />
        </div>
        {next && (
          <p className="mt-1 text-gray-700">{t('storeInfo.nextOpening', { when: text.opening(next) })}</p>
        )}
        {/* Closed is not "cannot order": checkout offers a later pickup time within the business hours. */}
        {s.is_closed && s.can_order && (
          <p className="mt-1 text-sm text-gray-700">{t('storeInfo.closedOrderAhead')}</p>
        )}
        {!s.can_order && (
          <p className="mt-2 inline-flex rounded-full bg-red-50 px-3 py-1 text-sm font-medium text-red-800">
            {t('storeInfo.orderSuspended')}
          </p>
        )}
        {s.description && <p className={FIRST_PAINT_CLASS.description}>{s.description}</p>}

        {news && (
          <Link
            to={paths.storeNews(sid)}
            className="mt-4 flex min-h-12 items-center gap-3 rounded-xl bg-brand/10 px-3 py-2 text-gray-900 hover:bg-brand/15"
          >
            <span className="shrink-0 font-semibold text-brand-dark">{t('storeInfo.news')}</span>
            {/* The newest entry: its own title and date, then its text. */}
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">{news.title}</span>
                {newsDate(news.date) && (
                  <time dateTime={news.date ?? undefined} className="text-sm text-gray-700">
                    {newsDate(news.date)}
                  </time>
                )}
              </span>
              <span className="block text-sm text-gray-800">{news.description}</span>
            </span>
            <span aria-hidden className="text-brand-dark">
              ›
            </span>
          </Link>
        )}

        <StoreNav sid={sid} />

        {s.can_order && ways.length > 0 && (
          <SectionCard title={t('storeInfo.orderWays')}>
            <ul className="grid grid-cols-2 gap-2">
              {ways.map((type) => (
                <li key={type}>
                  {/* Every order type opens the menu for now; checkout offers the types the store enables. */}
                  <Link to={paths.menu(sid)} className="btn-secondary w-full">
                    {t(`storeInfo.orderTypes.${type}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </SectionCard>
        )}

        <SectionCard title={t('storeInfo.contact')} titleClassName="mb-1">
          <StoreContact address={s.address} phone={s.phone} />
        </SectionCard>

        <HoursCard hours={s.business_hour} holidays={s.holiday} now={now} />

        <p className="mt-4 text-center">
          <Link
            to={paths.systemInfos(sid)}
            className="inline-flex min-h-11 items-center px-3 text-sm text-gray-700 underline"
          >
            {t('storeInfo.systemInfos')}
          </Link>
        </p>
      </div>

      <div className="bottom-bar">
        <div className="mx-auto max-w-xl">
          {s.can_order ? (
            <Link to={paths.menu(sid)} className="btn-primary w-full">
              {t('storeInfo.startOrder')}
            </Link>
          ) : (
            <>
              <p className="mb-2 text-center text-sm text-gray-700">{t('storeInfo.orderSuspendedHint')}</p>
              <Link to={paths.menu(sid)} className="btn-secondary w-full">
                {t('storeInfo.viewMenu')}
              </Link>
            </>
          )}
        </div>
      </div>

      {dialog.open && holiday && (
        <Suspense fallback={null}>
          <HolidayDialog
            storeName={s.name}
            holiday={holiday}
            dateText={text.date(holiday.date)}
            onClose={dialog.close}
          />
        </Suspense>
      )}
    </main>
  );
}
