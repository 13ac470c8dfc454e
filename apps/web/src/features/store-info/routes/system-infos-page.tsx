/**
 * System infos (spec §2 /stores/{sid}/system_infos): what support staff ask for over the phone — product
 * version (spec §1: 2.8.7), store identifier, menu_version, the browser's user agent, the time zone of every
 * business rule (Asia/Taipei), the current Taipei time, and the build time when the build sets
 * VITE_BUILD_TIME. 複製系統資訊 copies it all as text. An unknown store goes to /404.
 */
import { PRODUCT_VERSION, TIMEZONE, taipeiDate, taipeiTime } from '@iding/domain';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { useStoreInfo } from '../../../api/get-store-info';
import { PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { storeQueriesStatus } from '../components/store-query-status';
import { StoreSubPage } from '../components/store-sub-page';
import { useNow } from '../hooks/use-now';

/** Set at build time (`VITE_BUILD_TIME=… vite build`), absent otherwise. */
const BUILD_TIME: string | undefined = import.meta.env.VITE_BUILD_TIME;

/** /stores/{sid}/system_infos (spec §2 system infos; spec §1 product version 2.8.7). */
export function SystemInfosPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const store = useStoreInfo(sid);
  const now = useNow();
  useDocumentTitle(store.data?.name, t('storeInfo.systemInfos'));

  const status = storeQueriesStatus([{ state: store, errorText: t('errors.get_store_infos') }]);
  if (status || !store.data) return status ?? <PageLoading />;

  const rows: { label: string; value: string }[] = [
    { label: t('storeInfo.systemPage.version'), value: PRODUCT_VERSION },
    { label: t('storeInfo.systemPage.storeName'), value: store.data.name },
    { label: t('storeInfo.systemPage.store'), value: store.data.identifier },
    { label: t('storeInfo.systemPage.menuVersion'), value: String(store.data.menu_version) },
    { label: t('storeInfo.systemPage.timeZone'), value: TIMEZONE },
    { label: t('storeInfo.systemPage.now'), value: `${taipeiDate(now)} ${taipeiTime(now)}` },
    ...(BUILD_TIME ? [{ label: t('storeInfo.systemPage.buildTime'), value: BUILD_TIME }] : []),
    { label: t('storeInfo.systemPage.userAgent'), value: navigator.userAgent },
  ];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(rows.map((r) => `${r.label}: ${r.value}`).join('\n'));
      toast.success(t('storeInfo.systemPage.copied'));
    } catch {
      toast.error(t('storeInfo.systemPage.copyFailed'));
    }
  };

  return (
    <StoreSubPage sid={sid} storeName={store.data.name} title={t('storeInfo.systemInfos')}>
      <p className="mt-2 text-gray-700">{t('storeInfo.systemPage.hint')}</p>
      <dl className="card mt-4 divide-y divide-gray-100 py-1">
        {rows.map((row) => (
          <div key={row.label} className="py-2">
            <dt className="text-sm text-gray-700">{row.label}</dt>
            <dd className="font-mono text-base break-all">{row.value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn-secondary mt-4 w-full" onClick={() => void copy()}>
        {t('storeInfo.systemPage.copy')}
      </button>
    </StoreSubPage>
  );
}
