/**
 * The store settings form: order types with each one's payments, MinLead and Jumbo; weekly
 * business hours; holidays; custom items (加購); news (carousel messages); orders not accepted in time
 * (auto-cancel at pickup time, the board's 逾時未接單 minutes); 轉帳帳戶; 點數 (spec §3 point_rule). Checked with the API's own schema
 * (ZStoreSettingsRequest through react-hook-form's zodResolver, zh-TW messages under the field they concern)
 * before it is sent; saved whole with one button (owners only).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONFIGURABLE_ORDER_TYPES,
  DEFAULT_BOARD_SETTINGS,
  DEFAULT_TRANSFER_DEADLINE_HOURS,
  DEFAULT_UNACCEPTED_ORDERS,
  ORDER_TYPE_NAMES,
  ORDER_TYPE_SETTINGS_KEY,
  type OrderType,
  PAYMENT_TYPE_NAMES,
  type PaymentType,
  POINT_RULE_LIMITS,
  paymentTypesFor,
  STORE_SETTINGS_LIMITS,
  type StoreSettings,
  type StoreSettingsRequest,
  TRANSFER_LIMITS,
  taipeiDate,
  ZStoreSettingsRequest,
} from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { consoleKeys } from '../../../api/query-keys';
import { FieldMessage, TextAreaField, TextField } from '../../../components/form-field';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { saveStoreSettings } from '../api/save-store-settings';

type Draft = z.input<typeof ZStoreSettingsRequest>;
type SettingsForm = UseFormReturn<Draft, unknown, StoreSettingsRequest>;
type TypeKey = (typeof ORDER_TYPE_SETTINGS_KEY)[keyof typeof ORDER_TYPE_SETTINGS_KEY];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
/** A business-hour time as typed: HH:MM (24:00 for midnight), never longer. */
const HHMM = 'HH:MM';
/** A number input's value: NaN while empty, so the rule says 請輸入… instead of taking 0. */
const asNumber = { valueAsNumber: true } as const;
/** A number field that may stay empty (absent, not NaN). */
const optionalNumber = {
  setValueAs: (v: unknown) => (v === '' || v == null ? undefined : Number(v)),
} as const;
/** The settings block of a type newly offered. */
const NEW_BLOCK = { payments: [], MinLead: 10, Jumbo: 0 };

/** The editable part of the settings, as the form holds it. */
function draftOf(s: StoreSettings): Draft {
  const app = s.app_settings;
  const block = (key: TypeKey) => {
    const b = app[key];
    return b ? { payments: [...b.payments], MinLead: b.MinLead, Jumbo: b.Jumbo } : undefined;
  };
  return {
    app_settings: {
      OrderTypes: [...app.OrderTypes],
      ToGo: block('ToGo'),
      DineIn: block('DineIn'),
      Delivery: block('Delivery'),
      Ship: block('Ship'),
    },
    business_hour: s.business_hour.map((h) => ({ ...h })),
    holiday: s.holiday.map((h) => ({ ...h })),
    custom_items: s.custom_items.map((c) => ({ id: c.id, name: c.name, price: c.price })),
    carousel_messages: s.carousel_messages.map((n) => ({ ...n })),
    unaccepted_orders: { ...DEFAULT_UNACCEPTED_ORDERS, ...s.unaccepted_orders },
    board: { ...DEFAULT_BOARD_SETTINGS, ...s.board },
    transfer: s.transfer ? { ...s.transfer } : null,
    // A rule's ExcludeApp / ExcludeTransaction ride along unedited (the form edits Amount and Point).
    point_rule: { ...s.point_rule, PGRules: s.point_rule.PGRules.map((r) => ({ ...r })) },
  };
}

/** The rule a store that turns points on starts from: 1 point per 100 TWD of items. */
const NEW_POINT_RULE = { Amount: 100, Point: 1 };

