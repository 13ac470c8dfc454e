/**
 * The store settings form (issue #14 §3): order types with each one's payments, MinLead and Jumbo; weekly
 * business hours; holidays; custom items (加購); news (carousel messages). Checked with the API's own schema
 * (ZStoreSettingsRequest, zh-TW messages) before it is sent; saved whole with one button (owners only).
 */
import {
  CONFIGURABLE_ORDER_TYPES,
  ORDER_TYPE_NAMES,
  ORDER_TYPE_SETTINGS_KEY,
  type OrderType,
  PAYMENT_TYPE_NAMES,
  type PaymentType,
  paymentTypesFor,
  type StoreSettings,
  type StoreSettingsRequest,
  taipeiDate,
  ZStoreSettingsRequest,
} from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { consoleKeys } from '../../../api/query-keys';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { saveStoreSettings } from '../api/save-store-settings';

type Draft = StoreSettingsRequest;
type TypeKey = (typeof ORDER_TYPE_SETTINGS_KEY)[keyof typeof ORDER_TYPE_SETTINGS_KEY];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

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
  };
}

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
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: Draft) => saveStoreSettings(sid, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(consoleKeys.settings(sid), saved);
      setDraft(draftOf(saved));
      setMessage({ ok: true, text: t('console.settings.saved') });
    },
    onError: (e) => setMessage({ ok: false, text: toApiError(e).message }),
  });
  const day = (w: number) => t(`console.settings.hours.weekdays.${w as 0 | 1 | 2 | 3 | 4 | 5 | 6}`);
  const update = (fn: (d: Draft) => Draft) => {
    setDraft(fn);
    setMessage(null);
  };
  const num = (v: string) => (v === '' ? Number.NaN : Number(v));

  const submit = () => {
    const parsed = ZStoreSettingsRequest.safeParse(draft);
    if (!parsed.success) {
      setMessage({ ok: false, text: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <form
      className="grid grid-cols-1 gap-3 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset disabled={!canEdit || save.isPending} className="contents">
        <Section id="types-heading" title={t('console.settings.orderTypes.heading')}>
          <div className="space-y-4">
            {CONFIGURABLE_ORDER_TYPES.map((type) => {
              const key = ORDER_TYPE_SETTINGS_KEY[type];
              const name = ORDER_TYPE_NAMES[type as OrderType];
              const offered = draft.app_settings.OrderTypes.includes(type);
              const block = draft.app_settings[key] ?? { payments: [], MinLead: 10, Jumbo: 0 };
              const setBlock = (b: typeof block) =>
                update((d) => ({ ...d, app_settings: { ...d.app_settings, [key]: b } }));
              return (
                <div key={type} className="rounded-xl border border-gray-200 p-3">
                  <label className="flex items-center gap-2 font-semibold">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={offered}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        update((d) => ({
                          ...d,
                          app_settings: {
                            ...d.app_settings,
                            OrderTypes: on
                              ? CONFIGURABLE_ORDER_TYPES.filter(
                                  (x) => x === type || d.app_settings.OrderTypes.includes(x),
                                )
                              : d.app_settings.OrderTypes.filter((x) => x !== type),
                            [key]: d.app_settings[key] ?? block,
                          },
                        }));
                      }}
                    />
                    {t('console.settings.orderTypes.offer', { type: name })}
                  </label>
                  {offered && (
                    <div className="mt-2 space-y-2">
                      <div className="grid grid-cols-2 gap-3">
                        <label className="text-sm font-semibold">
                          {t('console.settings.orderTypes.minLead', { type: name })}
                          <input
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={240}
                            className="field"
                            value={Number.isNaN(block.MinLead) ? '' : block.MinLead}
                            onChange={(e) => setBlock({ ...block, MinLead: num(e.currentTarget.value) })}
                          />
                        </label>
                        <label className="text-sm font-semibold">
                          {t('console.settings.orderTypes.jumbo', { type: name })}
                          <input
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={999}
                            className="field"
                            value={Number.isNaN(block.Jumbo) ? '' : block.Jumbo}
                            onChange={(e) => setBlock({ ...block, Jumbo: num(e.currentTarget.value) })}
                          />
                        </label>
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
                                checked={block.payments.includes(p)}
                                onChange={(e) =>
                                  setBlock({
                                    ...block,
                                    payments: e.currentTarget.checked
                                      ? [...block.payments, p]
                                      : block.payments.filter((x) => x !== p),
                                  })
                                }
                              />
                              {PAYMENT_TYPE_NAMES[p as PaymentType]}
                            </label>
                          ))}
                        </div>
                      </fieldset>
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </Section>

        <Section
          id="hours-heading"
          title={t('console.settings.hours.heading')}
          hint={t('console.settings.hours.midnightHint')}
        >
          <ul className="divide-y divide-gray-100">
            {WEEKDAYS.map((w) => {
              const shifts = draft.business_hour.map((h, i) => ({ ...h, i })).filter((h) => h.weekday === w);
              return (
                <li key={w} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="w-10 font-semibold">{day(w)}</span>
                  {shifts.length === 0 && (
                    <span className="text-gray-700">{t('console.settings.hours.closed')}</span>
                  )}
                  {shifts.map((h, n) => (
                    <span key={h.i} className="flex items-center gap-1">
                      <input
                        className="w-20 rounded border border-gray-300 px-2 py-2 text-center"
                        placeholder="HH:MM"
                        maxLength={5}
                        aria-label={t('console.settings.hours.start', { day: day(w), n: n + 1 })}
                        value={h.start}
                        onChange={(e) => {
                          const v = e.currentTarget.value;
                          update((d) => ({
                            ...d,
                            business_hour: d.business_hour.map((x, j) =>
                              j === h.i ? { ...x, start: v } : x,
                            ),
                          }));
                        }}
                      />
                      –
                      <input
                        // Text, not type="time": 24-hour HH:MM in every browser locale (spec §5 is_time), and
                        // 24:00 (open until midnight), which a time input cannot hold.
                        className="w-20 rounded border border-gray-300 px-2 py-2 text-center"
                        placeholder="HH:MM"
                        maxLength={5}
                        aria-label={t('console.settings.hours.end', { day: day(w), n: n + 1 })}
                        value={h.end}
                        onChange={(e) => {
                          const v = e.currentTarget.value;
                          update((d) => ({
                            ...d,
                            business_hour: d.business_hour.map((x, j) => (j === h.i ? { ...x, end: v } : x)),
                          }));
                        }}
                      />
                      <button
                        type="button"
                        className="btn-icon"
                        aria-label={t('console.settings.hours.removeShift', { day: day(w), n: n + 1 })}
                        onClick={() =>
                          update((d) => ({
                            ...d,
                            business_hour: d.business_hour.filter((_, j) => j !== h.i),
                          }))
                        }
                      >
                        ×
                      </button>
                    </span>
                  ))}
                  <button
                    type="button"
                    className="btn-secondary ml-auto"
                    onClick={() =>
                      update((d) => ({
                        ...d,
                        business_hour: [...d.business_hour, { weekday: w, start: '10:00', end: '20:00' }],
                      }))
                    }
                  >
                    {t('console.settings.hours.add', { day: day(w) })}
                  </button>
                </li>
              );
            })}
          </ul>
        </Section>

        <Section id="holidays-heading" title={t('console.settings.holidays.heading')}>
          {draft.holiday.length === 0 && (
            <p className="text-gray-700">{t('console.settings.holidays.none')}</p>
          )}
          <ul className="space-y-2">
            {draft.holiday.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; edits keep their place
              <li key={i} className="flex flex-wrap items-end gap-2">
                <label className="text-sm font-semibold">
                  {t('console.settings.holidays.date')}
                  <input
                    type="date"
                    className="field"
                    value={h.date}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      update((d) => ({
                        ...d,
                        holiday: d.holiday.map((x, j) => (j === i ? { ...x, date: v } : x)),
                      }));
                    }}
                  />
                </label>
                <label className="flex-1 text-sm font-semibold">
                  {t('console.settings.holidays.name')}
                  <input
                    className="field"
                    maxLength={20}
                    value={h.name}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      update((d) => ({
                        ...d,
                        holiday: d.holiday.map((x, j) => (j === i ? { ...x, name: v } : x)),
                      }));
                    }}
                  />
                </label>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t('console.settings.holidays.removeOne', { date: h.date })}
                  onClick={() => update((d) => ({ ...d, holiday: d.holiday.filter((_, j) => j !== i) }))}
                >
                  {t('console.settings.remove')}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-secondary mt-2"
            onClick={() => update((d) => ({ ...d, holiday: [...d.holiday, { date: '', name: '公休' }] }))}
          >
            {t('console.settings.holidays.add')}
          </button>
        </Section>

        <Section id="custom-heading" title={t('console.settings.customItems.heading')}>
          {draft.custom_items.length === 0 && (
            <p className="text-gray-700">{t('console.settings.customItems.none')}</p>
          )}
          <ul className="space-y-2">
            {draft.custom_items.map((c, i) => (
              <li key={c.id ?? `new-${i}`} className="flex flex-wrap items-end gap-2">
                <label className="flex-1 text-sm font-semibold">
                  {t('console.settings.customItems.name')}
                  <input
                    className="field"
                    maxLength={20}
                    value={c.name}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      update((d) => ({
                        ...d,
                        custom_items: d.custom_items.map((x, j) => (j === i ? { ...x, name: v } : x)),
                      }));
                    }}
                  />
                </label>
                <label className="w-28 text-sm font-semibold">
                  {t('console.settings.customItems.price')}
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    className="field"
                    value={Number.isNaN(c.price) ? '' : c.price}
                    onChange={(e) => {
                      const v = num(e.currentTarget.value);
                      update((d) => ({
                        ...d,
                        custom_items: d.custom_items.map((x, j) => (j === i ? { ...x, price: v } : x)),
                      }));
                    }}
                  />
                </label>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t('console.settings.customItems.removeOne', { name: c.name })}
                  onClick={() =>
                    update((d) => ({ ...d, custom_items: d.custom_items.filter((_, j) => j !== i) }))
                  }
                >
                  {t('console.settings.remove')}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-secondary mt-2"
            onClick={() =>
              update((d) => ({ ...d, custom_items: [...d.custom_items, { name: '', price: 0 }] }))
            }
          >
            {t('console.settings.customItems.add')}
          </button>
        </Section>

        <Section
          id="news-heading"
          title={t('console.settings.news.heading')}
          hint={t('console.settings.news.hint')}
        >
          {draft.carousel_messages.length === 0 && (
            <p className="text-gray-700">{t('console.settings.news.none')}</p>
          )}
          <ul className="space-y-3">
            {draft.carousel_messages.map((n, i) => {
              const set = (patch: Partial<typeof n>) =>
                update((d) => ({
                  ...d,
                  carousel_messages: d.carousel_messages.map((x, j) => (j === i ? { ...x, ...patch } : x)),
                }));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: news entries have no id; edits keep their place
                <li key={i} className="rounded-xl border border-gray-200 p-3">
                  <div className="flex flex-wrap items-end gap-2">
                    <label className="flex-1 text-sm font-semibold">
                      {t('console.settings.news.title')}
                      <input
                        className="field"
                        maxLength={40}
                        value={n.title}
                        onChange={(e) => set({ title: e.currentTarget.value })}
                      />
                    </label>
                    <label className="text-sm font-semibold">
                      {t('console.settings.news.date')}
                      <input
                        type="date"
                        className="field"
                        value={n.date ?? ''}
                        onChange={(e) => set({ date: e.currentTarget.value || null })}
                      />
                    </label>
                  </div>
                  <label className="mt-2 block text-sm font-semibold">
                    {t('console.settings.news.description')}
                    <textarea
                      className="field py-2"
                      rows={2}
                      maxLength={500}
                      value={n.description}
                      onChange={(e) => set({ description: e.currentTarget.value })}
                    />
                  </label>
                  <button
                    type="button"
                    className="btn-secondary mt-2"
                    aria-label={t('console.settings.news.removeOne', { title: n.title })}
                    onClick={() =>
                      update((d) => ({
                        ...d,
                        carousel_messages: d.carousel_messages.filter((_, j) => j !== i),
                      }))
                    }
                  >
                    {t('console.settings.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="btn-secondary mt-2"
            onClick={() =>
              update((d) => ({
                ...d,
                // Newest first (spec §3: the first description is the news line).
                carousel_messages: [
                  { title: '', description: '', date: taipeiDate(Date.now()) },
                  ...d.carousel_messages,
                ],
              }))
            }
          >
            {t('console.settings.news.add')}
          </button>
        </Section>
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
