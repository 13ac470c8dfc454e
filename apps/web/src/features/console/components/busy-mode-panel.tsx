/**
 * Busy mode (issue #14 §3): a switch that applies at once, and the extra minutes, slot length and per-slot cap
 * applied with a button. Any staff member may use it. The diner's time picker (avail_time) follows at once.
 */
import { BUSY_SLOT_MINUTES, type BusyMode, type StoreSettings } from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { consoleKeys } from '../../../api/query-keys';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { setBusyMode } from '../api/set-busy-mode';

export function BusyModePanel({ sid, busy }: { sid: string; busy: BusyMode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(busy);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setDraft(busy), [busy]);

  const save = useMutation({
    mutationFn: (next: BusyMode) => setBusyMode(sid, next),
    onSuccess: (saved) => {
      queryClient.setQueryData<StoreSettings>(consoleKeys.settings(sid), (old) =>
        old ? { ...old, busy_mode: saved } : old,
      );
      setMessage({ ok: true, text: t('console.busy.saved') });
    },
    onError: (e) => setMessage({ ok: false, text: toApiError(e).message }),
  });
  const num = (v: string) => (v === '' ? Number.NaN : Number(v));

  return (
    <section className="card" aria-labelledby="busy-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="busy-heading" className="section-title">
          {t('console.busy.heading')}
        </h2>
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.enabled}
            disabled={save.isPending}
            onChange={(e) => {
              const next = { ...draft, enabled: e.currentTarget.checked };
              setDraft(next);
              save.mutate(next);
            }}
          />
          {t('console.busy.toggle')}
        </label>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${busy.enabled ? 'bg-amber-100 text-amber-900' : 'bg-gray-100 text-gray-800'}`}
        >
          {busy.enabled ? t('console.busy.on') : t('console.busy.off')}
        </span>
      </div>
      <p className="mt-1 text-sm text-gray-700">{t('console.busy.hint')}</p>
      <form
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(draft);
        }}
      >
        <label className="text-sm font-semibold">
          {t('console.busy.extra')}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            step={5}
            className="field"
            value={Number.isNaN(draft.extra_minutes) ? '' : draft.extra_minutes}
            onChange={(e) => setDraft({ ...draft, extra_minutes: num(e.currentTarget.value) })}
          />
        </label>
        <label className="text-sm font-semibold">
          {t('console.busy.slot')}
          <select
            className="field"
            value={draft.slot_minutes}
            onChange={(e) => setDraft({ ...draft, slot_minutes: Number(e.currentTarget.value) })}
          >
            {BUSY_SLOT_MINUTES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t('console.busy.cap')}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            className="field"
            value={Number.isNaN(draft.slot_cap) ? '' : draft.slot_cap}
            onChange={(e) => setDraft({ ...draft, slot_cap: num(e.currentTarget.value) })}
          />
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <button type="submit" className="btn-secondary" disabled={save.isPending}>
            {t('console.busy.save')}
          </button>
          {message && (
            <p
              role={message.ok ? 'status' : 'alert'}
              className={message.ok ? 'text-green-800' : 'rounded bg-red-50 px-3 py-2 text-red-800'}
            >
              {message.text}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
