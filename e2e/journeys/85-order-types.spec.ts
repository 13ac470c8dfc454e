import { addWithDefaults, expect, type Page, test, uniqueMobile } from '../fixtures';

/**
 * Every way to order at the store that offers them all (data/README.md: 50嵐 信義店, open around
 * the clock, 12 tables, 宅配 fee 150): one 用餐方式 radiogroup of 外帶 / 內用 / 外送 / 宅配; a table reservation
 * for two at a chosen time; a seated order with its table number (a table past the store's 12 refused first);
 * a waiting-list order that shows its number and the parties ahead; a 宅配 order whose fee is shown on the
 * cart before sending and is in the total of the order.
 */

const STORE = '50lan-xinyi';
const CART = `/stores/${STORE}/cart`;

/** A fresh Taiwan mobile, 09 and 8 digits. */
const newMobile = (salt: number) => uniqueMobile(salt);

/** Opens the menu, adds a 珍珠奶茶 with its defaults, goes to the cart and chooses 用餐方式 `type`. */
async function cartWithTea(page: Page, type: '外帶' | '內用' | '外送' | '宅配'): Promise<void> {
  await page.goto(`/stores/${STORE}/menu`);
  await addWithDefaults(page, '珍珠奶茶');
  await page.goto(CART);
  await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: '用餐方式' })
    .getByRole('radio', { name: type, exact: true })
    .check();
}

async function fillContact(page: Page, salt: number): Promise<void> {
  await page.getByLabel('姓名', { exact: true }).fill('林小美');
  await page.getByLabel('手機', { exact: true }).fill(newMobile(salt));
}

const submit = (page: Page) => page.getByRole('button', { name: /送出訂單/ }).click();

test.use({ viewport: { width: 390, height: 844 } });

test('the cart offers exactly the store’s four order types in one radiogroup', async ({ newPhone, look }) => {
  const { page } = await newPhone();
  await cartWithTea(page, '外帶');
  const types = page.getByRole('radiogroup', { name: '用餐方式' }).getByRole('radio');
  await expect(types).toHaveCount(4);
  for (const name of ['外帶', '內用', '外送', '宅配']) {
    await expect(page.getByRole('radio', { name, exact: true })).toBeEnabled();
  }
  await look(page, '85-01-order-types');
});

test('a table reservation for two at a chosen time', async ({ newPhone, look }) => {
  const { page } = await newPhone();
  await cartWithTea(page, '內用');
  await page.getByRole('radio', { name: /預約訂位/ }).check();
  await page.getByLabel('用餐人數').selectOption('2');
  // Another day than the first offered: late at night (Taipei) today has too few slots left to choose from.
  const date = page.getByLabel('日期', { exact: true });
  const days = await date
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await date.selectOption(days[1]!);
  const time = page.getByLabel('時間', { exact: true });
  // A later slot than the first: a real choice of time.
  const second = await time.locator('option').nth(3).textContent();
  await time.selectOption(second!);
  await expect(time).toHaveValue(second!);
  // No 盡快取餐 for a reservation, no table number.
  await expect(page.getByRole('radio', { name: /盡快取餐/ })).toHaveCount(0);
  await expect(page.getByLabel('桌號', { exact: true })).toHaveCount(0);
  await fillContact(page, 1);
  await look(page, '85-02-reservation-form');
  await submit(page);
  await expect(page.getByRole('heading', { name: '訂單已送出' })).toBeVisible();
  await expect(page.getByText('預約訂位')).toBeVisible();
  await expect(page.getByText('2 位')).toBeVisible();
  await expect(page.getByText('訂位時間')).toBeVisible();
  await expect(page.getByText(new RegExp(second!))).toBeVisible();
  await expect(page.getByTestId('pickup-next')).toContainText('店家會為您保留座位');
  await look(page, '85-03-reservation-done');
});

