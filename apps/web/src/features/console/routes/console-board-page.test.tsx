/**
 * Refusals on the console's board (DESIGN.md "every console call checks the staff member's store first"): staff
 * who open another store's board read the API's 403 message under the header, whose tabs and 登出 stay; an
 * online-ordering switch the API refuses says why instead of nothing.
 */
import { CONSOLE_ROUTES, consoleApiPaths, consolePaths } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import { type Answer, NOT_YOUR_STORE, STORE, stubConsoleApi } from '../../../test/console-factories';
import { ConsoleBoardPage } from './console-board-page';

beforeAll(() => loadStrings('console'));
afterEach(() => vi.unstubAllGlobals());

/** 王店長 (owner of 茶館) on the board of `sid`, over an API of `routes`. */
function renderBoard(sid: string, routes: Record<string, () => Answer>) {
  stubConsoleApi(routes);
  const router = createMemoryRouter(
    [
      { path: CONSOLE_ROUTES.orders, element: <ConsoleBoardPage /> },
      { path: CONSOLE_ROUTES.login, element: <p>登入</p> },
    ],
    { initialEntries: [consolePaths.orders(sid)] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('console refusals', () => {
  it('shows another store’s board refused in the API’s words, with the header kept', async () => {
    renderBoard('other-store', { [`GET ${consoleApiPaths.board('other-store')}`]: () => NOT_YOUR_STORE });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('您沒有這家店的後台權限，請以這家店的帳號登入');
    expect(screen.getByRole('button', { name: '登出' })).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('says why the online-ordering switch was refused', async () => {
    const refused = {
      status: 403,
      body: { status: 403, message: '只有店家負責人可以變更這項設定', code: 'forbidden' },
    };
    // The board's live feed (EventSource, which jsdom lacks) is not part of this test.
    vi.stubGlobal(
      'EventSource',
      class {
        close() {}
      },
    );
    const user = renderBoard(STORE, {
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({
        status: 200,
        body: { orders: [], last_event_id: 0 },
      }),
      [`PUT ${consoleApiPaths.canOrder(STORE)}`]: () => refused,
    });

    await user.click(await screen.findByRole('checkbox', { name: '線上點餐：開放中' }));
    expect((await screen.findByRole('alert')).textContent).toBe('只有店家負責人可以變更這項設定');
  });
});
