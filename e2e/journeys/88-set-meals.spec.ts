import { expect, expectNoAxeViolations, logInAsMember, menuCard, type Page, test } from '../fixtures';

/**
 * Set meals and custom items (§5 evidence) at 390×844, at the demo breakfast shop 麥味登 五股中興店
 * (its real burgers and drinks): the diner opens 早餐套餐 ($75, 主餐 + 飲料), is told both slots are required,
 * upgrades the main to 培根漢堡 (+$10) with 加蛋 (+$10) and the drink to 冰奶茶大杯 (+$5) with its own 甜度, sees
 * the price follow ($100, each amount shown on the cart line), adds a 提袋 (+$2) on the cart page, sends, and finds the
 * picks, the 提袋 and $102 on the completion page.
 * The shop opens 06:30–15:30, so the pickup is reserved: the journey runs at any hour.
 */

const STORE = 'mwd-wugu-zhongxing';

test.use({ memberName: '陳早餐' });

/** Opens 早餐套餐 on the menu, picks `main` and 冰奶茶大杯 半糖, adds it. */
async function addBreakfastSet(page: Page, main: RegExp): Promise<void> {
  await (await menuCard(page, /^早餐套餐.*\$75/)).click();
  const sheet = page.getByRole('dialog', { name: '早餐套餐' });
  await sheet.getByRole('radiogroup', { name: '主餐' }).getByRole('radio', { name: main }).check();
  await sheet
    .getByRole('radiogroup', { name: '飲料' })
    .getByRole('radio', { name: /^冰奶茶大杯/ })
    .check();
  await sheet
    .getByRole('radiogroup', { name: '甜度（冰奶茶大杯）' })
    .getByRole('radio', { name: '半糖' })
    .check();
  await sheet.getByRole('button', { name: /加入購物車/ }).click();
  await expect(sheet).toBeHidden();
}

/** On the cart page: a reserved pickup (the second date, its first time), contact, send. */
async function reserveAndSend(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name: '預約時間' }).check();
  const dateSelect = page.getByRole('combobox', { name: '日期' });
  await expect(dateSelect.locator('option').nth(1)).toBeAttached();
  const dates = await dateSelect
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await dateSelect.selectOption(dates[1]!);
  const timeSelect = page.getByRole('combobox', { name: '時間' });
  await expect(timeSelect.locator('option').first()).toBeAttached();
  const times = await timeSelect
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await timeSelect.selectOption(times[0]!);
  await page.getByLabel('姓名', { exact: true }).fill(name);
  await page.getByLabel('手機', { exact: true }).fill('0912345678');
  await page.getByRole('button', { name: /送出訂單/ }).click();
  await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
}

