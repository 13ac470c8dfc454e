/**
 * Busy mode: the switch, the extra minutes, slot length and per-slot cap, saved together with one button (one
 * way to change it, so a switch never goes live with minutes nobody meant); unsaved changes say so. Any staff
 * member may use it. The diner's time picker (avail_time) follows once saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUSY_SLOT_MINUTES,
  type BusyMode,
  STORE_SETTINGS_LIMITS,
  type StoreSettings,
  ZBusyMode,
} from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { consoleKeys } from '../../../api/query-keys';
import { SelectField, TextField } from '../../../components/form-field';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { setBusyMode } from '../api/set-busy-mode';

const SLOT_OPTIONS = BUSY_SLOT_MINUTES.map((m) => ({ value: String(m), label: String(m) }));

/** Checked with the API's own schema (ZBusyMode, zh-TW messages) before it is sent. */
export function BusyModePanel({ sid, busy }: { sid: string; busy: BusyMode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<BusyMode>({ resolver: zodResolver(ZBusyMode), defaultValues: busy });
  const { register, reset, handleSubmit, formState } = form;
  const errors = formState.errors;
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => reset(busy), [busy, reset]);

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
  const submit = handleSubmit((values) => save.mutate(values));

  return (
    <section className="card" aria-labelledby="busy-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="busy-heading" className="section-title">
          {t('console.busy.heading')}
        </h2>
        <label className="flex items-center gap-2 font-semibold">
          <input type="checkbox" className="size-5" form="busy-form" {...register('enabled')} />
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
        id="busy-form"
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3"
        onSubmit={submit}
        noValidate
      >
        <TextField
          tone="compact"
          label={t('console.busy.extra')}
          type="number"
          inputMode="numeric"
          min={0}
          max={STORE_SETTINGS_LIMITS.busyExtraMax}
          step={5}
          error={errors.extra_minutes?.message}
          {...register('extra_minutes', { valueAsNumber: true })}
        />
        <SelectField
          tone="compact"
          label={t('console.busy.slot')}
          options={SLOT_OPTIONS}
          error={errors.slot_minutes?.message}
          {...register('slot_minutes', { setValueAs: Number })}
        />
        <TextField
          tone="compact"
          label={t('console.busy.cap')}
          type="number"
          inputMode="numeric"
          min={0}
          max={STORE_SETTINGS_LIMITS.busyCapMax}
          error={errors.slot_cap?.message}
          {...register('slot_cap', { valueAsNumber: true })}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t('console.busy.save')}
          </button>
          {formState.isDirty && !save.isPending && (
            <p className="font-semibold text-amber-900">{t('console.busy.unsaved')}</p>
          )}
          {!formState.isDirty && message && (
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
