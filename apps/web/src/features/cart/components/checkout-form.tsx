/**
 * Checkout fields (spec §2 cart page; spec §3 Order draft): order type (the store's enabled types; takeaway
 * is the one that works now), pickup time — 盡快取餐 with the lead window, or 預約時間 with a date and a
 * time in 5-minute steps (spec §5, §9) — contact 姓名 / 手機, payment, and 訂單備註 unless hidden.
 */
import {
  type AvailTimeResponse,
  addDays,
  formatDate,
  isOnlinePayment,
  ORDER_TYPE_NAMES,
  OrderType,
  PAYMENT_TYPE_NAMES,
  type PaymentType,
  parseAvailableTime,
  type StoreInfo,
  taipeiDate,
  timeChoices,
} from '@iding/domain';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useEffect, useId, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { type CheckoutValues, MEMO_MAX } from '../utils/checkout-schema';

/** Order types the web can place today (issue #2: takeaway only). */
const SUPPORTED_ORDER_TYPES: readonly number[] = [OrderType.TAKEAWAY];

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={clsx('card min-w-0', className)}>
      <legend className="float-left mb-2 w-full section-title">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} role="alert" className="mt-1 block text-sm text-red-700">
      {message}
    </span>
  );
}

const radioRow =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1 has-disabled:cursor-not-allowed';

