import { addWithDefaults, expect, logInAsMember, test, uniqueMobile } from '../fixtures';

/**
 * Changing a sent order (§5 evidence) at 390×844: a visitor orders a 阿薩姆紅茶 for a time
 * tomorrow (more than MinLead away), starts a new cart, then opens the order, 修改訂單, adds a 奶茶 in the cart
 * page's edit mode and saves: the order page shows the new lines and total (same order number) and 「已於 …
 * 修改訂單」; the cart in progress is still there, untouched. Leaving edit mode without saving discards it.
 */

const STORE = '50lan-xinyi';

test('visitor changes an order for later: adds a drink, saves, sees the new total and the history', async ({
  page,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  let orderNumber = '';
  let orderPage = '';

  await test.step('order one 阿薩姆紅茶 for tomorrow', async () => {
    await page.goto(`/stores/${STORE}/menu`);
    await addWithDefaults(page, '阿薩姆紅茶');
    await page.goto(`/stores/${STORE}/cart`);
    await page.getByRole('radio', { name: '預約時間' }).check();
    const dateSelect = page.getByRole('combobox', { name: '日期' });
    await expect(dateSelect.locator('option').nth(1)).toBeAttached();
    const dates = await dateSelect
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await dateSelect.selectOption(dates[1]!);
    await page.getByLabel('姓名', { exact: true }).fill('王小明');
    // A phone of its own: one phone holds at most 5 open cash orders at a store (the API's open-order cap),
    // and other journeys order at this store too.
    await page.getByLabel('手機', { exact: true }).fill(uniqueMobile(890));
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByText('$35').last()).toBeVisible();
    orderNumber = (await page.getByTestId('order-number').textContent())?.match(/\d{3,}/)?.[0] ?? '';
    // The page names its order (?order_id=): it shows this order whatever else the browser orders.
    orderPage = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(page.getByRole('link', { name: '修改訂單' })).toBeVisible();
    await look(page, '89-order-editable');
  });

  await test.step('a new cart in progress: one 茉莉綠茶', async () => {
    await page.goto(`/stores/${STORE}/menu`);
    await addWithDefaults(page, '茉莉綠茶');
    await expect(page.getByRole('link', { name: /^購物車\s*，1 項，/ })).toBeVisible();
  });

  await test.step('修改訂單 opens the cart page in edit mode with the order, not the cart', async () => {
    await page.goto(orderPage);
    await page.getByRole('link', { name: '修改訂單' }).click();
    await expect(page).toHaveURL(/\/cart\?edit=/);
    await expect(page.getByRole('heading', { name: '修改訂單', level: 1 })).toBeVisible();
    const lines = page.getByRole('region', { name: '訂單明細' });
    await expect(lines.getByRole('button', { name: /^阿薩姆紅茶/ })).toBeVisible();
    await expect(lines.getByText('茉莉綠茶')).toHaveCount(0);
    await expect(page.getByTestId('edit-total')).toContainText('$35');
    await expect(page.getByLabel('姓名', { exact: true })).toHaveValue('王小明');
    await look(page, '89-edit-mode');
  });

  await test.step('add one more drink and save', async () => {
    await page.getByRole('button', { name: /加點餐點/ }).click();
    const menu = page.getByRole('region', { name: '選擇要加點的餐點' });
    await menu.getByRole('button', { name: /^奶茶/ }).first().click();
    const sheet = page.getByRole('dialog', { name: '奶茶' });
    await sheet.getByRole('button', { name: /加入購物車/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('edit-total')).toContainText('$85');
    await look(page, '89-edit-added');
    await page.getByRole('button', { name: /儲存修改/ }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
  });

  await test.step('the order page shows the new lines, total and the history line', async () => {
    const items = page.getByRole('region', { name: '餐點' });
    const lines = items.getByRole('list').first().getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText('奶茶 × 1');
    await expect(items).toContainText('合計$85');
    const history = page.getByTestId('order-history');
    await expect(history).toContainText(/已於 \d{1,2}\/\d{1,2} \d{2}:\d{2} 修改訂單/);
    await expect(history).toContainText('金額 $35 → $85');
    if (orderNumber) await expect(page.getByTestId('order-number')).toContainText(orderNumber);
    await look(page, '89-order-edited');
  });

  await test.step('leaving edit mode without saving discards the edit', async () => {
    await page.getByRole('link', { name: '修改訂單' }).click();
    await page.getByRole('button', { name: '增加 阿薩姆紅茶 數量' }).click();
    await expect(page.getByTestId('edit-total')).toContainText('$120');
    await page.getByRole('button', { name: '取消修改' }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByTestId('order-history').getByRole('listitem')).toHaveCount(1);
  });

  await test.step('the cart in progress is back as it was', async () => {
    await page.goto(`/stores/${STORE}/cart`);
    await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^茉莉綠茶/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^奶茶/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^阿薩姆紅茶/ })).toHaveCount(0);
  });
  expect(pageErrors).toEqual([]);
});

/**
 * 修改訂單 keeps the order's 加購 (spec §3 Order draft customItems; spec §7 PATCH /api/orders/{editOid}):
 * a visitor orders a 阿薩姆紅茶 with a 提袋 (+$2); the edit page shows the 提袋 checked and the same breakdown
 * as the cart (餐點小計, each 加購 line, 合計 $37); adding a 環保吸管 (+$10) makes both the 合計 and the save
 * button $47, and the order page after saving says $47 with both extras.
 */
