import {
  addWithDefaults,
  expect,
  expectNoAxeViolations,
  expectNoOverflow,
  logInAsMember,
  type Page,
  test,
} from '../fixtures';

/** From the cart page: takeaway as soon as possible, cash, contact; returns the order number shown. */
async function checkout(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
  const asap = page.getByRole('radio', { name: /盡快取餐/ });
  await expect(asap).toBeVisible();
  await expect(page.getByText(/約 \d+–\d+ 分鐘/)).toBeVisible();
  await asap.check();
  await page.getByLabel('姓名').fill('陳小華');
  await page.getByLabel('手機', { exact: true }).fill('0922333444');
  await page.getByRole('radio', { name: '現金' }).check();
  await page.getByRole('button', { name: /送出訂單/ }).click();
  await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/);
  return (await page.getByTestId('order-number').innerText()).trim();
}

/**
 * Order history (spec §2 /stores/history_orders, /stores/history_orders/{oid} and the
 * /stores/{sid}/… aliases; spec §4 status names; spec §8 cancel_order, order_item_changed): a new member sees
 * the empty history, orders a 珍珠奶茶 at 50嵐 信義店, finds it under 歷史訂單 (store, number, 已送出, 取餐時付款,
 * $50), opens the detail (items, 無交易紀錄), presses 再點一次 and lands on the cart with the drink; pressed
 * again with that drink in the cart, 再點一次 asks before replacing it (保留購物車 / 取代並再點一次); orders it
 * again, cancels that order after confirming (已取消), and sees the server's refusal when an order was
 * cancelled behind the page's back. axe-core finds nothing on the list, the detail and the dialog.
 */
