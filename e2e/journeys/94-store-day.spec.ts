import { readFileSync } from 'node:fs';
import { expect, logInAsMember, menuCard, type Page, test } from '../fixtures';

/**
 * The store's day: at 50嵐 信義店 (24 hours, 12 tables) a member (phone, 390×844) puts a
 * 珍珠奶茶 with 珍珠 in the cart; the demo owner (console, 1280×800) switches 加料：珍珠 off on 品項供應; the
 * diner's order is refused with the sold-out message and the item sheet shows 珍珠 已售完; back on, the same
 * cart orders 內用 at table 5. 桌位 shows table 5 taken; 今日營業 shows the figures with what counts said on
 * screen and downloads a CSV (BOM, zh-TW columns); 報表 of today alone shows the same figures, with its charts,
 * tables and CSV; the member home shows the order waiting, then 製作中 with
 * the estimate and 可取餐, live as the store acts.
 */

const STORE = '50lan-xinyi';

/** From the menu: opens 珍珠奶茶, adds 加料 珍珠 to its defaults and puts it in the cart. */
async function addTeaWithPearls(page: Page): Promise<void> {
  await page.goto(`/stores/${STORE}/menu`);
  await (await menuCard(page, '珍珠奶茶')).click();
  const sheet = page.getByRole('dialog', { name: '珍珠奶茶' });
  await sheet.getByRole('checkbox', { name: /^珍珠/ }).check();
  await sheet.getByRole('button', { name: /加入購物車/ }).click();
  await expect(sheet).toBeHidden();
}

/** From anywhere: the cart, 內用 現場入座 at table `table`, cash, contact; then 送出訂單. */
async function sendDineIn(page: Page, table: string): Promise<void> {
  await page.goto(`/stores/${STORE}/cart`);
  await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: '用餐方式' })
    .getByRole('radio', { name: '內用', exact: true })
    .check();
  await expect(page.getByRole('radio', { name: /現場入座/ })).toBeChecked();
  await page.getByLabel('姓名', { exact: true }).fill('陳小華');
  await page.getByLabel('桌號', { exact: true }).fill(table);
  await page.getByRole('radio', { name: '現金' }).check();
  await page.getByRole('button', { name: /送出訂單/ }).click();
}

