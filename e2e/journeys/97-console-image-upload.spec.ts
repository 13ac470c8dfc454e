import sharp from 'sharp';
import { expect, test } from '../fixtures';

/**
 * Images (docs/features.md "Images": uploaded, stored, served resized): the demo owner of 50嵐 on the
 * console (1280×800) opens 店家設定 at 板橋店 and, under 店家圖片, first picks a text file named .jpg (refused:
 * 只接受 JPEG、PNG 或 WebP 圖片), then a real photo (a JPEG made here with sharp): the preview shows it from
 * the server's /images/{id} URL and 店家圖片已更新. The diner's store page (390×844) shows the new cover at once.
 * 移除圖片 empties the field; the store's pictures are put back at the end (the journeys share one database).
 */

const BANQIAO = '50lan-banqiao';
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };

/** A 1600×1000 "photo": a warm gradient with a round shape, as a JPEG (nothing binary is committed). */
async function photoJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#2a6f7a"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>
    <circle cx="800" cy="520" r="300" fill="#fff7e6"/>
    <circle cx="800" cy="520" r="220" fill="#8a5a2b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('the owner uploads a cover photo; refused files are explained; the diner sees the cover', async ({
  page,
  consolePage: board,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  board.on('pageerror', (e) => pageErrors.push(e));

  const before = await (await board.request.get(`/api/console/stores/${BANQIAO}/settings`)).json();
  try {
    await board.goto(`/console/${BANQIAO}/settings`);
    const panel = board.getByRole('region', { name: '店家圖片' });
    await expect(panel).toBeVisible();
    const cover = panel.getByRole('group', { name: '封面圖片' });
    const input = cover.getByLabel('封面圖片');
    await expect(input).toHaveAttribute('accept', 'image/*');

    await test.step('a text file named .jpg is refused in zh-TW', async () => {
      await input.setInputFiles({
        name: 'menu.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('這是一份文字檔，只是副檔名改成 .jpg\n'.repeat(10)),
      });
      await expect(cover.getByRole('alert')).toHaveText('只接受 JPEG、PNG 或 WebP 圖片');
    });

    await test.step('a real photo is uploaded and previewed from the server', async () => {
      await input.setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() });
      await expect(panel.getByRole('status')).toHaveText('店家圖片已更新');
      await expect(cover.getByRole('alert')).toHaveCount(0);
      const preview = cover.getByRole('img', { name: '封面圖片預覽' });
      await expect(preview).toHaveAttribute('src', /^\/images\/[0-9a-f]{32}$/);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
      await expect(cover.getByRole('button', { name: '移除圖片' })).toBeVisible();
      await look(board, '97-console-image-uploaded');
    });

    const saved = await (await board.request.get(`/api/console/stores/${BANQIAO}/settings`)).json();
    expect(saved.cover).toMatch(/^\/images\/[0-9a-f]{32}$/);

    await test.step("the diner's store page shows the new cover", async () => {
      await page.goto(`/store/${BANQIAO}`);
      const shown = page.locator(`img[src="${saved.cover}"]`).first();
      await expect(shown).toBeVisible();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await look(page, '97-diner-store-cover');
    });

    await test.step('移除圖片 empties the field', async () => {
      await cover.getByRole('button', { name: '移除圖片' }).click();
      await expect(cover.getByText('尚未設定圖片')).toBeVisible();
      await expect(panel.getByRole('status')).toHaveText('店家圖片已更新');
      const after = await (await board.request.get(`/api/console/stores/${BANQIAO}/settings`)).json();
      expect(after.cover).toBeNull();
    });
    expect(pageErrors).toEqual([]);
  } finally {
    const res = await board.request.put(`/api/console/stores/${BANQIAO}/store_images`, {
      headers: WRITE,
      data: { logo: before.logo, cover: before.cover },
    });
    expect(res.status()).toBe(200);
  }
});
