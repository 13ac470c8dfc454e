/**
 * 報表 (docs/features.md "Reports"): the page asks for 本月 by day at first and shows the totals in TWD with
 * thousands separators and the tables; a preset asks for its own range (本週 from Monday), the group for its own
 * series; 下載 CSV links to the same range; a reversed custom range is refused on the page, without a request.
 */
import { REPORT_ROUTES, type ReportResponse, reportPaths } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import { STORE, stubConsoleApi } from '../../../test/console-factories';
import { ConsoleReportsPage } from './console-reports-page';

// The canvas chart is Chart.js's (jsdom has no canvas): a list of its bars stands in.
vi.mock('../components/report-chart', () => ({
  default: ({ label, labels, values }: { label: string; labels: string[]; values: number[] }) => (
    <ul aria-label={label}>
      {labels.map((l, i) => (
        <li key={l}>{`${l}: ${values[i]}`}</li>
      ))}
    </ul>
  ),
}));

beforeAll(() => loadStrings('console'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Tuesday 2026-11-24, 10:00 in Taipei.
const NOW = Date.UTC(2026, 10, 24, 2, 0);

function report(from: string, to: string, group: ReportResponse['group']): ReportResponse {
  return {
    from,
    to,
    group,
    totals: { orders: 1234, revenue: 123456, average: 100 },
    series: [
      { start: from, orders: 1000, revenue: 100000 },
      { start: to, orders: 234, revenue: 23456 },
    ],
    by_hour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 12 ? 1234 : 0, revenue: 0 })),
    by_item: [{ name: '珍珠奶茶', quantity: 2000, revenue: 100000 }],
    by_option: [{ group_name: '甜度', name: '半糖', quantity: 1500 }],
    by_order_type: [{ order_type: 0, name: '外帶', orders: 1234, revenue: 123456 }],
    by_payment: [{ payment_type: 0, name: '現金', orders: 1234, revenue: 123456 }],
    refunds: { count: 2, amount: 150 },
    discounts: { count: 0, amount: 0 },
  };
}

function renderReports() {
  const asked: string[] = [];
  const route = (from: string, to: string, group: ReportResponse['group']) => ({
    [`GET ${reportPaths.api(STORE, { from, to, group })}`]: () => {
      asked.push(`${from} ${to} ${group}`);
      return { status: 200, body: report(from, to, group) };
    },
  });
  stubConsoleApi({
    ...route('2026-11-01', '2026-11-24', 'day'),
    ...route('2026-11-23', '2026-11-24', 'day'),
    ...route('2026-11-23', '2026-11-24', 'week'),
  });
  const router = createMemoryRouter([{ path: REPORT_ROUTES.reports, element: <ConsoleReportsPage /> }], {
    initialEntries: [reportPaths.page(STORE)],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return asked;
}

describe('報表', () => {
  it('shows 本月 by day, then 本週 from Monday and by week; the CSV link follows', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const asked = renderReports();
    expect(await screen.findByTestId('reports-revenue')).toHaveProperty('textContent', '$123,456');
    expect(screen.getByTestId('reports-orders').textContent).toBe('1,234');
    expect(screen.getByTestId('reports-average').textContent).toBe('$100');
    expect(within(screen.getByTestId('reports-by-item')).getByText('$100,000')).toBeTruthy();
    expect(within(screen.getByTestId('reports-refunds')).getByText('$150')).toBeTruthy();
    expect(await screen.findByRole('list', { name: '依日營業額長條圖' })).toBeTruthy();
    expect(asked).toEqual(['2026-11-01 2026-11-24 day']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '本週' }));
    await user.selectOptions(screen.getByLabelText('分組'), 'week');
    expect(await screen.findByText('2026/11/23 – 2026/11/24')).toBeTruthy();
    await vi.waitFor(() => expect(asked).toContain('2026-11-23 2026-11-24 week'));
    expect(screen.getByRole('link', { name: '下載 CSV' }).getAttribute('href')).toBe(
      reportPaths.csv(STORE, { from: '2026-11-23', to: '2026-11-24', group: 'week' }),
    );
  });

  it('refuses a reversed custom range on the page, asking nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const asked = renderReports();
    await screen.findByTestId('reports-revenue');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '自訂' }));
    const from = screen.getByLabelText('開始日期');
    await user.clear(from);
    await user.type(from, '2026-11-24');
    const to = screen.getByLabelText('結束日期');
    await user.clear(to);
    await user.type(to, '2026-11-20');
    expect((await screen.findByRole('alert')).textContent).toBe('開始日期不可晚於結束日期');
    expect(screen.getByRole('button', { name: '下載 CSV' })).toHaveProperty('disabled', true);
    expect(asked).toEqual(['2026-11-01 2026-11-24 day']);
  });
});
