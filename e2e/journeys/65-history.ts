import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from 'playwright-core';
import { assertNoAxeViolations, assertNoOverflow, codeFor, type Journey } from '../harness';

/** From the cart page: takeaway as soon as possible, cash, contact; returns the order number shown. */
async function checkout(page: Page): Promise<string> {
  await page.getByRole('heading', { name: '購物車' }).waitFor();
  const asap = page.getByRole('radio', { name: /盡快取餐/ });
  await asap.waitFor();
  await page.getByText(/約 \d+–\d+ 分鐘/).waitFor();
  await asap.check();
  await page.getByLabel('姓名').fill('陳小華');
  await page.getByLabel('手機').fill('0922333444');
  await page.getByRole('radio', { name: '現金' }).check();
  await page.getByRole('button', { name: /送出訂單/ }).click();
  await page.waitForURL('**/stores/50lan-xinyi/order_completed');
  return (await page.getByTestId('order-number').innerText()).trim();
}

/**
 * Order history (issue #3 §4; spec §2 /stores/history_orders, /stores/history_orders/{oid} and the
 * /stores/{sid}/… aliases; spec §4 status names; spec §8 cancel_order, order_item_changed): a new member sees
 * the empty history, orders a 珍珠奶茶 at 50嵐 信義店, finds it under 歷史訂單 (store, number, 已送出, 未付款,
 * $50), opens the detail (items, 無交易紀錄), presses 再點一次 and lands on the cart with the drink; pressed
 * again with that drink in the cart, 再點一次 asks before replacing it (保留購物車 / 取代並再點一次); orders it
 * again, cancels that order after confirming (已取消), and sees the server's refusal when an order was
 * cancelled behind the page's back. axe-core finds nothing on the list, the detail and the dialog.
 */
