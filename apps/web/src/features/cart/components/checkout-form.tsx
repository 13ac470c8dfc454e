/**
 * Checkout fields (spec §2 cart page; spec §3 Order draft): 取餐方式 (one radiogroup of exactly the store's
 * types: 外帶, 內用, 外送, 宅配; issue #12 §1), then per type:
 * - 內用: 內用方式 現場入座 (桌號 1..table_limit) / 預約訂位 (date, time, 用餐人數) / 排隊候位 (用餐人數);
 * - 外帶 and 外送: pickup time — 盡快取餐 with the lead window, or 預約時間 with a date and a time in 5-minute
 *   steps (spec §5, §9); 宅配: no time (ships within Ship.ShipDays);
 * - 宅配 and 外送: 收件資訊 (收件人, 手機, 縣市 / 區域 from the zip table, 地址, 樓層);
 * - contact 姓名 / 手機, the type's payment list, and 訂單備註 unless the type hides it (HideOrderNote).
 */
import {
  type AvailTimeResponse,
  addDays,
  formatCurrency,
  formatDate,
  isOnlinePayment,
  MAX_PARTY_SIZE,
  ORDER_TAB_TYPES,
  ORDER_TYPE_NAMES,
  OrderType,
  offeredOrderTypes,
  orderTypeSettings,
  PAYMENT_TYPE_NAMES,
  PaymentType,
  parseAvailableTime,
  type StoreInfo,
  TW_DISTRICTS,
  taipeiDate,
  timeChoices,
} from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useEffect, useId, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { userQueryOptions } from '../../../api/get-user';
import { CardFields } from '../../../entities/payment/card-fields';
import { isCardPayment } from '../../../entities/payment/pay-order';
import { useTranslation } from '../../../lib/i18n';
import { orderTimeLabels } from '../../../lib/order-time-labels';
import { isLoggedIn, useUser } from '../../../stores/user-store';
import { type CheckoutValues, MEMO_MAX } from '../utils/checkout-schema';

