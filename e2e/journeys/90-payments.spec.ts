import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { addWithDefaults, expect, expectNoOverflow, type Page, test } from '../fixtures';

/**
 * Online payments through the sandbox: 50嵐 信義店 takes every online type for 外帶.
 * - LINE Pay: the cart offers the store's online types in zh-TW, each with its small mark (Apple Pay only where
 *   the browser can pay with it); the submit button reads 前往付款 once an online type is chosen; after it the diner is on the sandbox's
 *   hosted page (the amount, 付款成功 / 付款失敗 / 取消), pays, comes back to the LINE Pay landing page (spec §2
 *   /stores/{sid}/line_pay), which confirms and goes on to the order-completed page showing 已付款.
 * - Card: the card form takes what a phone's numeric keypad types (the number grouped in fours, 1230 read as
 *   12/30) and a pasted number; a declined test card (4000 0000 0000 0002): the order is placed, the
 *   payment fails, the landing page says so, why (發卡銀行拒絕交易) and the minutes left to pay, with 重新付款 and
 *   改用其他付款方式; 重新付款 with 4242 4242 4242 4242
 *   pays. The card number never leaves the browser: only a prime is sent.
 * - 台灣Pay on a computer (spec §2 /stores/{sid}/tw_pay/payment, §5 "Taiwan Pay needs a QR code on desktop"):
 *   the page draws the API's QR code, which decodes to the sandbox's payment page; paying there on a phone takes
 *   the computer's page on to the order-completed page by itself.
 */

/** From the store's menu: a 珍珠奶茶 with its defaults, to the cart, takeaway as soon as possible. */
async function toCheckout(page: Page) {
  await page.goto('/stores/50lan-xinyi/menu');
  await addWithDefaults(page, '珍珠奶茶');
  await page.getByRole('link', { name: /^購物車/ }).click();
  await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
  const asap = page.getByRole('radio', { name: /盡快取餐/ });
  await expect(asap).toBeVisible();
  await asap.check();
  await page.getByLabel('姓名').fill('林小美');
  await page.getByLabel('手機', { exact: true }).fill('0933222111');
}

test('pay by LINE Pay through the sandbox and land on the order-completed page, 已付款', async ({
  page,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));

  await test.step('the cart offers the store’s online types in zh-TW', async () => {
    await toCheckout(page);
    const payments = page.getByRole('radiogroup', { name: '付款方式' });
    for (const name of [
      '現金',
      'LINE Pay',
      '信用卡',
      '街口支付',
      '台灣Pay',
      '全支付',
      '悠遊付',
      '全盈+PAY',
      'Google Pay',
    ]) {
      await expect(payments.getByRole('radio', { name, exact: true })).toBeEnabled();
    }
    // Chromium cannot pay with Apple Pay (no ApplePaySession): not offered.
    await expect(payments.getByRole('radio', { name: 'Apple Pay' })).toHaveCount(0);
    // Chromium has the Payment Request API: Google Pay is offered (above).
    // Every choice carries its small mark, beside the radio and before the name, all one size in a column.
    const rows = payments.locator('label');
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(9);
    const lefts = new Set<number>();
    for (let i = 0; i < count; i++) {
      const mark = rows.nth(i).locator('svg[data-payment-logo]');
      await expect(mark).toBeVisible();
      const box = (await mark.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([48, 30]);
      lefts.add(Math.round(box.x));
    }
    expect([...lefts], 'the marks line up').toHaveLength(1);
    await expect(
      payments.locator('label', { hasText: 'LINE Pay' }).locator('svg rect').first(),
    ).toHaveAttribute('fill', '#06C755');
    await payments.scrollIntoViewIfNeeded();
    await payments.screenshot({ path: '/work/shots/pay-methods.png' });
    // Cash is paid at the counter: the button sends the order.
    const send = page.locator('.bottom-bar').getByRole('button');
    await expect(send).toHaveText(/^送出訂單/);
    await payments.getByRole('radio', { name: 'LINE Pay', exact: true }).check();
    await expect(page.getByText('送出後前往付款')).toBeVisible();
    await expect(send).toHaveText(/^前往付款\$50$/);
    await look(page, '90-cart-line-pay');
    await send.click();
  });

  await test.step('the sandbox page: what is paid and the three choices', async () => {
    await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'LINE Pay 測試付款頁' })).toBeVisible();
    await expect(page.getByTestId('sandbox-amount')).toHaveText('$50');
    await expect(page.getByText(/50嵐 信義店 訂單 \d{3}/)).toBeVisible();
    await expect(page.getByRole('button', { name: '付款失敗' })).toBeVisible();
    await expect(page.getByRole('button', { name: '取消' })).toBeVisible();
    await expectNoOverflow(page, 'sandbox page');
    await look(page, '91-sandbox-line-pay');
    await page.getByRole('button', { name: '付款成功' }).click();
  });

  await test.step('the landing page confirms; the order-completed page says 已付款', async () => {
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByText('LINE Pay（已付款）')).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^\s*\d{3}\s*$/);
    await look(page, '92-completed-line-pay-paid');
    const cart = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.length,
    );
    expect(cart, 'cart cleared once the order is placed').toBe(0);
  });
  expect(pageErrors).toEqual([]);
});

