import { expect, expectNoOverflow, test } from '../fixtures';

/**
 * 優惠券 in the console (docs/features.md "Console coupons"; spec §3 Coupon types, Discount source; spec §7
 * POST /api/coupons/check, check_order apply_coupons): at 50嵐 信義店 the owner creates a promo code TESTxxxx
 * for $30 off on the console's 優惠券 page (1280×800); a diner finds it with POST /api/coupons/check, check_order
 * applies it and the order placed with it costs $30 less; the board's card and 訂單詳細 show 「優惠券 名稱 −$30」
 * above the total and the list counts the use. The coupon is ended and the order cancelled when the journey
 * ends, passed or failed (the demo store is shared by every journey).
 */
const STORE = '50lan-xinyi';
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };

/** What the journey reads of GET /api/menu/new/{sid} (packages/domain ZMenuResponse). */
interface Menu {
  version: number;
  categories: {
    entrees: {
      id: string;
      option_groups: { min: number; options: { id: string; is_default: boolean }[] }[];
    }[];
  }[];
}

test('the owner creates a promo code; a diner orders with it; the board shows the discount', async ({
  page,
  consolePage: board,
  look,
}) => {
  const pageErrors: Error[] = [];
  board.on('pageerror', (e) => pageErrors.push(e));
  const code = `TEST${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const name = `開幕折 30 元 ${code.slice(4)}`;
  let couponId = '';
  let orderId = '';
  try {
    await test.step('the owner creates the promo code on 優惠券', async () => {
      await board.getByRole('navigation').getByRole('link', { name: '優惠券', exact: true }).click();
      await expect(board).toHaveURL(new RegExp(`/console/${STORE}/coupons$`));
      await expect(board.getByRole('heading', { name: '50嵐 信義店 優惠券', level: 1 })).toBeVisible();
      await board.getByRole('button', { name: '新增優惠券' }).click();
      const form = board.getByRole('form', { name: '新增優惠券' });
      // Nothing filled in: the form says why, in the API's words, and sends nothing.
      await form.getByRole('button', { name: '建立優惠券' }).click();
      await expect(form.getByText('請輸入優惠券名稱')).toBeVisible();
      await form.getByLabel('名稱').fill(name);
      await form.getByLabel('折抵金額（元）').fill('30');
      await form.getByLabel('優惠來源').selectOption({ label: '優惠碼' });
      await form.getByLabel('優惠碼（4–20 個英文字母或數字）').fill(code.toLowerCase());
      await expect(form.getByText('請輸入優惠券名稱')).toHaveCount(0);
      // At the form's end the sticky save bar sits below the last field, at each console screen size.
      for (const [width, height, shot] of [
        [1280, 800, '106-console-coupon-form'],
        [768, 1024, '106-console-coupon-form-tablet'],
        [390, 844, '106-console-coupon-form-phone'],
      ] as const) {
        await board.setViewportSize({ width, height });
        await form.getByLabel('不可與其他優惠併用').scrollIntoViewIfNeeded();
        await board.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const last = await form.getByLabel('每人可用次數').boundingBox();
        const bar = await form.getByRole('button', { name: '建立優惠券' }).boundingBox();
        expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
        await expectNoOverflow(board, `coupon form ${width}`);
        await look(board, shot);
      }
      await board.setViewportSize({ width: 1280, height: 800 });
      await form.getByRole('button', { name: '建立優惠券' }).click();
      await expect(board.getByRole('status')).toHaveText(`已新增「${name}」`);
      const row = board.getByTestId('coupon-row').filter({ hasText: name });
      await expect(row).toContainText(`優惠碼 ${code}`);
      await expect(row).toContainText('折 $30');
      await expect(row.getByTestId('coupon-used')).toHaveText('已使用 0 / 不限');
      await expect(row).toContainText('使用中');
      await look(board, '106-console-coupons');
      await board.setViewportSize({ width: 390, height: 844 });
      await expectNoOverflow(board, 'coupon list');
      await look(board, '106-console-coupons-phone');
      await board.setViewportSize({ width: 1280, height: 800 });
    });

    let total = 0;
    await test.step('a diner finds the code, check_order applies it and the order costs $30 less', async () => {
      const checked = await page.request.post('/api/coupons/check', {
        headers: WRITE,
        data: { identifier: STORE, code: code.toLowerCase() },
      });
      expect(checked.status(), await checked.text()).toBe(200);
      const coupon = (await checked.json()) as { id: string; name: string; refusal: string | null };
      expect(coupon).toMatchObject({ name, refusal: null });
      couponId = coupon.id;

      const menu = (await (await page.request.get(`/api/menu/new/${STORE}`)).json()) as Menu;
      const drink = menu.categories[0]!.entrees[0]!;
      const options = drink.option_groups
        .filter((g) => g.min > 0)
        .map((g) => ({ id: (g.options.find((o) => o.is_default) ?? g.options[0]!).id, quantity: 1 }));
      const body = {
        app_version: 'iDing 2.8.7',
        device_id: 'WEB',
        identifier: STORE,
        menu_version: menu.version,
        order_type: 0,
        payment_type: 0,
        target_time: null,
        cart: { items: [{ id: drink.id, quantity: 2, memo: '', options }] },
        coupons: [{ id: couponId, code }],
      };
      const check = await page.request.post('/api/orders/check_order', { headers: WRITE, data: body });
      expect(check.status(), await check.text()).toBe(200);
      const priced = (await check.json()) as {
        apply_coupons: { id: string; discount: number }[];
        discount: number;
        total: number;
      };
      expect(priced.apply_coupons).toMatchObject([{ id: couponId, discount: 30 }]);
      expect(priced.discount).toBe(30);
      const placed = await page.request.post('/api/orders/order', {
        headers: WRITE,
        data: { ...body, name: '優小惠', phone: `09${String(Date.now()).slice(-8)}`, memo: '' },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()) as { id: string; item_name: string; total: number };
      orderId = order.id;
      total = order.total;
      expect(total).toBe(priced.total);

      await board.goto(`/console/${STORE}/orders`);
      const card = board
        .getByTestId('board-card')
        .filter({ has: board.getByRole('heading', { name: `#${order.item_name}` }) });
      await expect(card).toBeVisible({ timeout: 5000 });
      await expect(card.getByTestId('board-coupon')).toHaveText(`優惠券 ${name} −$30`);
      await expect(card).toContainText(`$${total}`);
      await card.scrollIntoViewIfNeeded();
      await look(board, '106-board-card-coupon');

      await card.getByRole('link', { name: '訂單詳細' }).click();
      await expect(board).toHaveURL(new RegExp(`/console/${STORE}/orders/${orderId}$`));
      const line = board.getByTestId('order-coupon');
      await expect(line).toContainText(`優惠券 ${name}`);
      await expect(line).toContainText('−$30');
      await look(board, '106-order-detail-coupon');
    });

    await test.step('the list counts the use', async () => {
      await board.goto(`/console/${STORE}/coupons`);
      const row = board.getByTestId('coupon-row').filter({ hasText: name });
      await expect(row.getByTestId('coupon-used')).toHaveText('已使用 1 / 不限');
      // 結束 asks first; keeping it changes nothing.
      await row.getByRole('button', { name: '結束' }).click();
      const dialog = board.getByRole('alertdialog');
      await expect(dialog).toContainText('無法再恢復');
      await dialog.getByRole('button', { name: '先不要' }).click();
      await expect(row).toContainText('使用中');
    });
    expect(pageErrors).toEqual([]);
  } finally {
    if (orderId) {
      await board.request.post(`/api/console/stores/${STORE}/orders/${orderId}/cancel`, {
        headers: WRITE,
        data: { reason: '測試訂單' },
      });
    }
    if (!couponId) {
      // Created in the console but never found by the diner: found by its name.
      const list = (await (await board.request.get(`/api/console/stores/${STORE}/coupons`)).json()) as {
        data: { id: string; name: string }[];
      };
      couponId = list.data.find((c) => c.name === name)?.id ?? '';
    }
    if (couponId) {
      const ended = await board.request.post(`/api/console/stores/${STORE}/coupons/${couponId}/status`, {
        headers: WRITE,
        data: { status: 'ended' },
      });
      expect([200, 409]).toContain(ended.status());
    }
  }
});
