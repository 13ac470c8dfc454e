import { expect, expectNoAxeViolations, expectNoOverflow, test } from '../fixtures';

/**
 * Shell (spec §2): the store list with real stores (/ is the index page, spec §2; see 40-discovery);
 * unknown routes and /store without an identifier show the zh-TW not-found screen, whose button goes back to /stores.
 */
test('store list and not-found screen', async ({ page, capture }) => {
  const notFound = page.getByRole('heading', { name: '哎呀，找不到了' });

  await test.step('store list', async () => {
    await page.goto('/stores');
    await expect(page.getByRole('heading', { name: '店家列表' })).toBeVisible();
    const card = page.getByRole('link', { name: /50嵐 信義店/ });
    await expect(card).toContainText('營業中');
    await expect(card).toContainText(/今日營業：00:00–24:00/);
    await expect(page).toHaveTitle('店家列表 | iDing 線上點餐');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
    await expectNoOverflow(page, '/stores at 390 px');
    await capture(page, '00-stores');
    await expectNoAxeViolations(page, '00-stores');
  });

  await test.step('not-found screen and its way back', async () => {
    await page.goto('/no/such/page');
    await expect(notFound).toBeVisible();
    await expect(page.getByText('找不到這個頁面')).toBeVisible();
    await expect(page).toHaveTitle('找不到頁面 | iDing 線上點餐');
    await capture(page, '01-not-found');
    await expectNoAxeViolations(page, '01-not-found');
    await page.getByRole('link', { name: '回到店家列表' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.getByRole('heading', { name: '店家列表' })).toBeVisible();

    await page.goto('/store');
    await expect(page).toHaveURL(/\/404$/);
    await expect(notFound).toBeVisible();
  });

  await test.step('unknown store identifiers land on /404', async () => {
    // An unknown store identifier also lands on /404, from the store page, the menu and the cart.
    for (const route of [
      '/store/no-such-store',
      '/stores/no-such-store/menu',
      '/stores/no-such-store/cart',
    ]) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/404$/);
      await expect(notFound).toBeVisible();
    }
  });
});
