import {
  addWithDefaults,
  CONSOLE_SCREEN,
  DEMO_OWNER_50LAN,
  expect,
  menuCard,
  placeCashOrders,
  restoreStock,
  test,
  uniqueMobile,
} from '../fixtures';

/**
 * Store console: a diner orders 外帶 in cash at 50嵐 信義店 on a phone; the store's board
 * (1280×800, the demo owner of 50嵐) shows it live with a chime; staff 接單 with minutes and mark 可取餐; the
 * diner's order page shows 製作中 and then 可取餐 without a reload; staff 完成.
 */
test('a diner orders and the store runs the order from the live board', async ({ page, newPhone, look }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));

  // Not the consolePage fixture: this journey tries the login form itself (a refused password, then the
  // right one in the same form), and the chime counter below must be in place before the board first loads.
  const { page: board } = await newPhone(CONSOLE_SCREEN);
  board.on('pageerror', (e) => pageErrors.push(e));
  // Counts the board's chimes (Web Audio oscillators started).
  await board.addInitScript(() => {
    const w = window as unknown as { __chimes: number };
    w.__chimes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.__chimes++;
      return start.apply(this, args);
    };
  });

  await test.step('console login: 帳號 and 密碼, then the board', async () => {
    await board.goto('/console/login');
    await expect(board.getByRole('heading', { name: '店家後台登入' })).toBeVisible();
    await board.getByLabel('帳號').fill(DEMO_OWNER_50LAN.account);
    await board.getByLabel('密碼').fill('wrong-password');
    await board.getByRole('button', { name: '登入' }).click();
    await expect(board.getByRole('alert')).toHaveText('帳號或密碼錯誤');
    await board.getByLabel('密碼').fill(DEMO_OWNER_50LAN.password);
    await board.getByRole('button', { name: '登入' }).click();
    await expect(board).toHaveURL(new RegExp(`/console/${DEMO_OWNER_50LAN.home}/orders$`));
    await expect(board.getByRole('heading', { name: '新訂單' })).toBeVisible();
    await expect(board.getByRole('status').filter({ hasText: '即時更新中' })).toBeVisible();
    await look(board, '91-console-board-empty');
  });

  let number = '';
  await test.step('the diner orders 外帶 in cash', async () => {
    await page.goto('/stores/50lan-xinyi/menu');
    await addWithDefaults(page, '珍珠奶茶');
    await page.getByRole('link', { name: /^購物車/ }).click();
    await page.getByRole('radio', { name: /盡快取餐/ }).check();
    await page.getByLabel('姓名').fill('陳小華');
    // A phone of its own: one phone holds at most 5 open cash orders at a store (the API's open-order cap),
    // and other journeys order at this store too.
    await page.getByLabel('手機', { exact: true }).fill(uniqueMobile(91));
    await page.getByRole('radio', { name: '現金' }).check();
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    number = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
    expect(number).toMatch(/^\d{3}$/);
    await expect(page.getByTestId('order-progress')).toHaveText('等待店家接單');
    // 盡快: changeable until the store accepts it, not for the minute a time limit would leave.
    await expect(page.getByRole('link', { name: '修改訂單' })).toBeVisible();
    await expect(page.getByText('店家接單前可修改')).toBeVisible();
    await look(page, '91-diner-asap-editable');
  });

  const card = board
    .getByTestId('board-card')
    .filter({ has: board.getByRole('heading', { name: `#${number}` }) });
  await test.step('the board shows it live in 新訂單 with a chime', async () => {
    await expect(board.getByTestId('column-new').getByRole('heading', { name: `#${number}` })).toBeVisible({
      timeout: 2000,
    });
    await expect(card).toContainText('珍珠奶茶');
    await expect(card).toContainText('現金');
    await expect(card).toContainText('外帶');
    expect(await board.evaluate(() => (window as unknown as { __chimes: number }).__chimes)).toBeGreaterThan(
      0,
    );
    await look(board, '91-console-board-new-order');
  });

  await test.step('接單 with 12 minutes: the diner sees 製作中 without a reload', async () => {
    await card.getByLabel('預估分鐘').fill('12');
    await card.getByRole('button', { name: '接單' }).click();
    await expect(
      board.getByTestId('column-preparing').getByRole('heading', { name: `#${number}` }),
    ).toBeVisible();
    await expect(page.getByTestId('order-progress')).toContainText('製作中，預計 12 分鐘', { timeout: 1500 });
    // Accepted: the kitchen has started, 修改訂單 is gone without a reload.
    await expect(page.getByRole('link', { name: '修改訂單' })).toHaveCount(0);
    await look(page, '91-diner-preparing');
  });

  await test.step('可取餐: the diner sees 可取餐', async () => {
    await card.getByRole('button', { name: '可取餐' }).click();
    await expect(
      board.getByTestId('column-ready').getByRole('heading', { name: `#${number}` }),
    ).toBeVisible();
    await expect(page.getByTestId('order-progress')).toContainText('可取餐', { timeout: 1500 });
    await look(page, '91-diner-ready');
    await look(board, '91-console-board-ready');
  });

  await test.step('完成: the order moves to 已完成', async () => {
    await card.getByRole('button', { name: '完成' }).click();
    await expect(
      board.getByTestId('column-completed').getByRole('heading', { name: `#${number}` }),
    ).toBeVisible();
    await expect(page.getByTestId('order-progress')).toContainText('已完成', { timeout: 1500 });
  });

  await test.step("品項供應: 珍珠奶茶 sold out reaches the diner's open menu; back on again", async () => {
    await board.getByRole('link', { name: '品項供應' }).click();
    await expect(board).toHaveURL(/\/console\/50lan-xinyi\/menu$/);
    const toggle = board.getByRole('checkbox', { name: '珍珠奶茶 供應中', exact: true });
    await expect(toggle).toBeChecked();
    // The diner has the menu open before the store sells 珍珠奶茶 out.
    await page.goto('/stores/50lan-xinyi/menu');
    await expect(await menuCard(page, '珍珠奶茶')).toBeEnabled();
    try {
      // A click, then a wait for the switch to move: it is the store's state, and moves once React has it
      // (Playwright's uncheck() wants the flip at once, which a busy machine does not give).
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await look(board, '91-console-menu-sold-out');
      // The open menu learns it without a reload: it reads the sold-out items again every 30 s while in front.
      await expect(await menuCard(page, '珍珠奶茶')).toBeDisabled({ timeout: 40_000 });
      await toggle.click();
      await expect(toggle).toBeChecked();
      await page.reload();
      await expect(await menuCard(page, '珍珠奶茶')).toBeEnabled();
    } finally {
      // Back on sale even if a step failed: every later journey orders 珍珠奶茶 here.
      await restoreStock(board, DEMO_OWNER_50LAN.home);
    }
  });
  expect(pageErrors).toEqual([]);
});

