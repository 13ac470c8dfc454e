import { expect, expectNoAxeViolations, expectNoOverflow, type Page, test } from '../fixtures';

/** 板橋 (near 50嵐 板橋店) and 中壢 (near 珍煮丹 中壢中原店), degrees. */
const BANQIAO = { latitude: 25.0135, longitude: 121.4655 };
const ZHONGLI = { latitude: 24.9574, longitude: 121.2414 };

/** The store names of the cards in a list, top to bottom. */
const cards = (page: Page) => page.locator('main li h2');

/**
 * Discovery (spec §2 /, /brands, /brands/{bid}/stores, /stores, /stores/search): the index page
 * sections; search 50嵐 from the index and open a branch (its store page loads); partial input (50, 五十嵐, 中壢);
 * brands → a brand's stores, nearest first with the position; the store list filtered by city and district
 * from the zip table (islands hidden); 附近 with geolocation granted and the fallback when denied. axe-core
 * finds no violations on any of these pages.
 */
test.describe('discovery: index, search, brands, store list filters, nearby', () => {
  let pageErrors: Error[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e));
  });
  test.afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  test('index page, search 50嵐 and open a branch, partial input', async ({ page, capture }) => {
    await test.step('index: banners, food categories, brands, nearby prompt', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: '今天想吃什麼？' })).toBeVisible();
      await expect(page.getByRole('link', { name: /50嵐 信義店 24 小時營業/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^飲料/ })).toBeVisible();
      const brands = page.getByRole('region', { name: '品牌' });
      await expect(brands.getByRole('link', { name: /50嵐/ })).toBeVisible();
      await expect(brands.getByRole('listitem'), 'six brands on the index page').toHaveCount(6);
      await expect(page.getByRole('button', { name: '顯示附近店家' })).toBeVisible();
      await expect(page).toHaveTitle('iDing 線上點餐');
      await expectNoOverflow(page, '/');
      await capture(page, '40-home');
      await expectNoAxeViolations(page, '/');
      await page.getByRole('region', { name: '品牌' }).scrollIntoViewIfNeeded();
      await capture(page, '40-home-brands');
    });

    await test.step('a food category opens the store list filtered by it', async () => {
      await page.getByRole('link', { name: /^便當/ }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/stores' && url.searchParams.get('category') === '便當',
      );
      await expect(page.getByText('共 1 家店')).toBeVisible();
      await expect(cards(page)).toHaveText(['馮廚港式燒臘']);
      await page.getByRole('button', { name: '清除分類「便當」' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/stores' && !url.searchParams.has('category'));
      // Clearing replaced the history entry, so one step back is the index page.
      await page.goBack();
    });

    const combobox = page.getByRole('combobox', { name: '搜尋店家、品牌或地區' });
    const listbox = page.getByRole('listbox', { name: '搜尋建議' });
    await test.step('search 50嵐 from the index and open a branch', async () => {
      await expect(page.getByRole('heading', { level: 1, name: '今天想吃什麼？' })).toBeVisible();
      await page.getByLabel('搜尋店家、品牌或地區').fill('50嵐');
      await page.getByRole('button', { name: '搜尋', exact: true }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/stores/search' && url.searchParams.get('q') === '50嵐',
      );
      await expect(combobox).toHaveValue('50嵐');
      await expect(page.getByRole('status').filter({ hasText: '找到 3 家店、1 個品牌' })).toBeVisible();
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await expect(listbox.getByRole('option', { name: /50嵐 板橋店/ })).toBeVisible();
      await expect(
        listbox.getByRole('group', { name: '品牌' }).getByRole('option', { name: /50嵐/ }),
      ).toBeVisible();
      await expect(
        listbox.locator('mark', { hasText: '50嵐' }).first(),
        'the typed text is marked',
      ).toBeVisible();
      await expectNoOverflow(page, '/stores/search');
      await capture(page, '41-search-50lan');
      await expectNoAxeViolations(page, '/stores/search');
      await listbox.getByRole('option', { name: /50嵐 板橋店/ }).click();
      await expect(page).toHaveURL(/\/store\/50lan-banqiao$/);
      await expect(page.getByRole('heading', { level: 1, name: '50嵐 板橋店' })).toBeVisible();
    });

    await test.step('partial and alternative input; the keyboard opens a suggestion', async () => {
      // A brand alias, a number, a district.
      await page.goto('/stores/search');
      await expect(combobox).toBeFocused();
      await expect(
        page.getByRole('region', { name: '最近搜尋' }).getByRole('button', { name: '50嵐' }),
      ).toBeVisible();
      const storeOptions = listbox.getByRole('group', { name: '店家' }).getByRole('option');
      await combobox.fill('五十嵐');
      await expect(page.getByRole('status').filter({ hasText: '找到 3 家店、1 個品牌' })).toBeVisible();
      expect(
        (await storeOptions.allInnerTexts()).every((o) => o.startsWith('50嵐')),
        '五十嵐 (alias) finds the 50嵐 stores',
      ).toBe(true);
      await combobox.fill('50');
      await expect(listbox.getByRole('option', { name: /50嵐 信義店/ })).toBeVisible();
      // 50 is also in an address (東門街50號): partial numbers match addresses too.
      await expect(listbox.getByRole('option', { name: /COMEBUY 新竹東門店/ })).toBeVisible();
      await combobox.fill('中壢');
      await expect(page.getByRole('status').filter({ hasText: '找到 3 家店' })).toBeVisible();
      for (const name of ['Boujee烤肉飯 創始店', '馮廚港式燒臘', '珍煮丹 中壢中原店']) {
        await expect(storeOptions.filter({ hasText: name }), `中壢 finds ${name}`).toHaveCount(1);
      }
      await capture(page, '42-search-zhongli');
      await combobox.fill('沒有這家店');
      await expect(
        page.getByRole('status').filter({ hasText: '找不到符合「沒有這家店」的店家或品牌。' }),
      ).toBeVisible();
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await combobox.fill('清心');
      await expect(listbox.getByRole('option', { name: /清心福全 中山店/ })).toBeVisible();
      await combobox.press('ArrowDown');
      await expect(combobox, 'ArrowDown makes a suggestion active').toHaveAttribute(
        'aria-activedescendant',
        /.+/,
      );
      const activeId = (await combobox.getAttribute('aria-activedescendant'))!;
      const active = page.locator(`[id="${activeId}"]`);
      await expect(active).toHaveAttribute('aria-selected', 'true');
      const firstName = (await active.innerText()).split('\n')[0]!;
      await combobox.press('Enter');
      await expect(page).toHaveURL(/\/store\/chingshin-/);
      await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
    });
  });

  test.describe('shared position near 板橋', () => {
    test.use({ permissions: ['geolocation'], geolocation: BANQIAO });

    test("brands → a brand's stores, nearest first once the position is shared", async ({
      page,
      capture,
    }) => {
      await page.goto('/brands');
      await expect(page.getByRole('heading', { level: 1, name: '品牌' })).toBeVisible();
      await expect(page.getByText('共 10 個品牌')).toBeVisible();
      await expectNoOverflow(page, '/brands');
      await capture(page, '43-brands');
      await expectNoAxeViolations(page, '/brands');
      await page.getByLabel('搜尋品牌').fill('五十嵐');
      await expect(page.getByText('共 1 個品牌')).toBeVisible();
      await expect(page).toHaveURL((url) => url.searchParams.get('search') === '五十嵐');
      await page.getByRole('link', { name: /50嵐/ }).click();
      await expect(page).toHaveURL(/\/brands\/50lan\/stores$/);
      await expect(page.getByRole('heading', { level: 1, name: '50嵐 的門市' })).toBeVisible();
      await expect(page.getByRole('link', { name: /50嵐 板橋店/ })).toBeVisible();
      await expect(cards(page)).toHaveCount(3);
      await expectNoAxeViolations(page, '/brands/50lan/stores');
      await page.getByRole('button', { name: '顯示附近店家' }).click();
      await expect(page.getByText('依距離由近到遠排列')).toBeVisible();
      // Seen once under load: the sorted note painted a frame before the re-sorted cards; wait for the order.
      await expect(cards(page)).toHaveText(['50嵐 板橋店', '50嵐 大安店', '50嵐 信義店']);
      await expect(page.getByRole('link', { name: /50嵐 板橋店/ })).toContainText(/距離 \d+ 公尺/);
      await expect(page.getByRole('link', { name: /50嵐 信義店/ })).toContainText(/距離 [\d.]+ 公里/);
      await expectNoOverflow(page, '/brands/50lan/stores');
      await capture(page, '44-brand-stores-nearby');
      await expectNoAxeViolations(page, '/brands/50lan/stores (nearby)');
      await page.getByRole('link', { name: '全部品牌' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/brands');
    });
  });

  test('/stores: city and district from the zip table; 附近 denied falls back to every store', async ({
    page,
    capture,
  }) => {
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1, name: '店家列表' })).toBeVisible();
    const count = page.getByText(/^共 \d+ 家店$/);
    await expect(count).toBeVisible();
    const total = Number((await count.innerText()).match(/\d+/)![0]);
    expect(total, 'every store listed').toBeGreaterThanOrEqual(17);

    await test.step('city and district from the zip table', async () => {
      const city = page.getByLabel('縣市');
      const district = page.getByLabel('鄉鎮市區');
      await expect(district, 'district waits for a city').toBeDisabled();
      const districtNames = () => district.locator('option').allInnerTexts();
      // The district options follow the city after a re-render: wait for one of them before reading the list.
      await city.selectOption('宜蘭縣');
      await expect(district.locator('option', { hasText: '頭城鎮' })).toBeAttached();
      expect(await districtNames(), '釣魚臺列嶼 hidden').not.toContainEqual(
        expect.stringContaining('釣魚臺列嶼'),
      );
      await city.selectOption('高雄市');
      await expect(district.locator('option', { hasText: '三民區' })).toBeAttached();
      const kaohsiung = await districtNames();
      expect(
        kaohsiung.some((d) => d.includes('東沙') || d.includes('南沙')),
        '東沙, 南沙 hidden',
      ).toBe(false);
      expect(kaohsiung).toContain('807 三民區');
      await expect(page.getByText('共 1 家店')).toBeVisible();
      await city.selectOption('桃園市');
      await expect(page.getByText('共 4 家店')).toBeVisible();
      await district.selectOption('中壢區');
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('city') === '桃園市' && url.searchParams.get('district') === '中壢區',
      );
      await expect(page.getByText('共 3 家店')).toBeVisible();
      await expect
        .poll(async () => (await cards(page).allInnerTexts()).sort())
        .toEqual(['Boujee烤肉飯 創始店', '珍煮丹 中壢中原店', '馮廚港式燒臘'].sort());
      await expectNoOverflow(page, '/stores?city&district');
      await capture(page, '45-stores-filtered');
      await expectNoAxeViolations(page, '/stores (filtered)');
      // A district with no store says so; the filters survive a reload (they live in the URL).
      await district.selectOption('平鎮區');
      await expect(page.getByText('這個條件下沒有店家')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('鄉鎮市區')).toHaveValue('平鎮區');
    });

    await test.step('附近 denied: the zh-TW fallback and every store', async () => {
      await page.goto('/stores');
      await page.getByRole('button', { name: '附近', exact: true }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'nearby');
      await page.getByRole('button', { name: '顯示附近店家' }).click();
      await expect(
        page.getByText('您沒有允許定位，無法找出附近店家，以下先顯示全部店家。', { exact: false }),
      ).toBeVisible();
      await expect(page.getByText(`共 ${total} 家店`)).toBeVisible();
      await expect(page.getByRole('button', { name: '重新定位' })).toBeVisible();
      await expectNoOverflow(page, '/stores?view=nearby (denied)');
      await capture(page, '46-stores-nearby-denied');
      await expectNoAxeViolations(page, '/stores?view=nearby (denied)');
    });
  });

  test.describe('shared position near 中壢', () => {
    test.use({ permissions: ['geolocation'], geolocation: ZHONGLI });

    test("附近 granted: nearest first by the server's distance; the index page shares it", async ({
      page,
      capture,
    }) => {
      await page.goto('/stores?view=nearby');
      await expect(page.getByRole('heading', { level: 1, name: '店家列表' })).toBeVisible();
      await page.getByRole('button', { name: '顯示附近店家' }).click();
      await expect(page.getByText('依距離由近到遠排列')).toBeVisible();
      await expect(cards(page).first(), 'nearest first').toHaveText('珍煮丹 中壢中原店');
      await expect(page.getByRole('link', { name: /珍煮丹 中壢中原店/ })).toContainText(/距離 \d+ 公尺/);
      await expect(page.getByRole('button', { name: '附近', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoOverflow(page, '/stores?view=nearby');
      await capture(page, '47-stores-nearby');
      await expectNoAxeViolations(page, '/stores?view=nearby (granted)');

      // The index page shares the position (userPosition, global state): its 附近的店家 lists the nearest
      // five without asking again.
      await page.getByRole('link', { name: 'iDing 線上點餐' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '今天想吃什麼？' })).toBeVisible();
      await expect(page.getByRole('button', { name: '顯示附近店家' })).toHaveCount(0);
      const nearby = page.getByRole('region', { name: '附近的店家' });
      await expect(nearby.getByRole('link', { name: '查看更多附近店家' })).toBeVisible();
      await expect(nearby.getByRole('listitem')).toHaveCount(5);
      await expect(nearby.getByRole('listitem').first()).toContainText('珍煮丹 中壢中原店');
      await nearby.scrollIntoViewIfNeeded();
      await capture(page, '48-home-nearby');
      await expectNoAxeViolations(page, '/ (nearby)');
    });
  });
});
