import { addWithDefaults, expect, logInAsMember, type Page, test, uniqueMobile } from '../fixtures';

/**
 * Coupons (spec §3 Coupon types and Coupon state; spec §4 Coupons; spec §7 Coupons, check_order apply_coupons
 * / remove_coupons; docs/features.md "優惠券"), on the demo coupons of 50嵐 信義店 (data/README.md "Coupons"):
 * - a visitor sees the store's coupons on the cart (a member-only one greyed with 請先登入 and 登入後使用),
 *   types the promo code WELCOME50, sees 「優惠券：新朋友折 $50 −$50」 and the lower 合計, orders in cash
 *   and finds the coupon and the discount on the order's page;
 * - a new member ticks the new-customer coupon, orders with it, finds it on 訂單詳情 and under 已使用, and on
 *   the next cart it is offered no more (greyed with the server's reason).
 * Every amount is the server's (check_order and the order); the journey reads what the pages show.
 */

const STORE = '50lan-xinyi';

/** Takeaway as soon as possible, in cash, with this contact; returns the order id from the completion page. */
async function placeCashOrder(page: Page, phone: string): Promise<string> {
  const asap = page.getByRole('radio', { name: /盡快取餐/ });
  await expect(page.getByText(/約 \d+–\d+ 分鐘/)).toBeVisible();
  await asap.check();
  await page.getByLabel('姓名').fill('林優惠');
  await page.getByLabel('手機', { exact: true }).fill(phone);
  await page.getByRole('radio', { name: '現金' }).check();
  await page.getByRole('button', { name: /送出訂單/ }).click();
  await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/);
  return new URL(page.url()).searchParams.get('order_id') ?? '';
}

const couponCard = (page: Page, name: string) =>
  page.getByTestId('coupon-card').filter({ has: page.getByText(name, { exact: true }) });

test('a visitor uses the promo code WELCOME50 and sees it on the order', async ({ page, look }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));

  await test.step('two 珍珠奶茶 ($100) in the cart; the store coupons are offered', async () => {
    await page.goto(`/stores/${STORE}/menu`);
    await addWithDefaults(page, '珍珠奶茶');
    await addWithDefaults(page, '珍珠奶茶');
    await page.goto(`/stores/${STORE}/cart`);
    await expect(page.getByTestId('cart-total')).toHaveText(/\$100/);
    const section = page.getByTestId('coupon-section');
    await expect(section.getByRole('heading', { name: '優惠券' })).toBeVisible();
    await expect(couponCard(page, '信義店 滿百折 $20').getByTestId('coupon-benefit')).toHaveText('折 $20');
    const memberOnly = couponCard(page, '會員 9 折');
    await expect(memberOnly.getByTestId('coupon-refusal')).toHaveText('此優惠券限會員使用，請先登入');
    await expect(memberOnly.getByRole('checkbox')).toBeDisabled();
    await expect(memberOnly.getByRole('link', { name: '登入後使用' })).toHaveAttribute(
      'href',
      `/stores/login?redirect=${encodeURIComponent(`/stores/${STORE}/cart`)}`,
    );
  });

  await test.step('a wrong code is refused under the field; WELCOME50 takes $50 off', async () => {
    const field = page.getByLabel('輸入優惠碼');
    await field.fill('NOPE123');
    await page.getByRole('button', { name: '使用', exact: true }).click();
    await expect(page.getByTestId('promo-error')).toHaveText('找不到此優惠碼，請確認後再輸入');
    await field.fill('welcome50');
    await page.getByRole('button', { name: '使用', exact: true }).click();
    await expect(page.getByTestId('promo-coupon')).toContainText('新朋友折 $50優惠碼 WELCOME50');
    await expect(page.getByTestId('coupon-line')).toHaveText('優惠券：新朋友折 $50−$50');
    await expect(page.getByTestId('cart-total')).toHaveText('合計$50');
    await expect(page.getByRole('button', { name: /送出訂單/ }).last()).toContainText('$50');
    await page.getByTestId('coupon-section').scrollIntoViewIfNeeded();
    await look(page, '105-cart-coupons');
    await page.getByTestId('cart-total').scrollIntoViewIfNeeded();
    await look(page, '105-cart-promo-applied');
  });

  await test.step('ordered in cash: the order page shows the coupon and the discount', async () => {
    await placeCashOrder(page, uniqueMobile());
    await expect(page.getByTestId('order-coupon-line')).toHaveText('優惠券：新朋友折 $50−$50');
    await expect(page.locator('main')).toContainText('合計$50');
    await page.getByTestId('order-coupons').scrollIntoViewIfNeeded();
    await look(page, '105-order-completed-coupon');
  });
  expect(pageErrors).toEqual([]);
});

