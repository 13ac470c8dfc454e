import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { assertNoAxeViolations, type Journey, type JourneyContext } from '../harness';

/** axe-core's browser build, injected into each page checked (devDependency, spec'd in DESIGN.md). */

/** 日 … 六 for 0 = Sunday … 6 = Saturday, as the store pages write 星期X. */
const WEEKDAYS = '日一二三四五六';

/** Today's weekday in Asia/Taipei (UTC+8, no daylight saving), whatever this machine's time zone. */
const taipeiWeekday = (ms: number) => new Date(ms + 8 * 3_600_000).getUTCDay();

async function assertNoHorizontalScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no horizontal scroll at 390 px on ${where} (overflow ${overflow} px)`);
}

/** Lets the page fade-in (and a dialog's slide) finish, so screenshots and contrast checks see the settled screen. */
const settle = (page: Page) => page.waitForTimeout(300);

/**
 * Answers GET /iorder/stores/{sid} with the real store info changed by `patch`: the server computes is_closed
 * from its own clock, and no demo store has stopped online ordering (can_order false) — a demo must sell.
 */
async function patchStoreInfo(context: BrowserContext, sid: string, patch: Record<string, unknown>) {
  // On the context, not the page: the service worker fetches /iorder/stores/* itself once it controls the page.
  await context.route(`**/iorder/stores/${sid}`, async (route) => {
    const response = await route.fetch();
    const body = { ...((await response.json()) as Record<string, unknown>), ...patch };
    await route.fulfill({ response, json: body });
  });
}

/**
 * Store pages (issue #4 §2, spec §2/§3): the 24-hour 50嵐 信義店's store page (hours with today highlighted,
 * news line, address with a map link, phone, ways to order), its branch stores, news, store infos and system
 * infos (2.8.7), returning to the store, and on to the menu; 50嵐 板橋店 on its holiday 2026-12-31 (the
 * holiday dialog, 公休 today, next opening); a store that is closed and has stopped online ordering; unknown
 * identifiers on every store page go to the 404 screen. axe-core finds no violations on these pages.
 */
const journey: Journey = {
  name: 'store page, branch stores, news, store infos, system infos; holiday and closed states',
  async run(ctx) {
    await storePagesOf50LanXinyi(ctx);
    await holidayOf50LanBanqiao(ctx);
    await closedWithoutOnlineOrdering(ctx);
    await unknownStores(ctx);
  },
};
export default journey;

async function storePagesOf50LanXinyi(ctx: JourneyContext) {
  const { context, page } = await ctx.newPhone();
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));

  // --- Store page -------------------------------------------------------------------------------------
  await page.goto('/store/50lan-xinyi');
  // The server's first-paint preview already shows the name; the app's page then adds the rest.
  await page.getByRole('heading', { level: 1, name: '50嵐 信義店' }).waitFor();
  const main = page.locator('main');
  await main.getByText('營業中', { exact: true }).waitFor();
  assert.equal(await page.title(), '50嵐 信義店 | 店家資訊');
  await main.getByText('50嵐信義店，現點現做，甜度冰塊可調整。').waitFor();

  // The news line is the first carousel message and leads to the news page.
  const newsLine = page.getByRole('link', { name: /24小時營業，線上點餐到店取。/ });
  assert.equal(await newsLine.getAttribute('href'), '/stores/50lan-xinyi/news');

  // Address opens Google Maps in a new tab; the phone is a tel: link.
  const address = page.getByRole('link', { name: /臺北市信義區松仁路100號/ });
  assert.equal(
    await address.getAttribute('href'),
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('臺北市信義區松仁路100號')}`,
  );
  assert.equal(await address.getAttribute('target'), '_blank');
  assert.match((await address.getAttribute('rel')) ?? '', /noopener/);
  assert.equal(await page.getByRole('link', { name: '02-2720-5050' }).getAttribute('href'), 'tel:0227205050');

  // The week's hours, Monday first, with today's row (Asia/Taipei) marked and highlighted.
  const hours = page.getByRole('region', { name: '營業時間' });
  const rows = hours.getByRole('listitem');
  assert.equal(await rows.count(), 7);
  assert.match(await rows.first().innerText(), /^星期一/);
  const today = hours.locator('li[aria-current="date"]');
  assert.equal(await today.count(), 1, 'exactly one row is today');
  const todayText = await today.innerText();
  assert.match(todayText, new RegExp(`^星期${WEEKDAYS[taipeiWeekday(Date.now())]}`));
  assert.match(todayText, /今天/);
  assert.match(todayText, /24小時營業/);
  const todayBg = await today.evaluate((el) => getComputedStyle(el).backgroundColor);
  const otherBg = await rows
    .and(page.locator(':not([aria-current])'))
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.notEqual(todayBg, otherBg, "today's row is highlighted");

  // Ways to order (app_settings.OrderTypes: takeaway only) lead to the menu.
  const ways = page.getByRole('region', { name: '點餐方式' });
  assert.equal(await ways.getByRole('link').count(), 1);
  assert.equal(
    await ways.getByRole('link', { name: /外帶自取/ }).getAttribute('href'),
    '/stores/50lan-xinyi/menu',
  );
  // The favourite heart (issue #3 §5) in the header: a visitor's is never pressed.
  const heart = page.getByRole('button', { name: '我的最愛：50嵐 信義店' });
  assert.equal(await heart.getAttribute('aria-pressed'), 'false');

  await settle(page);
  await assertNoHorizontalScroll(page, 'the store page');
  await assertNoAxeViolations(page, 'the store page');
  await ctx.screenshot(page, '50-store-page');
  await hours.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await settle(page);
  await ctx.screenshot(page, '50-store-page-hours');

  // --- Branch stores ---------------------------------------------------------------------------------
  const storeMenu = page.getByRole('navigation', { name: '店家選單' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await storeMenu.getByRole('link', { name: '分店' }).click();
  await page.waitForURL('**/stores/50lan-xinyi/branch_stores');
  await page.getByRole('heading', { level: 1, name: '分店' }).waitFor();
  assert.equal(await page.title(), '50嵐 信義店 | 分店');
  const current = page.getByRole('region', { name: '目前店家' }).getByRole('link', { name: /50嵐 信義店/ });
  assert.equal(await current.getAttribute('aria-current'), 'page');
  const others = page.getByRole('region', { name: '其他分店' });
  for (const name of ['50嵐 大安店', '50嵐 板橋店']) {
    await others.getByRole('link', { name: new RegExp(name) }).waitFor();
  }
  assert.equal(
    await others.getByRole('link', { name: /信義店/ }).count(),
    0,
    'this store is not among the others',
  );
  assert.match(await current.innerText(), /今日營業：24小時營業/);
  await settle(page);
  await assertNoHorizontalScroll(page, 'branch stores');
  await assertNoAxeViolations(page, 'branch stores');
  await ctx.screenshot(page, '51-branch-stores');

  // A branch card opens that branch's store page.
  await others.getByRole('link', { name: /50嵐 大安店/ }).click();
  await page.waitForURL('**/store/50lan-daan');
  await page.getByRole('heading', { level: 1, name: '50嵐 大安店' }).waitFor();
  await page.goBack();
  await page.waitForURL('**/stores/50lan-xinyi/branch_stores');

  // Returning to the store (spec §2): /stores/{sid}, which opens its menu; the menu links back here.
  await page.getByRole('link', { name: '回到50嵐 信義店' }).click();
  await page.waitForURL('**/stores/50lan-xinyi/menu');
  await page.getByRole('navigation', { name: '菜單分類' }).waitFor();
  await page.getByRole('link', { name: '店家資訊' }).click();
  await page.waitForURL('**/store/50lan-xinyi');
  await page.getByRole('heading', { level: 1, name: '50嵐 信義店' }).waitFor();

  // --- News ------------------------------------------------------------------------------------------
  await storeMenu.getByRole('link', { name: '最新消息' }).click();
  await page.waitForURL('**/stores/50lan-xinyi/news');
  await page.getByRole('heading', { level: 1, name: '最新消息' }).waitFor();
  assert.equal(await page.title(), '50嵐 信義店 | 最新消息');
  const article = page.getByRole('article');
  assert.equal(await article.count(), 1);
  await article.getByText('24小時營業，線上點餐到店取。').waitFor();
  await settle(page);
  await assertNoAxeViolations(page, 'store news');
  await ctx.screenshot(page, '52-store-news');
  await page.goBack();
  await page.waitForURL('**/store/50lan-xinyi');

  // --- Store infos -----------------------------------------------------------------------------------
  await storeMenu.getByRole('link', { name: '店家資訊' }).click();
  await page.waitForURL('**/stores/50lan-xinyi/store_infos');
  await page.getByRole('heading', { level: 1, name: '店家資訊' }).waitFor();
  assert.equal(await page.title(), '50嵐 信義店 | 店家資訊');
  assert.equal(await page.getByRole('link', { name: '02-2720-5050' }).getAttribute('href'), 'tel:0227205050');
  await page.getByRole('link', { name: /臺北市信義區松仁路100號/ }).waitFor();
  assert.match(await page.getByRole('region', { name: '付款方式' }).innerText(), /外帶自取\s*現金/);
  assert.match(
    await page.getByRole('region', { name: '營業時間' }).locator('li[aria-current="date"]').innerText(),
    new RegExp(`^星期${WEEKDAYS[taipeiWeekday(Date.now())]}`),
  );
  await settle(page);
  await assertNoHorizontalScroll(page, 'store infos');
  await assertNoAxeViolations(page, 'store infos');
  await ctx.screenshot(page, '53-store-infos');
  await page.goBack();
  await page.waitForURL('**/store/50lan-xinyi');

  // --- System infos ----------------------------------------------------------------------------------
  await page.getByRole('link', { name: '系統資訊' }).click();
  await page.waitForURL('**/stores/50lan-xinyi/system_infos');
  await page.getByRole('heading', { level: 1, name: '系統資訊' }).waitFor();
  assert.equal(await page.title(), '50嵐 信義店 | 系統資訊');
  const system = await page.locator('main dl').innerText();
  assert.match(system, /版本\s*2\.8\.7/);
  assert.match(system, /店家名稱\s*50嵐 信義店/);
  assert.match(system, /店家代碼\s*50lan-xinyi/);
  assert.match(system, /時區\s*Asia\/Taipei/);
  await page.getByRole('button', { name: '複製系統資訊' }).waitFor();
  await settle(page);
  await assertNoHorizontalScroll(page, 'system infos');
  await assertNoAxeViolations(page, 'system infos');
  await ctx.screenshot(page, '54-system-infos');
  await page.goBack();
  await page.waitForURL('**/store/50lan-xinyi');

  // --- On to the menu ----------------------------------------------------------------------------------
  await page.getByRole('link', { name: '開始點餐' }).click();
  await page.waitForURL('**/stores/50lan-xinyi/menu');
  await page.getByRole('heading', { level: 1, name: '50嵐 信義店' }).waitFor();
  await page.getByRole('navigation', { name: '菜單分類' }).waitFor();

  assert.deepEqual(pageErrors, []);
  await context.close();
}

/** 50嵐 板橋店 on 2026-12-31 10:00 Taipei, its 年末盤點 holiday in the demo data, with the holiday dialog on. */
async function holidayOf50LanBanqiao(ctx: JourneyContext) {
  const { context, page } = await ctx.newPhone();
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  await page.clock.setFixedTime(new Date('2026-12-31T10:00:00+08:00'));
  // What the server answers on that day (closed all day), plus the store's request for the dialog.
  await patchStoreInfo(context, '50lan-banqiao', { is_closed: true });

  await page.goto('/store/50lan-banqiao');
  const dialog = page.getByRole('dialog', { name: '今日公休' });
  await dialog.waitFor();
  assert.match(await dialog.innerText(), /50嵐 板橋店今天 12\/31（四） 公休：年末盤點/);
  await settle(page);
  await assertNoAxeViolations(page, 'the holiday dialog');
  await ctx.screenshot(page, '55-holiday-dialog');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await dialog.waitFor({ state: 'detached' });

  const main = page.locator('main');
  await main.getByText('休息中', { exact: true }).waitFor();
  await main.getByText('下次營業：明天 10:30').waitFor();
  const today = page.getByRole('region', { name: '營業時間' }).locator('li[aria-current="date"]');
  assert.match(await today.innerText(), /^星期四[\s\S]*公休（年末盤點）$/);
  const holidays = page.getByRole('list', { name: '近期公休' });
  assert.match(await holidays.innerText(), /12\/31（四）\s*年末盤點/);
  // Closed now, but the menu still takes orders for a later pickup.
  await main.getByText('現在下單可預約營業時間取餐').waitFor();
  await page.getByRole('link', { name: '開始點餐' }).waitFor();
  await settle(page);
  await assertNoAxeViolations(page, 'the store page on a holiday');
  await today.scrollIntoViewIfNeeded();
  await settle(page);
  await ctx.screenshot(page, '56-store-holiday');

  // Seen once per store and day: coming back does not repeat the dialog.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: '50嵐 板橋店' }).waitFor();
  await page.waitForTimeout(500);
  assert.equal(await page.getByRole('dialog').count(), 0);
  assert.deepEqual(pageErrors, []);
  await context.close();
}

/** 50嵐 大安店 at 23:30 on a Monday (closes 22:00) with online ordering stopped (can_order false). */
async function closedWithoutOnlineOrdering(ctx: JourneyContext) {
  const { context, page } = await ctx.newPhone();
  await page.clock.setFixedTime(new Date('2026-11-23T23:30:00+08:00'));
  await patchStoreInfo(context, '50lan-daan', { is_closed: true, can_order: false });

  await page.goto('/store/50lan-daan');
  await page.getByRole('heading', { level: 1, name: '50嵐 大安店' }).waitFor();
  const main = page.locator('main');
  await main.getByText('休息中', { exact: true }).waitFor();
  await main.getByText('下次營業：明天 10:00').waitFor();
  await main.getByText('暫停線上點餐', { exact: true }).waitFor();
  assert.equal(await page.getByRole('link', { name: '開始點餐' }).count(), 0);
  assert.equal(await page.getByRole('region', { name: '點餐方式' }).count(), 0);
  assert.equal(
    await page.getByRole('link', { name: '查看菜單' }).getAttribute('href'),
    '/stores/50lan-daan/menu',
  );
  await settle(page);
  await assertNoAxeViolations(page, 'a closed store without online ordering');
  await ctx.screenshot(page, '57-store-closed');
  await context.close();
}

/** spec §2: an unknown store on any store page is the 404 screen. */
async function unknownStores(ctx: JourneyContext) {
  const { context, page } = await ctx.newPhone();
  for (const route of [
    '/store/no-such-store',
    '/stores/no-such-store/branch_stores',
    '/stores/no-such-store/news',
    '/stores/no-such-store/store_infos',
    '/stores/no-such-store/system_infos',
  ]) {
    await page.goto(route);
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: '哎呀，找不到了' }).waitFor();
    await page.getByText('找不到這家店或這個頁面。').waitFor();
  }
  await context.close();
}
