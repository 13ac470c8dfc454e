import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import { codeFor, type Journey } from '../harness';

interface OutboxMessage {
  phone: string;
  purpose: string;
  code: string;
}

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').state ?? {});

/**
 * Members (issue #3 §1-§2, spec §2 guards, §4 Registration steps / Session / Logout): a diner registers with
 * an SMS code, lands logged in at the store, sees the member home, logs out, is sent to login by the guard
 * and comes back through `redirect`, updates the address, loses the session out-of-band (the app says
 * 「登入已逾時，請重新登入」 and goes to login with a way back), resets the password by code, changes the phone and deletes the account.
 */
const journey: Journey = {
  name: 'members: register, home, logout, login redirect, address, session expiry, forgot password, phone, delete',
  async run(ctx) {
    const { context, page } = await ctx.newPhone();
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    const shot = (name: string) => ctx.look(page, name);
    const phone = `09${String(Date.now()).slice(-8)}`;
    const password = 'milk-tea-2024';
    const newPassword = 'bubble-tea-2025';

    // A store is known (menu visited), then the 會員登入 entry on the stores list.
    await page.goto('/stores/50lan-xinyi/menu');
    await page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await page.goto('/stores');
    await page.getByRole('heading', { name: '店家列表' }).waitFor();
    await shot('60-00-stores-member-entry');
    await page.getByRole('link', { name: '會員登入' }).click();
    await page.waitForURL('**/stores/login');
    await page.getByRole('heading', { name: '會員登入' }).waitFor();
    assert.equal(await page.getByLabel('手機').getAttribute('autocomplete'), 'tel');
    assert.equal(await page.getByLabel('密碼').getAttribute('autocomplete'), 'current-password');
    await shot('60-01-login');
    await page.getByRole('link', { name: '註冊會員' }).click();
    await page.waitForURL('**/stores/register');

    // Step 1: phone, validated in zh-TW first.
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await page.getByText('此欄位為必填').waitFor();
    await page.getByLabel('手機').fill('09ab');
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await page.getByText('手機格式錯誤').waitFor();
    await page.getByLabel('手機').fill(phone);
    await page.getByRole('button', { name: '傳送驗證碼' }).click();

    // Step 2: the code from the outbox; resend waits for the countdown.
    const code = page.getByLabel('驗證碼');
    await code.waitFor();
    assert.equal(await code.getAttribute('inputmode'), 'numeric');
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    await page.getByRole('button', { name: /秒後可重新傳送/ }).waitFor();
    assert.ok(await page.getByRole('button', { name: /秒後可重新傳送/ }).isDisabled());
    await code.fill(await codeFor(page.request, ctx.baseUrl, phone, 'REGISTER'));
    await shot('60-02-register-code');
    await page.getByRole('button', { name: '驗證', exact: true }).click();

    // Step 3: name and password, with the spec §5 messages.
    await page.getByLabel('姓名').fill('林小美');
    await page.getByLabel('密碼', { exact: true }).fill('short');
    await page.getByLabel('確認密碼').fill('different');
    await page.getByRole('button', { name: '註冊', exact: true }).click();
    await page.getByText('至少 8 個字').waitFor();
    await page.getByText('確認密碼與密碼不相符').waitFor();
    assert.equal(await page.getByLabel('密碼', { exact: true }).getAttribute('autocomplete'), 'new-password');
    await page.getByLabel('密碼', { exact: true }).fill(password);
    await page.getByLabel('確認密碼').fill(password);
    await shot('60-03-register-profile');
    await page.getByRole('button', { name: '註冊', exact: true }).click();

    // spec §2: after registration, the store menu (a store is known), with 註冊成功.
    await page.waitForURL('**/stores/50lan-xinyi/menu');
    await page.getByText('註冊成功').waitFor();
    const user = await storedUser(page);
    assert.ok(user.expireTime > Date.now() / 1000, 'logged in: expireTime in the future');
    assert.ok(user.uid, 'uid kept for session renewal');
    assert.equal(user.api_token, undefined, 'the session token is never stored');
    assert.ok(!JSON.stringify(user).includes(password), 'no password stored');

    // Member home: name, phone, points and store credit at the current store, slots, links.
    await page.goto('/stores/member');
    await page.getByRole('heading', { name: '會員中心' }).waitFor();
    await page.getByText('林小美，您好').waitFor();
    await page.getByText(phone).waitFor();
    assert.match(await page.getByTestId('member-points').innerText(), /^0 /);
    assert.equal((await page.getByTestId('member-store-credit').innerText()).trim(), '$0');
    assert.equal(
      await page.getByRole('link', { name: '歷史訂單' }).getAttribute('href'),
      '/stores/history_orders',
    );
    assert.equal(
      await page.getByRole('link', { name: '我的最愛' }).getAttribute('href'),
      '/stores/favorite_stores',
    );
    await shot('60-04-member-home');

    // Logged in, the login screen sends the member to the store menu (redirectIfLogged).
    await page.goto('/stores/login');
    await page.waitForURL('**/stores/50lan-xinyi/menu');

    // Logout (spec §4): server session ended, local member data and cart cleared.
    await page.goto('/stores/member');
    await page.getByRole('button', { name: '登出' }).click();
    await page.waitForURL('**/stores/50lan-xinyi/menu');
    assert.equal((await storedUser(page)).expireTime, null);

    // redirectIfNotLogin: back to login with the way back; then log in again.
    await page.goto('/stores/member');
    await page.waitForURL('**/stores/login?redirect=%2Fstores%2Fmember');
    await page.getByLabel('手機').fill(phone);
    await page.getByLabel('密碼').fill('wrong-password');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '手機或密碼錯誤' }).waitFor();
    await page.getByLabel('密碼').fill(password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL('**/stores/member');
    await page.getByText('林小美，您好').waitFor();

    // Address (PATCH /api/user), shown on the member infos.
    await page.getByRole('link', { name: '常用地址' }).click();
    await page.waitForURL('**/stores/member/update-address');
    // City and district come from the zip table: no district before a city, and saving without one says so.
    assert.equal(await page.getByLabel('鄉鎮市區').isDisabled(), true);
    await page.getByLabel('縣市').selectOption('臺北市');
    await page.getByLabel('地址').fill('松仁路 100 號');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.getByRole('alert').filter({ hasText: '請選擇鄉鎮市區' }).waitFor();
    await page.getByLabel('鄉鎮市區').selectOption({ label: '110 信義區' });
    await page.getByLabel('樓層').fill('5 樓');
    await shot('60-05-update-address');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.waitForURL('**/stores/member/infos');
    await page.getByText('地址已更新').waitFor();
    await page.getByText('臺北市 信義區 松仁路 100 號 5 樓').waitFor();
    await shot('60-06-member-infos');

    // Session lost out-of-band (revoked by a logout the UI did not make): the app says so, logs out locally
    // and goes to login with the way back (spec §4 Session).
    const revoked = await page.request.post('/api/user/logout', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.equal(revoked.status(), 200);
    assert.ok((await storedUser(page)).expireTime > Date.now() / 1000, 'the UI still thinks it is logged in');
    await page.goto('/stores/member');
    await page.waitForURL('**/stores/login?redirect=%2Fstores%2Fmember');
    await page.getByRole('status').filter({ hasText: '登入已逾時，請重新登入' }).waitFor();
    assert.equal((await storedUser(page)).expireTime, null);
    await shot('60-07-session-expired');

    // Forgot password: phone → code → new password; logged in and back to the redirect target.
    await page.getByRole('link', { name: '忘記密碼' }).click();
    await page.waitForURL('**/stores/forget_password?redirect=%2Fstores%2Fmember');
    await page.getByLabel('手機').fill(phone);
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await page.getByLabel('驗證碼').fill(await codeFor(page.request, ctx.baseUrl, phone, 'FORGET_PASSWORD'));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await page.getByLabel('新密碼', { exact: true }).fill(newPassword);
    await page.getByLabel('確認新密碼').fill(newPassword);
    await shot('60-08-forgot-new-password');
    await page.getByRole('button', { name: '設定新密碼' }).click();
    await page.waitForURL('**/stores/member');
    await page.getByText('林小美，您好').waitFor();
    await page.getByText('密碼已更新').waitFor();

    // The old password no longer works.
    const old = await page.request.post('/api/user/login', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { phone, password },
    });
    assert.equal(old.status(), 401);

    // Phone update (spec §2, §4): the new phone's code saves it; back to the infos with 手機已更新.
    const newPhone = `09${String(Date.now() + 7).slice(-8)}`;
    await page.getByRole('link', { name: '修改手機' }).click();
    await page.waitForURL('**/stores/member/update-phone');
    await page.getByLabel('新手機號碼').fill(newPhone);
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await page.getByLabel('驗證碼').fill(await codeFor(page.request, ctx.baseUrl, newPhone, 'UPDATE_PHONE'));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await page.waitForURL('**/stores/member/infos');
    await page.getByText('手機已更新').waitFor();
    await page.getByText(newPhone).first().waitFor();

    // Account deletion: a code to the member's own phone, a last confirmation, 帳號已刪除, the store menu.
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await page
      .getByLabel('驗證碼')
      .fill(await codeFor(page.request, ctx.baseUrl, newPhone, 'DELETE_ACCOUNT'));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await page.getByText('確定要刪除帳號嗎？此動作無法復原。').waitFor();
    await shot('60-09-delete-account-confirm');
    await page.getByRole('button', { name: '確認刪除帳號' }).click();
    await page.waitForURL('**/stores/50lan-xinyi/menu');
    await page.getByText('帳號已刪除').waitFor();
    assert.equal((await storedUser(page)).expireTime, null);
    const gone = await page.request.post('/api/user/login', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { phone: newPhone, password: newPassword },
    });
    assert.equal(gone.status(), 401);

    assert.deepEqual(pageErrors, []);
    await context.close();
  },
};
export default journey;
