/**
 * Point history (spec §2 /stores/member/point_history and …_list): the balance at the current store (spec §3
 * memberInfos.point, in the store's unit, point_rule PMName, default 點) and its movements newest first (GET
 * /api/user/points, spec §7): points earned when the store completed an order, given back when a completed
 * order was cancelled, and the store's adjustments with their reason, each with the balance after it, 30 a
 * page with 載入更多; an order's movement opens the order. Without a current store, every store's movements.
 * Failure: spec §8 get_point_histories with a retry.
 */
import type { PointHistoryEntry } from '@iding/domain';
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
import { usePointHistory } from '../api/get-point-history';
import { MemberShell } from '../components/form-parts';
import { formatOrderTime } from '../utils/order-display';
import { formatPointDelta, pointUnit } from '../utils/point-unit';

function Movement({ entry, showStore }: { entry: PointHistoryEntry; showStore: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="point-movement">
      <div className="min-w-0">
        <p className="font-semibold">
          {entry.event_name}
          {showStore && <span className="font-normal text-gray-700"> · {entry.store_name}</span>}
        </p>
        {entry.reason && <p className="text-sm text-gray-800">{entry.reason}</p>}
        <time
          dateTime={new Date(entry.created_at * 1000).toISOString()}
          className="block text-sm text-gray-700 tabular-nums"
        >
          {formatOrderTime(entry.created_at)}
        </time>
        {entry.order_id && (
          <Link to={paths.historyOrder(entry.order_id)} className="text-sm text-brand-dark underline">
            {t('member.points.order')}
          </Link>
        )}
      </div>
      <p className="shrink-0 text-right tabular-nums">
        <span className={`block text-lg font-bold ${entry.points < 0 ? 'text-gray-900' : 'text-green-800'}`}>
          {formatPointDelta(entry.points, entry.unit)}
        </span>
        <span className="text-sm text-gray-700">
          {t('member.points.after', { balance: entry.balance.toLocaleString('en-US'), unit: entry.unit })}
        </span>
      </p>
    </li>
  );
}

/** /stores/member/point_history and /stores/member/point_history_list (spec §2). */
export function PointHistoryPage() {
  const { t } = useTranslation();
  const identifier = useGlobal((s) => s.identifier);
  const member = useMember(identifier);
  const store = useQuery({ ...storeInfoQueryOptions(identifier ?? ''), enabled: Boolean(identifier) });
  const history = usePointHistory(identifier);
  useDocumentTitle(t('member.points.title'), t('app.name'));

  if (history.isError && !history.data) {
    return (
      <PageError
        text={t('member.points.loadFailed')}
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  }
  if (!history.data) return <PageLoading />;
  const rows = history.data.pages.flatMap((p) => p.data);

  return (
    <MemberShell
      heading={t('member.points.heading')}
      back={{ to: paths.member(), label: t('member.backToMember') }}
    >
      {identifier ? (
        <section className="card" aria-label={t('member.home.points')}>
          <p className="text-sm text-gray-700">
            {t('member.points.balance', { store: store.data?.name ?? '' })}
          </p>
          <p className="text-2xl font-bold tabular-nums" data-testid="point-balance">
            {member.data
              ? t('member.points.balanceValue', {
                  point: member.data.memberInfos.point.toLocaleString('en-US'),
                  unit: pointUnit(store.data?.point_rule),
                })
              : '…'}
          </p>
        </section>
      ) : (
        <p className="text-sm text-gray-700">{t('member.points.balanceAll')}</p>
      )}
      {rows.length === 0 ? (
        <section className="card mt-3 flex flex-col items-center gap-2 py-8 text-center">
          <h2 className="text-lg font-bold">{t('member.points.empty')}</h2>
          <p className="text-gray-700">{t('member.points.emptyHint')}</p>
        </section>
      ) : (
        <ul className="card mt-3 divide-y divide-gray-100 py-0" aria-label={t('member.points.heading')}>
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
            {history.isFetchingNextPage ? t('member.points.loadingMore') : t('member.points.loadMore')}
          </button>
        )}
        {history.isFetchNextPageError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {describeApiError(t('member.points.loadMoreFailed'), history.error)}
          </p>
        )}
      </div>
    </MemberShell>
  );
}
