import { addWithDefaults, expect, logInAsMember, menuCard, type Page, test, uniqueMobile } from '../fixtures';

/**
 * Taiwan e-invoice at checkout (§5 evidence) at 390×844: a visitor picks 公司統編, is refused
 * an invalid 統一編號 (統一編號格式錯誤) and a missing 公司抬頭 (請輸入公司抬頭) in the form, is accepted
 * with a valid one (10458574, valid by the 7th-digit-7 rule), and sees the invoice on the completion page;
 * the next order starts on the remembered carrier. A "#" in the order memo is refused (spec §5 invalidChar).
 */

const STORE = '50lan-xinyi';
const CART = `/stores/${STORE}/cart`;

test.use({ memberName: '林小美' });

async function cartWithTea(page: Page): Promise<void> {
  await page.goto(`/stores/${STORE}/menu`);
  await addWithDefaults(page, '珍珠奶茶');
  await page.goto(CART);
  await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /盡快取餐/ })).toBeEnabled();
}

test('company invoice refused with an invalid 統一編號, accepted with a valid one, shown after ordering', async ({
  newPhone,
  look,
}) => {
  const { page } = await newPhone({ viewport: { width: 390, height: 844 } });
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  await cartWithTea(page);
  const send = page.getByRole('button', { name: /送出訂單/ });
  const invoice = page.getByRole('radiogroup', { name: '發票' });

  await test.step('發票: five kinds, paper by default', async () => {
    for (const kind of ['紙本發票', '手機條碼', '自然人憑證', '公司統編', '捐贈發票']) {
      await expect(invoice.getByRole('radio', { name: kind, exact: true })).toBeVisible();
    }
    await expect(invoice.getByRole('radio', { name: '紙本發票' })).toBeChecked();
    await page.getByLabel('姓名', { exact: true }).fill('王小明');
    // A phone of its own: one phone holds at most 5 open cash orders at a store (the API's open-order cap),
    // and other journeys order at this store too.
    await page.getByLabel('手機', { exact: true }).fill(uniqueMobile(860));
    await page.getByRole('radio', { name: '現金' }).check();
  });

  await test.step('a "#" in the memo is refused (spec §5 invalidChar)', async () => {
    await page.getByLabel('訂單備註').fill('到了 #2 門口');
    await send.click();
    await expect(page.getByText('不可包含 # 字元')).toBeVisible();
    await look(page, '86-memo-hash-refused');
    await page.getByLabel('訂單備註').fill('到了請打電話');
  });

  await test.step('公司統編: invalid 統一編號 and missing 公司抬頭 refused in the form', async () => {
    await invoice.getByRole('radio', { name: '公司統編' }).check();
    const vat = page.getByLabel('統一編號', { exact: true });
    await expect(vat).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('公司抬頭', { exact: true })).toHaveAttribute(
      'autocomplete',
      'organization',
    );
    await vat.fill('12345678');
    await send.click();
    await expect(page.getByText('統一編號格式錯誤')).toBeVisible();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await look(page, '86-vat-refused');

    await vat.fill('10458574');
    await send.click();
    await expect(page.getByText('統一編號格式錯誤')).toBeHidden();
    await expect(page.getByText('請輸入公司抬頭')).toBeVisible();
  });

  await test.step('accepted with a valid one: the completion page shows the invoice', async () => {
    await page.getByLabel('公司抬頭', { exact: true }).fill('範例商行');
    await look(page, '86-company-filled');
    await send.click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByTestId('order-number')).toHaveText(/^\s*\d{3,4}\s*$/);
    await expect(page.locator('main')).toContainText('公司統編 10458574（範例商行）');
    await look(page, '86-completed-invoice');
  });

  await test.step('the next order starts on the remembered carrier', async () => {
    await cartWithTea(page);
    await expect(
      page.getByRole('radiogroup', { name: '發票' }).getByRole('radio', { name: '公司統編' }),
    ).toBeChecked();
    await expect(page.getByLabel('統一編號', { exact: true })).toHaveValue('10458574');
    await expect(page.getByLabel('公司抬頭', { exact: true })).toHaveValue('範例商行');
  });

  await test.step('手機條碼: lower case typed is upper-cased, a wrong one refused', async () => {
    await page.getByRole('radiogroup', { name: '發票' }).getByRole('radio', { name: '手機條碼' }).check();
    const barcode = page.getByLabel('手機條碼', { exact: true }).and(page.getByRole('textbox'));
    await barcode.fill('/ABC');
    await send.click();
    await expect(page.getByText('手機條碼格式錯誤')).toBeVisible();
    await barcode.fill('/abc+123');
    await send.click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.locator('main')).toContainText('手機條碼 /ABC+123');
  });
  expect(pageErrors).toEqual([]);
});

