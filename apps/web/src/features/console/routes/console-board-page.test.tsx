/**
 * Refusals on the console's board (DESIGN.md "every console call checks the staff member's store first"): staff
 * who open another store's board read the API's 403 message under the header, whose tabs, store switcher and
 * 登出 stay; an online-ordering switch the API refuses says why instead of nothing. And a board with many open
 * orders: true counts, 載入更多, and a live order at the top with the loaded pages kept whole. 搜尋訂單 replaces the
 * columns with the orders found (their actions working), the order-type chips and 已取消 stay in the URL.
 */
import { CONSOLE_API_ROUTES, CONSOLE_ROUTES, consoleApiPaths, consolePaths } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import {
  type Answer,
  board,
  boardColumn,
  consoleOrder,
  NOT_YOUR_STORE,
  STORE,
  staffMe,
  stubConsoleApi,
} from '../../../test/console-factories';
import { ConsoleBoardPage } from './console-board-page';

beforeAll(() => loadStrings('console'));
/** The board's live feed (EventSource, which jsdom lacks): the last one opened, to send it events. */
let feed: { onmessage: ((m: { data: string }) => void) | null } | undefined;
beforeEach(() =>
  vi.stubGlobal(
    'EventSource',
    class {
      onmessage: ((m: { data: string }) => void) | null = null;
      constructor() {
        feed = this;
      }
      close() {}
    },
  ),
);
afterEach(() => vi.unstubAllGlobals());

/** The router of the board last rendered (its location keeps the board's search params). */
let router: ReturnType<typeof createMemoryRouter>;

