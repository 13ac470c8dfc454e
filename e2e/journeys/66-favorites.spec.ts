import {
  type APIRequestContext,
  expect,
  expectNoAxeViolations,
  expectNoOverflow,
  submitMemberLogin,
  test,
} from '../fixtures';

const STORE = '50嵐 信義店';
const SID = '50lan-xinyi';

/** Identifiers of the member's favorites as the server has them (GET /api/favorite). */
async function serverFavorites(api: APIRequestContext): Promise<string[]> {
  const res = await api.get('/api/favorite');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { stores: { identifier: string }[] }).stores.map((s) => s.identifier);
}

/**
 * Favorite stores (spec §2 /stores/favorite_stores, §3 Favorites, §4, §7, §8): a visitor's heart
 * leads to login with the way back; after login the member hearts 50嵐 信義店 on /stores (pressed at once, kept
 * by the server), sees it pressed on the store page and listed on 我的最愛, removes it there (the card goes,
 * the empty state links to /stores), and a failing add flips back with 「無法加入最愛 (錯誤: …)」. axe-core
 * finds no violations on these pages.
 */
test('favorites: visitor heart → login → back with the heart pressed, store page, 我的最愛, remove, failed add rolls back', async ({
  page,
  capture,
  member,
}) => {
  // The member is registered through the API (the member fixture): the browser stays a visitor, and
  // member.api keeps the new member's session, so the journey can read GET /api/favorite as the server has it.
  const { api } = member;
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  // One name for the toggle; aria-pressed tells the state.
  const addHeart = page.getByRole('button', { name: `我的最愛：${STORE}`, pressed: false });
  const removeHeart = page.getByRole('button', { name: `我的最愛：${STORE}`, pressed: true });
  const pressedHearts = page.locator('main li button[aria-pressed="true"]');

  await test.step('a visitor sees hearts on the store cards, none pressed', async () => {
    await page.goto('/stores');
    await expect(page.getByRole('heading', { name: '店家列表' })).toBeVisible();
    await expect(addHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(pressedHearts).toHaveCount(0);
    const box = await addHeart.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44, `44 px touch target (${JSON.stringify(box)})`).toBe(
      true,
    );
    await expectNoOverflow(page, '/stores');
    await expectNoAxeViolations(page, '/stores (visitor)');
    await capture(page, '66-stores-visitor');
  });

  await test.step('the heart goes to login with the way back; after login it is pressed', async () => {
    // Tapping it goes to login with the way back (spec §2 redirect: previous path and query), marked with
    // the store whose heart was tapped.
    await addHeart.click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/stores/login' && url.searchParams.get('redirect') === `/stores?favorite=${SID}`,
    );
    await expect(page.getByRole('heading', { name: '會員登入' })).toBeVisible();
    await submitMemberLogin(page, member);

    // Back on /stores as a member: the tap is finished (the heart is pressed, the server keeps it) and the
    // mark leaves the address.
    await expect(page).toHaveURL((url) => url.pathname === '/stores' && url.search === '');
    await expect(removeHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`${STORE} 已加入最愛`)).toBeVisible();
    await expect.poll(() => serverFavorites(api)).toEqual([SID]);
    await expect(pressedHearts, 'only that store').toHaveCount(1);
    await capture(page, '66-stores-favorited');
  });

  await test.step("the store page's header heart is pressed too", async () => {
    // A fresh load: GET /api/favorite and the store info.
    await page.goto(`/store/${SID}`);
    await expect(page.getByRole('heading', { level: 1, name: STORE })).toBeVisible();
    await expect(removeHeart).toHaveAttribute('aria-pressed', 'true');
    await expectNoOverflow(page, '/store/{sid}');
    await expectNoAxeViolations(page, '/store/{sid} (member)');
    await capture(page, '66-store-page-favorited');
  });

  const card = page.getByRole('link', { name: new RegExp(STORE) });
  await test.step('我的最愛 from the member home lists it as a store card', async () => {
    await page.goto('/stores/member');
    await page.getByRole('link', { name: '我的最愛' }).click();
    await expect(page).toHaveURL(/\/stores\/favorite_stores$/);
    await expect(page.getByRole('heading', { level: 1, name: '我的最愛' })).toBeVisible();
    await expect(page).toHaveTitle(/^我的最愛/);
    await expect(card).toHaveAttribute('href', `/store/${SID}`);
    await expect(page.getByText('1 家店')).toBeVisible();
    await expectNoOverflow(page, '/stores/favorite_stores');
    await expectNoAxeViolations(page, '/stores/favorite_stores');
    await capture(page, '66-favorite-stores');
  });

  const browse = page.getByRole('link', { name: '逛逛店家' });
  await test.step('removing it drops the card (spec §4) and leaves the empty state', async () => {
    await removeHeart.click();
    await expect(page.getByRole('heading', { name: '還沒有最愛的店家' })).toBeVisible();
    await expect(card).toHaveCount(0);
    // Focus moves to the empty state instead of falling back to the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('還沒有最愛的店家');
    await expect(page.getByText(`${STORE} 已移除最愛`)).toBeVisible();
    await expect.poll(() => serverFavorites(api)).toEqual([]);
    await expect(browse).toHaveAttribute('href', '/stores');
    await capture(page, '66-favorite-stores-empty');
    // The snackbar's text is dark enough (styles.css darkens sonner's rich colours): axe passes while it shows.
    await expectNoAxeViolations(page, '/stores/favorite_stores (empty, snackbar shown)');
    await page.getByRole('button', { name: '關閉通知' }).click();
    await expect(page.getByText(`${STORE} 已移除最愛`)).toHaveCount(0);
    await expectNoAxeViolations(page, '/stores/favorite_stores (empty)');
  });

  await test.step('a failing add (server error) flips the heart back and says so, without a status code (spec §8 add_favorite)', async () => {
    await browse.click();
    await expect(page).toHaveURL((url) => url.pathname === '/stores');
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
    // A server failure is not the diner's to fix: the snackbar names what failed, never "503".
    await expect(page.getByText('無法加入最愛', { exact: true })).toBeVisible();
    await expect(page.getByText(/503/)).toHaveCount(0);
    await expect(addHeart).toHaveAttribute('aria-pressed', 'false');
    expect(await serverFavorites(api)).toEqual([]);
    await capture(page, '66-favorite-failed');
    await page.unroute('**/api/favorite');
  });
  expect(pageErrors).toEqual([]);
});
