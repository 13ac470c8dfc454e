/**
 * The sections the checkout (checkout-form.tsx) and the edit of a sent order (edit-order/edit-order-form.tsx)
 * share (spec §2 cart page; spec §3 Modes create/edit): the order type's details (內用方式 with 桌號 or
 * 用餐人數), the pickup / delivery / reservation time (spec §5: 盡快 with the lead window, or a date and a
 * time in 5-minute steps), the contact 姓名 / 手機 and 訂單備註. 發票 is invoice-section.tsx. Both forms hold
 * the same values (CheckoutValues, checkout-schema.ts) and so the same rules; the fields are the app's one
 * kit (components/form-field.tsx).
 */
import {
  type AvailTimeResponse,
  MAX_PARTY_SIZE,
  ORDER_TAB_TYPE_NAMES,
  ORDER_TAB_TYPES,
  OrderType,
  type OrderTypeSettings,
  parseAvailableTime,
  partySizeText,
  pickerDateLabel,
  type StoreInfo,
  sendsTargetTime,
  TARGET_TIME_NAMES,
  taipeiDate,
  timeChoices,
} from '@iding/domain';
import clsx from 'clsx';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { type FieldControlProps, FormField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n';
import { orderTimeLabels } from '../../../lib/order-time-labels';
import { type CheckoutValues, MEMO_MAX } from '../utils/checkout-schema';

type CheckoutForm = UseFormReturn<CheckoutValues>;

const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE }, (_, i) => i + 1);

/** One radio choice of a radiogroup: the whole row is the target (≥ 48 px). */
export const radioRow =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1 has-disabled:cursor-not-allowed';

/** A titled card of the form (a fieldset, so its controls are grouped under the title). */
export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={clsx('card min-w-0', className)}>
      <legend className="float-left mb-2 w-full section-title">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/**
 * A field of the checkout values: the kit's label, hint and error for `name`, and its control rendered by
 * `children` with the field's aria props and react-hook-form's register(name).
 */
export function CheckoutField({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: CheckoutForm;
  name: keyof CheckoutValues;
  label: string;
  hint?: string;
  children: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode;
}) {
  return (
    <FormField tone="light" label={label} hint={hint} error={form.formState.errors[name]?.message}>
      {(control) => children({ ...control, ...form.register(name) })}
    </FormField>
  );
}

/** Which time choice an order has (spec §5): none, a reserved date and time only, or 盡快 / 預約. */
export function timeModeOf(orderType: number, tab: CheckoutValues['tab']): 'none' | 'reserve' | 'choice' {
  const dineIn = orderType === OrderType.DINE_IN;
  if (!sendsTargetTime(orderType, dineIn ? tab : null)) return 'none';
  return dineIn ? 'reserve' : 'choice';
}

/**
 * The dates and times `avail` offers for the form's date, and the rules that keep the form on them: no 盡快
 * when the store cannot take one now; a table reservation always reserves; the date and time selects stay on
 * a real choice as the windows load and move (time '' when the date has none).
 */
export function useOrderTimeChoices(form: CheckoutForm, avail: AvailTimeResponse | undefined) {
  const { getValues, setValue, watch } = form;
  const date = watch('date');
  const timeMode = timeModeOf(Number(watch('orderType')), watch('tab'));
  const slots = useMemo(
    () => (avail?.available_times ?? []).map(parseAvailableTime).filter((s) => s !== null),
    [avail],
  );
  const dates = useMemo(() => [...new Set(slots.map((s) => s.date))], [slots]);
  const times = useMemo(
    () => [...new Set(slots.filter((s) => s.date === date).flatMap((s) => timeChoices(s)))].sort(),
    [slots, date],
  );
  useEffect(() => {
    if (avail && !avail.asap_available && getValues('when') === 'asap') setValue('when', 'reserve');
  }, [avail, getValues, setValue]);
  useEffect(() => {
    if (timeMode === 'reserve' && getValues('when') !== 'reserve') setValue('when', 'reserve');
  }, [timeMode, getValues, setValue]);
  useEffect(() => {
    if (dates.length && !dates.includes(getValues('date'))) setValue('date', dates[0]!);
  }, [dates, getValues, setValue]);
  useEffect(() => {
    if (times.length && !times.includes(getValues('time'))) setValue('time', times[0]!);
    if (!times.length) setValue('time', '');
  }, [times, getValues, setValue]);
  return { dates, times, timeMode };
}