const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE }, (_, i) => i + 1);
const CITIES = Object.keys(TW_DISTRICTS);
/** The districts of a city in zip order ("110 信義區" → "信義區"). */
const districtsOf = (city: string) => (TW_DISTRICTS[city]?.split(',') ?? []).map((e) => e.split(' ')[1]!);

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
  deliveryNote,
}: {
  form: UseFormReturn<CheckoutValues>;
  store: StoreInfo;
  avail: AvailTimeResponse | undefined;
  /** 外送: the quote's fee and ETA (or why there is none), shown under the address (issue #12 §1). */
  deliveryNote?: ReactNode;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const { register, watch, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const when = watch('when');
  const date = watch('date');
  const orderType = Number(watch('orderType'));
  const tab = watch('tab');
  const city = watch('city');
  const settings = orderTypeSettings(store, orderType);
  const offered = offeredOrderTypes(store);
  const orderTypes = offered.length ? offered : [OrderType.TAKEAWAY];
  // spec §6: store credit (儲值金) needs a login; the member sees their balance at this store (issue #13 §3).
  const loggedIn = useUser((u) => isLoggedIn(u));
  const member = useQuery({ ...userQueryOptions(store.identifier), enabled: loggedIn });
  const payments = (settings?.payments.length ? settings.payments : [0]).filter(
    (p) => p !== PaymentType.STORE_CREDIT || loggedIn,
  ) as PaymentType[];
  const dineIn = orderType === OrderType.DINE_IN;
  const ship = orderType === OrderType.SHIP;
  const addressed = ship || orderType === OrderType.DELIVERY;
  // Which time choice the type and tab have (spec §5): none, a reserved date and time only, or 盡快 / 預約.
  const timeMode = ship || (dineIn && tab !== 'reservation') ? 'none' : dineIn ? 'reserve' : 'choice';
  // 取餐時間 / 盡快取餐, or for 外送 送達時間 / 盡快送達.
  const timeLabels = orderTimeLabels(t, orderType, null);

  // The payment stays one the chosen type accepts (each type has its own list, spec §3).
  useEffect(() => {
    const current = Number(getValues('payment'));
    if (!payments.includes(current as PaymentType)) {
      const first = payments.find((p) => !isOnlinePayment(p));
      setValue('payment', first === undefined ? '' : String(first));
    }
  }, [payments, getValues, setValue]);
  // A district belongs to its city: another city starts with no district chosen.
  useEffect(() => {
    if (!districtsOf(city).includes(getValues('district'))) setValue('district', '');
  }, [city, getValues, setValue]);

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
  // A table reservation always has a date and a time.
  useEffect(() => {
    if (timeMode === 'reserve' && getValues('when') !== 'reserve') setValue('when', 'reserve');
  }, [timeMode, getValues, setValue]);
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

  const field = (name: keyof CheckoutValues, label: string, input: ReactNode, hint?: string) => (
    <div className="min-w-0" data-field>
      <label htmlFor={`${uid}-${name}`} className="block text-gray-800">
        {label}
      </label>
      {input}
      {hint && !errors[name] && <span className="mt-1 block text-sm text-gray-700">{hint}</span>}
      <FieldError id={err(name)} message={errors[name]?.message} />
    </div>
  );
  const inputProps = (name: keyof CheckoutValues) => ({
    id: `${uid}-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': err(name),
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
      <Section title={t('checkout.orderType')}>
        <div role="radiogroup" aria-label={t('checkout.orderType')}>
          {orderTypes.map((type) => (
            <label key={type} className={radioRow}>
              <input
                type="radio"
                value={String(type)}
                className="size-5 accent-brand-dark"
                {...register('orderType')}
              />
              <span>{ORDER_TYPE_NAMES[type as OrderType] ?? type}</span>
            </label>
          ))}
        </div>
      </Section>

      {dineIn && (
        <Section title={t('orderTypes.tabs')}>
          <div role="radiogroup" aria-label={t('orderTypes.tabs')}>
            {ORDER_TAB_TYPES.map((value) => (
              <label key={value} className={radioRow}>
                {/* The hint describes the radio; its name stays 現場入座 / 預約訂位 / 排隊候位. */}
                <input
                  type="radio"
                  value={value}
                  className="size-5 accent-brand-dark"
                  aria-describedby={`${uid}-tab-${value}`}
                  {...register('tab')}
                />
                <span>{t(`orderTypes.tab.${value}`)}</span>
                <span id={`${uid}-tab-${value}`} className="text-sm text-gray-700">
                  {t(`orderTypes.tabHint.${value}`)}
                </span>
              </label>
            ))}
          </div>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {tab === 'ready-for-seat' &&
              field(
                'tableNumber',
                store.table_name || t('orderTypes.table'),
                <input
                  className="field"
                  inputMode="numeric"
                  autoComplete="off"
                  {...inputProps('tableNumber')}
                />,
                t('orderTypes.tableHint', { max: store.table_limit }),
              )}
            {tab !== 'ready-for-seat' &&
              field(
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

      {timeMode === 'reserve' && (
        <Section title={t('orderTypes.reserveTime')}>
          {dates.length === 0 ? (
            <p className="text-sm text-gray-700">{t('checkout.noTimes')}</p>
          ) : (
            dateTimeSelects
          )}
        </Section>
      )}

      {timeMode === 'choice' && (
        <Section title={timeLabels?.title ?? t('orderTime.pickup')}>
          <div role="radiogroup" aria-label={timeLabels?.title ?? t('orderTime.pickup')}>
            <label className={radioRow}>
              <input
                type="radio"
                value="asap"
                disabled={!avail?.asap_available}
                className="size-5 accent-brand-dark"
                {...register('when')}
              />
              <span className={clsx(!avail?.asap_available && avail && 'text-gray-500')}>
                {timeLabels?.asap ?? t('orderTime.asapPickup')}
              </span>
              <span className="text-sm text-gray-700">
                {avail &&
                  (avail.asap_available
                    ? t('checkout.lead', { start: avail.lead.start, end: avail.lead.end })
                    : (timeLabels?.asapUnavailable ?? t('orderTime.asapPickupUnavailable')))}
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
              dateTimeSelects
            ))}
        </Section>
      )}

      {addressed && (
        <Section title={t('orderTypes.shipping')}>
          {ship && (
            <p className="mb-2 text-sm text-gray-800" data-testid="ship-note">
              {settings?.ShipDays
                ? t('orderTypes.shipDays', { days: settings.ShipDays })
                : t('orderTypes.shipNoTime')}
              {settings?.ShippingFee
                ? `；${t('orderTypes.shippingFee')} ${formatCurrency(settings.ShippingFee)}`
                : ''}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            {field(
              'recipient',
              t('orderTypes.recipient'),
              <input className="field" autoComplete="name" {...inputProps('recipient')} />,
            )}
            {field(
              'recipientPhone',
              t('orderTypes.recipientPhone'),
              <input
                className="field"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...inputProps('recipientPhone')}
              />,
            )}
            {field(
              'city',
              t('orderTypes.city'),
              <select className="field" {...inputProps('city')}>
                <option value="">{t('orderTypes.chooseCity')}</option>
                {CITIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'district',
              t('orderTypes.district'),
              <select className="field" {...inputProps('district')}>
                <option value="">{t('orderTypes.chooseDistrict')}</option>
                {districtsOf(city).map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>,
            )}
          </div>
          <div className="mt-2 grid grid-cols-[2fr_1fr] gap-2">
            {field(
              'address',
              t('orderTypes.address'),
              <input className="field" autoComplete="street-address" {...inputProps('address')} />,
            )}
            {field('floor', t('orderTypes.floor'), <input className="field" {...inputProps('floor')} />)}
          </div>
          {!ship && deliveryNote}
        </Section>
      )}

      <Section title={t('checkout.contact')}>
        <div className="flex flex-col gap-3">
          {/* The label holds only its text (the message is described, not part of the name); data-field marks
              what the cart page centres when the field is refused: the label, the input and the message. */}
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
              placeholder="0912-345-678"
              {...inputProps('phone')}
            />,
          )}
        </div>
      </Section>

      <Section title={t('checkout.payment')}>
        <div role="radiogroup" aria-label={t('checkout.payment')}>
          {payments.map((p) => (
            <label key={p} className={radioRow}>
              <input
                type="radio"
                value={String(p)}
                className="size-5 accent-brand-dark"
                {...register('payment')}
              />
              <span>{PAYMENT_TYPE_NAMES[p] ?? p}</span>
              <span className="text-sm text-gray-700" aria-hidden>
                {p === PaymentType.CASH && !addressed
                  ? t('checkout.payAtPickup')
                  : p === PaymentType.STORE_CREDIT && member.data
                    ? t('payment.balance', { balance: formatCurrency(member.data.memberInfos.store_credit) })
                    : ''}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={err('payment')} message={errors.payment?.message} />
        {/* issue #13: an online type is paid right after sending; a card first needs its card (a prime). */}
        {isOnlinePayment(Number(watch('payment'))) && (
          <p className="mt-1 text-sm text-gray-700">{t('payment.payOnline')}</p>
        )}
        {isCardPayment(Number(watch('payment'))) && <CardFields paymentType={Number(watch('payment'))} />}
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
