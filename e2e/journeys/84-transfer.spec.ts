import { addWithDefaults, expect, type Page, test, uniqueMobile } from '../fixtures';

/**
 * 轉帳 (docs/features.md "轉帳"): the demo owner of 50嵐 sets 信義店's transfer account and ticks 轉帳 for 外帶
 * (through the console API; 店家設定 shows it and refuses a 2-digit bank code); the diner (390×844) orders paying by 轉帳 and the order page shows the bank code
 * and name, the account with 複製, the holder, the amount and the deadline; an account's last five digits that
 * are not 5 digits are refused in zh-TW, 12345 is reported (已回報，末五碼 12345，等待店家確認). The board
 * (1280×800) shows 已回報轉帳：末五碼 12345 on the card; 確認收款 marks it paid and the diner's page says 已付款.
 * The store's settings are put back at the end, since the journeys share one database.
 */

const XINYI = '50lan-xinyi';
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };
const ACCOUNT = {
  bank_code: '812',
  bank_name: '台新銀行',
  account_number: '20011234567890',
  account_name: '五十嵐企業社',
  deadline_hours: 24,
};

type Settings = {
  app_settings: Record<string, unknown> & { OrderTypes: number[] };
  business_hour: unknown[];
  holiday: unknown[];
  custom_items: { id: string; name: string; price: number }[];
  carousel_messages: unknown[];
  transfer: typeof ACCOUNT | null;
};

/** The PUT body that writes `s` back with `transfer` and, when given, 外帶's payments replaced. */
function bodyOf(s: Settings, transfer: typeof ACCOUNT | null, toGoPayments?: number[]) {
  const app: Record<string, unknown> = { OrderTypes: s.app_settings.OrderTypes };
  for (const key of ['ToGo', 'DineIn', 'Delivery', 'Ship']) {
    const b = s.app_settings[key] as { payments: number[]; MinLead: number; Jumbo: number } | undefined;
    if (b) {
      const payments = key === 'ToGo' && toGoPayments ? toGoPayments : b.payments;
      app[key] = { payments, MinLead: b.MinLead, Jumbo: b.Jumbo };
    }
  }
  return {
    app_settings: app,
    business_hour: s.business_hour,
    holiday: s.holiday,
    custom_items: s.custom_items,
    carousel_messages: s.carousel_messages,
    transfer,
  };
}

async function readSettings(console: Page): Promise<Settings> {
  const res = await console.request.get(`/api/console/stores/${XINYI}/settings`);
  expect(res.status()).toBe(200);
  return res.json();
}

test('轉帳: the diner sees the account and reports the last five digits; the store confirms it', async ({
  page,
  consolePage: board,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  board.on('pageerror', (e) => pageErrors.push(e));
  const before = await readSettings(board);
  try {
    await test.step('the store sets its transfer account and takes 轉帳 for 外帶', async () => {
      const toGo = (before.app_settings.ToGo as { payments: number[] }).payments;
      const res = await board.request.put(`/api/console/stores/${XINYI}/settings`, {
        headers: WRITE,
        data: bodyOf(before, ACCOUNT, [...toGo.filter((p) => p !== 4), 4]),
      });
      expect(res.status(), await res.text()).toBe(200);
    });

    await test.step('店家設定 shows the account in 轉帳帳戶 and refuses a bank code of 2 digits in zh-TW', async () => {
      await board.goto(`/console/${XINYI}/settings`);
      const section = board.getByRole('region', { name: '轉帳帳戶' });
      await expect(section.getByRole('checkbox', { name: /接受轉帳付款/ })).toBeChecked();
      await expect(section.getByLabel('帳號（10–16 位數字）')).toHaveValue('20011234567890');
      await section.getByLabel('銀行代碼（3 位數字）').fill('81');
      await board.getByRole('button', { name: '儲存設定' }).click();
      await expect(section.getByRole('alert')).toHaveText('銀行代碼須為 3 位數字');
      await section.scrollIntoViewIfNeeded();
      await look(board, '84-console-transfer-settings');
    });

    let orderNumber = '';
    await test.step('the diner orders paying by 轉帳 and sees the account, amount and deadline', async () => {
      await page.goto(`/stores/${XINYI}/menu`);
      await addWithDefaults(page, '珍珠奶茶');
      await page.getByRole('link', { name: /^購物車/ }).click();
      await page.getByRole('radio', { name: /盡快取餐/ }).check();
      await page.getByLabel('姓名').fill('林轉帳');
      await page.getByLabel('手機', { exact: true }).fill(uniqueMobile());
      await page.getByRole('radio', { name: '轉帳' }).check();
      await page.getByRole('button', { name: /送出訂單/ }).click();
      await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
      orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
      const card = page.getByRole('region', { name: '轉帳付款' });
      await expect(card).toContainText('812 台新銀行');
      await expect(card.getByTestId('transfer-account')).toHaveText('20011234567890');
      await expect(card.getByRole('button', { name: '複製帳號' })).toBeVisible();
      await expect(card).toContainText('五十嵐企業社');
      // 盡快取餐: the deadline is the pickup time, not 24 hours later.
      await expect(card.getByTestId('transfer-deadline')).toHaveText(
        /^請於 \d{1,2}\/\d{1,2} \d{2}:\d{2} 前完成轉帳$/,
      );
      await expect(page.locator('main')).toContainText('轉帳（待轉帳）');
    });

    await test.step('回報轉帳: not 5 digits is refused in zh-TW; 12345 is reported', async () => {
      const card = page.getByRole('region', { name: '轉帳付款' });
      await card.getByLabel('轉出帳號末五碼').fill('1234');
      await card.getByRole('button', { name: '回報轉帳' }).click();
      await expect(card.getByText('請輸入轉出帳號末五碼（5 位數字）')).toBeVisible();
      await card.getByLabel('轉出帳號末五碼').fill('12345');
      await card.getByRole('button', { name: '回報轉帳' }).click();
      await expect(card.getByRole('status')).toHaveText('已回報，末五碼 12345，等待店家確認');
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/work/shots/transfer-order.png', fullPage: true });
      await look(page, '84-diner-transfer-reported');
    });

    await test.step('the board shows the report; 確認收款 marks it paid', async () => {
      await board.goto(`/console/${XINYI}/orders`);
      const orderCard = board.getByRole('article', { name: new RegExp(`^#${orderNumber}`) });
      await expect(orderCard.getByTestId('transfer-status')).toContainText('已回報轉帳：末五碼 12345');
      await orderCard.scrollIntoViewIfNeeded();
      await board.screenshot({ path: '/work/shots/transfer-console.png' });
      await look(board, '84-console-transfer-reported');
      await orderCard.getByRole('button', { name: '確認收款' }).click();
      await expect(orderCard.getByTestId('transfer-status')).toHaveCount(0);
      await expect(orderCard).toContainText('轉帳 · 已付款');
    });

    await test.step('the diner’s page then says 已付款', async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: '轉帳付款' })).toContainText('店家已確認收款（已付款）');
      await expect(page.locator('main')).toContainText('轉帳（已付款）');
    });
  } finally {
    const restored = await board.request.put(`/api/console/stores/${XINYI}/settings`, {
      headers: WRITE,
      data: bodyOf(before, before.transfer),
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
  expect(pageErrors).toEqual([]);
});
