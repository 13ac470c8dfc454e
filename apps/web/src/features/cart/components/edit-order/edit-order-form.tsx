/**
 * The fields of an order the diner may change in edit mode (issue #12 §3): the pickup time (盡快取餐 or a
 * reserved date and time in 5-minute steps, spec §5) or, for a table reservation, its date, time and 用餐人數;
 * the contact 姓名 / 手機; and 訂單備註 unless the type hides it. 取餐方式 and 付款方式 are shown, not changed
 * (the server refuses a change of type, tab or payment).
 */
import {
  type AvailTimeResponse,
  addDays,
  formatDate,
  MAX_PARTY_SIZE,
  ORDER_TYPE_NAMES,
  OrderType,
  type OrderTypeSettings,
  PAYMENT_TYPE_NAMES,
  type PaymentType,
  parseAvailableTime,
  sendsTargetTime,
  taipeiDate,
  timeChoices,
} from '@iding/domain';
import clsx from 'clsx';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { type CheckoutValues, MEMO_MAX } from '../../utils/checkout-schema';

const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE }, (_, i) => i + 1);
const radioRow =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1 has-disabled:cursor-not-allowed';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card min-w-0">
      <legend className="float-left mb-2 w-full section-title">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

export function EditOrderForm({
  form,
  settings,
  avail,
}: {
  form: UseFormReturn<CheckoutValues>;
  settings: OrderTypeSettings | null;
  avail: AvailTimeResponse | undefined;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const { register, watch, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const orderType = Number(watch('orderType'));
  const tab = watch('tab');
  const when = watch('when');
  const date = watch('date');
  const dineIn = orderType === OrderType.DINE_IN;
  const hasTime = sendsTargetTime(orderType, dineIn ? tab : null);
  // A table reservation always has a date and time; 外帶 chooses 盡快 or 預約.
  const timeMode = !hasTime ? 'none' : dineIn ? 'reserve' : 'choice';

  const slots = useMemo(
    () => (avail?.available_times ?? []).map(parseAvailableTime).filter((s) => s !== null),
    [avail],
  );
  const dates = useMemo(() => [...new Set(slots.map((s) => s.date))], [slots]);
  const times = useMemo(
    () => [...new Set(slots.filter((s) => s.date === date).flatMap((s) => timeChoices(s)))].sort(),
    [slots, date],
  );
  // No 盡快 when the store cannot take one now; keep the selects on real choices as the windows move.
  useEffect(() => {
    if (avail && !avail.asap_available && getValues('when') === 'asap') setValue('when', 'reserve');
  }, [avail, getValues, setValue]);
  useEffect(() => {
    if (dates.length && !dates.includes(getValues('date'))) setValue('date', dates[0]!);
  }, [dates, getValues, setValue]);
  useEffect(() => {
    if (times.length && !times.includes(getValues('time'))) setValue('time', times[0]!);
  }, [times, getValues, setValue]);

  const today = taipeiDate(Date.now());
  const weekdays = t('store.weekdays');
  const dateLabel = (d: string) => {
    const base = t('checkout.dateLabel', {
      date: formatDate(d),
      weekday: weekdays[new Date(`${d}T00:00:00Z`).getUTCDay()],
    });
    if (d === today) return `${base} ${t('checkout.today')}`;
    if (d === addDays(today, 1)) return `${base} ${t('checkout.tomorrow')}`;
    return base;
  };
  const err = (name: keyof CheckoutValues) => `${uid}-${name}-error`;
  const field = (name: keyof CheckoutValues, label: string, input: ReactNode) => (
    <div className="min-w-0" data-field>
      <label htmlFor={`${uid}-${name}`} className="block text-gray-800">
        {label}
      </label>
      {input}
      {errors[name]?.message && (
        <span id={err(name)} role="alert" className="mt-1 block text-sm text-red-700">
          {errors[name]?.message}
        </span>
      )}
    </div>
  );
  const inputProps = (name: keyof CheckoutValues) => ({
    id: `${uid}-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? err(name) : undefined,
    ...register(name),
  });
  const dateTimeSelects = (
    <div className="mt-2 grid grid-cols-[3fr_2fr] gap-2">
      {field(
        'date',
        t('checkout.date'),
        <select className="field" {...inputProps('date')}>
          {dates.map((d) => (
            <option key={d} value={d}>
              {dateLabel(d)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'time',
        t('checkout.time'),
        <select className="field tabular-nums" {...inputProps('time')}>
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>,
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="card">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-gray-700">{t('checkout.orderType')}</dt>
          <dd>
            {ORDER_TYPE_NAMES[orderType as OrderType] ?? orderType}
            {dineIn && `・${t(`orderTypes.tab.${tab}`)}`}
          </dd>
          <dt className="text-gray-700">{t('checkout.payment')}</dt>
          <dd>{PAYMENT_TYPE_NAMES[Number(getValues('payment')) as PaymentType] ?? getValues('payment')}</dd>
        </dl>
        <p className="mt-2 text-sm text-gray-700">{t('orderEdit.fixed')}</p>
      </div>

      {timeMode === 'reserve' && (
        <Section title={t('orderTypes.reserveTime')}>
          {dates.length === 0 ? (
            <p className="text-sm text-gray-700">{t('checkout.noTimes')}</p>
          ) : (
            dateTimeSelects
          )}
          <div className="mt-2 max-w-40">
            {field(
              'partySize',
              t('orderTypes.partySize'),
              <select className="field" {...inputProps('partySize')}>
                {PARTY_SIZES.map((n) => (
                  <option key={n} value={String(n)}>
                    {t('orderTypes.people', { count: n })}
                  </option>
                ))}
              </select>,
            )}
          </div>
        </Section>
      )}

      {timeMode === 'choice' && (
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
              dateTimeSelects
            ))}
        </Section>
      )}

      <Section title={t('checkout.contact')}>
        <div className="flex flex-col gap-3">
          {field(
            'name',
            t('checkout.name'),
            <input className="field" autoComplete="name" {...inputProps('name')} />,
          )}
          {field(
            'phone',
            t('checkout.phone'),
            <input
              className="field"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...inputProps('phone')}
            />,
          )}
        </div>
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
              aria-describedby={errors.memo ? err('memo') : undefined}
              {...register('memo')}
            />
            {errors.memo?.message && (
              <span id={err('memo')} role="alert" className="mt-1 block text-sm text-red-700">
                {errors.memo.message}
              </span>
            )}
          </label>
        </div>
      )}
    </div>
  );
}
