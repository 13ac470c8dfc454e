/**
 * 優惠券紀錄 (spec §2 /stores/member/coupons_list; spec §3 Coupon state coupons, usedCoupons): three tabs in the
 * URL (`?tab=`): 可使用 (GET /api/coupons), 已使用 (GET /api/coupons/used: each with the order it went on, when,
 * and what it took off, linking to the order) and 已過期 (GET /api/coupons?status=expired: ended in the last
 * 30 days). Each tab says so when it is empty. Failure: spec §8 get_coupons / get_used_coupons with a retry.
 */
import { formatCurrency, formatDate, taipeiDate } from '@iding/domain';
import clsx from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { CouponCard } from '../../../components/coupon-card';
import { PageError, PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { type StringKey, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMemberCoupons } from '../api/get-member-coupons';
import { useUsedCoupons } from '../api/get-used-coupons';
import { MemberShell } from '../components/form-parts';

type Tab = 'usable' | 'used' | 'expired';
const TABS: { tab: Tab; label: StringKey }[] = [
  { tab: 'usable', label: 'member.coupons.usable' },
  { tab: 'used', label: 'member.coupons.used' },
  { tab: 'expired', label: 'member.coupons.expired' },
];

const dayOf = (seconds: number) => formatDate(taipeiDate(seconds * 1000));

function Empty({ text }: { text: string }) {
  return (
    <p className="card mt-3 py-8 text-center text-gray-700" data-testid="coupons-empty">
      {text}
    </p>
  );
}

function CouponTab({ tab }: { tab: 'usable' | 'expired' }) {
  const { t } = useTranslation();
  const coupons = useMemberCoupons(tab);
  if (coupons.isError && !coupons.data) {
    return (
      <PageError text={t('errors.get_coupons')} error={coupons.error} onRetry={() => coupons.refetch()} />
    );
  }
  if (!coupons.data) return <PageLoading />;
  if (coupons.data.length === 0) {
    return (
      <Empty text={t(tab === 'usable' ? 'member.coupons.emptyUsable' : 'member.coupons.emptyExpired')} />
    );
  }
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {coupons.data.map((c) => (
        <li key={c.id}>
          <CouponCard
            showDescription
            coupon={
              tab === 'expired'
                ? { ...c, refusal: t('member.coupons.endedOn', { date: dayOf(c.ends_at - 1) }) }
                : c
            }
            aside={<span className="shrink-0 text-sm text-gray-700">{c.store_name ?? c.brand_name}</span>}
          />
        </li>
      ))}
    </ul>
  );
}

function UsedTab() {
  const { t } = useTranslation();
  const used = useUsedCoupons();
  if (used.isError && !used.data) {
    return (
      <PageError text={t('errors.get_used_coupons')} error={used.error} onRetry={() => used.refetch()} />
    );
  }
  if (!used.data) return <PageLoading />;
  if (used.data.length === 0) return <Empty text={t('member.coupons.emptyUsed')} />;
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {used.data.map((u) => (
        <li key={`${u.coupon.id}/${u.order_id}`}>
          <CouponCard
            showDescription
            coupon={{ ...u.coupon, refusal: null }}
            aside={
              <span className="shrink-0 text-sm text-gray-700">
                {u.coupon.store_name ?? u.coupon.brand_name}
              </span>
            }
            footer={
              <span className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-gray-800">
                <span data-testid="coupon-used-on">
                  {t('member.coupons.usedOn', {
                    date: dayOf(u.used_at),
                    number: u.item_name,
                    amount: formatCurrency(u.discount),
                  })}
                </span>
                <Link
                  to={paths.historyOrder(u.order_id)}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
                >
                  {t('member.coupons.viewOrder')}
                </Link>
              </span>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** /stores/member/coupons_list (spec §2). */
export function MemberCouponsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.some((x) => x.tab === params.get('tab')) ? (params.get('tab') as Tab) : 'usable';
  useDocumentTitle(t('member.coupons.listTitle'), t('app.name'));
  return (
    <MemberShell
      heading={t('member.coupons.listTitle')}
      back={{ to: paths.memberCoupons(), label: t('member.coupons.title') }}
    >
      <div
        role="tablist"
        aria-label={t('member.coupons.tabs')}
        className="grid grid-cols-3 gap-1 rounded-full bg-gray-100 p-1"
      >
        {TABS.map((x) => (
          <button
            key={x.tab}
            type="button"
            role="tab"
            id={`coupons-tab-${x.tab}`}
            aria-selected={tab === x.tab}
            aria-controls="coupons-panel"
            className={clsx(
              'min-h-11 rounded-full font-semibold',
              tab === x.tab ? 'bg-white text-brand-dark shadow-sm' : 'text-gray-700',
            )}
            onClick={() => setParams(x.tab === 'usable' ? {} : { tab: x.tab }, { replace: true })}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      <div id="coupons-panel" role="tabpanel" aria-labelledby={`coupons-tab-${tab}`}>
        {tab === 'used' ? <UsedTab /> : <CouponTab key={tab} tab={tab} />}
      </div>
    </MemberShell>
  );
}
