/**
 * Store infos (spec §2 /stores/{sid}/store_infos): brand and name, address with a map link, phone, the
 * week's hours (today highlighted, Asia/Taipei), upcoming holidays, and the payment methods accepted per
 * order type (spec §3 "Store settings by order type" payments, PaymentType names in zh-TW), and the store's
 * business registration when it has one (spec §3 display_business_name / display_business_serial /
 * display_food_business_serial: 統一編號 and 食品業者登錄字號, which Taiwan asks online food sellers to show).
 * An unknown store goes to /404.
 */
import { PAYMENT_TYPE_NAMES, type PaymentType } from '@iding/domain';
import { useParams } from 'react-router';
import { useStoreInfo } from '../../../api/get-store-info';
import { PageLoading } from '../../../components/page-status';
import { SectionCard } from '../../../components/section-card';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { HoursCard } from '../components/hours-card';
import { StoreContact } from '../components/store-contact';
import { storeQueriesStatus } from '../components/store-query-status';
import { StoreSubPage } from '../components/store-sub-page';
import { useNow } from '../hooks/use-now';
import { orderWaySettings, orderWays } from '../utils/order-ways';

/** /stores/{sid}/store_infos (spec §2 store infos, §3 Store info). */
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
  const payments = orderWays(s.app_settings).map((type) => ({
    type,
    names: (orderWaySettings(s.app_settings, type)?.payments ?? []).map(
      (p) => PAYMENT_TYPE_NAMES[p as PaymentType] ?? String(p),
    ),
  }));
  // The business name alone repeats the store name; it is shown only with a registration number.
  const registration = [
    { label: t('storeInfo.infosPage.businessSerial'), value: s.display_business_serial },
    { label: t('storeInfo.infosPage.foodBusinessSerial'), value: s.display_food_business_serial },
  ].filter((row) => row.value);
  if (registration.length > 0 && s.display_business_name) {
    registration.unshift({ label: t('storeInfo.infosPage.businessName'), value: s.display_business_name });
  }

  return (
    <StoreSubPage sid={sid} storeName={s.name} title={t('storeInfo.infos')}>
      {/* Two columns from 768 px: the cards side by side, each as tall as its content. */}
      <div className="md:grid md:grid-cols-2 md:items-start md:gap-x-4">
        <SectionCard title={t('storeInfo.infosPage.basic')} titleClassName="mb-1">
          {/* Same 44 px rows as the address and phone links below, so the four lines read as one list. */}
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4">
            <dt className="text-gray-700">{t('storeInfo.infosPage.brand')}</dt>
            <dd className="flex min-h-11 items-center">{s.brand_name}</dd>
            <dt className="text-gray-700">{t('storeInfo.infosPage.name')}</dt>
            <dd className="flex min-h-11 items-center break-words">{s.name}</dd>
          </dl>
          <StoreContact address={s.address} phone={s.phone} />
        </SectionCard>

        <HoursCard hours={s.business_hour} holidays={s.holiday} now={now} />

        <SectionCard title={t('storeInfo.infosPage.payments')}>
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
        </SectionCard>

        {registration.length > 0 && (
          <SectionCard title={t('storeInfo.infosPage.registration')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {registration.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-gray-700">{row.label}</dt>
                  <dd className="break-words tabular-nums">{row.value}</dd>
                </div>
              ))}
            </dl>
          </SectionCard>
        )}
      </div>
    </StoreSubPage>
  );
}