test('the store’s day: sold-out option, tables, today’s figures and CSV, live status on the member home', async ({
  page,
  consolePage: console_,
  member,
  look,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  console_.on('pageerror', (e) => pageErrors.push(e));

  await test.step('the member logs in at 50嵐 信義店 and puts a 珍珠奶茶 with 珍珠 in the cart', async () => {
    await logInAsMember(page, member, `/stores/${STORE}/menu`);
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    await addTeaWithPearls(page);
  });

  await test.step('console: 品項供應 switches 加料：珍珠 off for every drink', async () => {
    await expect(console_).toHaveURL(new RegExp(`/console/${STORE}/orders$`));
    await console_.getByRole('link', { name: '品項供應' }).click();
    await expect(console_.getByRole('heading', { name: '選項供應' })).toBeVisible();
    const pearls = console_.getByRole('checkbox', { name: '加料：珍珠 供應中', exact: true });
    await expect(pearls).toBeChecked();
    // The switch shows the store's saved state: it flips once the server has saved the change, so the journey
    // clicks and waits for that (Playwright's uncheck() wants the flip at once).
    await pearls.click();
    await expect(pearls).not.toBeChecked();
    await console_.getByRole('heading', { name: '選項供應' }).scrollIntoViewIfNeeded();
    await look(console_, '94-console-option-sold-out');
  });

  await test.step('the diner’s order is refused (珍珠 已售完) and the item sheet shows it sold out', async () => {
    await sendDineIn(page, '5');
    await expect(page).toHaveURL(new RegExp(`/stores/${STORE}/menu$`));
    await expect(page.getByText(/珍珠.*已售完|已售完.*珍珠/).first()).toBeVisible();
    await (await menuCard(page, '珍珠奶茶')).click();
    const sheet = page.getByRole('dialog', { name: '珍珠奶茶' });
    const pearlBox = sheet.getByRole('checkbox', { name: /^珍珠/ });
    await expect(pearlBox).toBeDisabled();
    await expect(sheet.getByText('已售完')).toBeVisible();
    await pearlBox.scrollIntoViewIfNeeded();
    await look(page, '94-diner-pearls-sold-out');
    await sheet
      .getByRole('button', { name: /關閉|返回/ })
      .first()
      .click();
  });

  let number = '';
  await test.step('珍珠 back on: the same cart orders 內用 at table 5', async () => {
    const pearls = console_.getByRole('checkbox', { name: '加料：珍珠 供應中', exact: true });
    await pearls.click();
    await expect(pearls).toBeChecked();
    await sendDineIn(page, '5');
    await expect(page.getByRole('heading', { name: '訂單已送出' })).toBeVisible();
    number = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
    expect(number).toMatch(/^\d{3}$/);
  });

  await test.step('console 桌位: tables 1–12, table 5 holds the order', async () => {
    await console_.getByRole('link', { name: '桌位' }).click();
    await expect(console_).toHaveURL(new RegExp(`/console/${STORE}/tables$`));
    const tables = console_.getByTestId('console-table');
    await expect(tables).toHaveCount(12);
    const five = console_.getByRole('listitem', { name: '桌號 5', exact: true });
    await expect(five).toContainText(`#${number} 已送出`);
    await look(console_, '94-console-tables');
  });

  await test.step('console 今日營業: figures, what counts, and a CSV download', async () => {
    await console_.getByRole('link', { name: '今日營業' }).click();
    await expect(console_.getByRole('heading', { name: /今日營業/ })).toBeVisible();
    await expect(console_.getByTestId('today-orders')).toHaveText(/^[1-9]\d*$/);
    await expect(console_.getByTestId('today-revenue')).toHaveText(/^\$[\d,]+/);
    await expect(console_.getByTestId('today-excluded')).toContainText(
      '已取消的訂單與線上付款（含儲值金）未完成的訂單不計入訂單數與營業額',
    );
    await expect(console_.getByRole('rowheader', { name: '現金' })).toBeVisible();
    await look(console_, '94-console-today');
    const download = console_.waitForEvent('download');
    await console_.getByRole('link', { name: '下載 CSV' }).click();
    const file = await (await download).path();
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toContain('營業日,單號,下單時間,類型,桌號,狀態,付款方式');
    expect(text).toMatch(new RegExp(`,${number},[^\\r]*,內用,5,已送出,現金,`));
  });

  await test.step('console 報表: today alone agrees with 今日營業; chart, tables and a CSV', async () => {
    const revenue = (await console_.getByTestId('today-revenue').textContent()) ?? '';
    const orders = (await console_.getByTestId('today-orders').textContent()) ?? '';
    await console_.getByRole('link', { name: '報表' }).click();
    await expect(console_).toHaveURL(new RegExp(`/console/${STORE}/reports$`));
    await expect(console_.getByRole('heading', { name: /報表/ })).toBeVisible();
    // 今日 in Asia/Taipei, as both pages count business days.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await console_.getByRole('button', { name: '自訂' }).click();
    await console_.getByLabel('開始日期').fill(today);
    await console_.getByLabel('結束日期').fill(today);
    await expect(console_.getByTestId('reports-range')).toContainText(today.replaceAll('-', '/'));
    await expect(console_.getByTestId('reports-revenue')).toHaveText(revenue);
    await expect(console_.getByTestId('reports-orders')).toHaveText(orders);
    await expect(console_.getByRole('img', { name: /營業額長條圖/ })).toBeVisible();
    await expect(console_.getByTestId('reports-by-item')).toContainText('珍珠奶茶');
    await expect(console_.getByTestId('reports-by-payment')).toContainText('現金');
    await console_.getByRole('button', { name: '本月' }).click();
    await expect(console_.getByRole('img', { name: /各時段訂單數/ })).toBeVisible();
    await look(console_, '94-console-reports');
    const download = console_.waitForEvent('download');
    await console_.getByRole('link', { name: '下載 CSV' }).click();
    const bytes = readFileSync(await (await download).path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toContain('\r\n品項\r\n品項,數量,營收（元）\r\n');
    await console_.setViewportSize({ width: 390, height: 844 });
    await look(console_, '94-console-reports-phone');
    await console_.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('member home: the order in progress, then 可取餐 live when the store marks it', async () => {
    await page.goto('/stores/member');
    const mine = page.getByTestId('member-open-order').filter({ hasText: `#${number}` });
    await expect(mine).toContainText('等待店家接單');
    await console_.getByRole('link', { name: '訂單', exact: true }).click();
    const card = console_
      .getByTestId('board-card')
      .filter({ has: console_.getByRole('heading', { name: `#${number}` }) });
    await card.getByLabel('預估分鐘').fill('5');
    await card.getByRole('button', { name: '接單' }).click();
    await expect(mine).toContainText('製作中，約 5 分鐘', { timeout: 1500 });
    await look(page, '94-member-home-preparing');
    await card.getByRole('button', { name: '可取餐' }).click();
    await expect(mine).toContainText('可取餐', { timeout: 1500 });
    await look(page, '94-member-home-ready');
    await card.getByRole('button', { name: '完成' }).click();
    await expect(mine).toHaveCount(0, { timeout: 1500 });
  });
  expect(pageErrors).toEqual([]);
});