export function CheckoutForm({
  form,
  store,
  avail,
}: {
  form: UseFormReturn<CheckoutValues>;
  store: StoreInfo;
  avail: AvailTimeResponse | undefined;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const { register, watch, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const when = watch('when');
  const date = watch('date');
  const settings = store.app_settings.ToGo;
  const orderTypes = store.app_settings.OrderTypes.length
    ? store.app_settings.OrderTypes
    : [OrderType.TAKEAWAY];
  const payments = (settings?.payments.length ? settings.payments : [0]) as PaymentType[];

  const slots = useMemo(
    () => (avail?.available_times ?? []).map(parseAvailableTime).filter((s) => s !== null),
    [avail],
  );
  const dates = useMemo(() => [...new Set(slots.map((s) => s.date))], [slots]);
  const times = useMemo(
    () => [...new Set(slots.filter((s) => s.date === date).flatMap((s) => timeChoices(s)))].sort(),
    [slots, date],
  );

  // No ASAP when the store cannot take one now (closed, or the server says so): reserve instead.
  useEffect(() => {
    if (avail && !avail.asap_available && getValues('when') === 'asap') setValue('when', 'reserve');
  }, [avail, getValues, setValue]);
  // Keep the date and time selects on a real choice as windows load and move.
  useEffect(() => {
    if (dates.length && !dates.includes(getValues('date'))) setValue('date', dates[0]!);
  }, [dates, getValues, setValue]);
  useEffect(() => {
    if (times.length && !times.includes(getValues('time'))) setValue('time', times[0]!);
    if (!times.length) setValue('time', '');
  }, [times, getValues, setValue]);

  const today = taipeiDate(Date.now());
  const weekdays = t('store.weekdays');
  const dateLabel = (d: string) => {
    const weekday = weekdays[new Date(`${d}T00:00:00Z`).getUTCDay()];
    // The one date format shown to diners (formatDate: 2026/11/24), with the weekday.
    const base = t('checkout.dateLabel', { date: formatDate(d), weekday });
    if (d === today) return `${base} ${t('checkout.today')}`;
    if (d === addDays(today, 1)) return `${base} ${t('checkout.tomorrow')}`;
    return base;
  };
  const err = (name: keyof CheckoutValues) => `${uid}-${name}-error`;

  return (
    <div className="flex flex-col gap-3">
      <Section title={t('checkout.orderType')}>
        <div role="radiogroup" aria-label={t('checkout.orderType')}>
          {orderTypes.map((type) => {
            const supported = SUPPORTED_ORDER_TYPES.includes(type);
            return (
              <label key={type} className={radioRow}>
                <input
                  type="radio"
                  value={String(type)}
                  disabled={!supported}
                  className="size-5 accent-brand-dark"
                  {...register('orderType')}
                />
                <span className={clsx(!supported && 'text-gray-500')}>
                  {ORDER_TYPE_NAMES[type as OrderType] ?? type}
                </span>
                {!supported && <span className="text-sm text-gray-600">{t('common.notYetAvailable')}</span>}
              </label>
            );
          })}
        </div>
      </Section>

      <Section title={t('checkout.pickupTime')}>
        <div role="radiogroup" aria-label={t('checkout.pickupTime')}>
          <label className={radioRow}>
            <input
              type="radio"
              value="asap"
              disabled={!avail?.asap_available}
              className="size-5 accent-brand-dark"
              {...register('when')}
            />
            <span className={clsx(!avail?.asap_available && avail && 'text-gray-500')}>
              {t('checkout.asap')}
            </span>
            <span className="text-sm text-gray-700">
              {avail &&
                (avail.asap_available
                  ? t('checkout.lead', { start: avail.lead.start, end: avail.lead.end })
                  : t('checkout.asapUnavailable'))}
            </span>
          </label>
          <label className={radioRow}>
            <input
              type="radio"
              value="reserve"
              disabled={avail !== undefined && dates.length === 0}
              className="size-5 accent-brand-dark"
              {...register('when')}
            />
            <span>{t('checkout.reserve')}</span>
          </label>
        </div>
        {when === 'reserve' &&
          (dates.length === 0 ? (
            <p className="mt-2 text-sm text-gray-700">{t('checkout.noTimes')}</p>
          ) : (
            <div className="mt-2 grid grid-cols-[3fr_2fr] gap-2">
              <div className="min-w-0" data-field>
                <label htmlFor={`${uid}-date`} className="text-sm text-gray-800">
                  {t('checkout.date')}
                </label>
                <select
                  id={`${uid}-date`}
                  className="field"
                  aria-invalid={!!errors.date}
                  aria-describedby={err('date')}
                  {...register('date')}
                >
                  {dates.map((d) => (
                    <option key={d} value={d}>
                      {dateLabel(d)}
                    </option>
                  ))}
                </select>
                <FieldError id={err('date')} message={errors.date?.message} />
              </div>
              <div className="min-w-0" data-field>
                <label htmlFor={`${uid}-time`} className="text-sm text-gray-800">
                  {t('checkout.time')}
                </label>
                <select
                  id={`${uid}-time`}
                  className="field tabular-nums"
                  aria-invalid={!!errors.time}
                  aria-describedby={err('time')}
                  {...register('time')}
                >
                  {times.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
                <FieldError id={err('time')} message={errors.time?.message} />
              </div>
            </div>
          ))}
      </Section>

      <Section title={t('checkout.contact')}>
        <div className="flex flex-col gap-3">
          {/* The label holds only its text (the message is described, not part of the name); data-field marks
              what the cart page centres when the field is refused: the label, the input and the message. */}
          <div data-field>
            <label htmlFor={`${uid}-name`} className="block text-gray-800">
              {t('checkout.name')}
            </label>
            <input
              id={`${uid}-name`}
              className="field"
              autoComplete="name"
              aria-invalid={!!errors.name}
              aria-describedby={err('name')}
              {...register('name')}
            />
            <FieldError id={err('name')} message={errors.name?.message} />
          </div>
          <div data-field>
            <label htmlFor={`${uid}-phone`} className="block text-gray-800">
              {t('checkout.phone')}
            </label>
            <input
              id={`${uid}-phone`}
              className="field"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0912-345-678"
              aria-invalid={!!errors.phone}
              aria-describedby={err('phone')}
              {...register('phone')}
            />
            <FieldError id={err('phone')} message={errors.phone?.message} />
          </div>
        </div>
      </Section>

      <Section title={t('checkout.payment')}>
        <div role="radiogroup" aria-label={t('checkout.payment')}>
          {payments.map((p) => {
            const online = isOnlinePayment(p);
            return (
              <label key={p} className={radioRow}>
                <input
                  type="radio"
                  value={String(p)}
                  disabled={online}
                  className="size-5 accent-brand-dark"
                  {...register('payment')}
                />
                <span className={clsx(online && 'text-gray-500')}>{PAYMENT_TYPE_NAMES[p] ?? p}</span>
                <span className="text-sm text-gray-700" aria-hidden>
                  {online ? t('common.notYetAvailable') : t('checkout.payAtPickup')}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={err('payment')} message={errors.payment?.message} />
      </Section>

      {!settings?.HideOrderNote && (
        <div className="card">
          <label className="block">
            <span className="section-title">{t('checkout.orderMemo')}</span>
            <textarea
              className="field min-h-20 py-2"
              rows={2}
              maxLength={MEMO_MAX}
              placeholder={t('checkout.orderMemoPlaceholder')}
              aria-invalid={!!errors.memo}
              aria-describedby={err('memo')}
              {...register('memo')}
            />
            <FieldError id={err('memo')} message={errors.memo?.message} />
          </label>
        </div>
      )}
    </div>
  );
}
