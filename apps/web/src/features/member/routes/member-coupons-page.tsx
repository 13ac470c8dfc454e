/**
 * 我的優惠券 (spec §2 /stores/member/coupons; spec §3 Coupon state coupons): the coupons the member can use
 * now (GET /api/coupons), grouped by where they can be used — one store, or every store of a brand — each
 * with what it gives, its minimum spend and last day, and a link to that store's menu; a link to the
 * 可使用 / 已使用 / 已過期 list (/stores/member/coupons_list). Empty: says so and how coupons come.
 * Failure: spec §8 get_coupons with a retry.
 */
import type { CouponView } from '@iding/domain';
import { Link } from 'react-router';
import { CouponCard } from '../../../components/coupon-card';
import { PageError, PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMemberCoupons } from '../api/get-member-coupons';
import { MemberShell } from '../components/form-parts';

/** Where a coupon can be used: its store, or every store of its brand (50嵐 全門市). */
function placeOf(t: TFunction, c: CouponView): string {
  return c.store_name ?? t('member.coupons.allStores', { brand: c.brand_name });
}

/** `coupons` by place, in the order the places first appear (newest coupon first). */
export function groupByPlace(t: TFunction, coupons: readonly CouponView[]): [string, CouponView[]][] {
  const groups = new Map<string, CouponView[]>();
  for (const c of coupons) {
    const place = placeOf(t, c);
    groups.set(place, [...(groups.get(place) ?? []), c]);
  }
  return [...groups];
}

/** /stores/member/coupons (spec §2). */
export function MemberCouponsPage() {
  const { t } = useTranslation();
  const coupons = useMemberCoupons('usable');
  useDocumentTitle(t('member.coupons.title'), t('app.name'));

  if (coupons.isError && !coupons.data) {
    return (
      <PageError text={t('errors.get_coupons')} error={coupons.error} onRetry={() => coupons.refetch()} />
    );
  }
  if (!coupons.data) return <PageLoading />;

  return (
    <MemberShell
      heading={t('member.coupons.title')}
      back={{ to: paths.member(), label: t('member.backToMember') }}
    >
      <p className="text-sm text-gray-700">{t('member.coupons.hint')}</p>
      {coupons.data.length === 0 ? (
        <section className="card mt-3 flex flex-col items-center gap-2 py-8 text-center">
          <h2 className="text-lg font-bold">{t('member.coupons.emptyUsable')}</h2>
          <p className="text-gray-700">{t('member.coupons.emptyUsableHint')}</p>
        </section>
      ) : (
        groupByPlace(t, coupons.data).map(([place, list]) => (
          <section key={place} className="mt-4" aria-label={place} data-testid="coupon-group">
            <h2 className="section-title mb-2">{place}</h2>
            <ul className="flex flex-col gap-2">
              {list.map((c) => (
                <li key={c.id}>
                  <CouponCard
                    coupon={c}
                    showDescription
                    footer={
                      c.store_identifier && (
                        <Link
                          to={paths.menu(c.store_identifier)}
                          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-4"
                        >
                          {t('member.coupons.order')}
                        </Link>
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <Link to={paths.memberCouponsList()} className="btn-secondary mt-6 w-full">
        {t('member.coupons.showList')}
      </Link>
    </MemberShell>
  );
}
