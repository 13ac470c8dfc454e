/**
 * 點數調整 on the console's 儲值 page (spec §3 Points ledger events MANUAL_ADJUST 48; docs/features.md "點數"): the
 * owner enters the member's phone, the points (negative to take) and the reason the member will read in their
 * 點數紀錄; the answer names the member masked (王○明) with the new balance. A request id per adjustment, so
 * pressing again after a lost answer records it once. Checked with the API's own rules (ZPointAdjustRequest,
 * zh-TW messages) before it is sent; a take larger than the balance comes back as the API's 422 message.
 * Staff who are not the owner see why they cannot.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FIELD_LIMITS, POINT_REASON_MAX, type PointAdjustResponse, ZPointAdjustRequest } from '@iding/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/form-field';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { adjustPoints } from '../api/adjust-points';

/** What the owner types: points as text ("-5"), read by the request's own rule (empty reads NaN: 請輸入點數). */
const ZAdjustForm = z.object({
  phone: ZPointAdjustRequest.shape.phone,
  points: z
    .string()
    .transform((v) => (v.trim() === '' ? Number.NaN : Number(v)))
    .pipe(ZPointAdjustRequest.shape.points),
  reason: ZPointAdjustRequest.shape.reason,
});
const EMPTY = { phone: '', points: '', reason: '' };

export function PointAdjustForm({ sid, isOwner }: { sid: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, watch, formState } = useForm<
    z.input<typeof ZAdjustForm>,
    unknown,
    z.output<typeof ZAdjustForm>
  >({ resolver: zodResolver(ZAdjustForm), defaultValues: EMPTY });
  const errors = formState.errors;
  const [error, setError] = useState('');
  const [last, setLast] = useState<PointAdjustResponse | null>(null);
  // One id per adjustment: kept while the same values are sent again, new once they change or it succeeded.
  const requestId = useRef(crypto.randomUUID());
  useEffect(() => {
    const watcher = watch(() => {
      requestId.current = crypto.randomUUID();
    });
    return () => watcher.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    try {
      const answer = await adjustPoints(sid, {
        phone: values.phone.trim(),
        points: values.points,
        reason: values.reason,
        request_id: requestId.current,
      });
      setLast(answer);
      reset(EMPTY);
      requestId.current = crypto.randomUUID();
    } catch (e) {
      setError(toApiError(e).message);
    }
  });
  const busy = formState.isSubmitting;

  return (
    <section className="card mt-6 max-w-md" aria-labelledby="point-adjust-heading">
      <h2 id="point-adjust-heading" className="text-lg font-bold">
        {t('console.points.heading')}
      </h2>
      <p className="mb-3 text-gray-800">{t('console.points.hint')}</p>
      {isOwner ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('console.points.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="0912345678"
            maxLength={FIELD_LIMITS.phoneInput}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={t('console.points.points')}
            hint={t('console.points.pointsHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.points?.message}
            {...register('points')}
          />
          <TextField
            label={t('console.points.reason')}
            placeholder={t('console.points.reasonPlaceholder')}
            autoComplete="off"
            maxLength={POINT_REASON_MAX}
            error={errors.reason?.message}
            {...register('reason')}
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('console.points.submitting') : t('console.points.submit')}
          </button>
          {/* A polite live region, not a second role=status beside the top-up's on this page. */}
          <p aria-live="polite" className="font-semibold text-green-800" data-testid="point-adjust-done">
            {last &&
              t('console.points.done', {
                name: last.name,
                phone: last.phone,
                points: `${last.points > 0 ? '+' : ''}${last.points.toLocaleString('en-US')}`,
                balance: last.point.toLocaleString('en-US'),
              })}
          </p>
        </form>
      ) : (
        <p className="text-gray-800">{t('console.points.ownerOnly')}</p>
      )}
    </section>
  );
}