test('on a counter tablet (768×1024) the board shows one column at a time under a bar that stays', async ({
  consolePage: board,
  baseURL,
  look,
}) => {
  await board.setViewportSize({ width: 768, height: 1024 });
  const sid = DEMO_OWNER_50LAN.home;
  // Enough orders for the list to scroll under the bar.
  const placed = await placeCashOrders(baseURL!, sid, 5);
  const first = placed[0]!;
  const bar = board.getByRole('navigation', { name: '看板欄位' });
  const card = board
    .getByTestId('board-card')
    .filter({ has: board.getByRole('heading', { name: `#${first.number}` }) });
  try {
    await test.step('新訂單 first, two cards a row; the other columns are behind the bar', async () => {
      await board.reload();
      await expect(bar.getByRole('button', { name: /^新訂單/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(card).toBeVisible();
      await expect(board.getByTestId('column-preparing')).toBeHidden();
      await look(board, '91-console-tablet-new');
      await board.mouse.move(400, 700);
      await board.mouse.wheel(0, 3000);
      await expect(bar).toBeInViewport();
    });

    await test.step('接單: 製作中 shows it behind its tab', async () => {
      await card.getByRole('button', { name: '接單' }).click();
      await bar.getByRole('button', { name: /^製作中/ }).click();
      await expect(
        board.getByTestId('column-preparing').getByRole('heading', { name: `#${first.number}` }),
      ).toBeVisible();
      await look(board, '91-console-tablet-preparing');
    });
  } finally {
    // The journeys share one store: the orders placed here are completed through the console API.
    for (const order of placed) {
      await board.request.post(`/api/console/stores/${sid}/orders/${order.id}/complete`, {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
    }
  }
});