const journey: Journey = {
  name: 'member history: list, detail, order again, cancel (confirm, 409 refusal)',
  async run(ctx) {
    const { context, page } = await ctx.newPhone();
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    const shot = async (name: string) => {
      await page.waitForTimeout(300);
      await ctx.screenshot(page, name);
    };
    const phone = `09${String(Date.now() + 65).slice(-8)}`;

    // Register (the store is known, so registration lands on its menu, logged in).
    await page.goto('/stores/50lan-xinyi/menu');
    await page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await page.goto('/stores/register');
    await page.getByLabel('手機').fill(phone);
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await page.getByLabel('驗證碼').fill(await codeFor(page.request, ctx.baseUrl, phone, 'REGISTER'));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await page.getByLabel('姓名').fill('陳小華');
    await page.getByLabel('密碼', { exact: true }).fill('oolong-tea-2024');
    await page.getByLabel('確認密碼').fill('oolong-tea-2024');
    await page.getByRole('button', { name: '註冊', exact: true }).click();
    await page.waitForURL('**/stores/50lan-xinyi/menu');

    // No orders yet: the empty state leads to the stores list.
    await page.goto('/stores/history_orders');
    await page.getByRole('heading', { name: '歷史訂單', level: 1 }).waitFor();
    await page.getByText('還沒有訂單紀錄').waitFor();
    assert.equal(await page.getByRole('link', { name: '去逛逛店家' }).getAttribute('href'), '/stores');
    assert.equal(await page.title(), '歷史訂單 | iDing 線上點餐');
    await shot('65-history-empty');
    await assertNoAxeViolations(page, '/stores/history_orders (empty)');

    // Order a 珍珠奶茶 (defaults: 中, $50) for takeaway in cash while logged in.
    await page.goto('/stores/50lan-xinyi/menu');
    await page
      .getByRole('button', { name: /^珍珠奶茶/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: '珍珠奶茶' });
    await sheet.getByRole('button', { name: /加入購物車/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: /^購物車/ }).click();
    const first = await checkout(page);

    // Member home → 歷史訂單: the order, newest first, with its store, number, status and total.
    await page.goto('/stores/member');
    await page.getByRole('link', { name: '歷史訂單' }).click();
    await page.waitForURL('**/stores/history_orders');
    const rows = page.getByTestId('history-order');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1);
    const row = await rows.first().innerText();
    assert.match(row, /50嵐 信義店/);
    assert.match(row, new RegExp(`訂單編號 ${first}`));
    assert.match(row, /外帶/);
    assert.match(row, /已送出/);
    assert.match(row, /未付款/);
    assert.match(row, /\$50/);
    assert.match(row, /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    await shot('65-history-list');
    await assertNoAxeViolations(page, '/stores/history_orders');
    await assertNoOverflow(page, '/stores/history_orders');

    // Detail: items with options and price, total, statuses, no payment records yet.
    await rows.first().click();
    await page.waitForURL(/\/stores\/history_orders\/[0-9a-f-]{36}$/);
    const detailUrl = page.url();
    await page.getByRole('heading', { name: '訂單明細', level: 1 }).waitFor();
    assert.equal((await page.getByTestId('order-number').innerText()).trim(), first);
    const main = page.locator('main');
    await page.getByText('無交易紀錄').waitFor();
    assert.match(await main.innerText(), /珍珠奶茶 × 1/);
    assert.match(await main.innerText(), /中、正常糖、正常冰/);
    assert.match(await page.getByTestId('order-total').innerText(), /\$50/);
    assert.equal((await page.getByTestId('order-status').innerText()).trim(), '已送出');
    assert.match(await main.innerText(), /付款狀態\s+未付款/);
    assert.match(await main.innerText(), /付款方式\s+現金/);
    assert.equal(await page.title(), '50嵐 信義店 | 訂單明細');
    await shot('65-history-detail');
    await page.getByRole('heading', { name: '交易紀錄' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot('65-history-detail-bottom');
    await assertNoAxeViolations(page, 'order detail');
    await assertNoOverflow(page, 'order detail');

    // 再點一次: the cart becomes this order's drink, on the store's cart page.
    await page.evaluate(() => localStorage.removeItem('cart'));
    await page.getByRole('button', { name: '再點一次' }).click();
    await page.waitForURL('**/stores/50lan-xinyi/cart');
    await page.getByRole('heading', { name: '購物車' }).waitFor();
    assert.match(await page.locator('main').getByRole('listitem').first().innerText(), /珍珠奶茶/);
    assert.match(await page.getByTestId('cart-total').innerText(), /\$50/);
    await shot('65-history-again-cart');

    // Back on the detail with a drink in the cart: 再點一次 asks before replacing it (nothing lost unasked).
    await page.goBack();
    await page.waitForURL(detailUrl);
    await page.getByRole('heading', { name: '訂單明細', level: 1 }).waitFor();
    await page.getByRole('button', { name: '再點一次' }).click();
    const replace = page.getByRole('alertdialog', { name: '要取代目前的購物車嗎？' });
    await replace.getByText('購物車裡已有 1 項，再點一次會換成這筆訂單的品項。').waitFor();
    await shot('65-history-again-replace-confirm');
    await assertNoAxeViolations(page, 'replace-cart confirmation');
    await replace.getByRole('button', { name: '保留購物車' }).click();
    await replace.waitFor({ state: 'detached' });
    assert.equal(page.url(), detailUrl, 'kept the cart and stayed on the order');
    await page.getByRole('button', { name: '再點一次' }).click();
    await replace.getByRole('button', { name: '取代並再點一次' }).click();
    await page.waitForURL('**/stores/50lan-xinyi/cart');
    // Then order the same drink again from that cart.
    const second = await checkout(page);
    assert.notEqual(second, first);

    // The store alias lists both, newest first; open the newest and cancel it after confirming.
    await page.goto('/stores/50lan-xinyi/history_orders');
    await rows.nth(1).waitFor();
    assert.match(await rows.first().innerText(), new RegExp(`訂單編號 ${second}`));
    assert.match(await rows.nth(1).innerText(), new RegExp(`訂單編號 ${first}`));
    await rows.first().click();
    await page.waitForURL(/\/stores\/50lan-xinyi\/history_orders\/[0-9a-f-]{36}$/);
    assert.equal((await page.getByTestId('order-number').innerText()).trim(), second);
    await page.getByRole('button', { name: '取消訂單' }).click();
    const dialog = page.getByRole('alertdialog', { name: '確定要取消訂單嗎？' });
    await dialog.waitFor();
    await dialog.getByText(`訂單編號 ${second}`).waitFor();
    await shot('65-history-cancel-confirm');
    await assertNoAxeViolations(page, 'cancel confirmation');
    // 不取消 closes it without cancelling.
    await dialog.getByRole('button', { name: '不取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await page.getByTestId('order-status').innerText()).trim(), '已送出');
    await page.getByRole('button', { name: '取消訂單' }).click();
    await dialog.getByRole('button', { name: '確定取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('order-status').filter({ hasText: '已取消' }).waitFor();
    await page.getByText('訂單已取消').waitFor();
    assert.equal(await page.getByRole('button', { name: '取消訂單' }).count(), 0);
    await shot('65-history-cancelled');

    // The list shows it cancelled.
    await page.getByRole('link', { name: '回到歷史訂單' }).click();
    await page.waitForURL('**/stores/50lan-xinyi/history_orders');
    await rows.first().getByText('已取消').waitFor();
    assert.match(await rows.nth(1).innerText(), /已送出/);

    // The first order is cancelled elsewhere while its page is open: the 409 refusal says why, and the page
    // shows the server's status.
    await rows.nth(1).click();
    await page.waitForURL(/history_orders\/[0-9a-f-]{36}$/);
    const firstId = page.url().split('/').at(-1)!;
    await page.getByRole('button', { name: '取消訂單' }).click();
    const elsewhere = await page.request.delete(`/api/orders/${firstId}`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.equal(elsewhere.status(), 200);
    await dialog.getByRole('button', { name: '確定取消' }).click();
    await page.getByRole('alert').filter({ hasText: '無法取消訂單：這筆訂單已經取消' }).waitFor();
    await page.getByTestId('order-status').filter({ hasText: '已取消' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot('65-history-cancel-refused');
    await assertNoAxeViolations(page, 'order detail (refused)');

    assert.deepEqual(pageErrors, []);
    await context.close();
  },
};
export default journey;
