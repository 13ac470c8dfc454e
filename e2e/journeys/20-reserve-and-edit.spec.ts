import { expect, menuCard, test } from '../fixtures';

/**
 * Cart editing and a reserved pickup (spec §4 cart rules, §5 time selection): option quantities with a
 * stepper, editing a line from the cart, a reserved date and time, the contact remembered for next time,
 * and, on another store's menu, the cart kept until the diner agrees to a new one.
 */
test('visitor edits a cart line, reserves a pickup time, then switches store', async ({ page, look }) => {
  const shot = (name: string) => look(page, name);
  await page.goto('/stores/boujee-zhongli/menu');
  await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
  await shot('20-menu-descriptions');

  await test.step('option with max_quantity 2: checkbox, then a stepper', async () => {
    await page
      .getByRole('button', { name: /^炙燒牛五花丼/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: '炙燒牛五花丼' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('checkbox', { name: /^牛五花/ }).check();
    await sheet.getByRole('button', { name: '增加牛五花' }).click();
    await expect(sheet.getByRole('button', { name: /加入購物車/ })).toContainText('$295');
    await shot('21-entree-sheet-stepper');
    await sheet.getByRole('button', { name: /加入購物車/ }).click();
    await expect(sheet).toBeHidden();
  });

  await test.step('edit the line from the cart: 更新購物車 replaces it', async () => {
    await page.getByRole('link', { name: /^購物車/ }).click();
    await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
    await page.getByRole('button', { name: /^炙燒牛五花丼/ }).click();
    const edit = page.getByRole('dialog', { name: '炙燒牛五花丼' });
    await edit.getByRole('button', { name: '增加數量' }).click();
    await edit.getByRole('button', { name: /更新購物車/ }).click();
    await expect(edit).toBeHidden();
    await expect(page.locator('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toContainText('$590');
  });

  let date = '';
  let time = '';
  await test.step('reserve: the second date, its first time', async () => {
    await page.getByRole('radio', { name: '預約時間' }).check();
    const dateSelect = page.getByRole('combobox', { name: '日期' });
    await expect(dateSelect.locator('option').nth(1), 'several days to choose from').toBeAttached();
    const dates = await dateSelect
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    date = dates[1]!;
    await dateSelect.selectOption(date);
    // Whole dates at 390 px: 「12/08（二）明天」, no year, nothing cut by the select.
    const labels = await dateSelect.locator('option').allTextContents();
    expect(
      labels.every((l) => /^\d{2}\/\d{2}（[日一二三四五六]）(今天|明天)?$/.test(l)),
      labels.join(' '),
    ).toBe(true);
    const fit = await dateSelect.evaluate((el: HTMLSelectElement) => {
      const cs = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const widest = Math.max(...[...el.options].map((o) => ctx.measureText(o.text).width));
      return {
        widest,
        room: el.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight),
      };
    });
    expect(fit.widest, `the widest date fits its select (${JSON.stringify(fit)})`).toBeLessThanOrEqual(
      fit.room,
    );
    await dateSelect.scrollIntoViewIfNeeded();
    await shot('20-date-picker-whole');
    const timeSelect = page.getByRole('combobox', { name: '時間' });
    await expect(timeSelect.locator('option').first()).toBeAttached();
    const times = await timeSelect
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(
      times.every((t) => /^\d{2}:\d[05]$/.test(t)),
      `5-minute steps (${times.join(' ')})`,
    ).toBe(true);
    time = times[0]!;
    await timeSelect.selectOption(time);
    await page.getByLabel('姓名').fill('林小華');
    await page.getByLabel('手機', { exact: true }).fill('0987 654 321');
    await shot('22-cart-reserve');
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    // Dates read 2026/11/24 wherever a diner sees them.
    await expect(page.getByText(`${date.replaceAll('-', '/')} ${time}`)).toBeVisible();
    await expect(page.getByText('牛五花×2')).toBeVisible();
    await shot('23-order-completed-reserved');
  });

  await test.step('switching store keeps the cart until the diner starts a new one; the contact is remembered', async () => {
    await page.goto('/stores/boujee-zhongli/menu');
    await page
      .getByRole('button', { name: /^炙燒牛五花丼/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /加入購物車/ })
      .click();
    await page.goto('/stores/50lan-xinyi/menu');
    await expect(page.getByRole('link', { name: /^購物車\s*，0 項，\s*\$0$/ })).toBeVisible();
    await expect(
      page.getByRole('link', { name: '您在「Boujee烤肉飯 創始店」的購物車有 1 項' }),
    ).toBeVisible();
    await (await menuCard(page, '珍珠奶茶')).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /加入購物車/ })
      .click();
    await page
      .getByRole('alertdialog', { name: '建立新購物車？' })
      .getByRole('button', { name: '建立新購物車' })
      .click();
    await expect(page.getByRole('link', { name: /^購物車\s*，1 項，/ })).toBeVisible();
    await page.getByRole('link', { name: /^購物車/ }).click();
    await expect(page.getByLabel('姓名')).toHaveValue('林小華');
    await expect(page.getByLabel('手機', { exact: true })).toHaveValue('0987 654 321');
  });
});
