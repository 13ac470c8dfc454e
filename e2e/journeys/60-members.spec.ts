import { expect, type Page, test, uniqueMobile } from '../fixtures';

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').state ?? {});

/**
 * Members (docs/features.md; spec §2 guards, §4 Registration steps / Session / Logout): a diner registers
 * with an SMS code, lands logged in at the store, sees the member home, logs out, is sent to login by the
 * guard and comes back through `redirect`, updates the address, loses the session out-of-band (the app says
 * 「登入已逾時，請重新登入」 and goes to login with a way back), resets the password by code, changes the phone and deletes the account.
 */
test('members: register, home, logout, login redirect, address, session expiry, forgot password, phone, delete', async ({
  page,
  look,
  smsCode,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  const shot = (name: string) => look(page, name);
  const phone = uniqueMobile();
  const password = 'milk-tea-2024';
  const newPassword = 'bubble-tea-2025';

  await test.step('register with an SMS code', async () => {
    // A store is known (menu visited), then the 會員登入 entry on the stores list.
    await page.goto('/stores/50lan-xinyi/menu');
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    await page.goto('/stores');
    await expect(page.getByRole('heading', { name: '店家列表' })).toBeVisible();
    await shot('60-00-stores-member-entry');
    await page.getByRole('link', { name: '會員登入' }).click();
    await expect(page).toHaveURL(/\/stores\/login$/);
    await expect(page.getByRole('heading', { name: '會員登入' })).toBeVisible();
    await expect(page.getByLabel('手機')).toHaveAttribute('autocomplete', 'tel');
    await expect(page.getByLabel('密碼')).toHaveAttribute('autocomplete', 'current-password');
    await shot('60-01-login');
    await page.getByRole('link', { name: '註冊會員' }).click();
    await expect(page).toHaveURL(/\/stores\/register$/);

    // Step 1: phone, validated in zh-TW first.
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await expect(page.getByText('此欄位為必填')).toBeVisible();
    await page.getByLabel('手機').fill('09ab');
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await expect(page.getByText('手機格式錯誤')).toBeVisible();
    await page.getByLabel('手機').fill(phone);
    await page.getByRole('button', { name: '傳送驗證碼' }).click();

    // Step 2: the code from the outbox; resend waits for the countdown.
    const code = page.getByLabel('驗證碼');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByRole('button', { name: /秒後可重新傳送/ })).toBeDisabled();
    await code.fill(await smsCode(phone, 'REGISTER'));
    await shot('60-02-register-code');
    await page.getByRole('button', { name: '驗證', exact: true }).click();

    // Step 3: name and password, with the spec §5 messages.
    await page.getByLabel('姓名').fill('林小美');
    await page.getByLabel('密碼', { exact: true }).fill('short');
    await page.getByLabel('確認密碼').fill('different');
    await page.getByRole('button', { name: '註冊', exact: true }).click();
    await expect(page.getByText('至少 8 個字')).toBeVisible();
    await expect(page.getByText('確認密碼與密碼不相符')).toBeVisible();
    await expect(page.getByLabel('密碼', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
    await page.getByLabel('密碼', { exact: true }).fill(password);
    await page.getByLabel('確認密碼').fill(password);
    await shot('60-03-register-profile');
    await page.getByRole('button', { name: '註冊', exact: true }).click();

    // spec §2: after registration, the store menu (a store is known), with 註冊成功.
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
    await expect(page.getByText('註冊成功')).toBeVisible();
    const user = await storedUser(page);
    expect(user.expireTime, 'logged in: expireTime in the future').toBeGreaterThan(Date.now() / 1000);
    expect(user.uid, 'uid kept for session renewal').toBeTruthy();
    expect(user.api_token, 'the session token is never stored').toBeUndefined();
    expect(JSON.stringify(user), 'no password stored').not.toContain(password);
  });

  await test.step('member home: name, phone, points and store credit at the current store, links', async () => {
    await page.goto('/stores/member');
    await expect(page.getByRole('heading', { name: '會員中心' })).toBeVisible();
    await expect(page.getByText('林小美，您好')).toBeVisible();
    await expect(page.getByText(phone)).toBeVisible();
    await expect(page.getByTestId('member-points')).toHaveText(/^0 /, { useInnerText: true });
    await expect(page.getByTestId('member-store-credit')).toHaveText('$0');
    await expect(page.getByRole('link', { name: '歷史訂單' })).toHaveAttribute(
      'href',
      '/stores/history_orders',
    );
    await expect(page.getByRole('link', { name: '我的最愛' })).toHaveAttribute(
      'href',
      '/stores/favorite_stores',
    );
    await shot('60-04-member-home');

    // Logged in, the login screen sends the member to the store menu (redirectIfLogged).
    await page.goto('/stores/login');
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
  });

  await test.step('logout, then the guard sends to login and back through redirect', async () => {
    // Logout (spec §4): server session ended, local member data and cart cleared.
    await page.goto('/stores/member');
    await page.getByRole('button', { name: '登出' }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
    await expect.poll(async () => (await storedUser(page)).expireTime).toBeNull();

    // redirectIfNotLogin: back to login with the way back; then log in again.
    await page.goto('/stores/member');
    await expect(page).toHaveURL(/\/stores\/login\?redirect=%2Fstores%2Fmember$/);
    await page.getByLabel('手機').fill(phone);
    await page.getByLabel('密碼').fill('wrong-password');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '手機或密碼錯誤' })).toBeVisible();
    await page.getByLabel('密碼').fill(password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL(/\/stores\/member$/);
    await expect(page.getByText('林小美，您好')).toBeVisible();
  });

  await test.step('address (PATCH /api/user), shown on the member infos', async () => {
    await page.getByRole('link', { name: '常用地址' }).click();
    await expect(page).toHaveURL(/\/stores\/member\/update-address$/);
    // City and district come from the zip table: no district before a city, and saving without one says so.
    await expect(page.getByLabel('鄉鎮市區')).toBeDisabled();
    await page.getByLabel('縣市').selectOption('臺北市');
    await page.getByLabel('地址').fill('松仁路 100 號');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '請選擇鄉鎮市區' })).toBeVisible();
    await page.getByLabel('鄉鎮市區').selectOption({ label: '110 信義區' });
    await page.getByLabel('樓層').fill('5 樓');
    await shot('60-05-update-address');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page).toHaveURL(/\/stores\/member\/infos$/);
    await expect(page.getByText('地址已更新')).toBeVisible();
    await expect(page.getByText('臺北市 信義區 松仁路 100 號 5 樓')).toBeVisible();
    await shot('60-06-member-infos');
  });

  await test.step('birthday, set once on the member infos (birthday coupons apply in its month)', async () => {
    const birthday = page.getByLabel('生日', { exact: true });
    await birthday.fill('1992-03-14');
    await page.getByRole('button', { name: '儲存生日' }).click();
    await expect(page.getByText('已儲存生日')).toBeVisible();
    await expect(page.getByText('1992-03-14')).toBeVisible();
    await expect(page.getByText('生日設定後無法修改', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '儲存生日' })).toHaveCount(0);
    await shot('60-06b-member-birthday');
  });

  await test.step('session lost out-of-band: the app says so and goes to login with a way back', async () => {
    // Revoked by a logout the UI did not make; the app logs out locally (spec §4 Session).
    const revoked = await page.request.post('/api/user/logout', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(revoked.status()).toBe(200);
    expect((await storedUser(page)).expireTime, 'the UI still thinks it is logged in').toBeGreaterThan(
      Date.now() / 1000,
    );
    await page.goto('/stores/member');
    await expect(page).toHaveURL(/\/stores\/login\?redirect=%2Fstores%2Fmember$/);
    await expect(page.getByRole('status').filter({ hasText: '登入已逾時，請重新登入' })).toBeVisible();
    await expect.poll(async () => (await storedUser(page)).expireTime).toBeNull();
    await shot('60-07-session-expired');
  });

  await test.step('forgot password: phone → code → new password, back to the redirect target', async () => {
    await page.getByRole('link', { name: '忘記密碼' }).click();
    await expect(page).toHaveURL(/\/stores\/forget_password\?redirect=%2Fstores%2Fmember$/);
    await page.getByLabel('手機').fill(phone);
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await page.getByLabel('驗證碼').fill(await smsCode(phone, 'FORGET_PASSWORD'));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await page.getByLabel('新密碼', { exact: true }).fill(newPassword);
    await page.getByLabel('確認新密碼').fill(newPassword);
    await shot('60-08-forgot-new-password');
    await page.getByRole('button', { name: '設定新密碼' }).click();
    await expect(page).toHaveURL(/\/stores\/member$/);
    await expect(page.getByText('林小美，您好')).toBeVisible();
    await expect(page.getByText('密碼已更新')).toBeVisible();

    // The old password no longer works.
    const old = await page.request.post('/api/user/login', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { phone, password },
    });
    expect(old.status()).toBe(401);
  });

  const newPhone = uniqueMobile(7);
  await test.step('phone update (spec §2, §4): the new phone’s code saves it', async () => {
    await page.getByRole('link', { name: '修改手機' }).click();
    await expect(page).toHaveURL(/\/stores\/member\/update-phone$/);
    await page.getByLabel('新手機號碼').fill(newPhone);
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await page.getByLabel('驗證碼').fill(await smsCode(newPhone, 'UPDATE_PHONE'));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await expect(page).toHaveURL(/\/stores\/member\/infos$/);
    await expect(page.getByText('手機已更新')).toBeVisible();
    await expect(page.getByText(newPhone).first()).toBeVisible();
  });

  await test.step('account deletion: a code, a last confirmation, 帳號已刪除, the store menu', async () => {
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await page.getByLabel('驗證碼').fill(await smsCode(newPhone, 'DELETE_ACCOUNT'));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await expect(page.getByText('確定要刪除帳號嗎？此動作無法復原。')).toBeVisible();
    await shot('60-09-delete-account-confirm');
    await page.getByRole('button', { name: '確認刪除帳號' }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
    await expect(page.getByText('帳號已刪除')).toBeVisible();
    await expect.poll(async () => (await storedUser(page)).expireTime).toBeNull();
    const gone = await page.request.post('/api/user/login', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { phone: newPhone, password: newPassword },
    });
    expect(gone.status()).toBe(401);
  });
  expect(pageErrors).toEqual([]);
});
