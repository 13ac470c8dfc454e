/**
 * The 新增優惠券 form of the console's 優惠券 page (docs/features.md "Console coupons"): every field of a coupon
 * (spec §3 Coupon types, Discount source, Coupon applicability) with the fields of the chosen type — an amount
 * or a percentage with its cap, entrees picked from the store's menu (品項折扣 / 買一送一 / 贈品), tiers for
 * 滿額折扣 — the promo code when the source is 優惠碼, and the limits. It checks with the API's own request
 * schema (ZConsoleCouponRequest) before sending, so the messages are the API's; the API's refusals (a promo
 * code taken, an entree gone) show beside the field or in the save bar. Times are Taipei wall-clock.
 */
import {
  addDays,
  COUPON_LIMITS,
  type ConsoleCoupon,
  type ConsoleCouponInput,
  type ConsoleMenuResponse,
  CouponApplicability,
  DiscountSource,
  OrderType,
  orderTypeName,
  taipeiDate,
  taipeiDateTimeToMs,
  ZConsoleCouponRequest,
} from '@iding/domain';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { createCoupon } from '../api/create-coupon';

type CouponType = ConsoleCoupon['benefit']['type'];
const TYPES: CouponType[] = [
  'DiscountCoupon',
  'EntreeDiscountCoupon',
  'BuyOneGetOneFreeCoupon',
  'GiftCoupon',
  'MultipleDiscountCoupon',
];
const SOURCES = Object.values(DiscountSource);
const APPLICABILITIES = Object.values(CouponApplicability);
const ORDER_TYPES = [OrderType.TAKEAWAY, OrderType.DINE_IN, OrderType.DELIVERY, OrderType.SHIP];

/** The form as typed: numbers stay text until sent, so a half-typed value is not rewritten. */
interface Draft {
  name: string;
  description: string;
  type: CouponType;
  valueKind: 'amount' | 'percent';
  amount: string;
  percent: string;
  max: string;
  entreeIds: string[];
  giftEntreeId: string;
  tiers: { min: string; amount: string }[];
  source: number;
  applicability: number;
  exclusive: boolean;
  minSpend: string;
  startsAt: string;
  endsAt: string;
  orderTypes: number[];
  code: string;
  totalLimit: string;
  perMemberLimit: string;
}

function emptyDraft(): Draft {
  const today = taipeiDate(Date.now());
  return {
    name: '',
    description: '',
    type: 'DiscountCoupon',
    valueKind: 'amount',
    amount: '',
    percent: '',
    max: '',
    entreeIds: [],
    giftEntreeId: '',
    tiers: [{ min: '', amount: '' }],
    source: DiscountSource.COUPON,
    applicability: CouponApplicability.ALL,
    exclusive: false,
    minSpend: '0',
    startsAt: `${today}T00:00`,
    endsAt: `${addDays(today, 30)}T23:59`,
    orderTypes: [],
    code: '',
    totalLimit: '',
    perMemberLimit: '1',
  };
}

/** Text → number for the request: '' is `empty`, anything else Number() (NaN lets the schema say why). */
const num = <E,>(text: string, empty: E): number | E => (text.trim() === '' ? empty : Number(text));

/** Taipei "YYYY-MM-DDTHH:MM" → epoch seconds (0 when blank, which the schema refuses). */
function seconds(local: string): number {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local)) return 0;
  return Math.floor(taipeiDateTimeToMs(local.slice(0, 10), local.slice(11, 16)) / 1000);
}

/** The request body of a draft (what the API and the schema check). */
export function couponRequestOf(d: Draft): ConsoleCouponInput {
  const value =
    d.valueKind === 'amount'
      ? { kind: 'amount' as const, amount: num(d.amount, Number.NaN) }
      : {
          kind: 'percent' as const,
          percent: num(d.percent, Number.NaN),
          ...(d.max.trim() ? { max: Number(d.max) } : {}),
        };
  const benefit: ConsoleCouponInput['benefit'] =
    d.type === 'DiscountCoupon'
      ? { type: d.type, value }
      : d.type === 'EntreeDiscountCoupon'
        ? { type: d.type, entree_ids: d.entreeIds, value }
        : d.type === 'BuyOneGetOneFreeCoupon'
          ? { type: d.type, entree_ids: d.entreeIds }
          : d.type === 'GiftCoupon'
            ? { type: d.type, gift_entree_id: d.giftEntreeId }
            : {
                type: d.type,
                tiers: d.tiers.map((tier) => ({
                  min_spend: num(tier.min, Number.NaN),
                  amount: num(tier.amount, Number.NaN),
                })),
              };
  return {
    name: d.name,
    description: d.description,
    source: d.source as ConsoleCouponInput['source'],
    applicability: d.applicability as ConsoleCouponInput['applicability'],
    exclusive: d.exclusive,
    min_spend: num(d.minSpend, 0),
    starts_at: seconds(d.startsAt),
    ends_at: seconds(d.endsAt),
    order_types: d.orderTypes as ConsoleCouponInput['order_types'],
    benefit,
    code: d.source === DiscountSource.PROMO_CODE ? d.code : null,
    total_limit: num(d.totalLimit, null),
    per_member_limit: num(d.perMemberLimit, Number.NaN),
  };
}