/** The account fields of a store that starts taking 轉帳. */
const NEW_TRANSFER = {
  bank_code: '',
  bank_name: '',
  account_number: '',
  account_name: '',
  deadline_hours: DEFAULT_TRANSFER_DEADLINE_HOURS,
};

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-gray-700">{hint}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * The first message of a field's errors: its own, an array's own rule (root), or the first of its items'
 * (a refused payment of a type's list).
 */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown; root?: { message?: string } };
  if (typeof e.message === 'string') return e.message;
  if (e.root?.message) return e.root.message;
  if (Array.isArray(error)) return error.map(messageOf).find(Boolean);
  return undefined;
}

/** 取餐方式: each configurable type offered or not, with its MinLead, Jumbo and payments. */
function OrderTypesSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { register, watch, setValue, getValues, formState } = form;
  const offeredTypes = watch('app_settings.OrderTypes');
  const appErrors = formState.errors.app_settings;
  return (
    <Section id="types-heading" title={t('console.settings.orderTypes.heading')}>
      <div className="space-y-4">
        {CONFIGURABLE_ORDER_TYPES.map((type) => {
          const key = ORDER_TYPE_SETTINGS_KEY[type];
          const name = ORDER_TYPE_NAMES[type as OrderType];
          const offered = offeredTypes.includes(type);
          const payments = watch(`app_settings.${key}.payments`) ?? [];
          const errors = appErrors?.[key];
          return (
            <div key={type} className="rounded-xl border border-gray-200 p-3">
              <label className="flex items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={offered}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    const types = getValues('app_settings.OrderTypes');
                    setValue(
                      'app_settings.OrderTypes',
                      on
                        ? CONFIGURABLE_ORDER_TYPES.filter((x) => x === type || types.includes(x))
                        : types.filter((x) => x !== type),
                      { shouldDirty: true },
                    );
                    if (on && !getValues(`app_settings.${key}`)) {
                      setValue(`app_settings.${key}`, { ...NEW_BLOCK, payments: [] }, { shouldDirty: true });
                    }
                  }}
                />
                {t('console.settings.orderTypes.offer', { type: name })}
              </label>
              {offered && (
                <div className="mt-2 space-y-2">
                  <div className="grid grid-cols-2 gap-3">
                    <TextField
                      tone="compact"
                      label={t('console.settings.orderTypes.minLead', { type: name })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={STORE_SETTINGS_LIMITS.minLeadMax}
                      error={errors?.MinLead?.message}
                      {...register(`app_settings.${key}.MinLead`, asNumber)}
                    />
                    <TextField
                      tone="compact"
                      label={t('console.settings.orderTypes.jumbo', { type: name })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={STORE_SETTINGS_LIMITS.jumboMax}
                      error={errors?.Jumbo?.message}
                      {...register(`app_settings.${key}.Jumbo`, asNumber)}
                    />
                  </div>
                  <fieldset>
                    <legend className="text-sm font-semibold">
                      {t('console.settings.orderTypes.payments', { type: name })}
                    </legend>
                    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                      {paymentTypesFor(type).map((p) => (
                        <label key={p} className="flex min-h-11 items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-5"
                            checked={payments.includes(p)}
                            onChange={(e) =>
                              setValue(
                                `app_settings.${key}.payments`,
                                e.currentTarget.checked ? [...payments, p] : payments.filter((x) => x !== p),
                                { shouldDirty: true },
                              )
                            }
                          />
                          {PAYMENT_TYPE_NAMES[p as PaymentType]}
                        </label>
                      ))}
                    </div>
                    <FieldMessage
                      id={`payments-${key}-error`}
                      message={messageOf(errors?.payments) ?? errors?.message}
                    />
                  </fieldset>
                </div>
              )}
            </div>
          );
        })}
      </div>
      <FieldMessage id="order-types-error" message={messageOf(appErrors?.OrderTypes)} />
    </Section>
  );
}

