/** Store list (spec §2 /stores): every store, open ones first, as cards that open the store page. */
import { useTranslation } from 'react-i18next';
import { MemberLink } from '../../../components/member-link';
import { PageError } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useStores } from '../api/get-stores';
import { StoreCard } from '../components/store-card';

export function StoresList() {
  const { t } = useTranslation();
  const stores = useStores();
  useDocumentTitle(t('stores.title'), t('app.name'));
  if (stores.isError) {
    return <PageError text={t('errors.get_stores')} error={stores.error} onRetry={() => stores.refetch()} />;
  }
  const list = stores.data
    ? Object.values(stores.data.all_stores).sort((a, b) => Number(a.is_closed) - Number(b.is_closed))
    : [];
  return (
    <main className="relative mx-auto max-w-xl px-4 pt-5 pb-10">
      <div className="absolute top-3 right-4">
        <MemberLink />
      </div>
      <p className="text-sm font-semibold text-brand-dark">{t('app.name')}</p>
      <h1 className="mb-4 text-2xl font-bold">{t('stores.heading')}</h1>
      {stores.isPending ? (
        <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t('app.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-28 animate-pulse rounded-2xl bg-gray-200" />
          ))}
        </ul>
      ) : list.length === 0 ? (
        <p className="text-gray-700">{t('stores.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((s) => (
            <li key={s.identifier}>
              <StoreCard store={s} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
