import { expect, menuCard, test } from '../fixtures';

/**
 * The core journey: a visitor opens the 24-hour 50嵐 信義店, adds 珍珠奶茶 大 / 半糖 / 少冰 with
 * 珍珠, orders takeaway as soon as possible in cash, and sees the 訂單編號 with the items.
 */
test('visitor orders a drink for takeaway in cash', async ({ page, look }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  const shot = (name: string) => look(page, name);

  await test.step('store page', async () => {
    await page.goto('/stores');
    await page.getByRole('link', { name: /50嵐 信義店/ }).click();
    await expect(page).toHaveURL(/\/store\/50lan-xinyi$/);
    // The store list's cards also carry the store name as a heading and may still be fading out, so wait
    // for the store page's own title rather than the heading.
    await expect(page).toHaveTitle('50嵐 信義店 | 店家資訊');
    await expect(page.getByRole('heading', { name: '50嵐 信義店', level: 1 })).toBeVisible();
    await shot('10-store-page');
    await page.getByRole('link', { name: '開始點餐' }).click();
  });

  await test.step('menu: header, categories, entree cards', async () => {
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
    await expect(page.getByRole('heading', { name: '50嵐 信義店' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    await expect(page).toHaveTitle('50嵐 信義店 | 菜單');
    await shot('11-menu');
    await (await menuCard(page, '珍珠奶茶')).click();
  });

  await test.step('entree sheet: defaults preselected, radios by group, a topping checkbox', async () => {
    const sheet = page.getByRole('dialog', { name: '珍珠奶茶' });
    await expect(sheet).toBeVisible();
    await shot('12-entree-sheet-open');
    // 加料 is optional, so the defaults (中 / 正常糖 / 正常冰) already make a valid line.
    const add = sheet.getByRole('button', { name: /加入購物車/ });
    await expect(add).toContainText('$50');
    await expect(
      sheet.getByRole('radiogroup', { name: '尺寸' }).getByRole('radio', { name: '中' }),
    ).toBeChecked();
    await sheet.getByRole('radiogroup', { name: '尺寸' }).getByRole('radio', { name: /大/ }).check();
    await sheet.getByRole('radiogroup', { name: '甜度' }).getByRole('radio', { name: '半糖' }).check();
    await sheet.getByRole('radiogroup', { name: '冰塊' }).getByRole('radio', { name: '少冰' }).check();
    await sheet.getByRole('checkbox', { name: /^珍珠/ }).check();
    await expect(add).toContainText('$70');
    await shot('12-entree-sheet-chosen');
    await add.click();
    await expect(sheet).toBeHidden();
  });

  // The button's accessible name is its text with the count spelled out: 購物車，1 項，$70.
  const cartButton = page.getByRole('link', { name: /^購物車\s*，1 項，\s*\$70$/ });
  await expect(cartButton).toBeVisible();
  // The card says how many of it the cart holds (the page's cart selector: only a non-empty cart of this store).
  await expect(await menuCard(page, '珍珠奶茶')).toContainText('已點 1');
  await shot('13-menu-with-cart');

  await test.step('cart and checkout: 60 (大) + 10 (珍珠)', async () => {
    await cartButton.click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/cart$/);
    await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
    await expect(page).toHaveTitle('50嵐 信義店 | 購物車');
    await expect(page.getByTestId('cart-total')).toContainText('$70');
    await expect(page.locator('main').getByRole('listitem').first()).toContainText('大、半糖、少冰、珍珠');
    const asap = page.getByRole('radio', { name: /盡快取餐/ });
    await expect(asap).toBeVisible();
    await expect(page.getByText(/約 \d+–\d+ 分鐘/)).toBeVisible();
    await asap.check();

    // Validation first: an empty name and a bad phone are refused in zh-TW.
    await page.getByLabel('姓名').fill('');
    await page.getByLabel('手機', { exact: true }).fill('12ab');
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page.getByText('請輸入姓名')).toBeVisible();
    await expect(page.getByText('請輸入 09 開頭的 10 碼手機號碼')).toBeVisible();

    await page.getByLabel('姓名').fill('王小明');
    await page.getByLabel('手機', { exact: true }).fill('0912345678');
    await page.getByRole('radio', { name: '現金' }).check();
    await shot('14-cart-checkout');
    await page.getByRole('button', { name: /送出訂單/ }).click();
  });

  await test.step('completed: order number like "001", the items, back to the store', async () => {
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByText('訂單編號', { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^\s*\d{3}\s*$/);
    await expect(page.getByText('大、半糖、少冰、珍珠')).toBeVisible();
    await expect(page.getByText('盡快取餐')).toBeVisible();
    await expect(page.locator('main')).toContainText('$70');
    await expect(page.locator('main')).toContainText('現金');
    await expect(page).toHaveTitle('50嵐 信義店 | 訂單完成');
    const stored = await page.evaluate(() => ({
      orderId: localStorage.getItem('orderId'),
      cart: JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.length,
    }));
    expect(stored.orderId, 'order id kept under localStorage orderId').toBeTruthy();
    expect(stored.cart, 'cart cleared after the order').toBe(0);
    await shot('15-order-completed');

    await page.getByRole('link', { name: '回到店家' }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
  });
  expect(pageErrors).toEqual([]);
});