/** 營業時間: each weekday's shifts (HH:MM, end 24:00 = midnight), added and removed. */
function HoursSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const shifts = useFieldArray({ control, name: 'business_hour' });
  const errors = formState.errors.business_hour;
  const day = (w: number) => t(`console.settings.hours.weekdays.${w as 0 | 1 | 2 | 3 | 4 | 5 | 6}`);
  return (
    <Section
      id="hours-heading"
      title={t('console.settings.hours.heading')}
      hint={t('console.settings.hours.midnightHint')}
    >
      <ul className="divide-y divide-gray-100">
        {WEEKDAYS.map((w) => {
          const ofDay = shifts.fields.map((h, i) => ({ ...h, i })).filter((h) => h.weekday === w);
          // The day's messages, under its row; each refused input is described by them.
          const messages = ofDay.flatMap((h) => [errors?.[h.i]?.start?.message, errors?.[h.i]?.end?.message]);
          const message = messages.filter(Boolean).join(' ');
          const errorId = `hours-${w}-error`;
          const input = (i: number, part: 'start' | 'end', label: string) => {
            const invalid = Boolean(errors?.[i]?.[part]);
            return (
              <input
                // Text, not type="time": 24-hour HH:MM in every browser locale (spec §5 is_time), and 24:00
                // (open until midnight), which a time input cannot hold.
                className="w-20 rounded border border-gray-300 px-2 py-2 text-center aria-invalid:border-red-600"
                placeholder={HHMM}
                maxLength={HHMM.length}
                aria-label={label}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                {...register(`business_hour.${i}.${part}`)}
              />
            );
          };
          return (
            <li key={w} className="py-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="w-10 font-semibold">{day(w)}</span>
                {ofDay.length === 0 && (
                  <span className="text-gray-700">{t('console.settings.hours.closed')}</span>
                )}
                {ofDay.map((h, n) => (
                  <span key={h.id} className="flex items-center gap-1">
                    {input(h.i, 'start', t('console.settings.hours.start', { day: day(w), n: n + 1 }))}–
                    {input(h.i, 'end', t('console.settings.hours.end', { day: day(w), n: n + 1 }))}
                    <button
                      type="button"
                      className="btn-icon"
                      aria-label={t('console.settings.hours.removeShift', { day: day(w), n: n + 1 })}
                      onClick={() => shifts.remove(h.i)}
                    >
                      ×
                    </button>
                  </span>
                ))}
                <button
                  type="button"
                  className="btn-secondary ml-auto"
                  onClick={() => shifts.append({ weekday: w, start: '10:00', end: '20:00' })}
                >
                  {t('console.settings.hours.add', { day: day(w) })}
                </button>
              </div>
              <FieldMessage id={errorId} message={message} />
            </li>
          );
        })}
      </ul>
      <FieldMessage id="hours-error" message={messageOf(errors?.root)} />
    </Section>
  );
}

/** 公休日: a date and a name each. */
function HolidaysSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { register, control, formState, getValues } = form;
  const holidays = useFieldArray({ control, name: 'holiday' });
  const errors = formState.errors.holiday;
  return (
    <Section id="holidays-heading" title={t('console.settings.holidays.heading')}>
      {holidays.fields.length === 0 && <p className="text-gray-700">{t('console.settings.holidays.none')}</p>}
      <ul className="space-y-2">
        {holidays.fields.map((h, i) => (
          <li key={h.id} className="flex flex-wrap items-start gap-2">
            <TextField
              tone="compact"
              label={t('console.settings.holidays.date')}
              type="date"
              error={errors?.[i]?.date?.message}
              {...register(`holiday.${i}.date`)}
            />
            <TextField
              tone="compact"
              className="flex-1"
              label={t('console.settings.holidays.name')}
              maxLength={STORE_SETTINGS_LIMITS.holidayNameMax}
              error={errors?.[i]?.name?.message}
              {...register(`holiday.${i}.name`)}
            />
            <button
              type="button"
              className="btn-secondary mt-6"
              aria-label={t('console.settings.holidays.removeOne', { date: getValues(`holiday.${i}.date`) })}
              onClick={() => holidays.remove(i)}
            >
              {t('console.settings.remove')}
            </button>
          </li>
        ))}
      </ul>
      <FieldMessage id="holidays-error" message={messageOf(errors?.root)} />
      <button
        type="button"
        className="btn-secondary mt-2"
        onClick={() => holidays.append({ date: '', name: '公休' })}
      >
        {t('console.settings.holidays.add')}
      </button>
    </Section>
  );
}

