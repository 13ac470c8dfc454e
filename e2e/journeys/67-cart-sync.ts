import assert from 'node:assert/strict';
import type { APIRequestContext, Page, Response } from 'playwright-core';
import { assertNoAxeViolations, codeFor, type Journey } from '../harness';

const STORE = '50lan-xinyi';

/** Entree names of the local cart (localStorage key `cart`, spec §9). */
const localLines = (page: Page) =>
  page.evaluate(() =>
    ((JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items ?? []) as { name: string }[]).map(
      (i) => i.name,
    ),
  );

/** Entree names of the member's server cart, read with the page's own session (GET /api/cart/{identifier}). */
const serverLines = (page: Page) =>
  page.evaluate(async (sid) => {
    const res = await fetch(`/api/cart/${sid}`, { credentials: 'include' });
    if (!res.ok) throw new Error(`GET /api/cart/${sid}: ${res.status}`);
    return ((await res.json()).items as { name: string }[]).map((i) => i.name);
  }, STORE);

/** The next POST /api/cart answer of `page` (the sync posts the whole cart after every change). */
const cartPost = (page: Page) =>
  page.waitForResponse((r: Response) => r.url().endsWith('/api/cart') && r.request().method() === 'POST', {
    timeout: 10_000,
  });

/** Adds 珍珠奶茶 with the default choices from the open menu. */
async function addPearlMilkTea(page: Page) {
  await page
    .getByRole('button', { name: /^珍珠奶茶/ })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: '珍珠奶茶' });
  await sheet.getByRole('button', { name: /加入購物車/ }).click();
  await sheet.waitFor({ state: 'hidden' });
}