/** 日期 and 時間 selects; a date reads 2026/11/24 (週二), with 今天 / 明天. */
function DateTimeSelects({ form, dates, times }: { form: CheckoutForm; dates: string[]; times: string[] }) {
  const { t } = useTranslation();
  const today = taipeiDate(Date.now());
  // 「12/07（一）今天」: whole in the phone's select (pickerDateLabel); the year is never in doubt there.
  const dateLabel = (d: string) => pickerDateLabel(d, today);
  return (
    <div className="mt-2 grid grid-cols-[3fr_2fr] gap-2">
      <CheckoutField form={form} name="date" label={t('checkout.date')}>
        {(control) => (
          <select className="field" {...control}>
            {dates.map((d) => (
              <option key={d} value={d}>
                {dateLabel(d)}
              </option>
            ))}
          </select>
        )}
      </CheckoutField>
      <CheckoutField form={form} name="time" label={t('checkout.time')}>
        {(control) => (
          <select className="field tabular-nums" {...control}>
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        )}
      </CheckoutField>
    </div>
  );
}

/**
 * The order's time (spec §5): for a table reservation 訂位時間 (a date and a time); for 外帶 and 外送 取餐時間 /
 * 送達時間 with 盡快 (the lead window — for 外送 the quote's arrival — or why not now) or 預約時間. Nothing for 宅配, seating and waiting.
 */
export function OrderTimeSection({
  form,
  avail,
  choices,
  deliveryEta,
}: {
  form: CheckoutForm;
  avail: AvailTimeResponse | undefined;
  choices: ReturnType<typeof useOrderTimeChoices>;
  /** 外送: the quote's arrival 「約 15:40 送達」, said by 盡快送達 in place of the lead window (one ETA). */
  deliveryEta?: string;
}) {
  const { t } = useTranslation();
  const { register, watch } = form;
  const { dates, times, timeMode } = choices;
  const when = watch('when');
  // 取餐時間 / 盡快取餐, or for 外送 送達時間 / 盡快送達.
  const orderType = Number(watch('orderType'));
  const labels = orderTimeLabels(t, orderType, null);
  const selects =
    dates.length === 0 ? (
      <p className={clsx('text-sm text-gray-700', timeMode === 'choice' && 'mt-2')}>
        {t('checkout.noTimes')}
      </p>
    ) : (
      <DateTimeSelects form={form} dates={dates} times={times} />
    );

  if (timeMode === 'none') return null;
  if (timeMode === 'reserve') return <Section title={t('orderTypes.reserveTime')}>{selects}</Section>;
  const title = labels?.title ?? TARGET_TIME_NAMES.pickup;
  return (
    <Section title={title}>
      <div role="radiogroup" aria-label={title}>
        <label className={radioRow}>
          <input
            type="radio"
            value="asap"
            disabled={!avail?.asap_available}
            className="size-5 accent-brand-dark"
            {...register('when')}
          />
          <span className={clsx(!avail?.asap_available && avail && 'text-gray-500')}>
            {labels?.asap ?? t('orderTime.asapPickup')}
          </span>
          <span className="text-sm text-gray-700">
            {avail &&
              (avail.asap_available
                ? orderType === OrderType.DELIVERY
                  ? (deliveryEta ?? '')
                  : t('checkout.lead', { start: avail.lead.start, end: avail.lead.end })
                : (labels?.asapUnavailable ?? t('orderTime.asapPickupUnavailable')))}
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
      {when === 'reserve' && selects}
    </Section>
  );
}

