import { addWithDefaults, expect, expectNoOverflow, logInAsMember, test } from '../fixtures';

/**
 * Store credit, 儲值金, end to end (§5 "pay with store credit"; spec §2 member home and
 * /stores/member/store_credit_history, §3 Store-credit transactions, §7 POST /api/payment/store_credits):
 * a member tops up 500 at the counter of 50嵐 信義店 and the cashier records it in the console (儲值, 1280×800);
 * the member's home shows the balance and 儲值金紀錄 the top-up; the member orders 外帶, pays with 儲值金 and
 * lands on the order-completed page paid; the balance drops by the total; cancelling the order refunds it
 * (ORDER_REFUND 1001): the balance is back at 500 and the history lists 儲值, 訂單付款 and 訂單退款.
 */
test.use({ memberName: '林小美' });

test('top up in the console, pay with 儲值金, cancel: the balance drops and comes back', async ({
  page,
  consolePage: counter,
  member,
  look,
}) => {
  const { phone } = member;
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  counter.on('pageerror', (e) => pageErrors.push(e));

  await test.step('the cashier records a 500 top-up in the console', async () => {
    await counter.getByRole('link', { name: '儲值' }).click();
    await expect(counter).toHaveURL(/\/console\/50lan-xinyi\/store_credit$/);
    await expect(counter.getByRole('heading', { name: '50嵐 信義店 儲值' })).toBeVisible();
    // A number nobody registered is refused and nothing is recorded.
    await counter.getByLabel('會員手機號碼').fill('0900000095');
    await counter.getByLabel('儲值金額（元）').fill('500');
    await counter.getByRole('button', { name: '確認儲值' }).click();
    await expect(counter.getByRole('alert')).toContainText('找不到這個手機號碼的會員');
    await counter.getByLabel('會員手機號碼').fill(phone);
    await counter.getByRole('button', { name: '確認儲值' }).click();
    await expect(counter.getByRole('status')).toHaveText(`已為 林○美（${phone}）儲值 $500，目前餘額 $500`);
    await expect(counter.getByLabel('會員手機號碼')).toHaveValue('');
    await look(counter, '95-console-store-credit');
  });

  await test.step('log in; the member home shows $500 and 儲值金紀錄 the top-up', async () => {
    await logInAsMember(page, member);
    // The member home shows the balance at the current store: the one whose menu was open last.
    await page.goto('/stores/50lan-xinyi/menu');
    await expect(page.getByText('阿薩姆紅茶').first()).toBeVisible();
    await page.goto('/stores/member');
    await expect(page.getByTestId('member-store-credit')).toHaveText('$500');
    await page.getByRole('link', { name: '儲值金紀錄' }).click();
    await expect(page).toHaveURL(/\/stores\/member\/store_credit_history$/);
    await expect(page.getByTestId('store-credit-balance')).toHaveText('$500');
    const rows = page.getByTestId('store-credit-movement');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('儲值');
    await expect(rows.first()).toContainText('+$500');
    await expectNoOverflow(page, 'store credit history');
    await look(page, '95-store-credit-history-topped-up');
  });

  let total = 0;
  await test.step('pay 外帶 with 儲值金: the order-completed page says paid', async () => {
    await page.goto('/stores/50lan-xinyi/menu');
    await addWithDefaults(page, '珍珠奶茶');
    await page.getByRole('link', { name: /^購物車/ }).click();
    await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
    await page.getByRole('radio', { name: /盡快取餐/ }).check();
    const name = page.getByLabel('姓名');
    if ((await name.inputValue()) === '') await name.fill('林小美');
    const mobile = page.getByLabel('手機', { exact: true });
    if ((await mobile.inputValue()) === '') await mobile.fill(phone);
    const storeCredit = page.getByRole('radio', { name: /儲值金/ });
    await storeCredit.check();
    await storeCredit.scrollIntoViewIfNeeded();
    await look(page, '95-cart-store-credit');
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByText('儲值金（已付款）')).toBeVisible();
    await look(page, '95-order-completed-store-credit');
    // The member's newest order, read with the page's session.
    const mine = await page.evaluate(async () => {
      const res = await fetch('/api/orders');
      return (await res.json()) as {
        data: { total: number; payment_status: number; payment_type: number }[];
      };
    });
    expect(mine.data[0]).toMatchObject({ payment_status: 2, payment_type: 1 });
    total = mine.data[0]!.total;
    expect(total).toBeGreaterThan(0);
  });

  await test.step('the balance dropped by the total', async () => {
    await page.goto('/stores/member');
    await expect(page.getByTestId('member-store-credit')).toHaveText(`$${500 - total}`);
    await page.getByRole('link', { name: '儲值金紀錄' }).click();
    const rows = page.getByTestId('store-credit-movement');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('訂單付款');
    await expect(rows.first()).toContainText(`-$${total}`);
    await expect(rows.first()).toContainText(`餘額 $${500 - total}`);
  });

  await test.step('cancel the order: ORDER_REFUND gives the balance back', async () => {
    await page.getByTestId('store-credit-movement').first().getByRole('link', { name: '查看訂單' }).click();
    await expect(page).toHaveURL(/\/stores\/history_orders\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: '取消訂單' }).click();
    const dialog = page.getByRole('alertdialog', { name: '確定要取消訂單嗎？' });
    await dialog.getByRole('button', { name: '確定取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-status')).toHaveText('已取消');
    // The member cancelled it, not the store: said so, with the refund.
    const progress = page.getByTestId('order-progress');
    await expect(progress).toContainText('您已取消訂單');
    await expect(progress).toContainText(`已退款 $${total}，將退回原付款方式`);
    await expect(progress).not.toContainText('店家');
    await progress.scrollIntoViewIfNeeded();
    await look(page, '95-order-cancelled-by-member');
    await page.goto('/stores/member');
    await expect(page.getByTestId('member-store-credit')).toHaveText('$500');
    await page.getByRole('link', { name: '儲值金紀錄' }).click();
    const rows = page.getByTestId('store-credit-movement');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('訂單退款');
    await expect(rows.first()).toContainText(`+$${total}`);
    await expect(rows.first()).toContainText('餘額 $500');
    await expect(page.getByTestId('store-credit-balance')).toHaveText('$500');
    await look(page, '95-store-credit-history-refunded');
  });

  expect(pageErrors).toEqual([]);
});
