/**
 * /console/{sid}/coupons (優惠券, docs/features.md "Console coupons"): the store's coupons and promo codes and
 * its brand's — name, type, what it gives, when, 已使用 N / 上限 and status — with 暫停 / 恢復 / 結束 (結束 asks
 * first: it is final) and the 新增優惠券 form, for the store's owner; staff see the list only. Brand-wide
 * coupons are listed read-only.
 */
import {
  type ConsoleCoupon,
  type ConsoleMenuResponse,
  type CouponStatus,
  consolePaths,
  formatCurrency,
  taipeiDate,
  taipeiTime,
} from '@iding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { consoleKeys } from '../../../api/query-keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { getConsoleMenu } from '../api/console-api';
import { couponsKey, getConsoleCoupons } from '../api/get-console-coupons';
import { setCouponStatus } from '../api/set-coupon-status';
import { ConsoleHeader } from '../components/console-header';
import { CouponForm } from '../components/coupon-form';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

/** What a coupon gives, in words: 「折 $20」, 「珍珠奶茶：打 10% 折扣」, 「滿 $200 折 $20、滿 $500 折 $60」. */
export function benefitText(c: ConsoleCoupon, entreeName: (id: string) => string, t: TFunction): string {
  const b = c.benefit;
  const value = (v: Extract<ConsoleCoupon['benefit'], { value: unknown }>['value']) =>
    v.kind === 'amount'
      ? t('console.coupons.gives.amount', { amount: formatCurrency(v.amount) })
      : v.max
        ? t('console.coupons.gives.percentMax', { percent: v.percent, max: formatCurrency(v.max) })
        : t('console.coupons.gives.percent', { percent: v.percent });
  const names = (ids: string[]) => ids.map(entreeName).join('、');
  const gives =
    b.type === 'DiscountCoupon'
      ? value(b.value)
      : b.type === 'EntreeDiscountCoupon'
        ? t('console.coupons.gives.entree', { entrees: names(b.entree_ids), value: value(b.value) })
        : b.type === 'BuyOneGetOneFreeCoupon'
          ? t('console.coupons.gives.bogo', { entrees: names(b.entree_ids) })
          : b.type === 'GiftCoupon'
            ? t('console.coupons.gives.gift', { entree: entreeName(b.gift_entree_id) })
            : b.tiers
                .map((tier) =>
                  t('console.coupons.gives.tier', {
                    min: formatCurrency(tier.min_spend),
                    amount: formatCurrency(tier.amount),
                  }),
                )
                .join('、');
  return c.min_spend > 0
    ? gives + t('console.coupons.gives.minSpend', { amount: formatCurrency(c.min_spend) })
    : gives;
}

const when = (s: number) => `${taipeiDate(s * 1000).replaceAll('-', '/')} ${taipeiTime(s * 1000)}`;

const BADGE: Record<CouponStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  paused: 'bg-amber-100 text-amber-900',
  ended: 'bg-gray-200 text-gray-800',
};

function CouponRow({
  c,
  canEdit,
  entreeName,
  busy,
  onStatus,
}: {
  c: ConsoleCoupon;
  canEdit: boolean;
  entreeName: (id: string) => string;
  busy: boolean;
  onStatus: (status: CouponStatus) => void;
}) {
  const { t } = useTranslation();
  const limit = c.total_limit === null ? t('console.coupons.unlimited') : String(c.total_limit);
  return (
    <li className="card flex flex-wrap items-start gap-x-4 gap-y-2" data-testid="coupon-row">
      <div className="min-w-0 flex-1 basis-64">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold break-words">{c.name}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[c.status]}`}>
            {t(`console.coupons.statuses.${c.status}`)}
          </span>
          <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-200">
            {t(`console.coupons.types.${c.benefit.type}`)}
          </span>
          <span className="text-xs text-gray-700">{t(`console.coupons.sources.${c.source}`)}</span>
          {c.brand_wide && (
            <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800">
              {t('console.coupons.brandWide')}
            </span>
          )}
        </p>
        <p className="text-sm break-words text-gray-900">{benefitText(c, entreeName, t)}</p>
        {c.code && (
          <p className="font-mono text-sm font-semibold tracking-wide">
            {t('console.coupons.code', { code: c.code })}
          </p>
        )}
        <p className="text-sm text-gray-700">
          {when(c.starts_at)} – {when(c.ends_at)} · {t(`console.coupons.applicabilities.${c.applicability}`)}
        </p>
      </div>
      <p className="text-sm font-semibold tabular-nums" data-testid="coupon-used">
        {t('console.coupons.used', { used: c.used_count, limit })}
      </p>
      {canEdit && !c.brand_wide && c.status !== 'ended' && (
        <div className="flex gap-2">
          {c.status === 'active' ? (
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => onStatus('paused')}
            >
              {t('console.coupons.pause')}
            </button>
          ) : (
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => onStatus('active')}
            >
              {t('console.coupons.resume')}
            </button>
          )}
          <button
            type="button"
            className="btn-secondary text-red-800"
            disabled={busy}
            onClick={() => onStatus('ended')}
          >
            {t('console.coupons.end')}
          </button>
        </div>
      )}
    </li>
  );
}