test('a seated dine-in order with its table number', async ({ newPhone, look }) => {
  const { page } = await newPhone();
  await cartWithTea(page, '內用');
  await expect(page.getByRole('radio', { name: /現場入座/ })).toBeChecked();
  // Seated now: no pickup time to choose.
  await expect(page.getByRole('radio', { name: /盡快取餐/ })).toHaveCount(0);
  await fillContact(page, 2);
  await page.getByLabel('桌號', { exact: true }).fill('13');
  await submit(page);
  await expect(page.getByText('桌號須為 1 到 12 的數字')).toBeVisible();
  await look(page, '85-04-table-refused');
  await page.getByLabel('桌號', { exact: true }).fill('5');
  await submit(page);
  await expect(page.getByRole('heading', { name: '訂單已送出' })).toBeVisible();
  await expect(page.getByTestId('table-number')).toHaveText('5');
  await expect(page.getByText('現場入座')).toBeVisible();
  await look(page, '85-05-seated-done');
});

test('a waiting-list order shows its number and the parties ahead', async ({ newPhone, look }) => {
  const { page } = await newPhone();
  await cartWithTea(page, '內用');
  await page.getByRole('radio', { name: /排隊候位/ }).check();
  await page.getByLabel('用餐人數').selectOption('3');
  await fillContact(page, 3);
  await submit(page);
  await expect(page.getByRole('heading', { name: '訂單已送出' })).toBeVisible();
  const waiting = page.getByTestId('waiting-number');
  await expect(waiting).toContainText('候位號碼');
  await expect(waiting).toContainText(/\d+/);
  await expect(page.getByTestId('waiting-ahead')).toHaveText(/前面還有 \d+ 組|前面沒有人/);
  await expect(page.getByText('3 位')).toBeVisible();
  // What comes next fits a waiting party, not a takeaway counter pickup.
  await expect(page.getByTestId('pickup-next')).toContainText('輪到您時店家會叫號');
  await look(page, '85-06-waiting-done');
});

test('a 宅配 order shows the shipping fee before sending, and the total includes it', async ({
  newPhone,
  look,
}) => {
  const { page } = await newPhone();
  await cartWithTea(page, '宅配');
  const itemsTotal = await page.getByTestId('cart-total').textContent();
  await expect(page.getByTestId('shipping-fee')).toContainText('$150');
  await expect(page.getByTestId('ship-note')).toContainText('3 天內出貨');
  // 珍珠奶茶 中 50 + 運費 150.
  await expect(page.getByTestId('cart-total')).toContainText('$200');
  await expect(page.getByRole('button', { name: /送出訂單/ }).first()).toContainText('$200');
  // No pickup or delivery time for shipping (it ships within the store's days).
  await expect(page.getByRole('radio', { name: /盡快(取餐|送達)/ })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: /取餐時間|送達時間/ })).toHaveCount(0);
  await page.getByLabel('收件人', { exact: true }).fill('陳大文');
  await page.getByLabel('收件人手機').fill('0912-000-111');
  await page.getByLabel('縣市').selectOption('臺中市');
  await page.getByLabel('區域').selectOption('西屯區');
  await page.getByLabel('地址').fill('臺灣大道三段99號');
  await page.getByLabel('樓層（選填）').fill('5樓');
  await fillContact(page, 4);
  await expect(page.getByRole('radio', { name: '貨到付款' })).toBeChecked();
  await look(page, '85-07-ship-form');
  expect(itemsTotal).toBeTruthy();
  await submit(page);
  await expect(page.getByRole('heading', { name: '訂單已送出' })).toBeVisible();
  await expect(page.getByTestId('order-shipping-fee')).toContainText('$150');
  await expect(page.getByText('合計')).toBeVisible();
  await expect(page.getByText('$200')).toBeVisible();
  await expect(page.getByText('臺中市西屯區臺灣大道三段99號 5樓')).toBeVisible();
  await expect(page.getByText(/取餐時間|送達時間/)).toHaveCount(0);
  await expect(page.getByTestId('pickup-next')).toContainText('店家收單後備貨出貨');
  await look(page, '85-08-ship-done');
});
