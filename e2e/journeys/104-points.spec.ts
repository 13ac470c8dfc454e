import { addWithDefaults, expect, expectNoOverflow, logInAsMember, test } from '../fixtures';

/**
 * 點數, end to end (spec §2 /stores/member/point_history, §3 point_rule and Points ledger events, §7 GET
 * /api/user/points; docs/features.md "點數"): at 50嵐 信義店 (points on in the demo data: 1 點 per full 50 TWD of
 * items) a member orders 外帶 in cash on a phone (390×844); the store presses 接單, 可取餐 and 完成 on its board
 * (1280×800); the member's home shows the points, and its points box opens 點數紀錄 with 訂單獲得 and the balance.
 * The owner then adjusts the member's points on the console's 儲值 page: taking more than the balance is refused
 * in zh-TW, a 生日禮 of 5 is recorded and the member reads it, with its reason, in 點數紀錄. 店家設定 shows the
 * store's 點數 section (not saved: the demo store keeps its rule).
 */
test.use({ memberName: '張點點' });

test('a completed order earns points the member reads in 點數紀錄; the owner adjusts them', async ({
  page,
  consolePage: board,
  member,
  look,
}) => {
  const { phone } = member;
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  board.on('pageerror', (e) => pageErrors.push(e));

  let number = '';
  let earned = 0;
  await test.step('the member orders 外帶 in cash at 50嵐 信義店', async () => {
    await logInAsMember(page, member);
    await page.goto('/stores/50lan-xinyi/menu');
    await addWithDefaults(page, '珍珠奶茶');
    await addWithDefaults(page, '阿薩姆紅茶');
    await page.getByRole('link', { name: /^購物車/ }).click();
    await page.getByRole('radio', { name: /盡快取餐/ }).check();
    const name = page.getByLabel('姓名');
    if ((await name.inputValue()) === '') await name.fill('張點點');
    const mobile = page.getByLabel('手機', { exact: true });
    if ((await mobile.inputValue()) === '') await mobile.fill(phone);
    await page.getByRole('radio', { name: '現金' }).check();
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    number = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
    expect(number).toMatch(/^\d{3,4}$/);
    // The items total (a cash 外帶 order has no fee): 1 點 per full 50 TWD.
    const mine = await page.evaluate(async () => {
      const res = await fetch('/api/orders');
      return (await res.json()) as { data: { total: number }[] };
    });
    earned = Math.floor(mine.data[0]!.total / 50);
    expect(earned).toBeGreaterThan(0);
  });

  await test.step('the store marks it 接單, 可取餐 and 完成 on its board', async () => {
    const card = board
      .getByTestId('board-card')
      .filter({ has: board.getByRole('heading', { name: `#${number}` }) });
    await expect(card).toBeVisible({ timeout: 5000 });
    await card.getByRole('button', { name: '接單' }).click();
    await expect(
      board.getByTestId('column-preparing').getByRole('heading', { name: `#${number}` }),
    ).toBeVisible();
    await card.getByRole('button', { name: '可取餐' }).click();
    await expect(
      board.getByTestId('column-ready').getByRole('heading', { name: `#${number}` }),
    ).toBeVisible();
    await card.getByRole('button', { name: '完成' }).click();
    await expect(
      board.getByTestId('column-completed').getByRole('heading', { name: `#${number}` }),
    ).toBeVisible();
  });

  await test.step('the member home shows the points; its box opens 點數紀錄 with 訂單獲得', async () => {
    await page.goto('/stores/member');
    await expect(page.getByTestId('member-points')).toHaveText(new RegExp(`^${earned} 點`));
    await look(page, '104-member-home-points');
    await page.getByTestId('member-points').getByRole('link').click();
    await expect(page).toHaveURL(/\/stores\/member\/point_history$/);
    await expect(page.getByRole('heading', { name: '點數紀錄' })).toBeVisible();
    await expect(page.getByTestId('point-balance')).toHaveText(`${earned} 點`);
    const rows = page.getByTestId('point-movement');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('訂單獲得');
    await expect(rows.first()).toContainText(`+${earned} 點`);
    await expect(rows.first()).toContainText(`餘額 ${earned} 點`);
    await expect(rows.first().getByRole('link', { name: '查看訂單' })).toBeVisible();
    await expectNoOverflow(page, 'point history');
    await look(page, '104-point-history-earned');
  });

  await test.step('the owner adjusts on the 儲值 page: never below 0, then a 生日禮 of 5', async () => {
    await board.getByRole('link', { name: '儲值' }).click();
    await expect(board).toHaveURL(/\/console\/50lan-xinyi\/store_credit$/);
    const section = board.getByRole('region', { name: '點數調整' });
    await section.getByLabel('手機號碼', { exact: true }).fill(phone);
    await section.getByLabel('調整點數').fill(String(-(earned + 100)));
    await section.getByLabel('調整原因').fill('誤植更正');
    await section.getByRole('button', { name: '確認調整' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      `會員目前只有 ${earned} 點，無法扣除 ${earned + 100} 點`,
    );
    await section.getByLabel('調整點數').fill('5');
    await section.getByLabel('調整原因').fill('生日禮');
    await section.getByRole('button', { name: '確認調整' }).click();
    await expect(section.getByTestId('point-adjust-done')).toHaveText(
      `已為 張○點（${phone}）調整 +5 點，目前餘額 ${earned + 5} 點`,
    );
    await look(board, '104-console-point-adjust');
  });

  await test.step('點數紀錄 lists 店家調整 with its reason, newest first', async () => {
    await page.reload();
    await expect(page.getByTestId('point-balance')).toHaveText(`${earned + 5} 點`);
    const rows = page.getByTestId('point-movement');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('店家調整');
    await expect(rows.first()).toContainText('生日禮');
    await expect(rows.first()).toContainText('+5 點');
    await expect(rows.first()).toContainText(`餘額 ${earned + 5} 點`);
    await look(page, '104-point-history-adjusted');
  });

  await test.step('店家設定 shows the 點數 section with the demo rule', async () => {
    await board.getByRole('link', { name: '店家設定' }).click();
    const section = board.getByRole('region', { name: '點數', exact: true });
    await expect(section.getByRole('checkbox', { name: '開放會員集點' })).toBeChecked();
    await expect(section.getByLabel('點數名稱')).toHaveValue('點');
    await expect(section.getByLabel('消費金額（元）')).toHaveValue('50');
    await section.scrollIntoViewIfNeeded();
    await look(board, '104-console-settings-points');
  });

  expect(pageErrors).toEqual([]);
});
