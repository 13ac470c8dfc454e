import { addWithDefaults, expect, logInAsMember, type Page, submitMemberLogin, test } from '../fixtures';

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
  page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'POST', {
    timeout: 10_000,
  });

/**
 * Member server cart (spec §4 "Cart": local storage and, for logged-in users, the server; spec §6 only when
 * logged in): a member's drink follows them to a second device, a removal there wins on the first
 * device after a reload (newer modify_time), and a visitor's cart is kept and saved to the server on login.
 */
test('cart sync: member cart on two devices, visitor cart kept on login', async ({
  page: aPage,
  newPhone,
  look,
  member,
}) => {
  const pageErrors: Error[] = [];
  const a = { page: aPage };
  a.page.on('pageerror', (e) => pageErrors.push(e));
  let modifyTimeA = 0;

  await test.step('device A: a new member logs in and lands on the menu', async () => {
    await logInAsMember(a.page, member, `/stores/${STORE}/menu`);
    await expect(a.page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
  });

  await test.step('logged in, adding a drink posts the cart (modify_time in epoch seconds)', async () => {
    const posted = cartPost(a.page);
    await addWithDefaults(a.page, '珍珠奶茶');
    const post = await posted;
    const body = post.request().postDataJSON() as {
      identifier: string;
      modify_time: number;
      items: unknown[];
    };
    expect(body.identifier).toBe(STORE);
    expect(body.items).toHaveLength(1);
    expect(body.modify_time < 10 ** 11 && body.modify_time > Date.now() / 1000 - 600, 'epoch seconds').toBe(
      true,
    );
    modifyTimeA = body.modify_time;
    expect((await post.json()).saved).toBe(true);
    expect(await serverLines(a.page)).toEqual(['珍珠奶茶']);
    await look(a.page, '67-device-a-menu-with-drink');
  });

  const b = await newPhone();
  b.page.on('pageerror', (e) => pageErrors.push(e));
  await test.step('device B: the same member logs in and finds the drink in the cart', async () => {
    // modify_time has a resolution of one second: B's removal must fall in a later second than A's change to
    // be newer, so wait for the clock to pass it (a real wait of at most one second: the rule under test).
    await expect.poll(() => Math.floor(Date.now() / 1000), { intervals: [100] }).toBeGreaterThan(modifyTimeA);
    await logInAsMember(b.page, member, `/stores/${STORE}/cart`);
    const line = b.page
      .getByRole('region', { name: '訂單明細' })
      .getByRole('listitem')
      .filter({ hasText: '珍珠奶茶' });
    await expect(line).toBeVisible();
    expect(await localLines(b.page)).toEqual(['珍珠奶茶']);
    await look(b.page, '67-device-b-cart-adopted');
  });

  await test.step('B removes it; the empty cart is posted and wins (newer)', async () => {
    const removed = cartPost(b.page);
    await b.page.getByRole('button', { name: '刪除 珍珠奶茶' }).click();
    const removal = await removed;
    expect((await removal.json()).saved).toBe(true);
    await expect(b.page.getByText('購物車是空的')).toBeVisible();
    expect(await serverLines(b.page)).toEqual([]);
    await look(b.page, '67-device-b-cart-removed');
  });

  await test.step('back on A: its local copy is older, so after a reload the cart follows the server', async () => {
    expect(await localLines(a.page), 'A still holds its older copy').toEqual(['珍珠奶茶']);
    const merged = cartPost(a.page);
    await a.page.reload();
    const answer = await (await merged).json();
    expect(answer.saved, 'the server copy is newer').toBe(false);
    await expect.poll(() => localLines(a.page)).toEqual([]);
    await expect(a.page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    await expect(a.page.getByRole('link', { name: /^購物車\s*，0 項，\s*\$0$/ })).toBeVisible();
    await look(a.page, '67-device-a-follows-server');
  });

  const c = await newPhone();
  c.page.on('pageerror', (e) => pageErrors.push(e));
  await test.step('device C: a visitor adds a drink without any cart call (spec §6)', async () => {
    const cartCalls: string[] = [];
    c.page.on('request', (r) => {
      if (r.url().includes('/api/cart')) cartCalls.push(`${r.method()} ${r.url()}`);
    });
    // The page's timers run on Playwright's clock, so the sync's debounce window (PUSH_DEBOUNCE_MS, 400 ms in
    // apps/web/src/lib/server-cart-sync.ts) can be run through at once instead of slept through.
    await c.page.clock.install();
    await c.page.goto(`/stores/${STORE}/menu`);
    await expect(c.page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    await addWithDefaults(c.page, '珍珠奶茶');
    await expect.poll(() => localLines(c.page)).toEqual(['珍珠奶茶']);
    await c.page.clock.runFor(800);
    // A request the page sends after that window: its event comes after any the window's timers started.
    const marker = c.page.waitForRequest('**/robots.txt?after-debounce');
    await c.page.evaluate(() => void fetch('/robots.txt?after-debounce'));
    await marker;
    expect(cartCalls, 'visitors never call the cart API').toEqual([]);
  });

  await test.step('C logs in: the drink stays in the cart and is saved to the server cart', async () => {
    await c.page.goto('/stores/login');
    await expect(c.page.getByRole('heading', { name: '會員登入' })).toBeVisible();
    const saved = cartPost(c.page);
    await submitMemberLogin(c.page, member);
    expect((await (await saved).json()).saved, 'the visitor cart is newer than the emptied one').toBe(true);
    await expect(c.page).toHaveURL(new RegExp(`/stores/${STORE}/menu$`));
    await expect(c.page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    expect(await localLines(c.page)).toEqual(['珍珠奶茶']);
    expect(await serverLines(c.page)).toEqual(['珍珠奶茶']);
    await expect(c.page.getByRole('link', { name: /^購物車\s*，1 項，\s*\$50$/ })).toBeVisible();
    await look(c.page, '67-visitor-cart-kept-on-login');
  });

  await test.step('logout keeps the server cart (spec §4 Logout clears only the local one)', async () => {
    await c.page.goto('/stores/member');
    await c.page.getByRole('button', { name: '登出' }).click();
    await expect(c.page).toHaveURL(new RegExp(`/stores/${STORE}/menu$`));
    await expect.poll(() => localLines(c.page)).toEqual([]);
    expect(await serverLines(a.page), 'still on the server after logout').toEqual(['珍珠奶茶']);
  });
  expect(pageErrors).toEqual([]);
});
