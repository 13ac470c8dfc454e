/**
 * /console/{sid}/today (今日營業): the store's Taipei business day in figures — order count,
 * revenue (total and by payment type, zh-TW names) and the average preparation time 接單 → 可取餐 — with the
 * rule of what counts said on screen (cancelled and unpaid online orders are left out), and the CSV export
 * of a date range; above them, orders still open from a past business day (前日未完成, PreviousOpenCard) with
 * 全部完成 / 全部取消. Refreshed every 30 seconds while open.
 */
import {
  addDays,
  consolePaths,
  formatCurrency,
  formatDate,
  ORDERS_CSV_MAX_DAYS,
  taipeiDate,
} from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getStoreDay, ordersCsvUrl, storeDayKey } from '../api/get-store-day';
import { ConsoleHeader } from '../components/console-header';
import { PreviousOpenCard } from '../components/previous-open-card';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

const REFRESH_MS = 30_000;

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <div className="card">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint && <dd className="mt-1 text-sm text-gray-700">{hint}</dd>}
    </div>
  );
}

/** The CSV export form: two dates and a download link (the console cookie goes with it). */
function CsvExport({ sid, today }: { sid: string; today: string }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => addDays(today, -6));
  const [to, setTo] = useState(today);
  const problem =
    !from || !to
      ? ' '
      : from > to
        ? t('console.today.rangeInvalid')
        : addDays(from, ORDERS_CSV_MAX_DAYS - 1) < to
          ? t('console.today.rangeTooLong', { days: ORDERS_CSV_MAX_DAYS })
          : '';
  return (
    <section className="card mt-4" aria-labelledby="csv-heading">
      <h2 id="csv-heading" className="mb-2 text-lg font-bold">
        {t('console.today.export')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          {t('console.today.from')}
          <input
            type="date"
            className="rounded border border-gray-300 bg-white px-2 py-1"
            value={from}
            max={today}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t('console.today.to')}
          <input
            type="date"
            className="rounded border border-gray-300 bg-white px-2 py-1"
            value={to}
            max={today}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
        </label>
        {problem ? (
          <button type="button" className="btn-primary" disabled>
            {t('console.today.download')}
          </button>
        ) : (
          <a className="btn-primary" href={ordersCsvUrl(sid, from, to)} download>
            {t('console.today.download')}
          </a>
        )}
      </div>
      {problem.trim() ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      ) : (
        <p className="mt-2 text-sm text-gray-700">
          {t('console.today.exportHint', { days: ORDERS_CSV_MAX_DAYS })}
        </p>
      )}
    </section>
  );
}

export function ConsoleTodayPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const day = useQuery({
    queryKey: storeDayKey(sid),
    queryFn: ({ signal }) => getStoreDay(sid, signal),
    retry: false,
    refetchInterval: REFRESH_MS,
  });
  useDocumentTitle(t('console.nav.today'), store?.name, t('console.title'));

  const failure = day.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;
  const d = day.data;

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.today.heading', { store: store?.name ?? sid })}
      />
      {failure && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(failure).message}
        </p>
      )}
      {d && (
        <>
          <p className="mb-3 text-gray-800">
            {t('console.today.date', { date: formatDate(d.business_date) })}
          </p>
          <PreviousOpenCard sid={sid} previous={d.previous_open} nowMs={Date.now()} />
          <dl className="grid grid-cols-1 gap-3 md:grid-cols-3">
            <Figure label={t('console.today.orders')} value={String(d.order_count)} testId="today-orders" />
            <Figure
              label={t('console.today.revenue')}
              value={formatCurrency(d.revenue)}
              testId="today-revenue"
            />
            <Figure
              label={t('console.today.prep')}
              value={
                d.average_prep_minutes === null
                  ? t('console.today.prepNone')
                  : t('console.today.prepValue', { minutes: d.average_prep_minutes })
              }
              hint={t('console.today.prepHint', { count: d.prep_sample })}
              testId="today-prep"
            />
          </dl>
          <p className="mt-3 rounded bg-amber-50 px-3 py-2 text-amber-950" data-testid="today-excluded">
            {t('console.today.excluded', { cancelled: d.cancelled_count, unpaid: d.unpaid_online_count })}
          </p>
          <section className="card mt-4" aria-labelledby="by-payment-heading">
            <h2 id="by-payment-heading" className="mb-2 text-lg font-bold">
              {t('console.today.byPayment')}
            </h2>
            {d.by_payment.length === 0 ? (
              <p className="text-gray-700">{t('console.today.noOrders')}</p>
            ) : (
              <table className="w-full text-left">
                <thead>
                  <tr className="border-b border-gray-200 text-sm text-gray-700">
                    <th scope="col" className="py-1 font-semibold">
                      {t('console.today.payment')}
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      {t('console.today.count')}
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      {t('console.today.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.by_payment.map((p) => (
                    <tr key={p.payment_type} className="border-b border-gray-100">
                      <th scope="row" className="py-2 font-normal">
                        {p.payment_name}
                      </th>
                      <td className="py-2 text-right tabular-nums">{p.orders}</td>
                      <td className="py-2 text-right tabular-nums">{formatCurrency(p.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <CsvExport sid={sid} today={d.business_date || taipeiDate(Date.now())} />
        </>
      )}
    </main>
  );
}