/**
 * 內用 (spec §3 order_tab_type): 內用方式 現場入座 / 預約訂位 / 排隊候位, then 桌號 (1..table_limit) for a seat or
 * 用餐人數 for a reservation or the waiting list. `tabFixed` (an order being changed: the server keeps its tab)
 * titles the section with the tab instead of offering the choice.
 */
export function DineInSection({
  form,
  store,
  tabFixed = false,
}: {
  form: CheckoutForm;
  store: Pick<StoreInfo, 'table_name' | 'table_limit'>;
  tabFixed?: boolean;
}) {
  const { t } = useTranslation();
  const tab = form.watch('tab');
  return (
    <Section title={tabFixed ? ORDER_TAB_TYPE_NAMES[tab] : t('orderTypes.tabs')}>
      {!tabFixed && (
        <div role="radiogroup" aria-label={t('orderTypes.tabs')}>
          {ORDER_TAB_TYPES.map((value) => (
            <label key={value} className={radioRow}>
              {/* The hint describes the radio; its name stays 現場入座 / 預約訂位 / 排隊候位. */}
              <input
                type="radio"
                value={value}
                className="size-5 accent-brand-dark"
                aria-describedby={`tab-hint-${value}`}
                {...form.register('tab')}
              />
              <span>{ORDER_TAB_TYPE_NAMES[value]}</span>
              <span id={`tab-hint-${value}`} className="text-sm text-gray-700">
                {t(`orderTypes.tabHint.${value}`)}
              </span>
            </label>
          ))}
        </div>
      )}
      <div className={clsx('grid grid-cols-2 gap-2', !tabFixed && 'mt-2')}>
        {tab === 'ready-for-seat' ? (
          <CheckoutField
            form={form}
            name="tableNumber"
            label={store.table_name || t('orderTypes.table')}
            hint={t('orderTypes.tableHint', { max: store.table_limit })}
          >
            {(control) => <input className="field" inputMode="numeric" autoComplete="off" {...control} />}
          </CheckoutField>
        ) : (
          <CheckoutField form={form} name="partySize" label={t('orderTypes.partySize')}>
            {(control) => (
              <select className="field" {...control}>
                {PARTY_SIZES.map((n) => (
                  <option key={n} value={String(n)}>
                    {partySizeText(n)}
                  </option>
                ))}
              </select>
            )}
          </CheckoutField>
        )}
      </div>
    </Section>
  );
}

/** 聯絡資訊: 姓名 and 手機 (a Taiwan mobile however written, spec §5). */
export function ContactSection({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout.contact')}>
      <div className="flex flex-col gap-3">
        {/* The label holds only its text (the message is described, not part of the name); data-field marks
            what the cart page centres when the field is refused: the label, the input and the message. */}
        <CheckoutField form={form} name="name" label={t('checkout.name')}>
          {(control) => <input className="field" autoComplete="name" {...control} />}
        </CheckoutField>
        <CheckoutField form={form} name="phone" label={t('checkout.phone')}>
          {(control) => (
            <input
              className="field"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0912-345-678"
              {...control}
            />
          )}
        </CheckoutField>
      </div>
    </Section>
  );
}

/** 訂單備註 (≤ FIELD_LIMITS.memo), unless the order type hides it (HideOrderNote). */
export function MemoSection({ form, settings }: { form: CheckoutForm; settings: OrderTypeSettings | null }) {
  const { t } = useTranslation();
  if (settings?.HideOrderNote) return null;
  return (
    <div className="card">
      <FormField
        labelClassName="block section-title"
        label={t('checkout.orderMemo')}
        error={form.formState.errors.memo?.message}
      >
        {(control) => (
          <textarea
            className="field min-h-20 py-2"
            rows={2}
            maxLength={MEMO_MAX}
            placeholder={t('checkout.orderMemoPlaceholder')}
            {...control}
            {...form.register('memo')}
          />
        )}
      </FormField>
    </div>
  );
}