/** 加購項目: a name and a price (TWD) each. */
function CustomItemsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { register, control, formState, getValues } = form;
  // keyName: the items' own `id` (an existing item's) stays in the values.
  const items = useFieldArray({ control, name: 'custom_items', keyName: 'key' });
  const errors = formState.errors.custom_items;
  return (
    <Section id="custom-heading" title={t('console.settings.customItems.heading')}>
      {items.fields.length === 0 && <p className="text-gray-700">{t('console.settings.customItems.none')}</p>}
      <ul className="space-y-2">
        {items.fields.map((c, i) => (
          <li key={c.key} className="flex flex-wrap items-start gap-2">
            <TextField
              tone="compact"
              className="flex-1"
              label={t('console.settings.customItems.name')}
              maxLength={STORE_SETTINGS_LIMITS.customItemNameMax}
              error={errors?.[i]?.name?.message}
              {...register(`custom_items.${i}.name`)}
            />
            <TextField
              tone="compact"
              className="w-28"
              label={t('console.settings.customItems.price')}
              type="number"
              inputMode="numeric"
              min={0}
              max={STORE_SETTINGS_LIMITS.customItemPriceMax}
              error={errors?.[i]?.price?.message}
              {...register(`custom_items.${i}.price`, asNumber)}
            />
            <button
              type="button"
              className="btn-secondary mt-6"
              aria-label={t('console.settings.customItems.removeOne', {
                name: getValues(`custom_items.${i}.name`),
              })}
              onClick={() => items.remove(i)}
            >
              {t('console.settings.remove')}
            </button>
          </li>
        ))}
      </ul>
      <FieldMessage id="custom-items-error" message={messageOf(errors?.root)} />
      <button
        type="button"
        className="btn-secondary mt-2"
        onClick={() => items.append({ name: '', price: 0 })}
      >
        {t('console.settings.customItems.add')}
      </button>
    </Section>
  );
}

/** 最新消息: a title, a date and a text each, newest first. */
function NewsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { register, control, formState, getValues } = form;
  const news = useFieldArray({ control, name: 'carousel_messages' });
  const errors = formState.errors.carousel_messages;
  return (
    <Section
      id="news-heading"
      title={t('console.settings.news.heading')}
      hint={t('console.settings.news.hint')}
    >
      {news.fields.length === 0 && <p className="text-gray-700">{t('console.settings.news.none')}</p>}
      <ul className="space-y-3">
        {news.fields.map((n, i) => (
          <li key={n.id} className="rounded-xl border border-gray-200 p-3">
            <div className="flex flex-wrap items-start gap-2">
              <TextField
                tone="compact"
                className="flex-1"
                label={t('console.settings.news.title')}
                maxLength={STORE_SETTINGS_LIMITS.newsTitleMax}
                error={errors?.[i]?.title?.message}
                {...register(`carousel_messages.${i}.title`)}
              />
              <TextField
                tone="compact"
                label={t('console.settings.news.date')}
                type="date"
                error={errors?.[i]?.date?.message}
                // An empty date is no date (null).
                {...register(`carousel_messages.${i}.date`, { setValueAs: (v) => v || null })}
              />
            </div>
            <TextAreaField
              tone="compact"
              className="mt-2"
              label={t('console.settings.news.description')}
              rows={2}
              maxLength={STORE_SETTINGS_LIMITS.newsDescriptionMax}
              error={errors?.[i]?.description?.message}
              {...register(`carousel_messages.${i}.description`)}
            />
            <button
              type="button"
              className="btn-secondary mt-2"
              aria-label={t('console.settings.news.removeOne', {
                title: getValues(`carousel_messages.${i}.title`),
              })}
              onClick={() => news.remove(i)}
            >
              {t('console.settings.remove')}
            </button>
          </li>
        ))}
      </ul>
      <FieldMessage id="news-error" message={messageOf(errors?.root)} />
      <button
        type="button"
        className="btn-secondary mt-2"
        // Newest first (spec §3: the first description is the news line).
        onClick={() => news.prepend({ title: '', description: '', date: taipeiDate(Date.now()) })}
      >
        {t('console.settings.news.add')}
      </button>
    </Section>
  );
}

