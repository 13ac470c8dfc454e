import {
  addWithDefaults,
  expect,
  menuCard,
  type Page,
  publishEntreePrice,
  scrollToEnd,
  test,
} from '../fixtures';

/**
 * Never lose what the diner did; merchant notes; the menu's loading, images, desktop layout and visual
 * faults: on a phone (390×844) unless a test says desktop (1280×800).
 */

const XINYI = '50lan-xinyi';
const DAAN = '50lan-daan';

/** Store identifier and entree names of the local cart (localStorage key `cart`, spec §9). */
const localCart = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('cart') ?? '{}').state ?? {};
    return {
      identifier: state.identifier as string | null,
      names: ((state.items ?? []) as { name: string }[]).map((i) => i.name),
    };
  });

const categoryNav = (page: Page) => page.getByRole('navigation', { name: '菜單分類' });

async function openMenu(page: Page, sid: string) {
  await page.goto(`/stores/${sid}/menu`);
  await expect(categoryNav(page)).toBeVisible();
}

test('browsing another store keeps the cart; adding there asks 建立新購物車？ first', async ({
  page,
  look,
}) => {
  await openMenu(page, XINYI);
  await addWithDefaults(page, '珍珠奶茶');

  await test.step('a sister branch menu keeps the cart and points back to it', async () => {
    await openMenu(page, DAAN);
    await expect(page.getByText('已切換店家')).toHaveCount(0);
    expect(await localCart(page)).toEqual({ identifier: XINYI, names: ['珍珠奶茶'] });
    // This store's cart button does not show the other store's cart as its own.
    await expect(page.getByRole('link', { name: /^購物車\s*，0 項，/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^去結帳/ })).toHaveCount(0);
    const back = page.getByRole('link', { name: '您在「50嵐 信義店」的購物車有 1 項' });
    await expect(back).toBeVisible();
    await look(page, '70-other-store-menu');
    await expect(back).toHaveAttribute('href', `/stores/${XINYI}/cart`);
  });

  await test.step('adding asks first; 保留原購物車 adds nothing', async () => {
    await addFromSheet(page, '阿薩姆紅茶');
    const dialog = page.getByRole('alertdialog', { name: '建立新購物車？' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('50嵐 信義店');
    await expect(dialog).toContainText('50嵐 大安店');
    await look(page, '70-new-cart-dialog');
    await dialog.getByRole('button', { name: '保留原購物車' }).click();
    await expect(dialog).toBeHidden();
    expect(await localCart(page)).toEqual({ identifier: XINYI, names: ['珍珠奶茶'] });
  });

  await test.step('建立新購物車 clears the old cart and adds the line to a new one', async () => {
    await addFromSheet(page, '阿薩姆紅茶');
    const dialog = page.getByRole('alertdialog', { name: '建立新購物車？' });
    await dialog.getByRole('button', { name: '建立新購物車' }).click();
    await expect(dialog).toBeHidden();
    expect(await localCart(page)).toEqual({ identifier: DAAN, names: ['阿薩姆紅茶'] });
    await expect(page.getByRole('link', { name: /^購物車\s*，1 項，/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /您在「50嵐 信義店」/ })).toHaveCount(0);
  });

  await test.step('the first store now names the new cart', async () => {
    await openMenu(page, XINYI);
    await expect(page.getByRole('link', { name: '您在「50嵐 大安店」的購物車有 1 項' })).toBeVisible();
    expect(await localCart(page)).toEqual({ identifier: DAAN, names: ['阿薩姆紅茶'] });
  });
});

/** Opens an entree's sheet and taps 加入購物車 (the sheet closes; a dialog may follow). */
async function addFromSheet(page: Page, name: string) {
  await page
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name });
  await sheet.getByRole('button', { name: /加入購物車/ }).click();
  await expect(sheet).toBeHidden();
}

