/**
 * Branch stores (spec §2 /stores/{sid}/branch_stores, §3 "Branch stores": store plus subsidiaries): this
 * store first, then the brand's other stores, each a card to /store/{identifier} with district, address,
 * today's hours and open state, and its favorite heart. An unknown store goes to /404.
 */

import { useParams } from 'react-router';
import { useStoreInfo } from '../../../api/get-store-info';
import { PageLoading } from '../../../components/page-status';
import { FavoriteButton } from '../../../entities/favorite/components/favorite-button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { useBranches } from '../api/get-branches';
import { BranchCard } from '../components/branch-card';
import { storeQueriesStatus } from '../components/store-query-status';
import { StoreSubPage } from '../components/store-sub-page';
import { useNow } from '../hooks/use-now';
import { storeSummary } from '../utils/store-summary';

/** /stores/{sid}/branch_stores (spec §2 branch stores, §3 Branch stores, §7 subsidiaries). */
export function BranchStoresPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const store = useStoreInfo(sid);
  const branches = useBranches(sid);
  const now = useNow();
  useDocumentTitle(store.data?.name, t('storeInfo.branches'));

  const status = storeQueriesStatus([
    { state: store, errorText: t('errors.get_store_infos') },
    { state: branches, errorText: t('storeInfo.errors.get_branch_stores') },
  ]);
  if (status || !store.data || !branches.data) return status ?? <PageLoading />;
  const current = storeSummary(store.data, now);
  const others = branches.data.subsidiaries;

  return (
    <StoreSubPage sid={sid} storeName={current.name} title={t('storeInfo.branches')}>
      <section className="mt-4" aria-labelledby="branch-current-h">
        <h2 id="branch-current-h" className="section-title mb-2">
          {t('storeInfo.branchesPage.current')}
        </h2>
        <BranchCard current store={current} aside={<FavoriteButton store={current} />} />
      </section>
      <section className="mt-6" aria-labelledby="branch-others-h">
        <h2 id="branch-others-h" className="section-title mb-2">
          {t('storeInfo.branchesPage.others')}
        </h2>
        {others.length === 0 ? (
          <p className="text-gray-700">{t('storeInfo.branchesPage.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3 md:grid md:grid-cols-2">
            {others.map((branch) => (
              <li key={branch.identifier}>
                <BranchCard store={branch} aside={<FavoriteButton store={branch} />} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </StoreSubPage>
  );
}
