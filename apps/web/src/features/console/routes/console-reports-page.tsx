/**
 * /console/{sid}/reports (報表, docs/features.md "Reports"): the store's sales over a range of Taipei
 * business days — presets 本週 / 本月 / 近 30 天 / 今年 or a custom range, grouped by day, week or month —
 * as figures (訂單數, 營業額, 平均客單價), a bar chart of the series and one by hour of day (Chart.js, loaded
 * on this page only: ADR 030), and tables by payment type, order type, item, option, refunds and discounts;
 * 下載 CSV gives the same figures. The count rule is 今日營業's and is said on screen.
 */
import {
  addDays,
  consolePaths,
  formatCurrency,
  formatDate,
  REPORT_GROUPS,
  REPORT_MAX_DAYS,
  type ReportGroup,
  type ReportResponse,
  taipeiDate,
} from '@iding/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getReport, type ReportRange, reportCsvUrl, reportKey } from '../api/get-report';
import { ConsoleHeader } from '../components/console-header';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

const ReportChart = lazy(() => import('../components/report-chart'));

const PRESETS = ['week', 'month', 'last30', 'year', 'custom'] as const;
type Preset = (typeof PRESETS)[number];

/** The range of a preset ending today (Taipei "YYYY-MM-DD"); weeks start on Monday. */
function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  if (preset === 'week') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    return { from: addDays(today, -((weekday + 6) % 7)), to: today };
  }
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  if (preset === 'year') return { from: `${today.slice(0, 5)}01-01`, to: today };
  return { from: addDays(today, -29), to: today };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="card">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A titled table: a header row of `columns` (the first a row header), numbers right-aligned. */
