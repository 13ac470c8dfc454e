import { expect, type Page, submitMemberLogin, test } from '../fixtures';

/**
 * The account is one tap away on every browsing page (spec §2 member screens; components/member-link.tsx):
 * the home page, a store's page and its menu carry the 會員 entry in their header, as the store list does.
 * A visitor reads 會員登入 and lands on the login screen, and after logging in is back on the page they left
 * (spec §2 login `redirect`); a member reads 會員 and lands on the member home, whose first list is 歷史訂單.
 * The entry is a link with its words as its name, reached with the keyboard and showing a focus ring.
 */

const PAGES = [
  { name: 'home', path: '/', ready: (p: Page) => p.getByRole('heading', { level: 1 }) },
  {
    name: 'store',
    path: '/store/50lan-xinyi',
    ready: (p: Page) => p.getByRole('heading', { name: '50嵐 信義店' }),
  },
  {
    name: 'menu',
    path: '/stores/50lan-xinyi/menu',
    ready: (p: Page) => p.getByRole('navigation', { name: '菜單分類' }),
  },
] as const;

/** The account entry in the page's top area (above the fold). */
const entry = (page: Page, name: '會員登入' | '會員') => page.getByRole('link', { name, exact: true });

test('the account entry on the home page, a store page and the menu, for a visitor and a member', async ({
  page,
  member,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));

  await test.step('a visitor sees 會員登入 at the top of each page', async () => {
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(p.ready(page)).toBeVisible();
      const link = entry(page, '會員登入');
      await expect(link).toBeInViewport();
      const box = await link.boundingBox();
      expect(box!.y, `${p.name}: the entry is in the page's header`).toBeLessThan(120);
      expect(box!.height, `${p.name}: a 44 px target`).toBeGreaterThanOrEqual(44);
      await look(page, `31-${p.name}-visitor`);
    }
  });

  await test.step('reached with the keyboard, with a focus ring', async () => {
    await page.goto('/stores/50lan-xinyi/menu');
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    const link = entry(page, '會員登入');
    let focused = false;
    for (let i = 0; i < 6 && !focused; i++) {
      await page.keyboard.press('Tab');
      focused = await link.evaluate((el) => el === document.activeElement);
    }
    expect(focused, 'Tab reaches the entry among the first stops').toBe(true);
    await expect(link).toHaveCSS('outline-style', 'solid');
  });

  await test.step('from the menu: log in and come back to the menu', async () => {
    await entry(page, '會員登入').click();
    await expect(page).toHaveURL(/\/stores\/login\?redirect=%2Fstores%2F50lan-xinyi%2Fmenu$/);
    await submitMemberLogin(page, member);
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
    await expect(entry(page, '會員')).toBeVisible();
    await look(page, '31-menu-member');
  });

  await test.step('a member sees 會員 on each page; it opens the member home with 歷史訂單', async () => {
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(p.ready(page)).toBeVisible();
      await expect(entry(page, '會員')).toBeInViewport();
      await expect(entry(page, '會員登入')).toHaveCount(0);
    }
    await page.goto('/store/50lan-xinyi');
    await look(page, '31-store-member');
    await entry(page, '會員').click();
    await expect(page).toHaveURL(/\/stores\/member$/);
    await expect(page.getByRole('link', { name: /歷史訂單/ })).toBeVisible();
  });

  expect(pageErrors).toEqual([]);
});

test('logging in from a store page returns to it', async ({ page, member }) => {
  await page.goto('/store/50lan-xinyi');
  await entry(page, '會員登入').click();
  await expect(page).toHaveURL(/redirect=%2Fstore%2F50lan-xinyi$/);
  await submitMemberLogin(page, member);
  await expect(page).toHaveURL(/\/store\/50lan-xinyi$/);
  await expect(entry(page, '會員')).toBeVisible();
});
