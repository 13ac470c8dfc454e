/**
 * Member home (spec §2 /stores/member): name and phone, points and store credit at the current store
 * (GET /api/user?identifier; spec §3 memberInfos; the points box opens 點數紀錄), links to the profile and
 * update screens, to 歷史訂單, 點數紀錄, 儲值金紀錄 and 我的最愛 (their own screens), and 登出 (spec §4
 * Logout). Orders in progress show with their status, live.
 */
import { formatCurrency } from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { storeInfoQueryOptions } from '../../../api/get-store-info';
import { useMember } from '../../../api/get-user';
import { PageError, PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useGlobal } from '../../../stores/global-store';
import { useUser } from '../../../stores/user-store';
import { MemberShell } from '../components/form-parts';
import { OpenOrders } from '../components/open-orders';
import { useLogout } from '../hooks/use-session-actions';
import { pointUnit } from '../utils/point-unit';

function NavList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title} className="mt-5">
      <h2 className="mb-2 px-1 section-title">{title}</h2>
      <ul className="card divide-y divide-gray-100 p-0">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="flex min-h-12 items-center justify-between px-4 py-3">
              <span>{l.label}</span>
              <span aria-hidden className="text-gray-400">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /stores/member (spec §2): greeting, points and store credit at the current store, links, 登出. */
export function MemberHome() {
  const { t } = useTranslation();
  const identifier = useGlobal((s) => s.identifier);
  const member = useMember(identifier);
  const store = useQuery({ ...storeInfoQueryOptions(identifier ?? ''), enabled: Boolean(identifier) });
  const { logout, busy } = useLogout();
  useDocumentTitle(t('member.home.title'), t('app.name'));

  useEffect(() => {
    if (member.data) useUser.getState().setMemberInfos(member.data.memberInfos);
  }, [member.data]);

  if (member.isError) {
    return (
      <PageError text={t('member.home.loadFailed')} error={member.error} onRetry={() => member.refetch()} />
    );
  }
  if (!member.data) return <PageLoading />;
  const user = member.data;

  return (
    <MemberShell
      heading={t('member.home.heading')}
      back={identifier ? { to: paths.menu(identifier), label: store.data?.name } : { to: paths.stores() }}
    >
      <section className="card" aria-label={t('member.infos.title')}>
        <p className="text-lg font-bold">{t('member.home.hello', { name: user.name })}</p>
        <p className="text-gray-700 tabular-nums">{user.phone}</p>
        {identifier ? (
          <>
            {store.data && (
              <p className="mt-3 text-sm text-gray-600">
                {t('member.home.atStore', { store: store.data.name })}
              </p>
            )}
            <dl className="mt-1 grid grid-cols-2 gap-3">
              <div className="relative rounded-xl bg-gray-50 p-3">
                <dt className="text-sm text-gray-600">{t('member.home.points')}</dt>
                <dd className="text-xl font-bold tabular-nums" data-testid="member-points">
                  {/* The whole box opens this store's 點數紀錄. */}
                  <Link to={paths.pointHistory()} className="after:absolute after:inset-0">
                    {t('member.home.pointsValue', {
                      point: user.memberInfos.point.toLocaleString('en-US'),
                      unit: pointUnit(store.data?.point_rule),
                    })}
                    <span aria-hidden className="ml-1 text-base font-normal text-gray-400">
                      ›
                    </span>
                    {/* The link's name says where it goes, not only the balance. */}
                    <span className="sr-only">{t('member.home.pointHistory')}</span>
                  </Link>
                </dd>
              </div>
              <div className="rounded-xl bg-gray-50 p-3">
                <dt className="text-sm text-gray-600">{t('member.home.storeCredit')}</dt>
                <dd className="text-xl font-bold tabular-nums" data-testid="member-store-credit">
                  {formatCurrency(user.memberInfos.store_credit)}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="mt-3 text-sm text-gray-700">
            {t('member.home.noStore')} {/* nowrap: 選擇店家 is one word, never 選擇店 / 家 across lines. */}
            <Link to={paths.stores()} className="whitespace-nowrap text-brand-dark underline">
              {t('member.home.chooseStore')}
            </Link>
          </p>
        )}
      </section>

      {/* the status of orders in progress, live. */}
      <OpenOrders />

      {/* 歷史訂單 and 我的最愛 are separate screens (spec §2). */}
      <NavList
        title={t('member.home.orders')}
        links={[
          { to: paths.historyOrders(), label: t('member.home.historyOrders') },
          { to: paths.pointHistory(), label: t('member.home.pointHistory') },
          { to: paths.memberCoupons(), label: t('member.home.coupons') },
          { to: paths.memberCouponsList(), label: t('member.home.couponsList') },
          { to: paths.storeCreditHistory(), label: t('member.home.storeCreditHistory') },
          { to: paths.favoriteStores(), label: t('member.home.favoriteStores') },
        ]}
      />
      <NavList
        title={t('member.home.account')}
        links={[
          { to: paths.memberInfos(), label: t('member.home.infos') },
          { to: paths.updatePassword(), label: t('member.home.updatePassword') },
          { to: paths.updatePhone(), label: t('member.home.updatePhone') },
          { to: paths.updateAddress(), label: t('member.home.updateAddress') },
          { to: paths.memberCreditCards(), label: t('member.home.creditCards') },
        ]}
      />

      <button
        type="button"
        className="btn-secondary mt-8 w-full"
        onClick={() => void logout()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('member.home.loggingOut') : t('member.home.logout')}
      </button>
    </MemberShell>
  );
}