test('a new member uses the new-customer coupon once', async ({ page, look, member }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  const newCustomer = () => couponCard(page, '新會員首購折 $30');
  let orderId = '';

  await test.step('logged in, the new-customer coupon is offered on the cart and takes $30 off', async () => {
    await logInAsMember(page, member, `/stores/${STORE}/menu`);
    await addWithDefaults(page, '珍珠奶茶');
    await page.goto(`/stores/${STORE}/cart`);
    await expect(page.getByTestId('cart-total')).toHaveText(/\$50/);
    const box = newCustomer().getByRole('checkbox');
    await expect(box).toBeEnabled();
    await box.click();
    await expect(box).toBeChecked();
    await expect(page.getByTestId('coupon-line')).toHaveText('優惠券：新會員首購折 $30−$30');
    await expect(page.getByTestId('cart-total')).toHaveText('合計$20');
    orderId = await placeCashOrder(page, member.phone);
    await expect(page.getByTestId('order-coupon-line')).toHaveText('優惠券：新會員首購折 $30−$30');
  });

  await test.step('歷史訂單, 訂單詳情 and 已使用 show it', async () => {
    await page.goto('/stores/history_orders');
    await expect(page.getByTestId('history-discount').first()).toHaveText('優惠折抵 $30');
    await page.goto(`/stores/history_orders/${orderId}`);
    await expect(page.getByTestId('order-coupon-line')).toHaveText('優惠券：新會員首購折 $30−$30');
    await expect(page.getByTestId('order-total')).toContainText('$20');
    await page.getByTestId('order-coupons').scrollIntoViewIfNeeded();
    await look(page, '105-history-order-coupon');
    await page.goto('/stores/member');
    await page.getByRole('link', { name: '優惠券紀錄' }).click();
    await expect(page).toHaveURL(/\/stores\/member\/coupons_list$/);
    await page.getByRole('tab', { name: '已使用' }).click();
    await expect(page.getByTestId('coupon-used-on')).toContainText('折抵 $30');
    await look(page, '105-member-coupons-used');
    await page.getByRole('tab', { name: '可使用' }).click();
    await expect(page.getByRole('tab', { name: '可使用' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('coupon-card').first()).toBeVisible();
    await look(page, '105-member-coupons-list');
    await page.goto('/stores/member/coupons');
    await expect(page.getByRole('heading', { name: '50嵐 信義店' })).toBeVisible();
    await look(page, '105-member-coupons');
  });

  await test.step('the next cart offers it no more: greyed with the server reason', async () => {
    await page.goto(`/stores/${STORE}/menu`);
    await addWithDefaults(page, '珍珠奶茶');
    await page.goto(`/stores/${STORE}/cart`);
    await expect(newCustomer().getByTestId('coupon-refusal')).toHaveText('新客優惠限在本品牌第一次點餐使用');
    await expect(newCustomer().getByRole('checkbox')).toBeDisabled();
    await expect(page.getByTestId('coupon-line')).toHaveCount(0);
  });
  expect(pageErrors).toEqual([]);
});