test('Apple Pay where the browser can pay with it; 外送 offers 貨到付款, not 現金 beside it', async ({
  newPhone,
  look,
}) => {
  // Safari on an iPhone with a card in Wallet answers canMakePayments() true (Apple Pay JS).
  const { context, page } = await newPhone();
  await context.addInitScript(() => {
    Object.assign(window, { ApplePaySession: { canMakePayments: () => true } });
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  await toCheckout(page);
  const payments = page.getByRole('radiogroup', { name: '付款方式' });

  await test.step('外帶: Apple Pay is offered, and leads on to paying', async () => {
    const applePay = payments.getByRole('radio', { name: 'Apple Pay', exact: true });
    await applePay.check();
    await expect(page.locator('.bottom-bar').getByRole('button')).toHaveText(/^前往付款/);
    await applePay.scrollIntoViewIfNeeded();
    await look(page, '90-cart-apple-pay');
  });

  await test.step('外送: one 貨到付款, no 現金; the order is sent, not paid online', async () => {
    await page
      .getByRole('radiogroup', { name: '用餐方式' })
      .getByRole('radio', { name: '外送', exact: true })
      .check();
    await expect(payments.getByRole('radio')).toHaveCount(1);
    await expect(payments.getByRole('radio', { name: '貨到付款' })).toBeChecked();
    await expect(payments.getByRole('radio', { name: '現金' })).toHaveCount(0);
    await expect(page.locator('.bottom-bar').getByRole('button')).toHaveText(/^送出訂單/);
    await payments.scrollIntoViewIfNeeded();
    await look(page, '90-cart-delivery-cod');
  });
  expect(pageErrors).toEqual([]);
});

test('a declined card, then 重新付款 with the test card pays', async ({ page, look }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  const sentBodies: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') sentBodies.push(r.postData() ?? '');
  });
  /** Types the card as a phone's numeric keypad does: digits only, no spaces and no "/". */
  const typeCard = async (digits: string) => {
    await page.getByLabel('卡號').clear();
    await page.getByLabel('卡號').pressSequentially(digits);
    await page.getByLabel('有效期限').clear();
    await page.getByLabel('有效期限').pressSequentially('1230');
    await page.getByLabel('安全碼').fill('123');
  };

  await test.step('信用卡 shows the sandbox card form; a wrong number is refused before anything is sent', async () => {
    await toCheckout(page);
    await page.getByRole('radio', { name: '信用卡', exact: true }).check();
    await expect(page.getByTestId('card-fields')).toBeVisible();
    await typeCard('1234567890123456');
    await expect(page.getByLabel('卡號')).toHaveValue('1234 5678 9012 3456');
    await expect(page.getByLabel('有效期限')).toHaveValue('12/30');
    await page.getByRole('button', { name: /前往付款/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '測試環境僅接受測試卡號' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    // A pasted number (here with dashes) is grouped the same.
    await page.getByLabel('卡號').fill('4000-0000-0000-0002');
    await expect(page.getByLabel('卡號')).toHaveValue('4000 0000 0000 0002');
    await page.getByTestId('card-fields').scrollIntoViewIfNeeded();
    await look(page, '93-cart-card-form');
    await page.getByRole('button', { name: /前往付款/ }).click();
  });

  await test.step('declined: a clear message with 重新付款 and 改用其他付款方式', async () => {
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/credit_card\?order_id=/);
    await expect(page.getByRole('heading', { name: '付款未成功' })).toBeVisible();
    await expect(page.getByTestId('payment-message')).toContainText('重新付款');
    // Why, from the provider's code, and the minutes left of PAYMENT_TTL_MINUTES (15) to pay.
    await expect(page.getByTestId('decline-reason')).toHaveText('原因：發卡銀行拒絕交易');
    await expect(page.getByTestId('payment-minutes-left')).toHaveText(
      /^剩 1[0-5] 分鐘可付款，逾時訂單將自動取消$/,
    );
    await expect(page.getByRole('button', { name: '重新付款' })).toBeVisible();
    await expect(page.getByRole('button', { name: '改用其他付款方式' })).toBeVisible();
    await expectNoOverflow(page, 'payment failed');
    await look(page, '94-card-declined');
    await page.screenshot({ path: '/work/shots/card-declined.png' });
  });

  await test.step('改用其他付款方式 lists the other online types', async () => {
    await page.getByRole('button', { name: '改用其他付款方式' }).click();
    const others = page.getByRole('radiogroup', { name: '選擇付款方式' });
    await expect(others.getByRole('radio', { name: 'LINE Pay' })).toBeVisible();
    await expect(
      others.locator('label', { hasText: 'LINE Pay' }).locator('svg[data-payment-logo]'),
    ).toBeVisible();
    await expect(others.getByRole('radio', { name: '街口支付' })).toBeVisible();
    await expect(others.getByRole('radio', { name: '信用卡', exact: true })).toHaveCount(0);
    await look(page, '95-pay-another-way');
    await page.reload();
  });

  await test.step('重新付款 with 4242 4242 4242 4242 pays', async () => {
    await expect(page.getByRole('heading', { name: '付款未成功' })).toBeVisible();
    // After a reload the page still says why.
    await expect(page.getByTestId('decline-reason')).toHaveText('原因：發卡銀行拒絕交易');
    await page.getByRole('button', { name: '重新付款' }).click();
    await typeCard('4242424242424242');
    await page.getByRole('button', { name: '重新付款' }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByText('信用卡（已付款）')).toBeVisible();
    await look(page, '96-card-paid');
  });

  expect(sentBodies.join('\n'), 'no card number is ever sent').not.toMatch(/4242\s?4242|4000\s?0000/);
  expect(pageErrors).toEqual([]);
});

test('街口支付: back before paying, the landing page asks again every 2 s until it is paid (spec §4)', async ({
  page,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  let confirms = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/payment/jko_pay/confirm')) confirms++;
  });

  await toCheckout(page);
  await page.getByRole('radio', { name: '街口支付', exact: true }).check();
  await page.getByRole('button', { name: /前往付款/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '街口支付 測試付款頁' })).toBeVisible();
  const payPage = page.url();
  const ref = payPage.split('/').pop()!;

  // The diner is sent back before JKO has a result (the app switched back early).
  const orderId = await page.evaluate(() => localStorage.getItem('orderId'));
  await page.goto(`/stores/50lan-xinyi/jko_pay?order_id=${orderId}`);
  await expect(page.getByRole('status').filter({ hasText: '街口支付處理中' })).toBeVisible();
  await look(page, '97-jko-pending');
  await expect.poll(() => confirms, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

  // Meanwhile the payment goes through at JKO (here: the sandbox page's 付款成功, from another tab).
  const decided = await page.request.post(`/api/sandbox/pay/${ref}`, { data: { decision: 'paid' } });
  expect(decided.ok()).toBe(true);
  await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/, {
    timeout: 10_000,
  });
  await expect(page.getByText('街口支付（已付款）')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('台灣Pay on a computer: a QR code that opens the payment page; paying on the phone completes the order', async ({
  newPhone,
  look,
}) => {
  const { page: computer } = await newPhone({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const pageErrors: Error[] = [];
  computer.on('pageerror', (e) => pageErrors.push(e));

  await toCheckout(computer);
  await computer.getByRole('radio', { name: '台灣Pay', exact: true }).check();
  await computer.getByRole('button', { name: /前往付款/ }).click();
  await expect(computer).toHaveURL(/\/stores\/50lan-xinyi\/tw_pay\/payment\?/);
  await expect(computer.getByRole('heading', { name: '台灣Pay 掃碼付款' })).toBeVisible();
  await expect(computer.getByText('$50', { exact: true })).toBeVisible();
  const qr = computer.getByRole('img', { name: '台灣Pay 付款 QR Code' });
  await expect(qr).toBeVisible();
  await look(computer, '90-tw-pay-qr-desktop');

  // The image is a real QR code: it decodes to the sandbox's payment page on this server.
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toMatch(
    new RegExp(`^${computer.url().split('/stores/')[0]}/sandbox/pay/[0-9a-f-]{36}$`),
  );

  // The diner scans it with their phone and pays there.
  const { page: phone } = await newPhone();
  await phone.goto(decoded!.data);
  await expect(phone.getByRole('heading', { name: '台灣Pay 測試付款頁' })).toBeVisible();
  await expect(phone.getByTestId('sandbox-amount')).toHaveText('$50');
  await phone.getByRole('button', { name: '付款成功' }).click();

  // The computer's page notices on its own (it asks every 3 s) and goes on.
  await expect(computer).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/, {
    timeout: 15_000,
  });
  await expect(computer.getByText('台灣Pay（已付款）')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
