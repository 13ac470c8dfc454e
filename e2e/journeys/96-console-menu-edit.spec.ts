import sharp from 'sharp';
import { expect, publishEntreePrice, test } from '../fixtures';

/**
 * Menu editing (ADR 017): the demo owner of 50嵐 opens 編輯菜單 for 板橋店 on the console (1280×800), types a
 * price below 0 and is told in zh-TW under the price field what to fix (spec §5 "Forms"; the banner counts the
 * refusals and names the entree), sets 阿薩姆紅茶 from 35 to 38, publishes
 * after a confirmation that counts the change, and the diner's menu (390×844) shows 38 at once. On the way a
 * photo uploaded for the entree previews from the app's image storage (then removed, so the publish changes the
 * price only). The price is put back at the end (through the same endpoints), since the journeys share one
 * database.
 */

const STORE = '50lan-banqiao';
const ENTREE = '阿薩姆紅茶';

test('the owner edits a price and publishes; the diner’s menu shows it at once', async ({
  page,
  consolePage: board,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  board.on('pageerror', (e) => pageErrors.push(e));
  const dinerEntree = () => page.getByRole('button', { name: new RegExp(`^${ENTREE}`) }).first();

  await test.step('the diner’s menu: 阿薩姆紅茶 $35', async () => {
    await page.goto(`/stores/${STORE}/menu`);
    await expect(dinerEntree()).toContainText('$35');
  });

  let published = false;
  try {
    await test.step('品項供應 → 編輯菜單 of 板橋店', async () => {
      await board.goto(`/console/${STORE}/menu`);
      await board.getByRole('link', { name: '編輯菜單' }).click();
      await expect(board).toHaveURL(new RegExp(`/console/${STORE}/menu/edit$`));
      await expect(board.getByRole('heading', { name: '50嵐 板橋店 編輯菜單' })).toBeVisible();
      await expect(board.getByText('目前的菜單（尚未儲存草稿）')).toBeVisible();
      await board.getByRole('button', { name: new RegExp(`^${ENTREE}`) }).click();
      await expect(board.getByRole('heading', { name: `編輯${ENTREE}` })).toBeVisible();
      await look(board, '96-console-menu-edit');
    });

    await test.step('a price below 0 is refused under the price field', async () => {
      const price = board.getByLabel('價格（元）');
      await price.fill('-5');
      await board.getByRole('button', { name: '儲存草稿' }).click();
      await expect(price).toHaveAccessibleDescription('價格須為 0 以上的金額');
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toBeFocused();
      await expect(board.getByRole('alert').filter({ hasText: '還不能儲存' })).toHaveText(
        `還不能儲存：有 1 處要修正，第一處在品項「${ENTREE}」，請看欄位下的紅字說明。`,
      );
      await expect(board.getByRole('button', { name: new RegExp(`^${ENTREE}`) })).toContainText('要修正');
      await look(board, '96-console-menu-edit-error');
    });

    await test.step('a photo uploaded for the entree previews from /images/{id}, then is removed', async () => {
      const field = board.getByRole('group', { name: '圖片', exact: true });
      const photo = await sharp({
        create: { width: 480, height: 360, channels: 3, background: '#b5651d' },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      await field
        .locator('input[type="file"]')
        .setInputFiles({ name: 'assam.jpg', mimeType: 'image/jpeg', buffer: photo });
      const preview = field.getByTestId('image-preview').locator('img');
      await expect(preview).toHaveAttribute('src', /^\/images\/[0-9a-f]{32}/);
      await expect(board.getByLabel('或填入其他網站的圖片網址')).toHaveValue('');
      await look(board, '96-console-menu-entree-image');
      await field.getByRole('button', { name: '移除圖片' }).click();
      await expect(preview).toHaveCount(0);
    });

    await test.step('38: saved, confirmed with the count of changes, published', async () => {
      await board.getByLabel('價格（元）').fill('38');
      await expect(board.getByLabel('價格（元）')).toHaveAccessibleDescription('');
      await expect(board.getByText('有尚未儲存的修改')).toBeVisible();
      await board.getByRole('button', { name: '發布' }).click();
      const dialog = board.getByRole('alertdialog', { name: '發布新菜單？' });
      await expect(dialog).toContainText('品項：新增 0、修改 1、刪除 0；分類：新增 0、修改 0、刪除 0');
      await look(board, '96-console-menu-publish-confirm');
      await dialog.getByRole('button', { name: '發布' }).click();
      published = true;
      await expect(board.getByRole('status')).toContainText('已發布，顧客現在看到的是第');
      await expect(board.getByText('目前的菜單（尚未儲存草稿）')).toBeVisible();
      await look(board, '96-console-menu-published');
    });

    await test.step('the diner’s menu shows $38 at once', async () => {
      await page.reload();
      await expect(dinerEntree()).toContainText('$38');
      await dinerEntree().scrollIntoViewIfNeeded();
      await look(page, '96-diner-menu-new-price');
    });
  } finally {
    if (published) await publishEntreePrice(board, STORE, ENTREE, 35);
  }
  expect(pageErrors).toEqual([]);
});