test('a 早餐套餐 with an upgraded main and drink, a 提袋 on the cart page, the right total on completion', async ({
  newPhone,
  look,
}) => {
  const { page } = await newPhone({ viewport: { width: 390, height: 844 } });
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  await page.goto(`/stores/${STORE}/menu`);
  await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();

  const sheet = page.getByRole('dialog', { name: '早餐套餐' });
  const add = sheet.getByRole('button', { name: /加入購物車/ });

  await test.step('the set meal lists its slots, both required', async () => {
    // The menu card (the category tab of the same name comes first in the page).
    await (await menuCard(page, /^早餐套餐.*\$75/)).click();
    await expect(sheet).toBeVisible();
    const main = sheet.getByRole('radiogroup', { name: '主餐' });
    const drink = sheet.getByRole('radiogroup', { name: '飲料' });
    await expect(main.getByRole('radio', { name: /^香雞漢堡$/ })).toBeVisible();
    await expect(main.getByRole('radio', { name: '培根漢堡 +$10' })).toBeVisible();
    await expect(drink.getByRole('radio', { name: '冰拿鐵咖啡 +$30' })).toBeVisible();
    for (const slot of await sheet.getByTestId('set-meal-slot').all()) {
      await expect(slot.locator('legend')).toContainText('必選');
    }
    await expect(add).toBeDisabled();
    await expect(sheet.getByText('請選擇：主餐、飲料')).toBeVisible();
    await look(page, '88-set-meal-slots');
  });

  await test.step('upgrades: 培根漢堡 +$10 and 冰奶茶大杯 +$5 with its 甜度; the price follows', async () => {
    const main = sheet.getByRole('radiogroup', { name: '主餐' });
    await main.getByRole('radio', { name: /^香雞漢堡/ }).check();
    await sheet
      .getByRole('radiogroup', { name: '飲料' })
      .getByRole('radio', { name: /^冰奶茶大杯/ })
      .check();
    const sweetness = sheet.getByRole('radiogroup', { name: '甜度（冰奶茶大杯）' });
    await expect(sweetness.getByRole('radio', { name: '正常糖' }), 'the default is chosen').toBeChecked();
    await sweetness.getByRole('radio', { name: '半糖' }).check();
    // 75 + 冰奶茶大杯 5; then the main upgraded.
    await expect(add).toContainText('$80');
    await main.getByRole('radio', { name: /^培根漢堡/ }).check();
    await expect(add).toBeEnabled();
    await expect(add).toContainText('$90');
    // The main's own option: 加蛋 +$10.
    await sheet.getByRole('checkbox', { name: /^加蛋/ }).check();
    await expect(add).toContainText('$100');
    await sweetness.scrollIntoViewIfNeeded();
    await look(page, '88-set-meal-upgraded');
    await add.click();
    await expect(sheet).toBeHidden();
  });

  await test.step('the cart shows the picks with every price they add; a 提袋 (+$2) is added to the total', async () => {
    await page.getByRole('link', { name: /^購物車/ }).click();
    await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
    const line = page.locator('main').getByRole('listitem').filter({ hasText: '早餐套餐' });
    // 75 + 培根漢堡 10 + 加蛋 10 + 冰奶茶大杯 5 = 100: every amount the line adds is on it.
    await expect(line).toContainText('主餐：培根漢堡 +$10（加蛋 +$10）');
    await expect(line).toContainText('飲料：冰奶茶大杯 +$5（半糖）');
    await expect(line).toContainText('$100');
    await line.scrollIntoViewIfNeeded();
    await look(page, '88-cart-set-meal-prices');
    await expect(page.getByTestId('cart-total')).toContainText('$100');
    const extras = page.getByTestId('custom-items');
    await extras.getByRole('checkbox', { name: /提袋/ }).check();
    await expect(page.getByTestId('cart-total')).toContainText('$102');
    await look(page, '88-cart-custom-item');
  });

  await test.step('send with a reserved pickup; the completion page shows the picks, the 提袋 and $102', async () => {
    await reserveAndSend(page, '陳早餐');
    const main = page.locator('main');
    await expect(main).toContainText('早餐套餐');
    await expect(main).toContainText('主餐：培根漢堡 +$10（加蛋 +$10）');
    await expect(main).toContainText('飲料：冰奶茶大杯 +$5（半糖）');
    await expect(page.getByTestId('order-custom-item')).toContainText('加購：提袋');
    await expect(page.getByTestId('order-custom-item')).toContainText('$2');
    await expect(main.getByText('$102').first()).toBeVisible();
    await look(page, '88-completed-set-meal');
  });

  expect(pageErrors).toEqual([]);
});

test('a member finds the set meal and its 加購 in the history and the order detail, and orders it again', async ({
  page,
  member,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  const main = page.locator('main');

  await test.step('a new member logs in at the breakfast shop and lands on its menu', async () => {
    await logInAsMember(page, member, `/stores/${STORE}/menu`);
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
  });

  await test.step('order a 早餐套餐 (香雞湯種, 冰奶茶大杯 半糖) with 環保餐具', async () => {
    await addBreakfastSet(page, /^香雞湯種/);
    await page.getByRole('link', { name: /^購物車/ }).click();
    await page
      .getByTestId('custom-items')
      .getByRole('checkbox', { name: /環保餐具/ })
      .check();
    // 75 + 冰奶茶大杯 5 + 環保餐具 5.
    await expect(page.getByTestId('cart-total')).toContainText('$85');
    await reserveAndSend(page, '陳早餐');
  });

  await test.step('歷史訂單: the picks in the summary, the 加購 line, the total', async () => {
    await page.goto('/stores/history_orders');
    const row = page.getByTestId('history-order').first();
    await expect(row).toContainText('早餐套餐（香雞湯種＋冰奶茶大杯） ×1');
    await expect(row).toContainText('加購：環保餐具');
    await expect(row).toContainText('$85');
    await look(page, '88-history-list');
  });

  await test.step('the order detail shows each slot and the 加購 line', async () => {
    await page.getByTestId('history-order').first().click();
    await expect(page.getByRole('heading', { name: '訂單明細', level: 1 })).toBeVisible();
    await expect(main).toContainText('主餐：香雞湯種');
    await expect(main).toContainText('飲料：冰奶茶大杯 +$5（半糖）');
    await expect(page.getByTestId('order-custom-item')).toContainText('加購：環保餐具');
    await expect(page.getByTestId('order-total')).toContainText('$85');
    await look(page, '88-history-detail');
  });

  await test.step('再點一次 brings the same set meal back to the cart', async () => {
    await page.evaluate(() => localStorage.removeItem('cart'));
    await page.getByRole('button', { name: '再點一次' }).click();
    await expect(page).toHaveURL(new RegExp(`/stores/${STORE}/cart$`));
    const line = main.getByRole('listitem').filter({ hasText: '早餐套餐' });
    await expect(line).toContainText('主餐：香雞湯種');
    await expect(line).toContainText('飲料：冰奶茶大杯 +$5（半糖）');
    await expect(page.getByTestId('cart-total')).toContainText('$80');
    await expectNoAxeViolations(page, 'cart after 再點一次');
  });

  expect(pageErrors).toEqual([]);
});