test('visitor edits an order with a 加購: the extra stays, the total shown is the total saved', async ({
  page,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));

  await test.step('order one 阿薩姆紅茶 for tomorrow with a 提袋', async () => {
    await page.goto(`/stores/${STORE}/menu`);
    await addWithDefaults(page, '阿薩姆紅茶');
    await page.goto(`/stores/${STORE}/cart`);
    const extras = page.getByTestId('custom-items');
    await extras.getByRole('checkbox', { name: /提袋/ }).click();
    await expect(extras.getByRole('checkbox', { name: /提袋/ })).toBeChecked();
    await expect(page.getByTestId('cart-total')).toContainText('$37');
    await page.getByRole('radio', { name: '預約時間' }).check();
    const dateSelect = page.getByRole('combobox', { name: '日期' });
    await expect(dateSelect.locator('option').nth(1)).toBeAttached();
    await dateSelect.selectOption({ index: 1 });
    await page.getByLabel('姓名', { exact: true }).fill('林加購');
    await page.getByLabel('手機', { exact: true }).fill(uniqueMobile(891));
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByTestId('order-custom-item')).toContainText('加購：提袋');
    await expect(page.getByRole('region', { name: '餐點' })).toContainText('合計$37');
  });

  await test.step("修改訂單 shows the 提袋 checked and the cart's breakdown", async () => {
    await page.getByRole('link', { name: '修改訂單' }).click();
    await expect(page.getByRole('heading', { name: '修改訂單', level: 1 })).toBeVisible();
    const extras = page.getByTestId('custom-items');
    await expect(extras.getByRole('checkbox', { name: /提袋/ })).toBeChecked();
    await expect(extras.getByRole('checkbox', { name: /環保吸管/ })).not.toBeChecked();
    const breakdown = page.getByTestId('order-breakdown');
    await expect(breakdown).toContainText('餐點小計$35');
    await expect(breakdown).toContainText('加購：提袋$2');
    await expect(page.getByTestId('edit-total')).toContainText('$37');
    await expect(page.getByRole('button', { name: /儲存修改/ })).toContainText('$37');
  });

  await test.step('add a 環保吸管: the 合計 and the button say $47', async () => {
    const extras = page.getByTestId('custom-items');
    await extras.getByRole('checkbox', { name: /環保吸管/ }).click();
    await expect(extras.getByRole('checkbox', { name: /環保吸管/ })).toBeChecked();
    await expect(page.getByTestId('order-breakdown')).toContainText('加購：環保吸管$10');
    await expect(page.getByTestId('edit-total')).toContainText('$47');
    await expect(page.getByRole('button', { name: /儲存修改/ })).toContainText('$47');
    await page.getByTestId('order-breakdown').scrollIntoViewIfNeeded();
    await look(page, '89-edit-extras');
  });

  await test.step('saved: the order page says $47 with both extras', async () => {
    await page.getByRole('button', { name: /儲存修改/ }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    const items = page.getByRole('region', { name: '餐點' });
    await expect(items).toContainText('合計$47');
    const extras = page.getByTestId('order-custom-item');
    await expect(extras).toHaveCount(2);
    await expect(extras.nth(0)).toContainText('加購：提袋');
    await expect(extras.nth(1)).toContainText('加購：環保吸管');
    await expect(page.getByTestId('order-history')).toContainText('金額 $37 → $47');
  });
  expect(pageErrors).toEqual([]);
});

/**
 * A member changes an order from 訂單詳情 (spec §2 /stores/history_orders/{oid}): one more cup of the same
 * drink, a new memo; saving returns to the order page with the new total and the history line.
 */
test('member changes an order from the order detail page', async ({ page, look, member }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));

  await test.step('log in and order one 阿薩姆紅茶 for tomorrow', async () => {
    await logInAsMember(page, member, `/stores/${STORE}/menu`);
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    await addWithDefaults(page, '阿薩姆紅茶');
    await page.goto(`/stores/${STORE}/cart`);
    await page.getByRole('radio', { name: '預約時間' }).check();
    const dateSelect = page.getByRole('combobox', { name: '日期' });
    await expect(dateSelect.locator('option').nth(1)).toBeAttached();
    await dateSelect.selectOption({ index: 1 });
    await expect(page.getByLabel('姓名', { exact: true })).toHaveValue('陳小華');
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
  });

  await test.step('訂單詳情 → 修改訂單: one more cup and a memo, saved', async () => {
    const oid = await page.evaluate(() => localStorage.getItem('orderId'));
    await page.goto(`/stores/history_orders/${oid}`);
    await expect(page.getByTestId('order-total')).toContainText('$35');
    await page.getByRole('link', { name: '修改訂單' }).click();
    await expect(page.getByRole('heading', { name: '修改訂單', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '增加 阿薩姆紅茶 數量' }).click();
    await page.getByRole('textbox', { name: '訂單備註' }).fill('少冰');
    await expect(page.getByTestId('edit-total')).toContainText('$70');
    await page.getByRole('button', { name: /儲存修改/ }).click();
    await expect(page).toHaveURL(new RegExp(`/stores/history_orders/${oid}$`));
    await expect(page.getByTestId('order-total')).toContainText('$70');
    await expect(page.getByTestId('order-history')).toContainText('金額 $35 → $70');
    await expect(page.getByText('少冰', { exact: true })).toBeVisible();
    await look(page, '89-member-order-edited');
  });
  expect(pageErrors).toEqual([]);
});
