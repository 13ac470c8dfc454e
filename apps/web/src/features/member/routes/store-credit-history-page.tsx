/**
 * Store credit history (spec §2 /stores/member/store_credit_history and …_list): the balance at
 * the current store (spec §3 memberInfos.store_credit) and its movements newest first (GET
 * /api/user/transactions/store_credits, spec §7): top-ups at the counter, order payments and refunds, each
 * with the balance after it, 30 a page with 載入更多; an order's movement opens the order. Without a current
 * store, every store's movements. Failure: spec §8 get_store_credit_histories with a retry.
 */
import { formatCurrency, formatPriceDelta, type StoreCreditHistoryEntry } from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { storeInfoQueryOptions } from '../../../api/get-store-info';
import { useMember } from '../../../api/get-user';
import { PageError, PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useGlobal } from '../../../stores/global-store';
import { useStoreCreditHistory } from '../api/get-store-credit-history';
import { MemberShell } from '../components/form-parts';
import { formatOrderTime } from '../utils/order-display';

function Movement({ entry, showStore }: { entry: StoreCreditHistoryEntry; showStore: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="store-credit-movement">
      <div className="min-w-0">
        <p className="font-semibold">
          {entry.type_name}
          {showStore && <span className="font-normal text-gray-700"> · {entry.store_name}</span>}
        </p>
        <time
          dateTime={new Date(entry.created_at * 1000).toISOString()}
          className="block text-sm text-gray-700 tabular-nums"
        >
          {formatOrderTime(entry.created_at)}
        </time>
        {entry.order_id && (
          <Link to={paths.historyOrder(entry.order_id)} className="text-sm text-brand-dark underline">
            {t('member.storeCredit.order')}
          </Link>
        )}
      </div>
      <p className="shrink-0 text-right tabular-nums">
        <span className={`block text-lg font-bold ${entry.amount < 0 ? 'text-gray-900' : 'text-green-800'}`}>
          {formatPriceDelta(entry.amount)}
        </span>
        <span className="text-sm text-gray-700">
          {t('member.storeCredit.after', { balance: formatCurrency(entry.balance) })}
        </span>
      </p>
    </li>
  );
}

/** /stores/member/store_credit_history and /stores/member/store_credit_history_list (spec §2). */
export function StoreCreditHistoryPage() {
  const { t } = useTranslation();
  const identifier = useGlobal((s) => s.identifier);
  const member = useMember(identifier);
  const store = useQuery({ ...storeInfoQueryOptions(identifier ?? ''), enabled: Boolean(identifier) });
  const history = useStoreCreditHistory(identifier);
  useDocumentTitle(t('member.storeCredit.title'), t('app.name'));

  if (history.isError && !history.data) {
    return (
      <PageError
        text={t('member.storeCredit.loadFailed')}
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  }
  if (!history.data) return <PageLoading />;
  const rows = history.data.pages.flatMap((p) => p.data);

  return (
    <MemberShell
      heading={t('member.storeCredit.heading')}
      back={{ to: paths.member(), label: t('member.backToMember') }}
    >
      {identifier ? (
        <section className="card" aria-label={t('member.home.storeCredit')}>
          <p className="text-sm text-gray-700">
            {t('member.storeCredit.balance', { store: store.data?.name ?? '' })}
          </p>
          <p className="text-2xl font-bold tabular-nums" data-testid="store-credit-balance">
            {member.data ? formatCurrency(member.data.memberInfos.store_credit) : '…'}
          </p>
        </section>
      ) : (
        <p className="text-sm text-gray-700">{t('member.storeCredit.balanceAll')}</p>
      )}
      {rows.length === 0 ? (
        <section className="card mt-3 flex flex-col items-center gap-2 py-8 text-center">
          <h2 className="text-lg font-bold">{t('member.storeCredit.empty')}</h2>
          <p className="text-gray-700">{t('member.storeCredit.emptyHint')}</p>
        </section>
      ) : (
        <ul className="card mt-3 divide-y divide-gray-100 py-0" aria-label={t('member.storeCredit.heading')}>
          {rows.map((entry) => (
            <Movement key={entry.id} entry={entry} showStore={!identifier} />
          ))}
        </ul>
      )}
      <div className="mt-4 text-center" aria-live="polite">
        {history.hasNextPage && (
          <button
            type="button"
            className="btn-secondary w-full"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
            aria-busy={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage
              ? t('member.storeCredit.loadingMore')
              : t('member.storeCredit.loadMore')}
          </button>
        )}
        {history.isFetchNextPageError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {describeApiError(t('member.storeCredit.loadMoreFailed'), history.error)}
          </p>
        )}
      </div>
    </MemberShell>
  );
}