export function ConsoleCouponsPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const queryClient = useQueryClient();
  const coupons = useQuery({
    queryKey: couponsKey(sid),
    queryFn: ({ signal }) => getConsoleCoupons(sid, signal),
    retry: false,
  });
  const menu = useQuery<ConsoleMenuResponse>({
    queryKey: consoleKeys.menu(sid),
    queryFn: ({ signal }) => getConsoleMenu(sid, signal),
    retry: false,
  });
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [ending, setEnding] = useState<ConsoleCoupon | null>(null);
  const status = useMutation({
    mutationFn: (v: { coupon: ConsoleCoupon; status: CouponStatus }) =>
      setCouponStatus(sid, v.coupon.id, v.status),
    onSuccess: (c) => setNotice({ ok: true, text: t('console.coupons.statusChanged', { name: c.name }) }),
    onError: (error) => setNotice({ ok: false, text: toApiError(error).message }),
    onSettled: () => {
      setEnding(null);
      return queryClient.invalidateQueries({ queryKey: couponsKey(sid) });
    },
  });
  useDocumentTitle(t('console.nav.coupons'), store?.name, t('console.title'));

  const failure = coupons.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;
  const isOwner = store?.role === 'owner';
  const names = new Map(menu.data?.categories.flatMap((c) => c.entrees.map((e) => [e.id, e.name] as const)));
  const entreeName = (id: string) => names.get(id) ?? t('console.coupons.gives.unknownEntree');

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.coupons.heading', { store: store?.name ?? sid })}
      />
      {failure && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(failure).message}
        </p>
      )}
      {store && !isOwner && (
        <p className="mb-3 rounded bg-amber-50 px-3 py-2 text-amber-900">{t('console.coupons.ownerOnly')}</p>
      )}
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`mb-3 rounded px-3 py-2 ${notice.ok ? 'bg-green-50 font-semibold text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {notice.text}
        </p>
      )}
      <div className="mx-auto max-w-5xl space-y-3">
        {isOwner &&
          (creating ? (
            <CouponForm
              sid={sid}
              menu={menu.data}
              onCancel={() => setCreating(false)}
              onCreated={(c) => {
                setCreating(false);
                setNotice({ ok: true, text: t('console.coupons.created', { name: c.name }) });
                void queryClient.invalidateQueries({ queryKey: couponsKey(sid) });
              }}
            />
          ) : (
            <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
              {t('console.coupons.create')}
            </button>
          ))}
        <section aria-labelledby="coupons-heading">
          <h2 id="coupons-heading" className="mb-2 text-lg font-bold">
            {t('console.coupons.listTitle')}
          </h2>
          {!coupons.data && !failure && <p className="text-gray-700">{t('console.coupons.loading')}</p>}
          {coupons.data?.data.length === 0 && <p className="text-gray-700">{t('console.coupons.empty')}</p>}
          <ul className="space-y-2">
            {coupons.data?.data.map((c) => (
              <CouponRow
                key={c.id}
                c={c}
                canEdit={isOwner}
                entreeName={entreeName}
                busy={status.isPending}
                onStatus={(next) =>
                  next === 'ended' ? setEnding(c) : status.mutate({ coupon: c, status: next })
                }
              />
            ))}
          </ul>
          {coupons.data?.data.some((c) => c.brand_wide) && (
            <p className="mt-2 text-sm text-gray-700">{t('console.coupons.brandWideHint')}</p>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={ending !== null}
        title={t('console.coupons.endTitle', { name: ending?.name ?? '' })}
        text={t('console.coupons.endText')}
        keepLabel={t('console.coupons.endKeep')}
        confirmLabel={t('console.coupons.endConfirm')}
        busyLabel={t('console.coupons.ending')}
        busy={status.isPending}
        danger
        onConfirm={() => ending && status.mutate({ coupon: ending, status: 'ended' })}
        onClose={() => setEnding(null)}
      />
    </main>
  );
}
