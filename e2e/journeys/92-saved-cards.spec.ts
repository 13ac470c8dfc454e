import {
  type APIRequestContext,
  addWithDefaults,
  expect,
  expectNoOverflow,
  logInAsMember,
  type Page,
  test,
} from '../fixtures';

/**
 * Saved cards, 記住這張卡 (§5 "pay with a saved card"; spec §2 /stores/member/credit_cards): a
 * member pays an order at 50嵐 信義店 with the test card 4242 4242 4242 4242 and ticks 記住這張卡; their next
 * order's 信用卡 choice offers that card first (VISA •••• 4242, 預設) and pays with it without typing the card;
 * the member's card page lists it and deletes it after a confirmation. No card number is ever sent.
 */

async function toCheckout(page: Page) {
  await page.goto('/stores/50lan-xinyi/menu');
  await addWithDefaults(page, '珍珠奶茶');
  await page.getByRole('link', { name: /^購物車/ }).click();
  await expect(page.getByRole('heading', { name: '購物車' })).toBeVisible();
  await page.getByRole('radio', { name: /盡快取餐/ }).check();
  const name = page.getByLabel('姓名');
  if ((await name.inputValue()) === '') await name.fill('陳小華');
  const phone = page.getByLabel('手機', { exact: true });
  if ((await phone.inputValue()) === '') await phone.fill('0933222111');
  await page.getByRole('radio', { name: '信用卡', exact: true }).check();
}

test('pay with 4242 and 記住這張卡; the next order pays with the saved card; the card page deletes it', async ({
  page,
  look,
  member,
}) => {
  const { api } = member;
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  const sentBodies: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') sentBodies.push(r.postData() ?? '');
  });
  const ok = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(200);
    return res.json();
  };

  await test.step('log in', async () => {
    await logInAsMember(page, member);
  });

  await test.step('信用卡 with 4242 4242 4242 4242 and 記住這張卡 pays', async () => {
    await toCheckout(page);
    await expect(page.getByTestId('card-fields')).toBeVisible();
    await page.getByLabel('卡號').fill('4242 4242 4242 4242');
    await page.getByLabel('有效期限').fill('12/30');
    await page.getByLabel('安全碼').fill('123');
    await page.getByRole('checkbox', { name: '記住這張卡' }).check();
    await look(page, '92-cart-remember-card');
    await page.getByRole('button', { name: /前往付款/ }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByText('信用卡（已付款）')).toBeVisible();
  });

  await test.step('the next order offers the saved card first and pays with it', async () => {
    await toCheckout(page);
    const choice = page.getByTestId('saved-card-choice');
    const saved = choice.getByRole('radio', { name: /VISA •••• 4242/ });
    await expect(saved).toBeChecked();
    await expect(choice.getByText('預設')).toBeVisible();
    await expect(choice.getByText('有效至 12/30')).toBeVisible();
    await expect(choice.getByRole('radio', { name: '使用新卡片' })).not.toBeChecked();
    await expect(page.getByTestId('card-fields')).toHaveCount(0);
    await expectNoOverflow(page, 'cart saved card');
    await choice.scrollIntoViewIfNeeded();
    await look(page, '92-cart-saved-card');
    await page.getByRole('button', { name: /前往付款/ }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/order_completed\?order_id=[0-9a-f-]+$/);
    await expect(page.getByText('信用卡（已付款）')).toBeVisible();
  });

  await test.step('the card page lists the card and deletes it after a confirmation', async () => {
    await page.goto('/stores/member');
    await page.getByRole('link', { name: '信用卡管理' }).click();
    await expect(page).toHaveURL(/\/stores\/member\/credit_cards$/);
    await expect(page.getByRole('heading', { name: '信用卡管理' })).toBeVisible();
    const card = page.getByTestId('saved-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('VISA •••• 4242');
    await expect(card).toContainText('有效期限 12/30');
    await expect(card).toContainText('預設');
    await expectNoOverflow(page, 'credit cards');
    await look(page, '92-member-credit-cards');
    await card.getByRole('button', { name: /^刪除/ }).click();
    const dialog = page.getByRole('alertdialog', { name: '刪除這張卡片？' });
    await expect(dialog).toContainText('VISA •••• 4242');
    await look(page, '92-member-credit-card-delete');
    await dialog.getByRole('button', { name: '刪除' }).click();
    await expect(page.getByRole('heading', { name: '尚未儲存信用卡' })).toBeVisible();
    await look(page, '92-member-credit-cards-empty');
    const left = (await ok(await api.get('/api/user/credit_cards'))) as { data: unknown[] };
    expect(left.data).toEqual([]);
  });

  expect(sentBodies.join('\n'), 'no card number is ever sent').not.toMatch(/4242\s?4242/);
  expect(pageErrors).toEqual([]);
});
