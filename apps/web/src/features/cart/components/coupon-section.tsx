/**
 * 優惠券 on the cart page (spec §3 Coupon state allCoupons / confirmedCoupons; spec §4 Coupons; spec §7
 * Coupons): the store's coupons for the diner (GET all + first_purchases) as cards to tick, each saying what
 * it gives, the minimum spend and the last day; one the diner cannot use now is greyed with the server's
 * reason (請先登入 with a 登入會員 link for a visitor); then 輸入優惠碼 + 使用 (POST /api/coupons/check), whose
 * refusal shows under the field. The choice lives in the order draft (`chosen`) and goes with check_order
 * and the order; a coupon the server removed is marked 已移除 with its message. `note` is the state of the
 * server's answer (計算中, or why it could not be asked).
 */
import { CouponApplicability, type CouponView, DiscountSource, ZCouponCheckRequest } from '@iding/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CouponCard } from '../../../components/coupon-card';
import { toApiError } from '../../../lib/api-client';
import type { EntreeName } from '../../../lib/coupon-text';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import type { ConfirmedCoupon } from '../../../stores/order-draft-store';
import { checkPromoCode } from '../api/check-promo-code';

/** A coupon the diner can only use once logged in (member-only, new-customer and birthday coupons). */
export function needsLogin(coupon: Pick<CouponView, 'applicability' | 'apply_to'>): boolean {
  return (
    coupon.applicability === CouponApplicability.MEMBER ||
    coupon.applicability === CouponApplicability.VIP ||
    coupon.apply_to === DiscountSource.NEW_CUSTOMER ||
    coupon.apply_to === DiscountSource.BIRTHDAY
  );
}

const chosenOf = (c: CouponView, code: string | null): ConfirmedCoupon => ({
  id: c.id,
  code,
  name: c.name,
  apply_to: c.apply_to,
  removed: false,
  message: '',
});

export function CouponSection({
  sid,
  coupons,
  loadError,
  chosen,
  onChange,
  entreeName,
  loginTo,
  note,
}: {
  sid: string;
  /** The store's coupons for the caller; undefined while loading. */
  coupons: CouponView[] | undefined;
  /** Why the list could not be loaded (spec §8 get_coupons), else null. */
  loadError: string | null;
  chosen: readonly ConfirmedCoupon[];
  onChange(next: ConfirmedCoupon[]): void;
  entreeName?: EntreeName;
  /** The login link for a visitor (back to this cart), or null when the store hides login or one is logged in. */
  loginTo: string | null;
  note?: string | null;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const promo = chosen.filter((c) => c.code !== null);
  // Those the diner can use first (each group newest first, as the server lists them).
  const listed =
    coupons && [...coupons].sort((a, b) => Number(a.refusal !== null) - Number(b.refusal !== null));

  const toggle = (c: CouponView, on: boolean) =>
    onChange(on ? [...chosen, chosenOf(c, null)] : chosen.filter((x) => x.id !== c.id));

  const applyPromo = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCouponCheckRequest.shape.code.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message ?? null);
    setChecking(true);
    try {
      const coupon = await checkPromoCode(sid, parsed.data);
      if (coupon.refusal) return setCodeError(coupon.refusal);
      if (chosen.some((c) => c.id === coupon.id)) return setCodeError(t('coupons.codeAlready'));
      setCodeError(null);
      setCode('');
      onChange([...chosen, chosenOf(coupon, parsed.data)]);
      notify.success(t('coupons.codeAdded', { code: parsed.data }), { duration: 2000 });
    } catch (error) {
      const e = toApiError(error);
      setCodeError(e.status >= 500 ? t('errors.get_coupon_infos') : e.message);
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="card mt-4 py-3" aria-labelledby={`${fieldId}-h`} data-testid="coupon-section">
      <h2 id={`${fieldId}-h`} className="font-semibold">
        {t('coupons.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('coupons.hint')}</p>
      {loadError && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {loadError}
        </p>
      )}
      {coupons && coupons.length === 0 && promo.length === 0 && (
        <p className="mt-2 text-sm text-gray-700">{t('coupons.none')}</p>
      )}
      <ul className="mt-2 flex flex-col gap-2">
        {listed?.map((c) => {
          const mine = chosen.find((x) => x.id === c.id);
          return (
            <li key={c.id}>
              <CouponCard
                coupon={c}
                entreeName={entreeName}
                selection={{ checked: Boolean(mine), onChange: (on) => toggle(c, on) }}
                removedMessage={mine?.removed ? mine.message : null}
                refusalAction={
                  loginTo && needsLogin(c) ? (
                    <Link
                      to={loginTo}
                      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-4"
                    >
                      {t('coupons.login')}
                    </Link>
                  ) : null
                }
              />
            </li>
          );
        })}
        {promo.map((c) => (
          <li
            key={c.id}
            className="flex items-start gap-3 rounded-xl border border-brand-dark bg-brand/10 p-3"
            data-testid="promo-coupon"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words">{c.name}</span>
              <span className="block text-sm text-gray-700">
                {t('coupons.promoCode', { code: c.code ?? '' })}
              </span>
              {c.removed && (
                <span className="mt-1 block text-sm font-semibold text-red-700" data-testid="coupon-removed">
                  {t('coupons.removed')}：{c.message}
                </span>
              )}
            </span>
            <button
              type="button"
              className="btn-secondary shrink-0"
              aria-label={t('coupons.removeNamed', { name: c.name })}
              onClick={() => onChange(chosen.filter((x) => x.id !== c.id))}
            >
              {t('coupons.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form className="mt-3" onSubmit={(e) => void applyPromo(e)} noValidate>
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {t('coupons.codeLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={fieldId}
            className="field min-w-0 flex-1 uppercase"
            value={code}
            placeholder={t('coupons.codePlaceholder')}
            autoCapitalize="characters"
            autoComplete="off"
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? errorId : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError(null);
            }}
          />
          <button
            type="submit"
            className="btn-primary mt-1 shrink-0"
            disabled={checking}
            aria-busy={checking}
          >
            {checking ? t('coupons.checking') : t('coupons.apply')}
          </button>
        </div>
        {codeError && (
          <p id={errorId} className="mt-1 text-sm text-red-700" role="alert" data-testid="promo-error">
            {codeError}
          </p>
        )}
      </form>
      {note && (
        <p className="mt-2 text-sm text-gray-700" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
