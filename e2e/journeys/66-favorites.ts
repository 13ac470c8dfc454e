import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import {
  assertNoAxeViolations,
  assertNoOverflow,
  codeFor,
  type Journey,
  type JourneyContext,
} from '../harness';

const STORE = '50嵐 信義店';
const SID = '50lan-xinyi';

/**
 * Registers a member through the API (POST /api/user/verify → the sandbox outbox's code → check_verify →
 * POST /api/user), in its own request context: the browser stays a visitor. The context keeps the new
 * member's session, so the journey can read GET /api/favorite as the server has it.
 */
async function registerMember(baseUrl: string, phone: string, password: string) {
  const api = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    assert.equal(res.status(), 200, `${res.url()}: ${await res.text()}`);
    return res.json();
  };
  await ok(await api.post('/api/user/verify', { data: { country_code: '886', phone } }));
  const code = await codeFor(api, '', phone, 'REGISTER');
  const checked = (await ok(
    await api.post('/api/user/check_verify', { data: { country_code: '886', phone, code } }),
  )) as { verification_token: string };
  await ok(
    await api.post('/api/user', {
      data: {
        country_code: '886',
        phone,
        verification_token: checked.verification_token,
        name: '陳小華',
        password,
        password_confirmation: password,
      },
    }),
  );
  return api;
}

/** Identifiers of the member's favourites as the server has them (GET /api/favorite). */
async function serverFavorites(api: APIRequestContext): Promise<string[]> {
  const res = await api.get('/api/favorite');
  assert.equal(res.status(), 200);
  return ((await res.json()) as { stores: { identifier: string }[] }).stores.map((s) => s.identifier);
}

async function shot(ctx: JourneyContext, page: Page, name: string) {
  await page.waitForTimeout(300);
  await ctx.screenshot(page, name);
}

/**
 * Favourite stores (issue #3 §5; spec §2 /stores/favorite_stores, §3 Favorites, §4, §7, §8): a visitor's heart
 * leads to login with the way back; after login the member hearts 50嵐 信義店 on /stores (pressed at once, kept
 * by the server), sees it pressed on the store page and listed on 我的最愛, removes it there (the card goes,
 * the empty state links to /stores), and a failing add flips back with 「無法加入最愛 (錯誤: …)」. axe-core
 * finds no violations on these pages.
 */
