import assert from 'node:assert/strict';
import { assertNoAxeViolations, type Journey } from '../harness';

/**
 * Shell (spec §2): the store list with real stores (/ is the index page since issue #4, see 40-discovery);
 * unknown routes and /store without an identifier show the zh-TW not-found screen, whose button goes back to /stores.
 */
const journey: Journey = {
  name: 'store list and not-found screen',
  async run(ctx) {
    const { context, page } = await ctx.newPhone();
    await page.goto('/stores');
    await page.getByRole('heading', { name: '店家列表' }).waitFor();
    const card = page.getByRole('link', { name: /50嵐 信義店/ });
    await card.waitFor();
    assert.match(await card.innerText(), /營業中/);
    assert.match(await card.innerText(), /今日營業：00:00–24:00/);
    assert.equal(await page.title(), '店家列表 | iDing 線上點餐');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant-TW');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scroll at 390 px (overflow ${overflow} px)`);
    await page.waitForTimeout(300);
    await ctx.screenshot(page, '00-stores');
    await assertNoAxeViolations(page, '00-stores');

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '哎呀，找不到了' }).waitFor();
    await page.getByText('找不到這個頁面').waitFor();
    assert.equal(await page.title(), '找不到頁面 | iDing 線上點餐');
    await page.waitForTimeout(300);
    await ctx.screenshot(page, '01-not-found');
    await assertNoAxeViolations(page, '01-not-found');
    await page.getByRole('link', { name: '回到店家列表' }).click();
    await page.waitForURL('**/stores');
    await page.getByRole('heading', { name: '店家列表' }).waitFor();

    await page.goto('/store');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: '哎呀，找不到了' }).waitFor();

    // An unknown store identifier also lands on /404, from the store page, the menu and the cart.
    for (const route of [
      '/store/no-such-store',
      '/stores/no-such-store/menu',
      '/stores/no-such-store/cart',
    ]) {
      await page.goto(route);
      await page.waitForURL('**/404');
      await page.getByRole('heading', { name: '哎呀，找不到了' }).waitFor();
    }
    await context.close();
  },
};
export default journey;
