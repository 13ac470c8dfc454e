/**
 * Orders no one accepts (docs/features.md store console): a new order waiting longer than the store's
 * unaccepted_orders.alert_minutes turns red on the board with the words 逾時未接單 (not colour alone) and chimes
 * once more; a fresh order and an accepted one stay as they are.
 */
import { CONSOLE_ROUTES, consoleApiPaths, consolePaths } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import {
  type Answer,
  board,
  boardColumn,
  consoleOrder,
  STORE,
  stubConsoleApi,
} from '../../../test/console-factories';
import { playChime } from '../hooks/use-board-events';
import { ConsoleBoardPage } from './console-board-page';

vi.mock('../hooks/use-board-events', async (original) => ({
  ...(await original<typeof import('../hooks/use-board-events')>()),
  playChime: vi.fn(),
}));

beforeAll(() => loadStrings('console'));
beforeEach(() =>
  vi.stubGlobal(
    'EventSource',
    class {
      onmessage = null;
      close() {}
    },
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(playChime).mockClear();
});

const MIN = 60;
/** Epoch seconds `minutes` ago. */
const ago = (minutes: number) => Math.floor(Date.now() / 1000) - minutes * MIN;

function renderBoard(routes: Record<string, () => Answer>) {
  stubConsoleApi(routes);
  const router = createMemoryRouter([{ path: CONSOLE_ROUTES.orders, element: <ConsoleBoardPage /> }], {
    initialEntries: [consolePaths.orders(STORE)],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const cardOf = (number: string) =>
  screen.getAllByTestId('board-card').find((c) => within(c).queryByRole('heading', { name: number }))!;

describe('逾時未接單 on the board', () => {
  it('marks a new order waiting past the default 5 minutes red with the words, and chimes once', async () => {
    renderBoard({
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({
        status: 200,
        body: board({
          new: boardColumn([
            consoleOrder(12, { created_at: ago(1) }),
            consoleOrder(11, { created_at: ago(6) }),
          ]),
          preparing: boardColumn([
            consoleOrder(10, { stage: 'preparing', created_at: ago(30), accepted_at: ago(29) }),
          ]),
        }),
      }),
    });

    await screen.findByRole('heading', { name: '新訂單 (2)' });
    const late = cardOf('#011');
    expect(within(late).getByTestId('board-overdue').textContent).toContain('逾時未接單');
    expect(late.getAttribute('aria-label')).toBe('#011 逾時未接單');
    expect(late.className).toContain('bg-red-50');
    expect(within(cardOf('#012')).queryByText(/逾時未接單/)).toBeNull();
    expect(within(cardOf('#010')).queryByText(/逾時未接單/)).toBeNull();
    await vi.waitFor(() => expect(playChime).toHaveBeenCalledTimes(1));
  });

  it('follows the minutes the store set', async () => {
    renderBoard({
      [`GET ${consoleApiPaths.settings(STORE)}`]: () => ({
        status: 200,
        body: { unaccepted_orders: { auto_cancel: true, alert_minutes: 10 } },
      }),
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({
        status: 200,
        body: board({
          new: boardColumn([
            consoleOrder(21, { created_at: ago(6) }),
            consoleOrder(20, { created_at: ago(11) }),
          ]),
        }),
      }),
    });

    await screen.findByRole('heading', { name: '新訂單 (2)' });
    await vi.waitFor(() => expect(within(cardOf('#021')).queryByText(/逾時未接單/)).toBeNull());
    expect(within(cardOf('#020')).getByTestId('board-overdue').textContent).toContain('已等候超過 10 分鐘');
  });
});

describe('預約 orders reaching the board', () => {
  it('links 預約 with its count, and reads the board again with a chime once the soonest is due', async () => {
    let reads = 0;
    // Placed half an hour ago for 58 minutes from now: with the default 60-minute lead it joined the live
    // queue 2 minutes ago.
    const soon = consoleOrder(31, { created_at: ago(30), target_time: ago(-58), is_asap: false });
    renderBoard({
      [`GET ${consoleApiPaths.board(STORE)}`]: () => {
        reads++;
        return {
          status: 200,
          body: reads === 1 ? board({ scheduled: boardColumn([soon]) }) : board({ new: boardColumn([soon]) }),
        };
      },
    });

    await vi.waitFor(() => expect(reads).toBe(2));
    await screen.findByRole('heading', { name: '新訂單 (1)' });
    expect(playChime).toHaveBeenCalledTimes(1);
    // Waiting counts from when it left 預約 (2 minutes), not from when it was placed (30): not yet 逾時.
    expect(within(cardOf('#031')).queryByText(/逾時未接單/)).toBeNull();
  });

  it('shows no link while nothing waits, and the count when orders do', async () => {
    renderBoard({
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({
        status: 200,
        body: board({
          scheduled: boardColumn([consoleOrder(41, { target_time: ago(-24 * 60), is_asap: false })]),
        }),
      }),
    });
    const link = await screen.findByTestId('scheduled-link');
    expect(link.textContent).toContain('預約 1 筆');
    expect(link.getAttribute('href')).toBe(`/console/${STORE}/scheduled`);
  });
});