test('a "#" in an item memo is refused in the item sheet (spec §5 invalidChar)', async ({
  newPhone,
  look,
}) => {
  const { page } = await newPhone({ viewport: { width: 390, height: 844 } });
  await page.goto(`/stores/${STORE}/menu`);
  await (await menuCard(page, '珍珠奶茶')).click();
  const sheet = page.getByRole('dialog', { name: '珍珠奶茶' });
  const memo = sheet.getByRole('textbox');
  await memo.fill('#1 少冰');
  await expect(sheet.getByText('不可包含 # 字元')).toBeVisible();
  await expect(memo).toHaveAttribute('aria-invalid', 'true');
  await expect(sheet.getByRole('button', { name: /加入購物車/ })).toBeDisabled();
  await look(page, '86-item-memo-hash-refused');
  await memo.fill('少冰');
  await expect(sheet.getByText('不可包含 # 字元')).toBeHidden();
  await expect(sheet.getByRole('button', { name: /加入購物車/ })).toBeEnabled();
});

test("a member's carrier is remembered by the server: on another device the cart starts on it", async ({
  newPhone,
  member,
  look,
}) => {
  await test.step('device A: orders with 捐贈發票 愛心碼 919; the history order page shows it', async () => {
    const { page } = await newPhone({ viewport: { width: 390, height: 844 } });
    await page.goto(`/stores/${STORE}/menu`);
    await addWithDefaults(page, '珍珠奶茶');
    await logInAsMember(page, member, CART);
    await expect(page.getByLabel('姓名', { exact: true })).toHaveValue('林小美');
    await page.getByRole('radiogroup', { name: '發票' }).getByRole('radio', { name: '捐贈發票' }).check();
    const code = page.getByLabel('愛心碼', { exact: true });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await code.fill('91');
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page.getByText('愛心碼格式錯誤')).toBeVisible();
    // 常用愛心碼: one tap fills the code (data/donation-codes.json).
    const known = page.getByRole('group', { name: '常用愛心碼' });
    await known.getByRole('button', { name: '創世基金會 919' }).click();
    await expect(code).toHaveValue('919');
    await expect(known.getByRole('button', { name: '創世基金會 919' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('愛心碼格式錯誤')).toBeHidden();
    await page.getByRole('button', { name: /送出訂單/ }).click();
    await expect(page).toHaveURL(/\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.locator('main')).toContainText('捐贈發票（愛心碼 919）');
    await page.goto('/stores/history_orders');
    await page.getByTestId('history-order').first().click();
    await expect(page.locator('main')).toContainText('捐贈發票（愛心碼 919）');
    await look(page, '86-history-order-invoice');
  });

  await test.step('device B (nothing stored locally): the cart starts on 捐贈發票 919', async () => {
    const { page } = await newPhone({ viewport: { width: 390, height: 844 } });
    await page.goto(`/stores/${STORE}/menu`);
    await addWithDefaults(page, '珍珠奶茶');
    await logInAsMember(page, member, CART);
    const invoice = page.getByRole('radiogroup', { name: '發票' });
    await expect(invoice.getByRole('radio', { name: '捐贈發票' })).toBeChecked();
    await expect(page.getByLabel('愛心碼', { exact: true })).toHaveValue('919');
    await expect(page.getByRole('button', { name: '創世基金會 919' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('group', { name: '常用愛心碼' }).scrollIntoViewIfNeeded();
    await look(page, '86-member-carrier-prefilled');
  });
});