test('the order draft survives reload, back and forward, and is gone once the order is sent', async ({
  page,
  look,
}) => {
  await openMenu(page, XINYI);
  await addWithDefaults(page, '珍珠奶茶');
  await page.getByRole('link', { name: /^去結帳/ }).click();
  await expect(page).toHaveURL(new RegExp(`/stores/${XINYI}/cart$`));

  await page.getByLabel('姓名').fill('林美玲');
  await page.getByLabel('手機', { exact: true }).fill('0922333444');
  await page.getByLabel('訂單備註').fill('不要吸管');
  await page.getByRole('radio', { name: /預約時間/ }).check();
  const date = page.getByLabel('日期');
  const time = page.getByLabel('時間', { exact: true });
  await expect(date).toBeVisible();
  // The second date and a later time: not what the form would pick by itself.
  const dates = await date.locator('option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
  const chosenDate = dates[1] ?? dates[0]!;
  await date.selectOption(chosenDate);
  const times = await time.locator('option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
  const chosenTime = times[Math.min(3, times.length - 1)]!;
  await time.selectOption(chosenTime);
  // 發票 is part of the draft too: the kind chosen and the carrier typed (spec §3 invoiceType / invoiceValue).
  const invoice = page.getByRole('radiogroup', { name: '發票' });
  const barcode = page.getByLabel('手機條碼', { exact: true }).and(page.getByRole('textbox'));
  await invoice.getByRole('radio', { name: '手機條碼' }).click();
  await barcode.fill('/ABC+123');

  const expectDraft = async (label: string) => {
    await expect(page.getByLabel('姓名'), label).toHaveValue('林美玲');
    await expect(page.getByLabel('手機', { exact: true }), label).toHaveValue('0922333444');
    await expect(page.getByLabel('訂單備註'), label).toHaveValue('不要吸管');
    await expect(page.getByRole('radio', { name: /預約時間/ }), label).toBeChecked();
    await expect(page.getByLabel('日期'), label).toHaveValue(chosenDate);
    await expect(page.getByLabel('時間', { exact: true }), label).toHaveValue(chosenTime);
    await expect(invoice.getByRole('radio', { name: '手機條碼' }), label).toBeChecked();
    await expect(barcode, label).toHaveValue('/ABC+123');
  };

  await page.reload();
  await expectDraft('after reload');
  await page.getByRole('group', { name: '發票' }).scrollIntoViewIfNeeded();
  await look(page, '70-invoice-after-reload');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/stores/${XINYI}/menu$`));
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/stores/${XINYI}/cart$`));
  await expectDraft('after back and forward');
  await look(page, '70-draft-after-reload');

  await test.step('sending the order ends the draft (the contact is remembered, the rest starts afresh)', async () => {
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page).toHaveURL(/\/order_completed/);
    await openMenu(page, XINYI);
    await addWithDefaults(page, '珍珠奶茶');
    await page.getByRole('link', { name: /^去結帳/ }).click();
    await expect(page.getByLabel('姓名')).toHaveValue('林美玲');
    await expect(page.getByLabel('訂單備註')).toHaveValue('');
    await expect(page.getByRole('radio', { name: /盡快取餐/ })).toBeChecked();
    // A fresh draft starts on the carrier last sent; the draft's own choice then wins over it across a reload.
    await expect(invoice.getByRole('radio', { name: '手機條碼' })).toBeChecked();
    await expect(barcode).toHaveValue('/ABC+123');
    await invoice.getByRole('radio', { name: '紙本發票' }).click();
    await expect(invoice.getByRole('radio', { name: '紙本發票' })).toBeChecked();
    await page.reload();
    await expect(invoice.getByRole('radio', { name: '紙本發票' })).toBeChecked();
    await expect(barcode).toHaveCount(0);
  });
});