function ReportTable({
  id,
  title,
  columns,
  rows,
  empty,
}: {
  id: string;
  title: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`} data-testid={id}>
      <h2 id={`${id}-heading`} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-gray-700">{empty}</p>
      ) : (
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-gray-200 text-sm text-gray-700">
                {columns.map((c, i) => (
                  <th key={c} scope="col" className={`py-1 font-semibold ${i > 0 ? 'text-right' : ''}`}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-b border-gray-100">
                  {r.cells.map((cell, i) =>
                    i === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row keep their place
                      <th key={i} scope="row" className="py-2 font-normal">
                        {cell}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row keep their place
                      <td key={i} className="py-2 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Report({ r }: { r: ReportResponse }) {
  const { t } = useTranslation();
  const count = (n: number) => n.toLocaleString('en-US');
  const none = t('console.reports.none');
  return (
    <>
      <dl className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <Figure label={t('console.reports.orders')} value={count(r.totals.orders)} testId="reports-orders" />
        <Figure
          label={t('console.reports.revenue')}
          value={formatCurrency(r.totals.revenue)}
          testId="reports-revenue"
        />
        <Figure
          label={t('console.reports.average')}
          value={formatCurrency(r.totals.average)}
          testId="reports-average"
        />
      </dl>
      <p className="mt-3 rounded bg-amber-50 px-3 py-2 text-amber-950">{t('console.reports.rule')}</p>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <section className="card" aria-labelledby="series-heading">
          <h2 id="series-heading" className="mb-2 text-lg font-bold">
            {t('console.reports.series')}
          </h2>
          <Suspense fallback={<div className="h-64" />}>
            <ReportChart
              label={t('console.reports.seriesChart', { group: t(`console.reports.groups.${r.group}`) })}
              labels={r.series.map((p) => (r.group === 'month' ? p.start.slice(0, 7) : p.start.slice(5)))}
              values={r.series.map((p) => p.revenue)}
              format={formatCurrency}
            />
          </Suspense>
        </section>
        <section className="card" aria-labelledby="hours-heading">
          <h2 id="hours-heading" className="mb-2 text-lg font-bold">
            {t('console.reports.byHour')}
          </h2>
          <Suspense fallback={<div className="h-64" />}>
            <ReportChart
              label={t('console.reports.byHourChart')}
              labels={r.by_hour.map((h) => String(h.hour))}
              values={r.by_hour.map((h) => h.orders)}
              format={count}
            />
          </Suspense>
        </section>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ReportTable
          id="reports-by-payment"
          title={t('console.reports.byPayment')}
          columns={[t('console.reports.name'), t('console.reports.count'), t('console.reports.amount')]}
          rows={r.by_payment.map((p) => ({
            key: String(p.payment_type),
            cells: [p.name, count(p.orders), formatCurrency(p.revenue)],
          }))}
          empty={none}
        />
        <ReportTable
          id="reports-by-type"
          title={t('console.reports.byOrderType')}
          columns={[t('console.reports.name'), t('console.reports.count'), t('console.reports.amount')]}
          rows={r.by_order_type.map((o) => ({
            key: String(o.order_type),
            cells: [o.name, count(o.orders), formatCurrency(o.revenue)],
          }))}
          empty={none}
        />
        <ReportTable
          id="reports-by-item"
          title={t('console.reports.byItem')}
          columns={[t('console.reports.name'), t('console.reports.quantity'), t('console.reports.amount')]}
          rows={r.by_item.map((i) => ({
            key: i.name,
            cells: [i.name, count(i.quantity), formatCurrency(i.revenue)],
          }))}
          empty={none}
        />
        <ReportTable
          id="reports-by-option"
          title={t('console.reports.byOption')}
          columns={[
            t('console.reports.group_name'),
            t('console.reports.name'),
            t('console.reports.quantity'),
          ]}
          rows={r.by_option.map((o) => ({
            key: `${o.group_name}/${o.name}`,
            cells: [o.group_name, o.name, count(o.quantity)],
          }))}
          empty={none}
        />
        <ReportTable
          id="reports-series"
          title={t('console.reports.seriesTable')}
          columns={[t('console.reports.period'), t('console.reports.orders'), t('console.reports.revenue')]}
          rows={r.series.map((p) => ({
            key: p.start,
            cells: [formatDate(p.start), count(p.orders), formatCurrency(p.revenue)],
          }))}
          empty={none}
        />
        <div>
          <ReportTable
            id="reports-refunds"
            title={t('console.reports.refundsAndDiscounts')}
            columns={[t('console.reports.item'), t('console.reports.count'), t('console.reports.amount')]}
            rows={[
              {
                key: 'refunds',
                cells: [
                  t('console.reports.refunds'),
                  count(r.refunds.count),
                  formatCurrency(r.refunds.amount),
                ],
              },
              {
                key: 'discounts',
                cells: [
                  t('console.reports.discounts'),
                  count(r.discounts.count),
                  formatCurrency(r.discounts.amount),
                ],
              },
            ]}
            empty={none}
          />
          <p className="mt-2 text-sm text-gray-700">{t('console.reports.discountsHint')}</p>
        </div>
      </div>
    </>
  );
}

export function ConsoleReportsPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const today = taipeiDate(Date.now());
  const [preset, setPreset] = useState<Preset>('month');
  const [custom, setCustom] = useState(() => presetRange('month', today));
  const [group, setGroup] = useState<ReportGroup>('day');
  const { from, to } = preset === 'custom' ? custom : presetRange(preset, today);
  const problem =
    !from || !to
      ? ' '
      : from > to
        ? t('console.reports.rangeInvalid')
        : addDays(from, REPORT_MAX_DAYS - 1) < to
          ? t('console.reports.rangeTooLong', { days: REPORT_MAX_DAYS })
          : '';
  const range: ReportRange = { from, to, group };
  const report = useQuery({
    queryKey: reportKey(sid, range),
    queryFn: ({ signal }) => getReport(sid, range, signal),
    enabled: !problem,
    retry: false,
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('console.nav.reports'), store?.name, t('console.title'));

  const failure = report.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.reports.heading', { store: store?.name ?? sid })}
      />
      <section className="card mb-4 flex flex-wrap items-end gap-3" aria-label={t('console.reports.range')}>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm">{t('console.reports.range')}</legend>
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={preset === p}
              className={`rounded-full px-3 py-1.5 font-semibold ${preset === p ? 'bg-brand-dark text-white' : 'text-gray-800 ring-1 ring-gray-300'}`}
              onClick={() => {
                if (p === 'custom') setCustom({ from, to });
                setPreset(p);
              }}
            >
              {t(`console.reports.presets.${p}`)}
            </button>
          ))}
        </fieldset>
        {preset === 'custom' && (
          <>
            <label className="flex flex-col text-sm">
              {t('console.reports.from')}
              <input
                type="date"
                className="rounded border border-gray-300 bg-white px-2 py-1"
                value={custom.from}
                max={today}
                onChange={(e) => setCustom({ ...custom, from: e.currentTarget.value })}
              />
            </label>
            <label className="flex flex-col text-sm">
              {t('console.reports.to')}
              <input
                type="date"
                className="rounded border border-gray-300 bg-white px-2 py-1"
                value={custom.to}
                max={today}
                onChange={(e) => setCustom({ ...custom, to: e.currentTarget.value })}
              />
            </label>
          </>
        )}
        <label className="flex flex-col text-sm">
          {t('console.reports.group')}
          <select
            className="rounded border border-gray-300 bg-white px-2 py-1.5"
            value={group}
            onChange={(e) => setGroup(e.currentTarget.value as ReportGroup)}
          >
            {REPORT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`console.reports.groups.${g}`)}
              </option>
            ))}
          </select>
        </label>
        {problem ? (
          <button type="button" className="btn-primary" disabled>
            {t('console.reports.download')}
          </button>
        ) : (
          <a className="btn-primary" href={reportCsvUrl(sid, range)} download>
            {t('console.reports.download')}
          </a>
        )}
        <p className="w-full text-sm text-gray-700" data-testid="reports-range">
          {formatDate(from)} – {formatDate(to)}
        </p>
        {problem.trim() && (
          <p role="alert" className="w-full text-sm text-red-800">
            {problem}
          </p>
        )}
      </section>
      {failure && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(failure).message}
        </p>
      )}
      {report.isPending && !problem && <p className="text-gray-700">{t('console.reports.loading')}</p>}
      {report.data && <Report r={report.data} />}
    </main>
  );
}
