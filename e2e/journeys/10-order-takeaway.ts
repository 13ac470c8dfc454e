import assert from 'node:assert/strict';
import type { Journey } from '../harness';

/**
 * The core journey (issue #2 §4): a visitor opens the 24-hour 50嵐 信義店, adds 珍珠奶茶 大 / 半糖 / 少冰 with
 * 珍珠, orders takeaway as soon as possible in cash, and sees the 訂單編號 with the items.
 */
const journey: Journey = {
  name: 'visitor orders a drink for takeaway in cash',
  async run(ctx) {
    const { context, page } = await ctx.newPhone();
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    const shot = (name: string) => ctx.look(page, name);

    await page.goto('/stores');
    await page.getByRole('link', { name: /50嵐 信義店/ }).click();
    await page.waitForURL('**/store/50lan-xinyi');
    // The store list's cards also carry the store name as a heading and may still be fading out, so wait
    // for the store page's own title rather than the heading.
    await page.waitForFunction(() => document.title === '50嵐 信義店 | 店家資訊');
    await page.getByRole('heading', { name: '50嵐 信義店', level: 1 }).waitFor();
    await shot('10-store-page');
    await page.getByRole('link', { name: '開始點餐' }).click();

    // Menu: header, categories, entree cards.
    await page.waitForURL('**/stores/50lan-xinyi/menu');
    await page.getByRole('heading', { name: '50嵐 信義店' }).waitFor();
    await page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    assert.equal(await page.title(), '50嵐 信義店 | 菜單');
    await shot('11-menu');
    await page
      .getByRole('button', { name: /^珍珠奶茶/ })
      .first()
      .click();

    // Entree sheet: defaults preselected, radios by group, a topping checkbox.
    const sheet = page.getByRole('dialog', { name: '珍珠奶茶' });
    await sheet.waitFor();
    await shot('12-entree-sheet-open');
    // 加料 is optional, so the defaults (中 / 正常糖 / 正常冰) already make a valid line.
    assert.match(await sheet.getByRole('button', { name: /加入購物車/ }).innerText(), /\$50/);
    assert.ok(
      await sheet.getByRole('radiogroup', { name: '尺寸' }).getByRole('radio', { name: '中' }).isChecked(),
    );
    await sheet.getByRole('radiogroup', { name: '尺寸' }).getByRole('radio', { name: /大/ }).check();
    await sheet.getByRole('radiogroup', { name: '甜度' }).getByRole('radio', { name: '半糖' }).check();
    await sheet.getByRole('radiogroup', { name: '冰塊' }).getByRole('radio', { name: '少冰' }).check();
    await sheet.getByRole('checkbox', { name: /^珍珠/ }).check();
    const add = sheet.getByRole('button', { name: /加入購物車/ });
    assert.match(await add.innerText(), /\$70/);
    await shot('12-entree-sheet-chosen');
    await add.click();
    await sheet.waitFor({ state: 'hidden' });
    // The button's accessible name is its text with the count spelled out: 購物車，1 項，$70.
    const cartButton = page.getByRole('link', { name: /^購物車\s*，1 項，\s*\$70$/ });
    await cartButton.waitFor();
    await shot('13-menu-with-cart');

    // Cart and checkout: 60 (大) + 10 (珍珠).
    await cartButton.click();
    await page.waitForURL('**/stores/50lan-xinyi/cart');
    await page.getByRole('heading', { name: '購物車' }).waitFor();
    assert.equal(await page.title(), '50嵐 信義店 | 購物車');
    assert.match(await page.getByTestId('cart-total').innerText(), /\$70/);
    assert.match(
      await page.locator('main').getByRole('listitem').first().innerText(),
      /大、半糖、少冰、珍珠/,
    );
    const asap = page.getByRole('radio', { name: /盡快取餐/ });
    await asap.waitFor();
    await page.getByText(/約 \d+–\d+ 分鐘/).waitFor();
    await asap.check();

    // Validation first: an empty name and a bad phone are refused in zh-TW.
    await page.getByLabel('姓名').fill('');
    await page.getByLabel('手機').fill('12ab');
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await page.getByText('此欄位為必填').waitFor();
    await page.getByText('手機格式錯誤').waitFor();

    await page.getByLabel('姓名').fill('王小明');
    await page.getByLabel('手機').fill('0912345678');
    await page.getByRole('radio', { name: '現金' }).check();
    await shot('14-cart-checkout');
    await page.getByRole('button', { name: /送出訂單/ }).click();

    // Completed: order number like "001", the items, back to the store.
    await page.waitForURL('**/stores/50lan-xinyi/order_completed');
    await page.getByText('訂單編號').waitFor();
    const number = (await page.getByTestId('order-number').innerText()).trim();
    assert.match(number, /^\d{3}$/);
    await page.getByText('大、半糖、少冰、珍珠').waitFor();
    await page.getByText('盡快取餐').waitFor();
    assert.match(await page.locator('main').innerText(), /\$70/);
    assert.match(await page.locator('main').innerText(), /現金/);
    assert.equal(await page.title(), '50嵐 信義店 | 訂單完成');
    const stored = await page.evaluate(() => ({
      orderId: localStorage.getItem('orderId'),
      cart: JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.length,
    }));
    assert.ok(stored.orderId, 'order id kept under localStorage orderId');
    assert.equal(stored.cart, 0, 'cart cleared after the order');
    await shot('15-order-completed');

    await page.getByRole('link', { name: '回到店家' }).click();
    await page.waitForURL('**/stores/50lan-xinyi/menu');
    assert.deepEqual(pageErrors, []);
    await context.close();
  },
};
export default journey;
