import assert from 'node:assert/strict';
import type { Journey } from '../harness';

/**
 * Cart editing and a reserved pickup (spec §4 cart rules, §5 time selection): option quantities with a
 * stepper, editing a line from the cart, a reserved date and time, the contact remembered for next time,
 * and the cart cleared with a snackbar when the diner switches store.
 */
const journey: Journey = {
  name: 'visitor edits a cart line, reserves a pickup time, then switches store',
  async run(ctx) {
    const { context, page } = await ctx.newPhone();
    const shot = (name: string) => ctx.look(page, name);
    await page.goto('/stores/boujee-zhongli/menu');
    await page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await shot('20-menu-descriptions');

    // Option with max_quantity 2: checkbox, then a stepper.
    await page
      .getByRole('button', { name: /^炙燒牛五花丼/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: '炙燒牛五花丼' });
    await sheet.waitFor();
    await sheet.getByRole('checkbox', { name: /^牛五花/ }).check();
    await sheet.getByRole('button', { name: '增加牛五花' }).click();
    assert.match(await sheet.getByRole('button', { name: /加入購物車/ }).innerText(), /\$295/);
    await shot('21-entree-sheet-stepper');
    await sheet.getByRole('button', { name: /加入購物車/ }).click();
    await sheet.waitFor({ state: 'hidden' });

    // Edit the line from the cart: 更新購物車 replaces it.
    await page.getByRole('link', { name: /^購物車/ }).click();
    await page.getByRole('heading', { name: '購物車' }).waitFor();
    await page.getByRole('button', { name: /^炙燒牛五花丼/ }).click();
    const edit = page.getByRole('dialog', { name: '炙燒牛五花丼' });
    await edit.getByRole('button', { name: '增加數量' }).click();
    await edit.getByRole('button', { name: /更新購物車/ }).click();
    await edit.waitFor({ state: 'hidden' });
    assert.equal(await page.locator('main').getByRole('listitem').count(), 1);
    assert.match(await page.getByTestId('cart-total').innerText(), /\$590/);

    // Reserve: the second date, its first time.
    await page.getByRole('radio', { name: '預約時間' }).check();
    const dateSelect = page.getByRole('combobox', { name: '日期' });
    const dates = await dateSelect
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.ok(dates.length >= 2, 'several days to choose from');
    await dateSelect.selectOption(dates[1]!);
    const times = await page
      .getByRole('combobox', { name: '時間' })
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.ok(
      times.every((t) => /^\d{2}:\d[05]$/.test(t)),
      '5-minute steps',
    );
    await page.getByRole('combobox', { name: '時間' }).selectOption(times[0]!);
    await page.getByLabel('姓名').fill('林小華');
    await page.getByLabel('手機').fill('0987 654 321');
    await shot('22-cart-reserve');
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await page.waitForURL('**/order_completed');
    await page.getByText(`${dates[1]} ${times[0]}`).waitFor();
    await page.getByText('牛五花×2').waitFor();
    await shot('23-order-completed-reserved');

    // Switching store clears a cart with a snackbar; the contact is remembered at the next checkout.
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
    await page.getByText('已切換店家，購物車已清空').waitFor();
    await page.getByRole('link', { name: /^購物車\s*，0 項，\s*\$0$/ }).waitFor();
    await page
      .getByRole('button', { name: /^珍珠奶茶/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /加入購物車/ })
      .click();
    await page.getByRole('link', { name: /^購物車/ }).click();
    assert.equal(await page.getByLabel('姓名').inputValue(), '林小華');
    assert.equal(await page.getByLabel('手機').inputValue(), '0987 654 321');
    await context.close();
  },
};
export default journey;
