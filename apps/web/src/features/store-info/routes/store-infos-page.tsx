/**
 * Store infos (spec §2 /stores/{sid}/store_infos): brand and name, address with a map link, phone, the
 * week's hours (today highlighted, Asia/Taipei), upcoming holidays, and the payment methods accepted per
 * order type (spec §3 "Store settings by order type" payments, PaymentType names in zh-TW). An unknown store
 * goes to /404.
 */
import { ORDER_TYPE_SETTINGS_KEY, PAYMENT_TYPE_NAMES, type PaymentType } from '@iding/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStoreInfo } from '../../../api/get-store-info';
import { PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { HolidayList } from '../components/holiday-list';
import { StoreContact } from '../components/store-contact';
import { storeQueriesStatus } from '../components/store-query-status';
import { StoreSubPage } from '../components/store-sub-page';
import { WeekHours } from '../components/week-hours';
import { useNow } from '../hooks/use-now';

type OrderWay = keyof typeof ORDER_TYPE_SETTINGS_KEY;
const isOrderWay = (type: number): type is OrderWay => type in ORDER_TYPE_SETTINGS_KEY;

export function StoreInfosPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const store = useStoreInfo(sid);
  const now = useNow();
  useDocumentTitle(store.data?.name, t('storeInfo.infos'));

  const status = storeQueriesStatus([{ state: store, errorText: t('errors.get_store_infos') }]);
  if (status || !store.data) return status ?? <PageLoading />;
  const s = store.data;
  const separator = t('common.listSeparator');
  const payments = s.app_settings.OrderTypes.filter(isOrderWay).map((type) => ({
    type,
    names: (s.app_settings[ORDER_TYPE_SETTINGS_KEY[type]]?.payments ?? []).map(
      (p) => PAYMENT_TYPE_NAMES[p as PaymentType] ?? String(p),
    ),
  }));

  return (
    <StoreSubPage sid={sid} storeName={s.name} title={t('storeInfo.infos')}>
      <section className="card mt-4" aria-labelledby="infos-basic-h">
        <h2 id="infos-basic-h" className="section-title mb-1">
          {t('storeInfo.infosPage.basic')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 py-1">
          <dt className="text-gray-700">{t('storeInfo.infosPage.brand')}</dt>
          <dd>{s.brand_name}</dd>
          <dt className="text-gray-700">{t('storeInfo.infosPage.name')}</dt>
          <dd className="break-words">{s.name}</dd>
        </dl>
        <StoreContact address={s.address} phone={s.phone} />
      </section>

      <section className="card mt-4" aria-labelledby="infos-hours-h">
        <h2 id="infos-hours-h" className="section-title mb-2">
          {t('storeInfo.hours')}
        </h2>
        <WeekHours hours={s.business_hour} holidays={s.holiday} now={now} />
        <HolidayList holidays={s.holiday} now={now} headingId="infos-holidays-h" />
      </section>

      <section className="card mt-4" aria-labelledby="infos-payments-h">
        <h2 id="infos-payments-h" className="section-title mb-2">
          {t('storeInfo.infosPage.payments')}
        </h2>
        {payments.length === 0 ? (
          <p className="text-gray-700">{t('storeInfo.infosPage.noPayments')}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {payments.map(({ type, names }) => (
              <div key={type} className="contents">
                <dt className="text-gray-700">{t(`storeInfo.orderTypes.${type}`)}</dt>
                <dd>{names.length ? names.join(separator) : t('storeInfo.infosPage.noPayments')}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </StoreSubPage>
  );
}
