import { addWithDefaults, expect, type Page, test, uniqueMobile } from '../fixtures';

/** From the 50嵐 信義店 menu: one `drink` with its defaults, takeaway as soon as possible, cash; returns the order id. */
async function orderAsGuest(page: Page, drink: string, phone: string): Promise<string> {
  await page.goto('/stores/50lan-xinyi/menu');
  await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
  await addWithDefaults(page, drink);
  await page.goto('/stores/50lan-xinyi/cart');
  await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
  const asap = page.getByRole('radio', { name: /盡快取餐/ });
  await expect(asap).toBeVisible();
  await asap.check();
  await page.getByLabel('姓名').fill('林小美');
  await page.getByLabel('手機', { exact: true }).fill(phone);
  await page.getByRole('radio', { name: '現金' }).check();
  await page.getByRole('button', { name: /送出訂單/ }).click();
  await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/);
  await expect(page.getByTestId('order-number')).toBeVisible();
  return new URL(page.url()).searchParams.get('order_id')!;
}

/**
 * The diner's second round §1 (ADR 028): a guest orders 珍珠奶茶 then 阿薩姆紅茶; the first order's page (its URL
 * names it, ?order_id=) still shows the 珍珠奶茶 after the second order. On a fresh browser that page says
 * 找不到訂單; 查詢訂單 (from the login screen) takes the phone, a wrong code is refused in zh-TW, the sandbox
 * SMS's code lists both orders newest first, and each opens its page, also after a reload.
 */
test('a guest keeps each order page, and finds both orders on another browser by phone + SMS code', async ({
  page,
  newPhone,
  look,
  capture,
  smsCode,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  const phone = uniqueMobile(68);
  let first = '';
  let second = '';

  await test.step('a guest orders twice; the first order page still shows the first order', async () => {
    first = await orderAsGuest(page, '珍珠奶茶', phone);
    const firstNumber = (await page.getByTestId('order-number').innerText()).trim();
    second = await orderAsGuest(page, '阿薩姆紅茶', phone);
    expect(second).not.toBe(first);
    await page.goto(`/stores/50lan-xinyi/order_completed?order_id=${first}`);
    await expect(page.getByTestId('order-number')).toHaveText(firstNumber);
    await expect(page.locator('main').getByText('珍珠奶茶').first()).toBeVisible();
    await expect(page.locator('main').getByText('阿薩姆紅茶')).toHaveCount(0);
    await capture(page, '68-first-order-page');
  });

  const { page: other } = await newPhone();
  other.on('pageerror', (e) => pageErrors.push(e));

  await test.step('another browser: the shared link shows nothing', async () => {
    await other.goto(`/stores/50lan-xinyi/order_completed?order_id=${first}`);
    await expect(other.getByRole('heading', { name: '找不到訂單' })).toBeVisible();
    await expect(other.locator('main').getByText('珍珠奶茶')).toHaveCount(0);
  });

  await test.step('查詢訂單 from the login screen: phone, a wrong code refused, the right code', async () => {
    await other.goto('/stores/login');
    await other.getByRole('link', { name: /查詢訂單/ }).click();
    await expect(other).toHaveURL(/\/stores\/order_lookup$/);
    await expect(other.getByRole('heading', { name: '查詢訂單', level: 1 })).toBeVisible();
    await other.getByLabel('訂購手機').fill('12ab');
    await other.getByRole('button', { name: '傳送驗證碼' }).click();
    await expect(other.getByText('手機格式錯誤')).toBeVisible();
    await other.getByLabel('訂購手機').fill(phone);
    await look(other, '68-lookup-phone');
    await other.getByRole('button', { name: '傳送驗證碼' }).click();
    const code = await smsCode(phone, 'ORDER_LOOKUP');
    await other.getByLabel('驗證碼').fill(code === '000000' ? '111111' : '000000');
    await other.getByRole('button', { name: '查詢訂單' }).click();
    await expect(other.getByRole('alert')).toContainText('驗證碼錯誤，還可再試 4 次');
    await capture(other, '68-lookup-wrong-code');
    await other.getByLabel('驗證碼').fill(code);
    await other.getByRole('button', { name: '查詢訂單' }).click();
    const rows = other.getByTestId('lookup-order');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('50嵐 信義店');
    await expect(rows.first()).toContainText('已送出');
    await expect(rows.first()).toHaveAttribute(
      'href',
      `/stores/50lan-xinyi/order_completed?order_id=${second}`,
    );
    await expect(rows.nth(1)).toHaveAttribute(
      'href',
      `/stores/50lan-xinyi/order_completed?order_id=${first}`,
    );
    await look(other, '68-lookup-found');
  });

  await test.step('the list and the orders stay open after a reload', async () => {
    await other.reload();
    const rows = other.getByTestId('lookup-order');
    await expect(rows).toHaveCount(2);
    await rows.nth(1).click();
    await expect(other).toHaveURL(new RegExp(`order_id=${first}$`));
    await expect(other.locator('main').getByText('珍珠奶茶').first()).toBeVisible();
    await other.reload();
    await expect(other.getByTestId('order-number')).toBeVisible();
    await look(other, '68-lookup-opened-order');
  });

  expect(pageErrors).toEqual([]);
});
