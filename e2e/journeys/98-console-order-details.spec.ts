import { addWithDefaults, expect, menuCard, type Page, test, uniqueMobile } from '../fixtures';

/**
 * Nothing is hidden from the store: what a diner chose shows on the console's board at 1280×800 as on the
 * diner's own page. At 麥味登 五股中興店 a 早餐套餐 with 卡滋雞腿漢堡 (+加蛋) and 冰拿鐵咖啡, a 品項備註, a 提袋
 * and a 統編 with its 公司抬頭, reserved for a later day ($157): under 預約 (not yet on the live board), the
 * card lists the picks as the diner's page does, the 加購, the note, the invoice and the date of the pickup,
 * and 訂單詳細 shows it all. At 50嵐 信義店 a 宅配 order: the card shows the recipient, phone and the full
 * address with its floor, and the 訂單備註; a table for 4 tomorrow waits under 預約 with its date and party.
 */

/** The order number on the completion page. */
async function orderNumber(page: Page): Promise<string> {
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(number).toMatch(/^\d{3,4}$/);
  return number;
}

/** The texts of a list's items, each trimmed. */
async function texts(list: ReturnType<Page['getByTestId']>): Promise<string[]> {
  return (await list.locator('li').allTextContents()).map((s) => s.trim());
}

test.describe('a 早餐套餐 at 麥味登', () => {
  test.use({
    consoleAccount: { account: 'mwd@demo.iding.tw', password: 'demo-owner-1234', home: 'mwd-wugu-zhongxing' },
  });

  test('the set meal with its picks, 加購, 品項備註 and 統編 reaches the board in full', async ({
    newPhone,
    consolePage: board,
    look,
  }) => {
    const STORE = 'mwd-wugu-zhongxing';
    const { page } = await newPhone({ viewport: { width: 390, height: 844 } });
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    board.on('pageerror', (e) => pageErrors.push(e));

    await test.step('the diner: 早餐套餐 with 卡滋雞腿漢堡 加蛋 and 冰拿鐵咖啡, a note, a 提袋 and a 統編', async () => {
      await page.goto(`/stores/${STORE}/menu`);
      await (await menuCard(page, /^早餐套餐.*\$75/)).click();
      const sheet = page.getByRole('dialog', { name: '早餐套餐' });
      await sheet
        .getByRole('radiogroup', { name: '主餐' })
        .getByRole('radio', { name: /^卡滋雞腿漢堡/ })
        .check();
      await sheet.getByRole('checkbox', { name: /^加蛋/ }).check();
      await sheet
        .getByRole('radiogroup', { name: '飲料' })
        .getByRole('radio', { name: /^冰拿鐵咖啡/ })
        .check();
      await sheet.getByLabel('備註').fill('醬料分開');
      await sheet.getByRole('button', { name: /加入購物車/ }).click();
      await expect(sheet).toBeHidden();
      await page.getByRole('link', { name: /^購物車/ }).click();
      await page.getByTestId('custom-items').getByRole('checkbox', { name: /提袋/ }).check();
      await expect(page.getByTestId('cart-total')).toContainText('$157');
      // A later day's first time: the shop opens 06:30–15:30, so the journey runs at any hour.
      await page.getByRole('radio', { name: '預約時間' }).check();
      const dateSelect = page.getByRole('combobox', { name: '日期' });
      await expect(dateSelect.locator('option').nth(1)).toBeAttached();
      const dates = await dateSelect
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      await dateSelect.selectOption(dates[1]!);
      await page.getByLabel('姓名', { exact: true }).fill('陳早餐');
      await page.getByLabel('手機', { exact: true }).fill(uniqueMobile(980));
      const invoice = page.getByRole('radiogroup', { name: '發票' });
      await invoice.getByRole('radio', { name: '公司統編' }).check();
      await page.getByLabel('統一編號', { exact: true }).fill('04595252');
      await page.getByLabel('公司抬頭', { exact: true }).fill('範例股份有限公司');
      await page.getByRole('button', { name: /送出訂單/ }).click();
      await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
      await expect(page.locator('main')).toContainText('公司統編 04595252（範例股份有限公司）');
      await look(page, '98-diner-set-meal-completed');
    });

    const number = await orderNumber(page);
    const dinerPicks = await texts(page.getByTestId('set-meal-picks'));
    expect(dinerPicks).toEqual(['主餐：卡滋雞腿漢堡 +$40（加蛋 +$10）', '飲料：冰拿鐵咖啡 +$30']);

    const card = board
      .getByTestId('board-card')
      .filter({ has: board.getByRole('heading', { name: `#${number}` }) });
    await test.step('預約: the same picks, the note, the 提袋, the 統編 and the pickup date', async () => {
      // For a later day, so not on the live board yet: the board links 預約 with its count.
      await expect(board.getByTestId('scheduled-link')).toContainText(/預約 \d+ 筆/, { timeout: 5000 });
      await expect(board.getByTestId('column-new').getByRole('heading', { name: `#${number}` })).toHaveCount(
        0,
      );
      await board.getByRole('navigation').getByRole('link', { name: '預約', exact: true }).click();
      await expect(board).toHaveURL(/\/console\/mwd-wugu-zhongxing\/scheduled$/);
      await expect(board.getByRole('heading', { name: /^預約訂單 \(\d+\)$/ })).toBeVisible();
      await expect(card).toBeVisible({ timeout: 5000 });
      expect(await texts(card.getByTestId('set-meal-picks'))).toEqual(dinerPicks);
      await expect(card).toContainText('早餐套餐 ×1');
      await expect(card).toContainText('品項備註：醬料分開');
      await expect(card.getByTestId('board-custom-item')).toHaveText('加購：提袋');
      await expect(card).toContainText('公司統編 04595252（範例股份有限公司）');
      await expect(card).toContainText('現金 · 取餐時付款');
      await expect(card).toContainText('$157');
      // Reserved for a later day: the date is on the card, not only the time.
      await expect(card).toContainText(/取餐時間 \d{1,2}\/\d{1,2}（.）\d\d:\d\d/);
      await card.scrollIntoViewIfNeeded();
      await look(board, '98-scheduled-set-meal');
    });

    await test.step('訂單詳細: every fact and the lines with their prices', async () => {
      await card.getByRole('link', { name: '訂單詳細' }).click();
      await expect(board).toHaveURL(/\/console\/mwd-wugu-zhongxing\/orders\/[0-9a-f-]{36}$/);
      const facts = board.getByTestId('order-facts');
      await expect(facts).toContainText('外帶');
      await expect(facts).toContainText('陳早餐');
      await expect(facts).toContainText('公司統編 04595252（範例股份有限公司）');
      const lines = board.getByTestId('order-lines');
      expect(await texts(lines.getByTestId('set-meal-picks'))).toEqual(dinerPicks);
      await expect(lines.getByTestId('order-custom-item')).toContainText('加購：提袋');
      await expect(lines).toContainText('$157');
      await look(board, '98-order-detail-set-meal');
      await board.setViewportSize({ width: 390, height: 844 });
      await look(board, '98-order-detail-set-meal-phone');
      await board.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('列印: an 80 mm ticket with the number, the picks, the note, the 提袋 and the 統編', async () => {
      // The print dialog cannot show headless: the page's call to it is counted instead.
      await board.evaluate(() => {
        const w = window as unknown as { __printed: number; print: () => void };
        w.__printed = 0;
        w.print = () => {
          w.__printed++;
        };
      });
      await board.getByRole('link', { name: '列印' }).click();
      await expect(board).toHaveURL(/\/orders\/[0-9a-f-]{36}\/ticket\?print=1$/);
      const ticket = board.getByTestId('ticket');
      await expect(board.getByTestId('ticket-number')).toHaveText(`#${number}`);
      await expect(ticket).toContainText('外帶');
      expect(await ticket.getByTestId('ticket-lines').locator('li').allTextContents()).toEqual([
        '早餐套餐 ×1 $155',
        ...dinerPicks,
        '品項備註：醬料分開',
        '加購：提袋 $2',
      ]);
      await expect(ticket).toContainText('現金 · 取餐時付款');
      await expect(ticket).toContainText('合計 $157');
      await expect(ticket).toContainText('公司統編 04595252（範例股份有限公司）');
      await expect
        .poll(() => board.evaluate(() => (window as unknown as { __printed: number }).__printed))
        .toBe(1);
      await look(board, '98-ticket-screen');
      await board.getByRole('radio', { name: '58 mm' }).check();
      await board.emulateMedia({ media: 'print' });
      await expect(board.getByRole('button', { name: '列印' })).toBeHidden();
      await look(board, '98-ticket-print-58mm');
      await board.emulateMedia({ media: 'screen' });
      await board.getByRole('radio', { name: '80 mm' }).check();
    });
    expect(pageErrors).toEqual([]);
  });
});

test('a 宅配 order shows its recipient, phone and full address on the board', async ({
  newPhone,
  consolePage: board,
  look,
}) => {
  const { page } = await newPhone({ viewport: { width: 390, height: 844 } });
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  board.on('pageerror', (e) => pageErrors.push(e));

  await test.step('the diner sends a 宅配 order to 臺中 with a floor and a note', async () => {
    await page.goto('/stores/50lan-xinyi/menu');
    await addWithDefaults(page, '珍珠奶茶');
    await page.goto('/stores/50lan-xinyi/cart');
    await page
      .getByRole('radiogroup', { name: '用餐方式' })
      .getByRole('radio', { name: '宅配', exact: true })
      .check();
    await page.getByLabel('收件人', { exact: true }).fill('黃阿姨');
    await page.getByLabel('收件人手機').fill('0933-123-456');
    await page.getByLabel('縣市').selectOption('臺中市');
    await page.getByLabel('區域').selectOption('西屯區');
    await page.getByLabel('地址').fill('臺灣大道三段99號');
    await page.getByLabel('樓層（選填）').fill('12樓之3');
    await page.getByLabel('姓名', { exact: true }).fill('林小美');
    await page.getByLabel('手機', { exact: true }).fill(uniqueMobile(981));
    await page.getByLabel('訂單備註').fill('請放管理室');
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page.getByRole('heading', { name: '訂單已送出' })).toBeVisible();
  });

  const number = await orderNumber(page);
  const address = '臺中市西屯區臺灣大道三段99號 12樓之3';
  await expect(page.getByText(address)).toBeVisible();
  const card = board
    .getByTestId('board-card')
    .filter({ has: board.getByRole('heading', { name: `#${number}` }) });
  await test.step('the board: 宅配, the recipient and phone, the address with its floor, the note', async () => {
    await expect(card).toBeVisible({ timeout: 5000 });
    await expect(card).toContainText('宅配');
    const shipping = card.getByTestId('board-shipping');
    await expect(shipping).toContainText('收件人 黃阿姨 0933123456');
    await expect(shipping).toContainText(address);
    await expect(card).toContainText('訂單備註：請放管理室');
    await expect(card).toContainText('珍珠奶茶 ×1');
    await expect(card).toContainText('貨到付款');
    await expect(card).toContainText('$200');
    // 宅配 has no pickup time (it ships within the store's days): none on the card.
    await expect(card).not.toContainText('取餐時間');
    await card.scrollIntoViewIfNeeded();
    await look(board, '98-board-ship');
  });
  expect(pageErrors).toEqual([]);
});

test('a table reservation for tomorrow waits under 預約 with its date and party size', async ({
  newPhone,
  consolePage: board,
  look,
}) => {
  const { page } = await newPhone({ viewport: { width: 390, height: 844 } });
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  board.on('pageerror', (e) => pageErrors.push(e));

  await test.step('the diner books a table for 4 on the next day offered', async () => {
    await page.goto('/stores/50lan-xinyi/menu');
    await addWithDefaults(page, '珍珠奶茶');
    await page.goto('/stores/50lan-xinyi/cart');
    await page
      .getByRole('radiogroup', { name: '用餐方式' })
      .getByRole('radio', { name: '內用', exact: true })
      .check();
    await page.getByRole('radio', { name: /預約訂位/ }).check();
    await page.getByLabel('用餐人數').selectOption('4');
    const date = page.getByLabel('日期', { exact: true });
    const days = await date
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await date.selectOption(days[1]!);
    await page.getByLabel('姓名', { exact: true }).fill('周先生');
    await page.getByLabel('手機', { exact: true }).fill(uniqueMobile(982));
    await page.getByRole('radio', { name: '現金' }).check();
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page.getByRole('heading', { name: '訂單已送出' })).toBeVisible();
  });

  const number = await orderNumber(page);
  const card = board
    .getByTestId('board-card')
    .filter({ has: board.getByRole('heading', { name: `#${number}` }) });
  await test.step('not on the live board: under 預約, with 預約訂位, 4 位 and the date', async () => {
    await expect(board.getByTestId('scheduled-link')).toBeVisible({ timeout: 5000 });
    await expect(board.getByRole('heading', { name: `#${number}` })).toHaveCount(0);
    await board.getByTestId('scheduled-link').click();
    await expect(board).toHaveURL(/\/console\/50lan-xinyi\/scheduled$/);
    await expect(card).toBeVisible({ timeout: 5000 });
    await expect(card).toContainText('預約訂位');
    await expect(card).toContainText('4 位');
    await expect(card).toContainText(/\d{1,2}\/\d{1,2}（.）\d\d:\d\d/);
    await card.scrollIntoViewIfNeeded();
    await look(board, '98-scheduled-reservation');
  });

  await test.step('接單 ahead: it stays under 預約, accepted', async () => {
    await card.getByLabel('預估分鐘').fill('15');
    await card.getByRole('button', { name: '接單' }).click();
    await expect(card.getByRole('button', { name: '接單' })).toHaveCount(0);
    await expect(card).toBeVisible();
  });
  expect(pageErrors).toEqual([]);
});