/** Where a schema problem is shown: its path, the tiers' problems under the tiers. */
function fieldOf(path: readonly PropertyKey[]): string {
  const key = path.map(String).join('.');
  return key.startsWith('benefit.tiers') ? 'benefit.tiers' : key;
}

/** The first message of each field of a failed check. */
export function couponProblems(body: ConsoleCouponInput): Record<string, string> {
  const parsed = ZConsoleCouponRequest.safeParse(body);
  const problems: Record<string, string> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const key = fieldOf(issue.path);
    problems[key] ??= issue.message;
  }
  return problems;
}

function Field({
  label,
  error,
  children,
  className = '',
}: {
  label: string;
  error?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`}>
      <label htmlFor={id} className="font-semibold text-gray-800">
        {label}
      </label>
      {children(id, error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The labels of the form's fields (console.coupons.fields in the catalogue). */
type FieldKey =
  | 'name'
  | 'description'
  | 'type'
  | 'valueKind'
  | 'kindAmount'
  | 'kindPercent'
  | 'amount'
  | 'percent'
  | 'max'
  | 'entrees'
  | 'giftEntree'
  | 'chooseEntree'
  | 'tiers'
  | 'tierMin'
  | 'tierAmount'
  | 'addTier'
  | 'removeTier'
  | 'source'
  | 'applicability'
  | 'exclusive'
  | 'minSpend'
  | 'startsAt'
  | 'endsAt'
  | 'orderTypes'
  | 'code'
  | 'totalLimit'
  | 'perMemberLimit';

const INPUT = 'rounded border border-gray-300 bg-white px-2 py-1.5 text-base';

/** The entrees of the store's menu as check boxes, by category. */
function EntreeChecklist({
  menu,
  chosen,
  onChange,
  label,
  error,
}: {
  menu: ConsoleMenuResponse | undefined;
  chosen: string[];
  onChange: (ids: string[]) => void;
  label: string;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1 text-sm sm:col-span-2">
      <legend className="mb-1 font-semibold text-gray-800">{label}</legend>
      <div
        className="max-h-56 overflow-auto rounded border border-gray-300 bg-white p-2"
        data-testid="coupon-entrees"
      >
        {menu?.categories.map((c) => (
          <div key={c.id} className="mb-2">
            <p className="text-xs font-semibold text-gray-600">{c.name}</p>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {c.entrees.map((e) => (
                <label key={e.id} className="flex min-h-8 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={chosen.includes(e.id)}
                    onChange={(ev) =>
                      onChange(
                        ev.currentTarget.checked ? [...chosen, e.id] : chosen.filter((x) => x !== e.id),
                      )
                    }
                  />
                  {e.name}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
      {error && <p className="text-red-700">{error}</p>}
    </fieldset>
  );
}

/** The create form; `onCreated` gets the new coupon. */
export function CouponForm({
  sid,
  menu,
  onCreated,
  onCancel,
}: {
  sid: string;
  menu: ConsoleMenuResponse | undefined;
  onCreated: (coupon: ConsoleCoupon) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(emptyDraft);
  // Checked once the owner first presses 建立 and then on every change, so a fixed field loses its message.
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ code?: string; message: string } | null>(null);
  const problems: Record<string, string> = tried ? couponProblems(couponRequestOf(d)) : {};
  if (refused?.code === 'coupon_code_taken' && !problems.code) problems.code = refused.message;
  const invalid = Object.keys(problems).length > 0;
  const failure = refused?.message ?? (invalid ? t('console.coupons.invalid') : '');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setRefused(null);
    setD((old) => ({ ...old, [key]: value }));
  };
  const save = useMutation({
    mutationFn: (body: ConsoleCouponInput) => createCoupon(sid, body),
    onSuccess: (coupon) => {
      setD(emptyDraft());
      setTried(false);
      onCreated(coupon);
    },
    onError: (error) => {
      const e = toApiError(error);
      setRefused({ code: e.code, message: e.message });
    },
  });
  const submit = () => {
    const body = couponRequestOf(d);
    setTried(true);
    setRefused(null);
    if (Object.keys(couponProblems(body)).length === 0) save.mutate(body);
  };
  const withValue = d.type === 'DiscountCoupon' || d.type === 'EntreeDiscountCoupon';
  const f = (key: FieldKey) => `console.coupons.fields.${key}` as const;

  return (
    <form
      className="card grid gap-3 sm:grid-cols-2 [&_input]:scroll-mb-32 [&_select]:scroll-mb-32"
      aria-label={t('console.coupons.formTitle')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="text-lg font-bold sm:col-span-2">{t('console.coupons.formTitle')}</h2>
      <Field label={t(f('name'))} error={problems.name}>
        {(id, err) => (
          <input
            id={id}
            aria-describedby={err}
            className={INPUT}
            maxLength={COUPON_LIMITS.name}
            value={d.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
        )}
      </Field>
      <Field label={t(f('type'))}>
        {(id) => (
          <select
            id={id}
            className={INPUT}
            value={d.type}
            onChange={(e) => set('type', e.currentTarget.value as CouponType)}
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`console.coupons.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t(f('description'))} error={problems.description} className="sm:col-span-2">
        {(id, err) => (
          <input
            id={id}
            aria-describedby={err}
            className={INPUT}
            maxLength={COUPON_LIMITS.description}
            value={d.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
        )}
      </Field>

      {withValue && (
        <fieldset className="flex flex-wrap items-start gap-3 sm:col-span-2">
          <legend className="mb-1 text-sm font-semibold text-gray-800">{t(f('valueKind'))}</legend>
          <div className="flex w-full gap-4 text-sm">
            {(['amount', 'percent'] as const).map((kind) => (
              <label key={kind} className="flex min-h-8 items-center gap-1">
                <input
                  type="radio"
                  name="coupon-value-kind"
                  checked={d.valueKind === kind}
                  onChange={() => set('valueKind', kind)}
                />
                {kind === 'amount' ? t(f('kindAmount')) : t(f('kindPercent'))}
              </label>
            ))}
          </div>
          {d.valueKind === 'amount' ? (
            <Field
              label={t(f('amount'))}
              error={problems['benefit.value.amount'] ?? problems['benefit.value']}
            >
              {(id, err) => (
                <input
                  id={id}
                  aria-describedby={err}
                  className={`${INPUT} w-32`}
                  inputMode="decimal"
                  value={d.amount}
                  onChange={(e) => set('amount', e.currentTarget.value)}
                />
              )}
            </Field>
          ) : (
            <>
              <Field label={t(f('percent'))} error={problems['benefit.value.percent']}>
                {(id, err) => (
                  <input
                    id={id}
                    aria-describedby={err}
                    className={`${INPUT} w-32`}
                    inputMode="numeric"
                    value={d.percent}
                    onChange={(e) => set('percent', e.currentTarget.value)}
                  />
                )}
              </Field>
              <Field label={t(f('max'))} error={problems['benefit.value.max']}>
                {(id, err) => (
                  <input
                    id={id}
                    aria-describedby={err}
                    className={`${INPUT} w-32`}
                    inputMode="decimal"
                    value={d.max}
                    onChange={(e) => set('max', e.currentTarget.value)}
                  />
                )}
              </Field>
            </>
          )}
        </fieldset>
      )}
      {(d.type === 'EntreeDiscountCoupon' || d.type === 'BuyOneGetOneFreeCoupon') && (
        <EntreeChecklist
          menu={menu}
          chosen={d.entreeIds}
          onChange={(ids) => set('entreeIds', ids)}
          label={t(f('entrees'))}
          error={problems['benefit.entree_ids'] ?? problems['benefit.entree_ids.0']}
        />
      )}
      {d.type === 'GiftCoupon' && (
        <Field label={t(f('giftEntree'))} error={problems['benefit.gift_entree_id']}>
          {(id, err) => (
            <select
              id={id}
              aria-describedby={err}
              className={INPUT}
              value={d.giftEntreeId}
              onChange={(e) => set('giftEntreeId', e.currentTarget.value)}
            >
              <option value="">{t(f('chooseEntree'))}</option>
              {menu?.categories.map((c) => (
                <optgroup key={c.id} label={c.name}>
                  {c.entrees.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      )}
      {d.type === 'MultipleDiscountCoupon' && (
        <fieldset className="flex flex-col gap-2 text-sm sm:col-span-2" data-testid="coupon-tiers">
          <legend className="mb-1 font-semibold text-gray-800">{t(f('tiers'))}</legend>
          {d.tiers.map((tier, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are edited in place, by position
            <div key={i} className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col">
                {t(f('tierMin'))}
                <input
                  className={`${INPUT} w-28`}
                  inputMode="decimal"
                  value={tier.min}
                  onChange={(e) => {
                    const min = e.currentTarget.value;
                    set(
                      'tiers',
                      d.tiers.map((x, j) => (j === i ? { ...x, min } : x)),
                    );
                  }}
                />
              </label>
              <label className="flex flex-col">
                {t(f('tierAmount'))}
                <input
                  className={`${INPUT} w-28`}
                  inputMode="decimal"
                  value={tier.amount}
                  onChange={(e) => {
                    const amount = e.currentTarget.value;
                    set(
                      'tiers',
                      d.tiers.map((x, j) => (j === i ? { ...x, amount } : x)),
                    );
                  }}
                />
              </label>
              {d.tiers.length > 1 && (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() =>
                    set(
                      'tiers',
                      d.tiers.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t(f('removeTier'))}
                </button>
              )}
            </div>
          ))}
          {d.tiers.length < COUPON_LIMITS.tiers && (
            <button
              type="button"
              className="btn-secondary self-start"
              onClick={() => set('tiers', [...d.tiers, { min: '', amount: '' }])}
            >
              {t(f('addTier'))}
            </button>
          )}
          {problems['benefit.tiers'] && <p className="text-red-700">{problems['benefit.tiers']}</p>}
        </fieldset>
      )}

      <Field label={t(f('source'))} error={problems.source}>
        {(id, err) => (
          <select
            id={id}
            aria-describedby={err}
            className={INPUT}
            value={d.source}
            onChange={(e) => set('source', Number(e.currentTarget.value))}
          >
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(`console.coupons.sources.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {d.source === DiscountSource.PROMO_CODE ? (
        <Field label={t(f('code'))} error={problems.code}>
          {(id, err) => (
            <input
              id={id}
              aria-describedby={err}
              className={`${INPUT} uppercase`}
              autoCapitalize="characters"
              maxLength={COUPON_LIMITS.codeMax}
              value={d.code}
              onChange={(e) => set('code', e.currentTarget.value)}
            />
          )}
        </Field>
      ) : (
        <div className="hidden sm:block" />
      )}
      <Field label={t(f('applicability'))} error={problems.applicability}>
        {(id, err) => (
          <select
            id={id}
            aria-describedby={err}
            className={INPUT}
            value={d.applicability}
            onChange={(e) => set('applicability', Number(e.currentTarget.value))}
          >
            {APPLICABILITIES.map((a) => (
              <option key={a} value={a}>
                {t(`console.coupons.applicabilities.${a}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t(f('minSpend'))} error={problems.min_spend}>
        {(id, err) => (
          <input
            id={id}
            aria-describedby={err}
            className={INPUT}
            inputMode="decimal"
            value={d.minSpend}
            onChange={(e) => set('minSpend', e.currentTarget.value)}
          />
        )}
      </Field>
      <Field label={t(f('startsAt'))} error={problems.starts_at}>
        {(id, err) => (
          <input
            id={id}
            aria-describedby={err}
            type="datetime-local"
            className={INPUT}
            value={d.startsAt}
            onChange={(e) => set('startsAt', e.currentTarget.value)}
          />
        )}
      </Field>
      <Field label={t(f('endsAt'))} error={problems.ends_at}>
        {(id, err) => (
          <input
            id={id}
            aria-describedby={err}
            type="datetime-local"
            className={INPUT}
            value={d.endsAt}
            onChange={(e) => set('endsAt', e.currentTarget.value)}
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-1 text-sm sm:col-span-2">
        <legend className="mb-1 font-semibold text-gray-800">{t(f('orderTypes'))}</legend>
        <div className="flex flex-wrap gap-4">
          {ORDER_TYPES.map((type) => (
            <label key={type} className="flex min-h-8 items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={d.orderTypes.includes(type)}
                onChange={(e) =>
                  set(
                    'orderTypes',
                    e.currentTarget.checked
                      ? [...d.orderTypes, type]
                      : d.orderTypes.filter((x) => x !== type),
                  )
                }
              />
              {orderTypeName(type)}
            </label>
          ))}
        </div>
        {problems.order_types && <p className="text-red-700">{problems.order_types}</p>}
      </fieldset>
      <Field label={t(f('totalLimit'))} error={problems.total_limit}>
        {(id, err) => (
          <input
            id={id}
            aria-describedby={err}
            className={INPUT}
            inputMode="numeric"
            value={d.totalLimit}
            onChange={(e) => set('totalLimit', e.currentTarget.value)}
          />
        )}
      </Field>
      <Field label={t(f('perMemberLimit'))} error={problems.per_member_limit}>
        {(id, err) => (
          <input
            id={id}
            aria-describedby={err}
            className={INPUT}
            inputMode="numeric"
            value={d.perMemberLimit}
            onChange={(e) => set('perMemberLimit', e.currentTarget.value)}
          />
        )}
      </Field>
      <label className="flex min-h-8 items-center gap-2 text-sm font-semibold text-gray-800 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4"
          checked={d.exclusive}
          onChange={(e) => set('exclusive', e.currentTarget.checked)}
        />
        {t(f('exclusive'))}
      </label>

      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] ring-1 ring-black/5 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t('console.coupons.saving') : t('console.coupons.save')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('console.coupons.cancel')}
        </button>
        {failure && (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