test('member history: list, detail, order again, cancel (confirm, 409 refusal)', async ({
  page,
  capture,
  member,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  const shot = (name: string) => capture(page, name);
  const rows = page.getByTestId('history-order');
  const main = page.locator('main');

  await test.step('a new member logs in at 50嵐 信義店 (the store is known)', async () => {
    await logInAsMember(page, member, '/stores/50lan-xinyi/menu');
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
  });

  await test.step('no orders yet: the empty state leads to the stores list', async () => {
    await page.goto('/stores/history_orders');
    await expect(page.getByRole('heading', { name: '歷史訂單', level: 1 })).toBeVisible();
    await expect(page.getByText('還沒有訂單紀錄')).toBeVisible();
    await expect(page.getByRole('link', { name: '去逛逛店家' })).toHaveAttribute('href', '/stores');
    await expect(page).toHaveTitle('歷史訂單 | iDing 線上點餐');
    await shot('65-history-empty');
    await expectNoAxeViolations(page, '/stores/history_orders (empty)');
  });

  let first = '';
  await test.step('order a 珍珠奶茶 (defaults: 中, $50) for takeaway in cash while logged in', async () => {
    await page.goto('/stores/50lan-xinyi/menu');
    await addWithDefaults(page, '珍珠奶茶');
    await page.getByRole('link', { name: /^購物車/ }).click();
    first = await checkout(page);
  });

  await test.step('member home → 歷史訂單: the order with its store, number, status and total', async () => {
    await page.goto('/stores/member');
    await page.getByRole('link', { name: '歷史訂單' }).click();
    await expect(page).toHaveURL(/\/stores\/history_orders$/);
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    for (const text of [
      /50嵐 信義店/,
      new RegExp(`訂單編號 ${first}`),
      /外帶/,
      /已送出/,
      /取餐時付款/,
      /\$50/,
      /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/,
    ]) {
      await expect(row).toHaveText(text, { useInnerText: true });
    }
    await shot('65-history-list');
    await expectNoAxeViolations(page, '/stores/history_orders');
    await expectNoOverflow(page, '/stores/history_orders');
  });

  let detailUrl = '';
  await test.step('detail: items with options and price, total, statuses, no payment records yet', async () => {
    await rows.first().click();
    await expect(page).toHaveURL(/\/stores\/history_orders\/[0-9a-f-]{36}$/);
    detailUrl = page.url();
    await expect(page.getByRole('heading', { name: '訂單明細', level: 1 })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(first);
    await expect(page.getByText('無交易紀錄')).toBeVisible();
    for (const text of [/珍珠奶茶 × 1/, /中、正常糖、正常冰/, /付款狀態\s+取餐時付款/, /付款方式\s+現金/]) {
      await expect(main).toHaveText(text, { useInnerText: true });
    }
    await expect(page.getByTestId('order-total')).toContainText('$50');
    await expect(page.getByTestId('order-status')).toHaveText('已送出');
    await expect(page).toHaveTitle('50嵐 信義店 | 訂單明細');
    await shot('65-history-detail');
    await page.getByRole('heading', { name: '交易紀錄' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot('65-history-detail-bottom');
    await expectNoAxeViolations(page, 'order detail');
    await expectNoOverflow(page, 'order detail');
  });

  await test.step("再點一次: the cart becomes this order's drink, on the store's cart page", async () => {
    await page.evaluate(() => localStorage.removeItem('cart'));
    await page.getByRole('button', { name: '再點一次' }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/cart$/);
    await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
    await expect(main.getByRole('listitem').first()).toContainText('珍珠奶茶');
    await expect(page.getByTestId('cart-total')).toContainText('$50');
    await shot('65-history-again-cart');
  });

  let second = '';
  await test.step('with a drink in the cart, 再點一次 asks before replacing it; then order again', async () => {
    // Back on the detail: nothing lost unasked.
    await page.goBack();
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByRole('heading', { name: '訂單明細', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '再點一次' }).click();
    const replace = page.getByRole('alertdialog', { name: '要取代目前的購物車嗎？' });
    await expect(replace.getByText('購物車裡已有 1 項，再點一次會換成這筆訂單的品項。')).toBeVisible();
    await shot('65-history-again-replace-confirm');
    await expectNoAxeViolations(page, 'replace-cart confirmation');
    await replace.getByRole('button', { name: '保留購物車' }).click();
    await expect(replace).toHaveCount(0);
    await expect(page, 'kept the cart and stayed on the order').toHaveURL(detailUrl);
    await page.getByRole('button', { name: '再點一次' }).click();
    await replace.getByRole('button', { name: '取代並再點一次' }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/cart$/);
    // Then order the same drink again from that cart.
    second = await checkout(page);
    expect(second).not.toBe(first);
  });

  const dialog = page.getByRole('alertdialog', { name: '確定要取消訂單嗎？' });
  await test.step('the store alias lists both, newest first; cancel the newest after confirming', async () => {
    await page.goto('/stores/50lan-xinyi/history_orders');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`訂單編號 ${second}`);
    await expect(rows.nth(1)).toContainText(`訂單編號 ${first}`);
    await rows.first().click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/history_orders\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-number')).toHaveText(second);
    await page.getByRole('button', { name: '取消訂單' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`訂單編號 ${second}`)).toBeVisible();
    await shot('65-history-cancel-confirm');
    await expectNoAxeViolations(page, 'cancel confirmation');
    // 不取消 closes it without cancelling.
    await dialog.getByRole('button', { name: '不取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-status')).toHaveText('已送出');
    await page.getByRole('button', { name: '取消訂單' }).click();
    await dialog.getByRole('button', { name: '確定取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-status')).toHaveText('已取消');
    // The member's own cancel reads as theirs, never the store's.
    await expect(page.getByTestId('order-progress')).toHaveText('您已取消訂單');
    await expect(page.getByText('訂單已取消')).toBeVisible();
    await expect(page.getByRole('button', { name: '取消訂單' })).toHaveCount(0);
    await shot('65-history-cancelled');

    // The list shows it cancelled.
    await page.getByRole('link', { name: '回到歷史訂單' }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/history_orders$/);
    await expect(rows.first().getByText('已取消')).toBeVisible();
    await expect(rows.nth(1)).toContainText('已送出');
  });

  await test.step('cancelled elsewhere while its page is open: the 409 refusal says why', async () => {
    // The page then shows the server's status.
    await rows.nth(1).click();
    await expect(page).toHaveURL(/history_orders\/[0-9a-f-]{36}$/);
    const firstId = page.url().split('/').at(-1)!;
    await page.getByRole('button', { name: '取消訂單' }).click();
    const elsewhere = await page.request.delete(`/api/orders/${firstId}`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(elsewhere.status()).toBe(200);
    await dialog.getByRole('button', { name: '確定取消' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '無法取消訂單：這筆訂單已經取消' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('已取消');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot('65-history-cancel-refused');
    await expectNoAxeViolations(page, 'order detail (refused)');
  });
  expect(pageErrors).toEqual([]);
});
