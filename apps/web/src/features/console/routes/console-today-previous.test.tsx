/**
 * 前日未完成 on 今日營業 (docs/features.md "The store's day"): the card lists the orders left open from a past
 * day with the true count, 全部完成 settles them at once and says how many, 全部取消 asks first (saying paid
 * orders are refunded) and sends nothing when the staff member keeps them; without such orders there is no card.
 */
import {
  PaymentStatus,
  PaymentType,
  STORE_DAY_ROUTES,
  type StoreDayResponse,
  storeDayApiPaths,
  storeDayPaths,
} from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import { type Answer, consoleOrder, STORE, stubConsoleApi } from '../../../test/console-factories';
import { ConsoleTodayPage } from './console-today-page';

beforeAll(() => loadStrings('console'));
afterEach(() => vi.unstubAllGlobals());

function day(previous: StoreDayResponse['previous_open']): StoreDayResponse {
  return {
    business_date: '2026-11-24',
    order_count: 0,
    revenue: 0,
    by_payment: [],
    cancelled_count: 0,
    unpaid_online_count: 0,
    average_prep_minutes: null,
    prep_sample: 0,
    previous_open: previous,
  };
}

const OLD = [
  consoleOrder(1),
  consoleOrder(2, { stage: 'ready', status: 2 }),
  consoleOrder(3, { payment_type: PaymentType.LINE_PAY, payment_status: PaymentStatus.PAID_FULL }),
];

function renderToday(routes: Record<string, (body: unknown) => Answer>) {
  stubConsoleApi(routes);
  const router = createMemoryRouter([{ path: STORE_DAY_ROUTES.today, element: <ConsoleTodayPage /> }], {
    initialEntries: [storeDayPaths.today(STORE)],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('前日未完成 on 今日營業', () => {
  it('lists the orders with the true count; 全部完成 settles them all and says how many', async () => {
    let open = true;
    const sent: unknown[] = [];
    renderToday({
      [`GET ${storeDayApiPaths.today(STORE)}`]: () => ({
        status: 200,
        body: day(open ? { count: 60, orders: OLD } : { count: 0, orders: [] }),
      }),
      [`POST ${storeDayApiPaths.previousOpen(STORE)}`]: (body) => {
        sent.push(body);
        open = false;
        return { status: 200, body: { completed: 60, failed: 0 } };
      },
    });

    const card = await screen.findByRole('region', { name: '前日未完成（60 筆）' });
    expect(within(card).getAllByRole('row')).toHaveLength(1 + OLD.length);
    expect(within(card).getByRole('link', { name: '#001' })).toBeTruthy();
    expect(within(card).getByText('可取餐')).toBeTruthy();
    expect(within(card).getByText(/共 60 筆/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: '全部完成' }));
    expect((await screen.findByRole('status')).textContent).toBe('已完成 60 筆前日未完成的訂單。');
    expect(sent).toEqual([{ action: 'complete' }]);
    // Read again: nothing left, no card.
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /前日未完成/ })).toBeNull());
  });

  it('全部取消 asks first, warns of refunds, and sends nothing when kept', async () => {
    const sent: unknown[] = [];
    renderToday({
      [`GET ${storeDayApiPaths.today(STORE)}`]: () => ({ status: 200, body: day({ count: 3, orders: OLD }) }),
      [`POST ${storeDayApiPaths.previousOpen(STORE)}`]: (body) => {
        sent.push(body);
        return { status: 200, body: { cancelled: 3, failed: 0 } };
      },
    });
    const card = await screen.findByRole('region', { name: '前日未完成（3 筆）' });
    await userEvent.click(within(card).getByRole('button', { name: '全部取消' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('全額退款');
    expect(dialog.textContent).toContain('1 筆已付款');
    await userEvent.click(within(dialog).getByRole('button', { name: '不要取消' }));
    expect(sent).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: '全部取消' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '全部取消' }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('已取消 3 筆');
    expect(sent).toEqual([{ action: 'cancel' }]);
  });

  it('shows no card without such orders', async () => {
    renderToday({
      [`GET ${storeDayApiPaths.today(STORE)}`]: () => ({ status: 200, body: day({ count: 0, orders: [] }) }),
    });
    await screen.findByTestId('today-orders');
    expect(screen.queryByTestId('previous-open')).toBeNull();
  });
});