/** 王店長 (owner of 茶館) on the board of `sid` (at `search`, e.g. ?type=2), over an API of `routes`. */
function renderBoard(sid: string, routes: Record<string, (body: unknown) => Answer>, search = '') {
  stubConsoleApi(routes);
  router = createMemoryRouter(
    [
      { path: CONSOLE_ROUTES.orders, element: <ConsoleBoardPage /> },
      { path: CONSOLE_ROUTES.login, element: <p>登入</p> },
    ],
    { initialEntries: [`${consolePaths.orders(sid)}${search}`] },
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

  it('offers each of the staff member’s stores from a store that is not theirs', async () => {
    const me = staffMe({
      stores: [
        { identifier: STORE, name: '茶館', brand_name: '茶館', role: 'owner', can_order: true },
        { identifier: 'tea-house-2', name: '茶館二店', brand_name: '茶館', role: 'staff', can_order: true },
      ],
    });
    const user = renderBoard('other-store', {
      [`GET ${CONSOLE_API_ROUTES.me}`]: () => ({ status: 200, body: me }),
      [`GET ${consoleApiPaths.board('other-store')}`]: () => NOT_YOUR_STORE,
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({
        status: 200,
        body: board(),
      }),
    });
    const switcher = await screen.findByRole('combobox', { name: '切換店家' });
    expect((switcher as HTMLSelectElement).value).toBe('');
    await user.selectOptions(switcher, '茶館');
    await screen.findByRole('heading', { name: '茶館 訂單' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the online-ordering switch was refused', async () => {
    const refused = {
      status: 403,
      body: { status: 403, message: '只有店家負責人可以變更這項設定', code: 'forbidden' },
    };
    const user = renderBoard(STORE, {
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({
        status: 200,
        body: board(),
      }),
      [`PUT ${consoleApiPaths.canOrder(STORE)}`]: () => refused,
    });

    await user.click(await screen.findByRole('checkbox', { name: '線上點餐：開放中' }));
    // Pausing asks first.
    const dialog = await screen.findByRole('alertdialog', { name: '要暫停線上點餐嗎？' });
    await user.click(within(dialog).getByRole('button', { name: '暫停線上點餐' }));
    expect((await screen.findByRole('alert')).textContent).toBe('只有店家負責人可以變更這項設定');
  });
});

describe('a board with many open orders', () => {
  it('shows each column’s true count and loads the next page on 載入更多', async () => {
    // 1,502 new orders: the board's first page holds #1502…#1483, the next page #1482…#1463.
    const page = (from: number) => Array.from({ length: 20 }, (_, i) => consoleOrder(from - i));
    const firstPage = page(1502);
    const user = renderBoard(STORE, {
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({
        status: 200,
        body: board({
          new: boardColumn(firstPage, { count: 1502, next_after: firstPage[19]!.id }),
          preparing: boardColumn([consoleOrder(7, { stage: 'preparing', accepted_at: 1_795_000_000 })]),
        }),
      }),
      [`GET ${consoleApiPaths.boardColumn(STORE, 'new')}?after=${firstPage[19]!.id}`]: () => ({
        status: 200,
        body: boardColumn(page(1482), { count: 1502, next_after: consoleOrder(1463).id }),
      }),
    });

    await screen.findByRole('heading', { name: '新訂單 (1,502)' });
    const column = screen.getByTestId('column-new');
    const numbers = () =>
      within(column)
        .getAllByTestId('board-card')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(screen.getByRole('heading', { name: '製作中 (1)' })).toBeTruthy();
    expect(numbers()).toHaveLength(20);
    expect(numbers()[0]).toBe('#1502');

    await user.click(within(column).getByRole('button', { name: '載入更多（還有 1,482 筆）' }));
    await within(column).findByRole('button', { name: '載入更多（還有 1,462 筆）' });
    expect(numbers()).toHaveLength(40);
    expect(numbers().slice(19, 21)).toEqual(['#1483', '#1482']);
  });
});

describe('a live order on a board with loaded pages', () => {
  it('arrives at the top of 新訂單 and the loaded pages stay whole', async () => {
    // 60 new orders (#60 newest); after 載入更多 the column shows #60…#21. Then #61 arrives.
    const run = (from: number, n: number) => Array.from({ length: n }, (_, i) => consoleOrder(from - i));
    let newest = 60;
    const after = (id: string) => `GET ${consoleApiPaths.boardColumn(STORE, 'new')}?after=${id}`;
    const routes: Record<string, () => Answer> = {
      [`GET ${consoleApiPaths.board(STORE)}`]: () => {
        const first = run(newest, 20);
        return {
          status: 200,
          body: board({ new: boardColumn(first, { count: newest, next_after: first[19]!.id }) }),
        };
      },
      [`GET ${consoleApiPaths.boardColumn(STORE, 'new')}`]: () => {
        const first = run(newest, 20);
        return { status: 200, body: boardColumn(first, { count: newest, next_after: first[19]!.id }) };
      },
      // Page 2 after whichever order ended page 1.
      [after(consoleOrder(41).id)]: () => ({
        status: 200,
        body: boardColumn(run(40, 20), { count: newest, next_after: consoleOrder(21).id }),
      }),
      [after(consoleOrder(42).id)]: () => ({
        status: 200,
        body: boardColumn(run(41, 20), { count: newest, next_after: consoleOrder(22).id }),
      }),
    };
    const user = renderBoard(STORE, routes);
    await screen.findByRole('heading', { name: '新訂單 (60)' });
    const column = screen.getByTestId('column-new');
    const numbers = () =>
      within(column)
        .getAllByTestId('board-card')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    await user.click(within(column).getByRole('button', { name: '載入更多（還有 40 筆）' }));
    await within(column).findByRole('button', { name: '載入更多（還有 20 筆）' });
    expect(numbers().at(-1)).toBe('#021');

    newest = 61;
    feed!.onmessage!({
      data: JSON.stringify({
        id: 1,
        order_id: consoleOrder(61).id,
        kind: 'created',
        status: 1,
        accepted_at: null,
        estimate_minutes: null,
      }),
    });
    await screen.findByRole('heading', { name: '新訂單 (61)' });
    await vi.waitFor(() => expect(numbers()[0]).toBe('#061'));
    // #041 moved from the end of page 1 to page 2: shown once, nothing skipped.
    await vi.waitFor(() => expect(numbers()).toEqual(run(61, 40).map((o) => `#${o.item_name}`)));
  });
});

describe('finding and filtering orders on the board', () => {
  const numbers = (within_: HTMLElement) =>
    within(within_)
      .getAllByTestId('board-card')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
  const search = (q: string, type = '') =>
    `GET ${consoleApiPaths.orderSearch(STORE)}?q=${encodeURIComponent(q)}${type && `&order_type=${type}`}`;

  it('shows the orders found instead of the columns, acts on them, and clears back to the board', async () => {
    let accepted = false;
    const found = () => consoleOrder(521, accepted ? { stage: 'preparing', accepted_at: 1_795_000_000 } : {});
    const user = renderBoard(STORE, {
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({
        status: 200,
        body: board({ new: boardColumn([consoleOrder(1), consoleOrder(521)]) }),
      }),
      [search('521')]: () => ({
        status: 200,
        body: { orders: [found(), consoleOrder(9, { stage: 'completed', status: 3 })] },
      }),
      [search('無此人')]: () => ({ status: 200, body: { orders: [] } }),
      [`POST ${consoleApiPaths.action(STORE, consoleOrder(521).id, 'accept')}`]: (body) => {
        expect(body).toEqual({ estimate_minutes: 15 });
        accepted = true;
        return { status: 200, body: found() };
      },
    });
    await screen.findByRole('heading', { name: '新訂單 (2)' });
    const box = screen.getByRole('searchbox', { name: '搜尋訂單' });
    expect(box.getAttribute('placeholder')).toBe('單號、電話末碼或姓名');

    await user.type(box, '521');
    await screen.findByRole('heading', { name: '搜尋結果（2 筆）' });
    expect(screen.queryByTestId('column-new')).toBeNull();
    const results = screen.getByTestId('search-results');
    expect(numbers(results)).toEqual(['#521', '#009']);
    expect(
      within(results)
        .getAllByTestId('board-stage')
        .map((b) => b.textContent),
    ).toEqual(['新訂單', '已完成']);
    expect(router.state.location.search).toBe('?q=521');

    // 接單 from a result: the action runs and the result shows the order's new stage.
    await user.click(within(results).getByRole('button', { name: '接單' }));
    await vi.waitFor(() =>
      expect(within(results).getAllByTestId('board-stage')[0]!.textContent).toBe('製作中'),
    );

    await user.clear(box);
    await user.type(box, '無此人');
    await screen.findByText('找不到符合的訂單');

    await user.click(screen.getByRole('button', { name: '清除搜尋' }));
    await screen.findByTestId('column-new');
    expect((box as HTMLInputElement).value).toBe('');
    expect(router.state.location.search).toBe('');
  });

  it('keeps the order-type chip in the URL and reads that type’s board', async () => {
    const user = renderBoard(
      STORE,
      {
        [`GET ${consoleApiPaths.board(STORE)}?order_type=2`]: () => ({
          status: 200,
          body: board({ new: boardColumn([consoleOrder(3, { order_type: 2 })]) }),
        }),
        [`GET ${consoleApiPaths.board(STORE)}?order_type=1`]: () => ({
          status: 200,
          body: board({ new: boardColumn([consoleOrder(4, { order_type: 1 }), consoleOrder(5)]) }),
        }),
        [`GET ${consoleApiPaths.board(STORE)}`]: () => ({ status: 200, body: board() }),
        // The store offers 外帶 and 內用 online (外送 is chosen in the URL, so it stays a chip).
        [`GET ${consoleApiPaths.settings(STORE)}`]: () => ({
          status: 200,
          body: { app_settings: { OrderTypes: [0, 1] } },
        }),
      },
      '?type=2',
    );
    // A reload at ?type=2 shows 外送 chosen and the 外送 board.
    await screen.findByRole('heading', { name: '新訂單 (1)' });
    expect(screen.getByRole('button', { name: '外送' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('false');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: '宅配' })).toBeNull());
    const chips = within(screen.getByRole('group', { name: '訂單類型' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['全部', '外帶', '內用', '外送']);

    await user.click(screen.getByRole('button', { name: '內用' }));
    await screen.findByRole('heading', { name: '新訂單 (2)' });
    expect(router.state.location.search).toBe('?type=1');

    await user.click(screen.getByRole('button', { name: '全部' }));
    await screen.findByRole('heading', { name: '新訂單 (0)' });
    expect(router.state.location.search).toBe('');
  });

  it('opens today’s cancelled orders with their reasons under 已取消', async () => {
    const user = renderBoard(STORE, {
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({
        status: 200,
        body: board({
          new: boardColumn([consoleOrder(1)]),
          cancelled: boardColumn([
            consoleOrder(7, { stage: 'cancelled', status: 4, cancel_reason: '食材用完' }),
            consoleOrder(6, { stage: 'cancelled', status: 4 }),
          ]),
        }),
      }),
    });
    const tab = await screen.findByRole('button', { name: '已取消 (2)' });
    expect(tab.getAttribute('aria-pressed')).toBe('false');
    await user.click(tab);
    const column = await screen.findByTestId('column-cancelled');
    expect(screen.queryByTestId('column-new')).toBeNull();
    expect(screen.getByRole('heading', { name: '已取消 (2)' })).toBeTruthy();
    expect(numbers(column)).toEqual(['#007', '#006']);
    expect(
      within(column)
        .getAllByTestId('board-cancel-reason')
        .map((p) => p.textContent),
    ).toEqual(['已取消：食材用完', '已取消']);
    expect(within(column).queryByRole('button', { name: '取消訂單' })).toBeNull();
    expect(router.state.location.search).toBe('?view=cancelled');

    await user.click(screen.getByRole('button', { name: '已取消 (2)' }));
    await screen.findByTestId('column-new');
  });
});

describe('desktop notifications of new orders', () => {
  /** What the board showed through the Notification API. */
  const shown: { title: string; body?: string }[] = [];
  afterEach(() => vi.restoreAllMocks());

  function stubNotifications() {
    shown.length = 0;
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = vi.fn(async () => {
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      });
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    return FakeNotification;
  }

  const created = (id: number) =>
    feed?.onmessage?.({
      data: JSON.stringify({
        id,
        order_id: `order-${id}`,
        kind: 'created',
        status: 1,
        accepted_at: null,
        estimate_minutes: null,
      }),
    });

  it('asks once after a tap, then shows a new order only while the board is in the background', async () => {
    const api = stubNotifications();
    const user = renderBoard(STORE, {
      [`GET ${consoleApiPaths.board(STORE)}`]: () => ({ status: 200, body: board() }),
    });
    await user.click(await screen.findByRole('button', { name: '開啟桌面通知' }));
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: '開啟桌面通知' })).toBeNull());
    await vi.waitFor(() => expect(feed?.onmessage).toBeTruthy());

    // In front: the chime and the card say it; no notification.
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    created(1);
    expect(shown).toEqual([]);

    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    created(2);
    expect(shown).toEqual([{ title: '茶館 有新訂單', body: '點此回到訂單看板接單' }]);
  });

  it('offers nothing where the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    renderBoard(STORE, { [`GET ${consoleApiPaths.board(STORE)}`]: () => ({ status: 200, body: board() }) });
    await screen.findByRole('heading', { name: /新訂單/ });
    expect(screen.queryByRole('button', { name: '開啟桌面通知' })).toBeNull();
  });
});
