import { expect, menuCard, type Page, test } from '../fixtures';

/**
 * Food labels (docs/features.md "Food labels"): at 390×844 a diner at 麥味登 五股中興店 (its demo labels,
 * data/README.md "Food labels in the demo") filters the menu by 素食 — only the 素食 items stay, the choice is
 * in the URL — clears it, and opens 豬肉漢堡 to read 豬肉原產地 台灣 in its 「食品標示」. Then the demo owner of
 * 50嵐 (1280×800) marks 檸檬綠 of 大安店 全素 in the menu editor's 「食品標示」 and publishes, and the diner's card
 * shows 全素. The label is taken off again at the end (the journeys share one database).
 */

const STORE = 'mwd-wugu-zhongxing';
const EDIT_STORE = '50lan-daan';
const EDIT_ENTREE = '檸檬綠';

/** Sets (or with `labels` undefined, removes) an entree's food labels through the draft endpoints, published. */
async function publishLabels(board: Page, sid: string, entree: string, labels: unknown): Promise<void> {
  const write = { 'x-requested-with': 'XMLHttpRequest' };
  const url = `/api/console/stores/${sid}/menu/draft`;
  await board.request.delete(url, { headers: write });
  const live = (await (await board.request.get(url)).json()) as {
    draft: { categories: { entrees: { name: string; labels?: unknown }[] }[] };
  };
  for (const c of live.draft.categories) for (const e of c.entrees) if (e.name === entree) e.labels = labels;
  const saved = await board.request.put(url, { headers: write, data: { revision: 0, draft: live.draft } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await board.request.post(`/api/console/stores/${sid}/menu/publish`, {
    headers: write,
    data: { revision: (await saved.json()).revision },
  });
  expect(published.status(), await published.text()).toBe(200);
}

test('a diner filters by 素食 and reads the pork origin; the owner labels an entree', async ({
  page,
  consolePage: board,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  board.on('pageerror', (e) => pageErrors.push(e));

  await test.step('the menu shows badges: 含豬肉：台灣產 on 豬肉漢堡', async () => {
    await page.goto(`/stores/${STORE}/menu`);
    const pork = await menuCard(page, /^豬肉漢堡/);
    await expect(pork).toContainText('含豬肉：台灣產');
  });

  await test.step('素食: only the 素食 items stay, and the URL keeps it', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const chips = page.getByRole('group', { name: '依食品標示篩選' });
    await chips.getByRole('button', { name: '素食' }).click();
    await expect(chips.getByRole('button', { name: '素食' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]diet=veg/);
    await expect(page.getByRole('button', { name: /^鮮蔬漢堡/ })).toContainText('蛋奶素');
    await expect(page.getByRole('button', { name: /^無糖豆漿\(L\)\(冰\)/ })).toContainText('全素');
    await expect(page.getByRole('button', { name: /^豬肉漢堡/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^早餐套餐/ })).toHaveCount(0);
    await look(page, '100-food-labels-menu');
    await page.screenshot({ path: '/work/shots/labels-menu.png' });

    // 素食 and 不含蛋: the egg burgers go, the soy milk stays.
    await chips.getByRole('button', { name: '不含蛋' }).click();
    await expect(page).toHaveURL(/diet=veg%2Cno-egg/);
    await expect(page.getByRole('button', { name: /^鮮蔬漢堡/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^無糖豆漿/ }).first()).toBeVisible();
    await chips.getByRole('button', { name: '不含蛋' }).click();
  });

  await test.step('without the filter, 豬肉漢堡’s sheet shows 豬肉原產地 台灣', async () => {
    await page.getByRole('group', { name: '依食品標示篩選' }).getByRole('button', { name: '素食' }).click();
    await expect(page).not.toHaveURL(/diet=/);
    await (await menuCard(page, /^豬肉漢堡/)).click();
    const sheet = page.getByRole('dialog', { name: '豬肉漢堡' });
    const labels = sheet.getByRole('region', { name: '食品標示' });
    await expect(labels).toContainText('豬肉原產地台灣');
    await expect(labels).toContainText('過敏原蛋、含麩質之穀物、大豆');
    await labels.scrollIntoViewIfNeeded();
    await look(page, '100-food-labels-sheet');
    await page.screenshot({ path: '/work/shots/labels-sheet.png' });
  });

  let published = false;
  try {
    await test.step('the owner marks 檸檬綠 全素 in 「食品標示」 and publishes', async () => {
      await board.goto(`/console/${EDIT_STORE}/menu/edit`);
      await board.getByRole('button', { name: new RegExp(`^${EDIT_ENTREE}`) }).click();
      await expect(board.getByRole('heading', { name: `編輯${EDIT_ENTREE}` })).toBeVisible();
      const group = board.getByRole('group', { name: '食品標示' });
      const vegan = group.getByRole('radio', { name: '全素' });
      await vegan.click();
      await expect(vegan).toBeChecked();
      const milk = group.getByRole('checkbox', { name: '牛奶/羊奶' });
      await expect(milk).not.toBeChecked();
      await group.getByLabel('豬肉原產地').fill('台'.repeat(21));
      // maxLength keeps it to 20 characters.
      await expect(group.getByLabel('豬肉原產地')).toHaveValue('台'.repeat(20));
      await group.getByLabel('豬肉原產地').fill('');
      await group.scrollIntoViewIfNeeded();
      await look(board, '100-food-labels-editor');
      await board.screenshot({ path: '/work/shots/labels-editor.png' });
      await board.getByRole('button', { name: '儲存草稿' }).click();
      await expect(board.getByText('草稿已儲存')).toBeVisible();
      await board.getByRole('button', { name: '發布' }).click();
      const dialog = board.getByRole('alertdialog', { name: '發布新菜單？' });
      await expect(dialog).toContainText('品項：新增 0、修改 1、刪除 0');
      await dialog.getByRole('button', { name: '發布' }).click();
      published = true;
      await expect(board.getByRole('status')).toContainText('已發布');
    });

    await test.step('the diner’s card of 檸檬綠 shows 全素', async () => {
      await page.goto(`/stores/${EDIT_STORE}/menu`);
      await expect(await menuCard(page, new RegExp(`^${EDIT_ENTREE}`))).toContainText('全素');
    });
  } finally {
    if (published) await publishLabels(board, EDIT_STORE, EDIT_ENTREE, undefined);
  }
  expect(pageErrors).toEqual([]);
});
