import { addWithDefaults, expect, type Page, test, uniqueMobile } from '../fixtures';

/**
 * The store's day, settings: the demo owner of 50嵐 on the console (1280×800) turns busy mode on
 * with 60 extra minutes at 信義店 (open 24 hours, so any hour works) and the diner's cart (390×844) offers
 * 盡快取餐 in 70–75 minutes; busy mode off, back to 10–15. Then the 板橋店 settings: a shift that ends before
 * it starts is refused in zh-TW; a news entry, a holiday three days ahead and LINE Pay for 外帶 are saved and the
 * diner's news page and store infos show them at once. /console lists the owner's stores; pausing 線上點餐 at
 * 板橋店 asks first, shows a banner and stops the diner ordering; reopening asks nothing. Every setting changed
 * is put back at the end, since the journeys share one database.
 */

const XINYI = '50lan-xinyi';
const BANQIAO = '50lan-banqiao';
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };

/** The Taipei date `days` from now, YYYY-MM-DD. */
function taipeiDatePlus(days: number): string {
  const d = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

type Settings = {
  app_settings: Record<string, unknown> & { OrderTypes: number[] };
  business_hour: unknown[];
  holiday: unknown[];
  custom_items: { id: string; name: string; price: number }[];
  carousel_messages: unknown[];
  busy_mode: Record<string, unknown>;
  board: Record<string, unknown>;
};

/** The PUT body that writes `s` back as it was (the console's part of app_settings only). */
function bodyOf(s: Settings) {
  const app: Record<string, unknown> = { OrderTypes: s.app_settings.OrderTypes };
  for (const key of ['ToGo', 'DineIn', 'Delivery', 'Ship']) {
    const b = s.app_settings[key] as { payments: number[]; MinLead: number; Jumbo: number } | undefined;
    if (b) app[key] = { payments: b.payments, MinLead: b.MinLead, Jumbo: b.Jumbo };
  }
  return {
    app_settings: app,
    business_hour: s.business_hour,
    holiday: s.holiday,
    custom_items: s.custom_items,
    carousel_messages: s.carousel_messages,
  };
}

async function readSettings(console: Page, sid: string): Promise<Settings> {
  const res = await console.request.get(`/api/console/stores/${sid}/settings`);
  expect(res.status()).toBe(200);
  return res.json();
}

test('the owner sets busy mode and the store settings; the diner sees each at once', async ({
  page,
  consolePage: board,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  board.on('pageerror', (e) => pageErrors.push(e));

  const xinyiBefore = await readSettings(board, XINYI);
  const banqiaoBefore = await readSettings(board, BANQIAO);
  try {
    await test.step('店家設定: busy mode on with 60 extra minutes', async () => {
      await board.getByRole('link', { name: '店家設定' }).click();
      await expect(board).toHaveURL(/\/console\/50lan-xinyi\/settings$/);
      await expect(board.getByRole('heading', { name: '忙碌模式' })).toBeVisible();
      await board.getByLabel('加長等候時間（分鐘）').fill('60');
      await board.getByRole('checkbox', { name: '啟用忙碌模式' }).check();
      // The switch and its minutes save together, with one button.
      await expect(board.getByText('尚未儲存')).toBeVisible();
      await expect(board.getByText('忙碌模式：關閉')).toBeVisible();
      await board.getByRole('button', { name: '儲存忙碌模式' }).click();
      await expect(board.getByText('忙碌模式：開啟中')).toBeVisible();
      await expect(board.getByRole('status').filter({ hasText: '忙碌模式已更新' })).toBeVisible();
      await look(board, '93-console-busy-on');
    });

    await test.step('the diner’s cart offers 盡快取餐 in 70–75 minutes', async () => {
      await page.goto(`/stores/${XINYI}/menu`);
      await addWithDefaults(page, '珍珠奶茶');
      await page.getByRole('link', { name: /^購物車/ }).click();
      await expect(page.getByRole('radio', { name: /盡快取餐/ })).toBeVisible();
      await page.getByText('約 70–75 分鐘').scrollIntoViewIfNeeded();
      await expect(page.getByText('約 70–75 分鐘')).toBeVisible();
      await look(page, '93-diner-cart-busy');
    });

    await test.step('busy mode off: back to 10–15 minutes', async () => {
      await board.getByRole('checkbox', { name: '啟用忙碌模式' }).uncheck();
      await board.getByRole('button', { name: '儲存忙碌模式' }).click();
      await expect(board.getByText('忙碌模式：關閉')).toBeVisible();
      await page.reload();
      await expect(page.getByText('約 10–15 分鐘')).toBeVisible();
    });

    const holiday = taipeiDatePlus(3);
    await test.step('板橋店 settings: a shift ending before it starts is refused in zh-TW', async () => {
      await board.goto(`/console/${BANQIAO}/settings`);
      await expect(board.getByRole('heading', { name: '50嵐 板橋店 店家設定' })).toBeVisible();
      await board.getByLabel('週一第 1 段結束').fill('09:00');
      await board.getByRole('button', { name: '儲存設定' }).click();
      await expect(board.getByRole('alert')).toContainText(
        '週一的營業時間 10:30–09:00：結束時間須晚於開始時間',
      );
      await board.getByLabel('週一第 1 段結束').fill('21:30');
    });

    await test.step('板橋店 settings: news, a holiday and LINE Pay for 外帶, saved', async () => {
      await board.getByRole('button', { name: '新增消息' }).click();
      await board.getByLabel('消息標題').first().fill('冬季限定');
      await board.getByLabel('消息內容').first().fill('熱可可開賣，第二杯半價');
      await board.getByRole('button', { name: '新增公休日' }).click();
      await board.getByLabel('公休日期').last().fill(holiday);
      await board.getByLabel('公休名稱').last().fill('店內盤點');
      await board
        .getByRole('group', { name: '外帶付款方式' })
        .getByRole('checkbox', { name: 'LINE Pay' })
        .check();
      await board.getByRole('button', { name: '儲存設定' }).click();
      await expect(board.getByRole('status').filter({ hasText: '已儲存' })).toBeVisible();
      await look(board, '93-console-settings-saved');
    });

    await test.step('the diner sees the news, the holiday and LINE Pay at once', async () => {
      await page.goto(`/stores/${BANQIAO}/news`);
      await expect(page.getByText('熱可可開賣，第二杯半價')).toBeVisible();
      await look(page, '93-diner-news');
      await page.goto(`/stores/${BANQIAO}/store_infos`);
      await expect(page.getByText('店內盤點')).toBeVisible();
      await expect(page.getByText('LINE Pay')).toBeVisible();
      await look(page, '93-diner-store-infos');
    });
  } finally {
    // Put back what this journey changed (the journeys share the server's database).
    const busy = await board.request.put(`/api/console/stores/${XINYI}/busy_mode`, {
      headers: WRITE,
      data: xinyiBefore.busy_mode,
    });
    expect(busy.status()).toBe(200);
    const restored = await board.request.put(`/api/console/stores/${BANQIAO}/settings`, {
      headers: WRITE,
      data: bodyOf(banqiaoBefore),
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
  expect(pageErrors).toEqual([]);
});

test('自動接單: the owner auto-accepts 外帶; a diner’s cash order goes straight to 製作中', async ({
  page,
  consolePage: board,
  look,
}) => {
  // 信義店 is open around the clock, so 盡快取餐 is offered at any hour.
  const before = await readSettings(board, XINYI);
  try {
    await test.step('店家設定: 自動接單 外帶, saved', async () => {
      await board.goto(`/console/${XINYI}/settings`);
      const auto = board.getByRole('group', { name: '自動接單' });
      await auto.getByRole('checkbox', { name: '外帶' }).click();
      await expect(auto.getByRole('checkbox', { name: '外帶' })).toBeChecked();
      await board.getByRole('button', { name: '儲存設定' }).click();
      await expect(board.getByRole('status').filter({ hasText: '已儲存' })).toBeVisible();
      await auto.scrollIntoViewIfNeeded();
      await look(board, '93-console-auto-accept');
    });

    let number = '';
    await test.step('the diner orders 外帶 in cash: 製作中 at once, no 修改訂單', async () => {
      await page.goto(`/stores/${XINYI}/menu`);
      await addWithDefaults(page, '阿薩姆紅茶');
      await page.goto(`/stores/${XINYI}/cart`);
      await page.getByRole('radio', { name: /盡快取餐/ }).check();
      await page.getByLabel('姓名').fill('林自動');
      await page.getByLabel('手機', { exact: true }).fill(uniqueMobile(93));
      await page.getByRole('button', { name: /送出訂單/ }).click();
      await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
      number = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
      await expect(page.getByTestId('order-progress')).toContainText('製作中');
      await expect(page.getByRole('link', { name: '修改訂單' })).toHaveCount(0);
      await look(page, '93-diner-auto-accepted');
    });

    await test.step('the board lists it under 製作中', async () => {
      await board.goto(`/console/${XINYI}/orders`);
      await expect(
        board.getByTestId('column-preparing').getByRole('heading', { name: `#${number}` }),
      ).toBeVisible();
    });
  } finally {
    const restored = await board.request.put(`/api/console/stores/${XINYI}/settings`, {
      headers: WRITE,
      data: { ...bodyOf(before), board: before.board },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('/console lists the owner’s stores; pausing online ordering asks first and a banner says it is paused', async ({
  page,
  consolePage: board,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  board.on('pageerror', (e) => pageErrors.push(e));
  const toggle = board.getByRole('checkbox', { name: /^線上點餐/ });
  const banner = board.getByTestId('paused-banner');
  try {
    await test.step('/console: 選擇店家 lists the stores, 板橋店 opens its board', async () => {
      await board.goto('/console');
      await expect(board.getByRole('heading', { name: '選擇店家' })).toBeVisible();
      await board.getByRole('link', { name: /50嵐 板橋店/ }).click();
      await expect(board).toHaveURL(new RegExp(`/console/${BANQIAO}/orders$`));
    });

    await test.step('pausing asks first: 繼續開放 keeps it open', async () => {
      await expect(toggle).toBeChecked();
      await toggle.click();
      const dialog = board.getByRole('alertdialog', { name: '要暫停線上點餐嗎？' });
      await expect(dialog).toBeVisible();
      await look(board, '93-console-pause-confirm');
      await dialog.getByRole('button', { name: '繼續開放' }).click();
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeChecked();
      await expect(banner).toHaveCount(0);
    });

    await test.step('暫停線上點餐: the banner shows, and the diner cannot order', async () => {
      await toggle.click();
      await board
        .getByRole('alertdialog', { name: '要暫停線上點餐嗎？' })
        .getByRole('button', { name: '暫停線上點餐' })
        .click();
      await expect(banner).toContainText('線上點餐已暫停');
      await expect(toggle).not.toBeChecked();
      await look(board, '93-console-paused');
      await page.goto(`/stores/${BANQIAO}/menu`);
      await expect(page.getByText('此店家目前未開放線上點餐')).toBeVisible();
    });

    await test.step('reopening needs no confirmation; the banner goes', async () => {
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(banner).toHaveCount(0);
    });
  } finally {
    const reopened = await board.request.put(`/api/console/stores/${BANQIAO}/can_order`, {
      headers: WRITE,
      data: { can_order: true },
    });
    expect(reopened.status()).toBe(200);
  }
  expect(pageErrors).toEqual([]);
});

test('店家設定 at 768 and 390 wide: the sticky 儲存設定 bar never covers the field being filled in', async ({
  consolePage: board,
  look,
}) => {
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
  ]) {
    await test.step(`${viewport.width}×${viewport.height}: every field scrolls clear of the bar`, async () => {
      await board.setViewportSize(viewport);
      await board.goto(`/console/${XINYI}/settings`);
      const save = board.getByRole('button', { name: '儲存設定' });
      await expect(save).toBeVisible();
      const fields = board.locator('form :is(input, select, textarea):visible');
      const count = await fields.count();
      expect(count).toBeGreaterThan(10);
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        // As the keyboard's Tab does: focus scrolls the field into view by its scroll margin.
        await field.focus();
        const [box, bar] = await Promise.all([field.boundingBox(), save.locator('..').boundingBox()]);
        if (!box || !bar) continue;
        // Covered: the field's bottom edge below the bar's top edge while the bar is pinned above it.
        const covered = box.y + box.height > bar.y + 1 && box.y < bar.y + bar.height;
        expect(covered, `field ${i} (${await field.getAttribute('name')}) under the save bar`).toBe(false);
      }
      await look(board, `93-settings-save-bar-${viewport.width}`);
    });
  }
});