const journey: Journey = {
  name: 'favorites: visitor heart → login → back with the heart pressed, store page, 我的最愛, remove, failed add rolls back',
  async run(ctx) {
    const phone = `09${String(Date.now() + 66).slice(-8)}`;
    const password = 'oolong-tea-66';
    const api = await registerMember(ctx.baseUrl, phone, password);
    const { context, page } = await ctx.newPhone();
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    // One name for the toggle; aria-pressed tells the state.
    const addHeart = page.getByRole('button', { name: `我的最愛：${STORE}`, pressed: false });
    const removeHeart = page.getByRole('button', { name: `我的最愛：${STORE}`, pressed: true });

    // A visitor sees hearts on the store cards, none pressed.
    await page.goto('/stores');
    await page.getByRole('heading', { name: '店家列表' }).waitFor();
    await addHeart.waitFor();
    assert.equal(await addHeart.getAttribute('aria-pressed'), 'false');
    assert.equal(await page.locator('main li button[aria-pressed="true"]').count(), 0);
    const box = await addHeart.boundingBox();
    assert.ok(box && box.width >= 44 && box.height >= 44, `44 px touch target (${JSON.stringify(box)})`);
    await assertNoOverflow(page, '/stores');
    await assertNoAxeViolations(page, '/stores (visitor)');
    await shot(ctx, page, '66-stores-visitor');

    // Tapping it goes to login with the way back (spec §2 redirect: previous path and query), marked with
    // the store whose heart was tapped.
    await addHeart.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/stores/login' && url.searchParams.get('redirect') === `/stores?favorite=${SID}`,
    );
    await page.getByRole('heading', { name: '會員登入' }).waitFor();
    await page.getByLabel('手機').fill(phone);
    await page.getByLabel('密碼').fill(password);
    await page.getByRole('button', { name: '登入', exact: true }).click();

    // Back on /stores as a member: the tap is finished (the heart is pressed, the server keeps it) and the
    // mark leaves the address.
    await page.waitForURL((url) => url.pathname === '/stores' && url.search === '');
    await removeHeart.waitFor();
    assert.equal(await removeHeart.getAttribute('aria-pressed'), 'true');
    await page.getByText(`${STORE} 已加入最愛`).waitFor();
    assert.deepEqual(await serverFavorites(api), [SID]);
    assert.equal(await page.locator('main li button[aria-pressed="true"]').count(), 1, 'only that store');
    await shot(ctx, page, '66-stores-favorited');

    // The store page's header heart is pressed too (a fresh load: GET /api/favorite and the store info).
    await page.goto(`/store/${SID}`);
    await page.getByRole('heading', { level: 1, name: STORE }).waitFor();
    await removeHeart.waitFor();
    assert.equal(await removeHeart.getAttribute('aria-pressed'), 'true');
    await assertNoOverflow(page, '/store/{sid}');
    await assertNoAxeViolations(page, '/store/{sid} (member)');
    await shot(ctx, page, '66-store-page-favorited');

    // 我的最愛 from the member home lists it as a store card.
    await page.goto('/stores/member');
    await page.getByRole('link', { name: '我的最愛' }).click();
    await page.waitForURL('**/stores/favorite_stores');
    await page.getByRole('heading', { level: 1, name: '我的最愛' }).waitFor();
    assert.match(await page.title(), /^我的最愛/);
    const card = page.getByRole('link', { name: new RegExp(STORE) });
    await card.waitFor();
    assert.equal(await card.getAttribute('href'), `/store/${SID}`);
    await page.getByText('1 家店').waitFor();
    await assertNoOverflow(page, '/stores/favorite_stores');
    await assertNoAxeViolations(page, '/stores/favorite_stores');
    await shot(ctx, page, '66-favorite-stores');

    // Removing it drops the card (spec §4) and leaves the empty state with a way to /stores.
    await removeHeart.click();
    const empty = page.getByRole('heading', { name: '還沒有最愛的店家' });
    await empty.waitFor();
    assert.equal(await card.count(), 0);
    // Focus moves to the empty state instead of falling back to the top of the page.
    await page.waitForFunction(() => document.activeElement?.textContent === '還沒有最愛的店家');
    await page.getByText(`${STORE} 已移除最愛`).waitFor();
    assert.deepEqual(await serverFavorites(api), []);
    const browse = page.getByRole('link', { name: '逛逛店家' });
    assert.equal(await browse.getAttribute('href'), '/stores');
    await shot(ctx, page, '66-favorite-stores-empty');
    // The snackbar's text is dark enough (styles.css darkens sonner's rich colours): axe passes while it shows.
    await assertNoAxeViolations(page, '/stores/favorite_stores (empty, snackbar shown)');
    await page.getByRole('button', { name: '關閉通知' }).click();
    await page.getByText(`${STORE} 已移除最愛`).waitFor({ state: 'detached' });
    await assertNoAxeViolations(page, '/stores/favorite_stores (empty)');

    // A failing add (server error) flips the heart back and says why (spec §8 add_favorite).
    await browse.click();
    await page.waitForURL((url) => url.pathname === '/stores');
    await page.route('**/api/favorite', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ status: 503, message: '服務暫時無法使用', code: 'internal_error' }),
          })
        : route.fallback(),
    );
    await addHeart.click();
    await page.getByText('無法加入最愛 (錯誤: 503 服務暫時無法使用)').waitFor();
    await addHeart.waitFor();
    assert.equal(await addHeart.getAttribute('aria-pressed'), 'false');
    assert.deepEqual(await serverFavorites(api), []);
    await shot(ctx, page, '66-favorite-failed');
    await page.unroute('**/api/favorite');

    assert.deepEqual(pageErrors, []);
    await api.dispose();
    await context.close();
  },
};

export default journey;