/** 未接單訂單: cancel orders still unaccepted at their pickup time; minutes before the board says 逾時未接單. */
function UnacceptedSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors.unaccepted_orders;
  return (
    <Section
      id="unaccepted-heading"
      title={t('console.settings.unaccepted.heading')}
      hint={t('console.settings.unaccepted.hint')}
    >
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" className="size-5" {...register('unaccepted_orders.auto_cancel')} />
        {t('console.settings.unaccepted.autoCancel')}
      </label>
      <TextField
        tone="compact"
        className="mt-3 w-48"
        label={t('console.settings.unaccepted.alertMinutes')}
        type="number"
        inputMode="numeric"
        min={1}
        max={STORE_SETTINGS_LIMITS.unacceptedAlertMax}
        error={errors?.alert_minutes?.message}
        {...register('unaccepted_orders.alert_minutes', asNumber)}
      />
      <AutoAcceptFields form={form} />
    </Section>
  );
}

/** 自動接單: the offered order types accepted as they arrive (board.auto_accept_order_types, ZBoardSettings). */
function AutoAcceptFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { watch, setValue, formState } = form;
  const offered = watch('app_settings.OrderTypes');
  const chosen = watch('board.auto_accept_order_types') ?? [];
  const error = formState.errors.board?.auto_accept_order_types;
  return (
    <fieldset className="mt-4" aria-describedby="auto-accept-hint">
      <legend className="font-semibold">{t('console.settings.unaccepted.autoAccept')}</legend>
      <p id="auto-accept-hint" className="text-sm text-gray-700">
        {t('console.settings.unaccepted.autoAcceptHint')}
      </p>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {CONFIGURABLE_ORDER_TYPES.filter((type) => offered.includes(type)).map((type) => (
          <label key={type} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.includes(type)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setValue(
                  'board.auto_accept_order_types',
                  // In the app's order of types, each once.
                  CONFIGURABLE_ORDER_TYPES.filter((x) => (x === type ? on : chosen.includes(x))),
                  { shouldDirty: true },
                );
              }}
            />
            {ORDER_TYPE_NAMES[type as OrderType]}
          </label>
        ))}
      </div>
      <FieldMessage id="auto-accept-error" message={messageOf(error)} />
    </fieldset>
  );
}

/** 看板: how long before it is due an order for later leaves 預約; completing open orders at day end. */
function BoardSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors.board;
  return (
    <Section
      id="board-heading"
      title={t('console.settings.board.heading')}
      hint={t('console.settings.board.hint')}
    >
      <TextField
        tone="compact"
        className="w-64"
        label={t('console.settings.board.leadMinutes')}
        type="number"
        inputMode="numeric"
        min={STORE_SETTINGS_LIMITS.scheduledLeadMin}
        max={STORE_SETTINGS_LIMITS.scheduledLeadMax}
        error={errors?.scheduled_lead_minutes?.message}
        {...register('board.scheduled_lead_minutes', asNumber)}
      />
      <label className="mt-3 flex items-center gap-2 font-semibold">
        <input type="checkbox" className="size-5" {...register('board.auto_complete_day_end')} />
        {t('console.settings.board.autoComplete')}
      </label>
    </Section>
  );
}

/**
 * 轉帳帳戶 (docs/features.md "轉帳"): the account 轉帳 orders are paid to and the hours the diner has to pay;
 * unticked = none, and checkout does not offer 轉帳 even where it is ticked as a payment.
 */
function TransferSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { register, watch, setValue, formState } = form;
  const transfer = watch('transfer');
  const errors = formState.errors.transfer;
  return (
    <Section
      id="transfer-heading"
      title={t('console.settings.transfer.heading')}
      hint={t('console.settings.transfer.hint')}
    >
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="size-5"
          checked={transfer != null}
          onChange={(e) =>
            setValue('transfer', e.target.checked ? { ...NEW_TRANSFER } : null, { shouldDirty: true })
          }
        />
        {t('console.settings.transfer.enabled')}
      </label>
      {transfer != null && (
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            tone="compact"
            label={t('console.settings.transfer.bankCode')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={TRANSFER_LIMITS.bankCodeLength}
            error={errors?.bank_code?.message}
            {...register('transfer.bank_code')}
          />
          <TextField
            tone="compact"
            label={t('console.settings.transfer.bankName')}
            maxLength={TRANSFER_LIMITS.bankNameMax}
            error={errors?.bank_name?.message}
            {...register('transfer.bank_name')}
          />
          <TextField
            tone="compact"
            label={t('console.settings.transfer.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={TRANSFER_LIMITS.accountDigitsMax}
            error={errors?.account_number?.message}
            {...register('transfer.account_number')}
          />
          <TextField
            tone="compact"
            label={t('console.settings.transfer.accountName')}
            maxLength={TRANSFER_LIMITS.accountNameMax}
            error={errors?.account_name?.message}
            {...register('transfer.account_name')}
          />
          <TextField
            tone="compact"
            label={t('console.settings.transfer.deadlineHours')}
            type="number"
            inputMode="numeric"
            min={TRANSFER_LIMITS.deadlineHoursMin}
            max={TRANSFER_LIMITS.deadlineHoursMax}
            error={errors?.deadline_hours?.message}
            {...register('transfer.deadline_hours', asNumber)}
          />
        </div>
      )}
    </Section>
  );
}

/**
 * 點數 (spec §3 point_rule; docs/features.md "點數"): points on or off, their unit (PMName, default 點) and the
 * earning rules, each "every Amount 元 of items earns Point" (domain pointsEarned: the best rule applies).
 * Turning points on with no rule starts one (NEW_POINT_RULE).
 */
function PointsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { control, register, watch, setValue, formState } = form;
  const rules = useFieldArray({ control, name: 'point_rule.PGRules' });
  const enabled = watch('point_rule.PMEnabled');
  const unit = watch('point_rule.PMName') || '點';
  const errors = formState.errors.point_rule;
  return (
    <Section
      id="points-heading"
      title={t('console.settings.points.heading')}
      hint={t('console.settings.points.hint')}
    >
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="size-5"
          {...register('point_rule.PMEnabled', {
            onChange: (e) => {
              if (e.target.checked && rules.fields.length === 0) rules.append({ ...NEW_POINT_RULE });
            },
          })}
        />
        {t('console.settings.points.enabled')}
      </label>
      {enabled && (
        <>
          <TextField
            tone="compact"
            className="mt-3 w-48"
            label={t('console.settings.points.name')}
            hint={t('console.settings.points.nameHint')}
            maxLength={POINT_RULE_LIMITS.nameMax}
            error={errors?.PMName?.message}
            {...register('point_rule.PMName')}
          />
          <fieldset className="mt-3" aria-describedby="point-rules-hint">
            <legend className="font-semibold">{t('console.settings.points.rules')}</legend>
            <p id="point-rules-hint" className="text-sm text-gray-700">
              {t('console.settings.points.rulesHint')}
            </p>
            <ul className="mt-2 flex flex-col gap-2">
              {rules.fields.map((field, i) => (
                // Top-aligned: a field's error under it never pushes its neighbour down.
                <li key={field.id} className="flex flex-wrap items-start gap-2">
                  <TextField
                    tone="compact"
                    className="w-32"
                    label={t('console.settings.points.amount')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={POINT_RULE_LIMITS.amountMax}
                    error={errors?.PGRules?.[i]?.Amount?.message}
                    {...register(`point_rule.PGRules.${i}.Amount`, asNumber)}
                  />
                  <TextField
                    tone="compact"
                    className="w-32"
                    label={t('console.settings.points.point', { unit })}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={POINT_RULE_LIMITS.pointMax}
                    error={errors?.PGRules?.[i]?.Point?.message}
                    {...register(`point_rule.PGRules.${i}.Point`, asNumber)}
                  />
                  <button
                    type="button"
                    className="btn-secondary min-h-11 sm:mt-6"
                    aria-label={t('console.settings.points.removeRule', { n: i + 1 })}
                    onClick={() => rules.remove(i)}
                  >
                    {t('console.settings.points.remove')}
                  </button>
                </li>
              ))}
            </ul>
            {rules.fields.length < POINT_RULE_LIMITS.rulesMax && (
              <button
                type="button"
                className="btn-secondary mt-2"
                onClick={() => {
                  rules.append({ ...NEW_POINT_RULE });
                  setValue('point_rule.PMEnabled', true, { shouldDirty: true });
                }}
              >
                {t('console.settings.points.add')}
              </button>
            )}
            <FieldMessage id="point-rules-error" message={messageOf(errors?.PGRules)} />
          </fieldset>
          <fieldset className="mt-3" aria-describedby="point-redeem-hint">
            <legend className="font-semibold">{t('console.settings.points.redeem')}</legend>
            <p id="point-redeem-hint" className="text-sm text-gray-700">
              {t('console.settings.points.redeemHint', { unit })}
            </p>
            <div className="mt-2 flex flex-wrap items-start gap-2">
              <TextField
                tone="compact"
                className="w-40"
                label={t('console.settings.points.redeemValue', { unit })}
                type="number"
                inputMode="numeric"
                min={0}
                max={POINT_RULE_LIMITS.redeemValueMax}
                error={errors?.RedeemValue?.message}
                {...register('point_rule.RedeemValue', optionalNumber)}
              />
              <TextField
                tone="compact"
                className="w-40"
                label={t('console.settings.points.redeemMaxPercent')}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                error={errors?.RedeemMaxPercent?.message}
                {...register('point_rule.RedeemMaxPercent', optionalNumber)}
              />
            </div>
          </fieldset>
        </>
      )}
    </Section>
  );
}

export function StoreSettingsForm({
  sid,
  settings,
  canEdit,
}: {
  sid: string;
  settings: StoreSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form: SettingsForm = useForm<Draft, unknown, StoreSettingsRequest>({
    resolver: zodResolver(ZStoreSettingsRequest),
    defaultValues: draftOf(settings),
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: StoreSettingsRequest) => saveStoreSettings(sid, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(consoleKeys.settings(sid), saved);
      form.reset(draftOf(saved));
      setMessage({ ok: true, text: t('console.settings.saved') });
    },
    onError: (e) => setMessage({ ok: false, text: toApiError(e).message }),
  });

  return (
    <form
      // The page keeps a focused field clear of the sticky 儲存設定 bar (styles.css data-sticky-save).
      data-sticky-save
      className="grid grid-cols-1 gap-3 lg:grid-cols-2"
      noValidate
      onChange={() => setMessage(null)}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <fieldset disabled={!canEdit || save.isPending} className="contents">
        <OrderTypesSection form={form} />
        <HoursSection form={form} />
        <HolidaysSection form={form} />
        <CustomItemsSection form={form} />
        <NewsSection form={form} />
        <UnacceptedSection form={form} />
        <BoardSection form={form} />
        <TransferSection form={form} />
        <PointsSection form={form} />
      </fieldset>

      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 rounded-2xl bg-white/95 p-3 shadow-sm ring-1 ring-black/5 lg:col-span-2">
        <button type="submit" className="btn-primary" disabled={!canEdit || save.isPending}>
          {save.isPending ? t('console.settings.saving') : t('console.settings.save')}
        </button>
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={
              message.ok ? 'font-semibold text-green-800' : 'rounded bg-red-50 px-3 py-2 text-red-800'
            }
          >
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}