test('自動列印: with the switch on, this device prints each new order’s ticket as it arrives', async ({
  consolePage: board,
  baseURL,
  look,
}) => {
  const sid = '50lan-xinyi';
  // The ticket page prints through window.print in its frame: counted on the board instead of a printer.
  await board.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { printedTickets?: string[] };
      top.printedTickets = [...(top.printedTickets ?? []), window.location.pathname];
    };
  });
  await board.goto(`/console/${sid}/orders`);
  const toggle = board.getByRole('checkbox', { name: '此裝置自動列印新訂單' });
  try {
    await test.step('the switch is this device’s, kept across a reload', async () => {
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await board.reload();
      await expect(toggle).toBeChecked();
      await expect(board.getByRole('status').filter({ hasText: '即時更新中' })).toBeVisible();
    });

    await test.step('a new order arrives: its ticket prints once, with its number', async () => {
      const menu = await (await board.request.get(`${baseURL}/api/menu/new/${sid}`)).json();
      const drink = menu.categories[0].entrees[0];
      const options = drink.option_groups
        .filter((g: { min: number }) => g.min > 0)
        .map((g: { options: { id: string; is_default: boolean }[] }) => ({
          id: (g.options.find((o) => o.is_default) ?? g.options[0]!).id,
          quantity: 1,
        }));
      const placed = await board.request.post(`${baseURL}/api/orders/order`, {
        data: {
          identifier: sid,
          menu_version: menu.version,
          order_type: 0,
          payment_type: 0,
          target_time: null,
          cart: { items: [{ id: drink.id, quantity: 1, memo: '', options }] },
          name: '自動列印',
          phone: uniqueMobile(7),
          memo: '',
        },
      });
      expect(placed.status()).toBe(201);
      const order = await placed.json();
      const ticket = `/console/${sid}/orders/${order.id}/ticket`;
      await expect
        .poll(() =>
          board.evaluate(() => (window as Window & { printedTickets?: string[] }).printedTickets ?? []),
        )
        .toEqual([ticket]);
      const frame = board.frameLocator(`iframe[data-auto-print="${order.id}"]`);
      await expect(frame.getByText(`#${order.item_name}`).first()).toBeVisible();
      await look(board, '98-auto-print-board');
    });
  } finally {
    if (await toggle.isChecked()) await toggle.click();
  }
});