test.describe('the item sheet as a history entry', () => {
  test('back with an item sheet open closes the sheet and keeps the menu where it was', async ({
    page,
    look,
  }) => {
    await page.goto(`/store/${XINYI}`);
    await page.getByRole('link', { name: '開始點餐' }).click();
    await expect(categoryNav(page)).toBeVisible();
    // Scroll through the menu to its last category's section, so every section has been laid out at its real
    // height (content-visibility) before the position is read.
    await scrollToEnd(page);
    const lastCategory = (await categoryNav(page).locator('a, button').last().textContent())!.trim();
    await expect(page.getByRole('heading', { name: lastCategory, exact: true })).toBeAttached();
    // Down the menu, then open an entree that is in view there.
    await page.getByRole('heading', { name: '找冰淇淋' }).scrollIntoViewIfNeeded();
    // An instant scroll (a wheel scroll may still be gliding when the position is read).
    await page.evaluate(() => window.scrollTo({ top: window.scrollY + 200, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const section = page.locator('section', { has: page.getByRole('heading', { name: '找冰淇淋' }) });
    const card = section.getByRole('button').first();
    // Where the card sits on the screen, which is what the diner sees. Not window.scrollY: sections far
    // above are laid out lazily (content-visibility: auto, with a 640 px estimate until first shown), so
    // the same view can have a different scrollY once the browser measures them (scroll anchoring keeps
    // the content still while the number changes).
    const onScreen = async () => (await card.boundingBox())!.y;
    const before = await onScreen();
    const name = (await card.locator('span span').first().textContent())!.trim();
    await card.click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/[?&]item=/);
    await look(page, '70-sheet-open-deep');

    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/stores/${XINYI}/menu$`));
    await expect.poll(onScreen).toBeGreaterThan(before - 20);
    expect(await onScreen()).toBeLessThan(before + 20);

    await test.step('closing by × leaves no stray history entry', async () => {
      await card.click();
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: '關閉' }).click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/stores/${XINYI}/menu$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/store/${XINYI}$`));
    });

    await test.step('a shared ?item= link opens the sheet; closing it stays on the menu', async () => {
      await page.goto(`/stores/${XINYI}/menu`);
      await (await menuCard(page, '珍珠奶茶')).click();
      const url = page.url();
      await page.goto('about:blank');
      await page.goto(url);
      const shared = page.getByRole('dialog', { name: '珍珠奶茶' });
      await expect(shared).toBeVisible();
      await shared.getByRole('button', { name: '關閉' }).click();
      await expect(shared).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/stores/${XINYI}/menu$`));
    });
  });
});

test('a new menu keeps the cart: only a line whose price changed is named (docs/decisions/029)', async ({
  page,
  consolePage: board,
  look,
}) => {
  const BANQIAO = '50lan-banqiao';
  let changed: string[] = [];
  try {
    await test.step('a guest puts 阿薩姆紅茶 and 奶茶 in the cart at 板橋店', async () => {
      await openMenu(page, BANQIAO);
      await addWithDefaults(page, '阿薩姆紅茶');
      await addWithDefaults(page, '奶茶');
      expect(await localCart(page)).toEqual({ identifier: BANQIAO, names: ['阿薩姆紅茶', '奶茶'] });
    });

    await test.step('the store publishes another drink’s price: the cart stays as it was, nothing is said', async () => {
      changed = ['茉莉綠茶'];
      await publishEntreePrice(board, BANQIAO, '茉莉綠茶', 36);
      await openMenu(page, BANQIAO);
      await expect(await menuCard(page, '茉莉綠茶')).toContainText('$36');
      expect(await localCart(page)).toEqual({ identifier: BANQIAO, names: ['阿薩姆紅茶', '奶茶'] });
      await expect(page.getByText(/菜單已更新/)).toHaveCount(0);
    });

    await test.step('the store raises 阿薩姆紅茶 to $38: the cart keeps both lines and names the new price', async () => {
      changed.push('阿薩姆紅茶');
      await publishEntreePrice(board, BANQIAO, '阿薩姆紅茶', 38);
      await page.goto(`/stores/${BANQIAO}/cart`);
      await expect(page.getByText('菜單已更新：「阿薩姆紅茶」現為 $38，請確認購物車')).toBeVisible();
      expect(await localCart(page)).toEqual({ identifier: BANQIAO, names: ['阿薩姆紅茶', '奶茶'] });
      await expect(page.getByTestId('cart-total')).toContainText('$88');
      await expect(page.getByText('購物車已清空')).toHaveCount(0);
      await look(page, '70-menu-change-keeps-cart');
    });
  } finally {
    if (changed.includes('茉莉綠茶')) await publishEntreePrice(board, BANQIAO, '茉莉綠茶', 35);
    if (changed.includes('阿薩姆紅茶')) await publishEntreePrice(board, BANQIAO, '阿薩姆紅茶', 35);
  }
});

test('an order sent in one tab empties the cart in the other tab', async ({ page, look }) => {
  await openMenu(page, XINYI);
  await addWithDefaults(page, '珍珠奶茶');
  const other = await page.context().newPage();
  await openMenu(other, XINYI);
  await expect(other.getByRole('link', { name: /^購物車\s*，1 項，/ })).toBeVisible();

  await page.getByRole('link', { name: /^去結帳/ }).click();
  await page.getByLabel('姓名').fill('陳大同');
  await page.getByLabel('手機', { exact: true }).fill('0933444555');
  await page.getByRole('button', { name: /送出訂單/ }).click();
  await expect(page).toHaveURL(/\/order_completed/);

  // No reload in the other tab: the storage event brings the emptied cart.
  await expect(other.getByRole('link', { name: /^購物車\s*，0 項，/ })).toBeVisible();
  await expect(other.getByRole('link', { name: /^去結帳/ })).toHaveCount(0);
  await look(other, '70-other-tab-after-order');
  await other.close();
});

test('merchant notes show as notes, not as orderable items', async ({ page, look }) => {
  await openMenu(page, 'fungchu-zhongli');
  const section = page.locator('section', { has: page.getByRole('heading', { name: '注意事項' }) });
  await section.scrollIntoViewIfNeeded();
  const notes = section.getByTestId('menu-note');
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toContainText('烤鴨來源: 台灣');
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /烤鴨來源/ })).toHaveCount(0);
  await look(page, '70-merchant-notes');
});

test('a slow menu shows a skeleton, and categories keep the order the store gave', async ({ page, look }) => {
  await page.route('**/api/menu/**', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.goto('/stores/boujee-zhongli/menu');
  const skeleton = page.getByTestId('menu-skeleton');
  await expect(skeleton).toBeVisible();
  await look(page, '70-menu-skeleton');
  await expect(categoryNav(page)).toBeVisible({ timeout: 15_000 });
  await expect(skeleton).toHaveCount(0);

  // data/demo.json order (精選商品 first, its entrees as listed, not by name or price).
  const chips = await categoryNav(page).getByRole('button').allTextContents();
  expect(chips.slice(0, 3)).toEqual(['精選商品', '訂購指定商品即享優惠', '人氣精選']);
  const first = page.locator('main section').first();
  const names = await first
    .getByRole('button')
    .evaluateAll((b) => b.slice(0, 3).map((e) => e.querySelector('span span')?.textContent));
  expect(names).toEqual(['炙燒牛五花丼', '鹽焗油雞丼飯', '特選松阪豬丼']);
});

/** A 2×2 PNG for entree images served by the test (the demo's images are on a CDN). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYGD4z8DAwMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('entree images are lazy with a fixed size, and a failed one leaves a tidy placeholder', async ({
  page,
  look,
}) => {
  await page.route('https://cdn-order-v3.nidin.shop/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  await openMenu(page, 'milkshop-west');
  const img = page.locator('main section img').first();
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('decoding', 'async');
  const loaded = await img.boundingBox();
  expect(loaded).toMatchObject({ width: 96, height: 96 });

  await page.unroute('https://cdn-order-v3.nidin.shop/**');
  await page.route('https://cdn-order-v3.nidin.shop/**', (route) => route.abort());
  await page.reload();
  await expect(categoryNav(page)).toBeVisible();
  const placeholder = page.getByTestId('image-placeholder').first();
  await expect(placeholder).toBeVisible();
  expect(await placeholder.boundingBox()).toMatchObject({ width: 96, height: 96 });
  // No broken image left on screen.
  expect(
    await page
      .locator('main section img')
      .evaluateAll(
        (imgs) =>
          imgs.filter((i) => (i as HTMLImageElement).complete && !(i as HTMLImageElement).naturalWidth)
            .length,
      ),
  ).toBe(0);
  await look(page, '70-image-placeholders');
});

test('adding shows a visible confirmation, and the badge stays clear of 購物車', async ({ page, look }) => {
  await openMenu(page, XINYI);
  await addWithDefaults(page, '珍珠奶茶');
  await expect(page.getByRole('status').filter({ hasText: '已加入購物車：珍珠奶茶' })).toBeVisible();
  const button = page.getByRole('link', { name: /^購物車\s*，1 項，/ });
  const badge = await button.locator('span[aria-hidden] > span').boundingBox();
  const text = await button.locator('span.font-semibold').first().boundingBox();
  expect(badge && text).toBeTruthy();
  expect(badge!.x + badge!.width, 'badge ends before the 購物車 text').toBeLessThanOrEqual(text!.x);
  await look(page, '70-added-confirmation');
  await page.evaluate(() => window.scrollTo(0, 0));
  await look(page, '70-cart-badge');
});

test('desktop: categories, a 2–3 column menu and the cart side by side (1280×800)', async ({
  newPhone,
  look,
}) => {
  const { page } = await newPhone({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  await openMenu(page, XINYI);
  const nav = categoryNav(page);
  // Measured once the app's menu is laid out (its first two cards on screen).
  const cards = page.locator('main section').first().getByRole('button');
  await expect(cards.nth(1)).toBeVisible();
  const navBox = (await nav.boundingBox())!;
  expect(navBox.x).toBeLessThan(300);
  expect(navBox.height).toBeGreaterThan(navBox.width);
  // Every category is there whole: nothing clipped.
  for (const chip of await nav.getByRole('button').all()) {
    await expect(chip).toBeVisible();
    const box = (await chip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(navBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
  }
  // Two entree cards side by side.
  const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(b.x).toBeGreaterThan(a.x + a.width);
  expect(a.x).toBeGreaterThan(navBox.x + navBox.width);
  await look(page, '70-desktop-menu-top');

  await addWithDefaults(page, '珍珠奶茶');
  const sidebar = page.getByRole('region', { name: /^購物車/ });
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toContainText('珍珠奶茶');
  await expect(sidebar).toContainText('$50');
  const sideBox = (await sidebar.boundingBox())!;
  expect(sideBox.x).toBeGreaterThan(b.x + b.width);
  await expect(page.locator('.bottom-bar')).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(sidebar).toBeInViewport();
  await expect(nav).toBeInViewport();
  await look(page, '70-desktop-menu');
  await sidebar.getByRole('link', { name: '去結帳' }).click();
  await expect(page).toHaveURL(new RegExp(`/stores/${XINYI}/cart$`));
});
