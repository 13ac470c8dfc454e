import { startAppServer } from '../app-server';
import { CONSOLE_SCREEN, DEMO_OWNER_50LAN, expect, logInToConsole, placeCashOrders, test } from '../fixtures';

/**
 * Nothing is hidden from the store (docs/features.md, Store console): 520 orders are open at 50嵐 信義店 (more
 * than the 500 the board once listed, oldest first), and the board at 1280×800 still shows the true count of
 * 新訂單 and a new order live at its top, after a reload too; 載入更多 reads the next page. Its own app server
 * (the journeys' one limits orders per client address): without order rate limits, so 520 orders are placed
 * in seconds.
 */
test('a new order tops the board of a store with 520 open orders', async ({ newPhone, look }) => {
  const limit = process.env.ORDER_RATE_LIMIT;
  process.env.ORDER_RATE_LIMIT = '0';
  const server = await startAppServer().finally(() => {
    if (limit === undefined) delete process.env.ORDER_RATE_LIMIT;
    else process.env.ORDER_RATE_LIMIT = limit;
  });
  try {
    const sid = DEMO_OWNER_50LAN.home;
    await test.step('a rush: 520 orders nobody has accepted yet', async () => {
      expect(await placeCashOrders(server.baseUrl, sid, 520)).toHaveLength(520);
    });

    const { page: board } = await newPhone({ ...CONSOLE_SCREEN, baseURL: server.baseUrl });
    const pageErrors: Error[] = [];
    board.on('pageerror', (e) => pageErrors.push(e));
    const newColumn = board.getByTestId('column-new');
    const cardNumbers = () => newColumn.getByTestId('board-card').getByRole('heading', { level: 3 });

    await test.step('the board shows the true count and the first page', async () => {
      await logInToConsole(board);
      await expect(board.getByRole('heading', { name: '新訂單 (520)' })).toBeVisible();
      await expect(cardNumbers()).toHaveCount(20);
      await expect(board.getByRole('status').filter({ hasText: '即時更新中' })).toBeVisible();
    });

    let newest = '';
    await test.step('one more order arrives live at the top of 新訂單', async () => {
      const [latest] = await placeCashOrders(server.baseUrl, sid, 1);
      newest = latest!.number;
      await expect(board.getByRole('heading', { name: '新訂單 (521)' })).toBeVisible();
      await expect(cardNumbers().first()).toHaveText(`#${newest}`);
    });

    await test.step('after a reload too, and 載入更多 reads the next page', async () => {
      const started = Date.now();
      await board.reload();
      await expect(board.getByRole('heading', { name: '新訂單 (521)' })).toBeVisible();
      await expect(cardNumbers()).toHaveCount(20);
      // Rough first render at 521 open orders (reload to the first page's cards), for the record.
      console.log(`99 board first render at 521 open orders: ${Date.now() - started} ms`);
      await expect(cardNumbers().first()).toHaveText(`#${newest}`);
      await look(board, '99-board-rush');
      await newColumn.getByRole('button', { name: '載入更多（還有 501 筆）' }).click();
      await expect(cardNumbers()).toHaveCount(40);
      await expect(newColumn.getByRole('button', { name: '載入更多（還有 481 筆）' })).toBeVisible();
    });
    expect(pageErrors).toEqual([]);
  } finally {
    await server.stop();
  }
});