async function logIn(page: Page, phone: string, password: string) {
  await page.getByLabel('手機').fill(phone);
  await page.getByLabel('密碼').fill(password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

/**
 * Member server cart (spec §4 "Cart": local storage and, for logged-in users, the server; spec §6 only when
 * logged in; issue #3 §3): a member's drink follows them to a second device, a removal there wins on the first
 * device after a reload (newer modify_time), and a visitor's cart is kept and saved to the server on login.
 */
const journey: Journey = {
  name: 'cart sync: member cart on two devices, visitor cart kept on login',
  async run(ctx) {
    const phone = `09${String(Date.now() + 67).slice(-8)}`;
    const password = 'oolong-tea-67';
    const pageErrors: Error[] = [];

    // Device A: a visitor opens the menu, registers with the SMS code and lands back on the menu logged in.
    const a = await ctx.newPhone();
    a.page.on('pageerror', (e) => pageErrors.push(e));
    await a.page.goto(`/stores/${STORE}/menu`);
    await a.page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await a.page.goto('/stores/register');
    await a.page.getByLabel('手機').fill(phone);
    await a.page.getByRole('button', { name: '傳送驗證碼' }).click();
    await a.page.getByLabel('驗證碼').fill(await codeFor(a.page.request, ctx.baseUrl, phone, 'REGISTER'));
    await a.page.getByRole('button', { name: '驗證', exact: true }).click();
    await a.page.getByLabel('姓名').fill('陳小華');
    await a.page.getByLabel('密碼', { exact: true }).fill(password);
    await a.page.getByLabel('確認密碼').fill(password);
    await a.page.getByRole('button', { name: '註冊', exact: true }).click();
    await a.page.waitForURL(`**/stores/${STORE}/menu`);
    await a.page.getByRole('navigation', { name: '菜單分類' }).waitFor();

    // Logged in, adding a drink posts the cart (modify_time in epoch seconds).
    const posted = cartPost(a.page);
    await addPearlMilkTea(a.page);
    const post = await posted;
    const body = post.request().postDataJSON() as {
      identifier: string;
      modify_time: number;
      items: unknown[];
    };
    assert.equal(body.identifier, STORE);
    assert.equal(body.items.length, 1);
    assert.ok(body.modify_time < 10 ** 11 && body.modify_time > Date.now() / 1000 - 600, 'epoch seconds');
    assert.equal((await post.json()).saved, true);
    assert.deepEqual(await serverLines(a.page), ['珍珠奶茶']);
    await ctx.screenshot(a.page, '67-device-a-menu-with-drink');
    await assertNoAxeViolations(a.page, '67-device-a-menu-with-drink');

    // Device B: the same member logs in and opens the store's cart: the drink is there.
    // A later second than A's change, so B's removal is newer by modify_time (epoch seconds).
    await new Promise((r) => setTimeout(r, 1100));
    const b = await ctx.newPhone();
    b.page.on('pageerror', (e) => pageErrors.push(e));
    await b.page.goto(`/stores/login?redirect=${encodeURIComponent(`/stores/${STORE}/cart`)}`);
    await logIn(b.page, phone, password);
    await b.page.waitForURL(`**/stores/${STORE}/cart`);
    const line = b.page.locator('main').getByRole('listitem').filter({ hasText: '珍珠奶茶' });
    await line.waitFor();
    assert.deepEqual(await localLines(b.page), ['珍珠奶茶']);
    await b.page.waitForTimeout(300);
    await ctx.screenshot(b.page, '67-device-b-cart-adopted');
    await assertNoAxeViolations(b.page, '67-device-b-cart-adopted');

    // B removes it; the empty cart is posted and wins (newer).
    const removed = cartPost(b.page);
    await b.page.getByRole('button', { name: '刪除 珍珠奶茶' }).click();
    const removal = await removed;
    assert.equal((await removal.json()).saved, true);
    await b.page.getByText('購物車是空的').waitFor();
    assert.deepEqual(await serverLines(b.page), []);
    await ctx.screenshot(b.page, '67-device-b-cart-removed');
    await assertNoAxeViolations(b.page, '67-device-b-cart-removed');

    // Back on A: its local copy is older, so after a reload the cart follows the server (spec §4).
    assert.deepEqual(await localLines(a.page), ['珍珠奶茶'], 'A still holds its older copy');
    const merged = cartPost(a.page);
    await a.page.reload();
    const answer = await (await merged).json();
    assert.equal(answer.saved, false, 'the server copy is newer');
    await a.page.waitForFunction(
      () => (JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items ?? []).length === 0,
    );
    await a.page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await a.page.getByRole('link', { name: /^購物車\s*，0 項，\s*\$0$/ }).waitFor();
    await a.page.waitForTimeout(300);
    await ctx.screenshot(a.page, '67-device-a-follows-server');
    await assertNoAxeViolations(a.page, '67-device-a-follows-server');

    // Device C: a visitor adds a drink without any cart call (spec §6), then logs in: the drink stays in the
    // cart and is saved to the member's server cart.
    const c = await ctx.newPhone();
    c.page.on('pageerror', (e) => pageErrors.push(e));
    const cartCalls: string[] = [];
    c.page.on('request', (r) => {
      if (r.url().includes('/api/cart')) cartCalls.push(`${r.method()} ${r.url()}`);
    });
    await c.page.goto(`/stores/${STORE}/menu`);
    await c.page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await addPearlMilkTea(c.page);
    await c.page.waitForTimeout(800);
    assert.deepEqual(cartCalls, [], 'visitors never call the cart API');
    await c.page.goto('/stores/login');
    await c.page.getByRole('heading', { name: '會員登入' }).waitFor();
    const saved = cartPost(c.page);
    await logIn(c.page, phone, password);
    assert.equal((await (await saved).json()).saved, true, 'the visitor cart is newer than the emptied one');
    await c.page.waitForURL(`**/stores/${STORE}/menu`);
    await c.page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    assert.deepEqual(await localLines(c.page), ['珍珠奶茶']);
    assert.deepEqual(await serverLines(c.page), ['珍珠奶茶']);
    await c.page.getByRole('link', { name: /^購物車\s*，1 項，\s*\$50$/ }).waitFor();
    await c.page.waitForTimeout(300);
    await ctx.screenshot(c.page, '67-visitor-cart-kept-on-login');
    await assertNoAxeViolations(c.page, '67-visitor-cart-kept-on-login');

    // Logout keeps the server cart (spec §4 Logout clears only the local one).
    await c.page.goto('/stores/member');
    await c.page.getByRole('button', { name: '登出' }).click();
    await c.page.waitForURL(`**/stores/${STORE}/menu`);
    assert.deepEqual(await localLines(c.page), []);
    assert.deepEqual(await serverLines(a.page), ['珍珠奶茶'], 'still on the server after logout');

    assert.deepEqual(pageErrors, []);
    await Promise.all([a.context.close(), b.context.close(), c.context.close()]);
  },
};
export default journey;
