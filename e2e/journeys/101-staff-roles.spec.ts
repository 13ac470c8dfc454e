import { CONSOLE_SCREEN, expect, expectNoOverflow, test, uniqueMobile } from '../fixtures';

/**
 * 員工 (docs/features.md "Staff and roles"): the demo owner of 50嵐 adds a 店員 to 50嵐 信義店 on the 員工 page
 * (1280×800) and gets a one-time link, never a password; the new staff member opens the link on a counter
 * tablet (768×1024, a fresh browser), sets their own password and logs in: they see the board but no 員工 tab,
 * and the 員工 page tells them it is the owners'. The owner's page lists them and the 異動紀錄 shows the add and
 * the password set through the link. The staff member is removed again in the end, passed or failed.
 */
test('an owner adds staff; the one-time link sets their password; they log in without 員工', async ({
  consolePage: owner,
  newPhone,
  look,
}) => {
  const pageErrors: Error[] = [];
  owner.on('pageerror', (e) => pageErrors.push(e));
  const phone = uniqueMobile(101);
  const password = 'counter-tablet-101';
  const sid = '50lan-xinyi';
  const api = `/api/console/stores/${sid}/staff`;

  try {
    let link = '';
    await test.step('the owner adds 櫃台小王 as 店員 and gets a one-time link', async () => {
      await owner.getByRole('link', { name: '員工' }).click();
      await expect(owner).toHaveURL(new RegExp(`/console/${sid}/staff$`));
      await expect(owner.getByRole('heading', { name: '50嵐 信義店 員工' })).toBeVisible();
      // A typo is refused before it is sent, with the API's own message.
      await owner.getByLabel('手機號碼或電子郵件').fill('12345');
      await owner.getByRole('button', { name: '新增員工' }).click();
      await expect(owner.getByText('帳號須為手機號碼（09 開頭 10 碼）或電子郵件')).toBeVisible();
      await owner.getByLabel('手機號碼或電子郵件').fill(phone);
      await owner.getByLabel('名稱（選填）').fill('櫃台小王');
      await owner.getByLabel('角色', { exact: true }).selectOption('staff');
      await owner.getByRole('button', { name: '新增員工' }).click();
      const box = owner.getByTestId('password-link');
      await expect(box).toContainText(`請把這個連結交給 ${phone}`);
      link = await box.getByLabel('一次性設定密碼連結').inputValue();
      expect(link).toMatch(/\/console\/set-password#token=[\w-]{43}$/);
      await expect(box).not.toContainText(password);
      const member = owner.getByTestId('staff-member').filter({ hasText: phone });
      await expect(member).toContainText('尚未設定密碼');
      await look(owner, '101-console-staff-link');
    });

    await test.step('on a counter tablet the staff member sets a password and logs in', async () => {
      const { page: tablet } = await newPhone({ ...CONSOLE_SCREEN, viewport: { width: 768, height: 1024 } });
      tablet.on('pageerror', (e) => pageErrors.push(e));
      await tablet.goto(link);
      await expect(tablet.getByRole('heading', { name: '設定後台密碼' })).toBeVisible();
      await tablet.getByLabel('新密碼', { exact: true }).fill(password);
      await tablet.getByLabel('再輸入一次新密碼').fill('not-the-same-101');
      await tablet.getByRole('button', { name: '設定密碼' }).click();
      await expect(tablet.getByText('兩次輸入的密碼不一致')).toBeVisible();
      await tablet.getByLabel('再輸入一次新密碼').fill(password);
      await look(tablet, '101-set-password-tablet');
      await tablet.getByRole('button', { name: '設定密碼' }).click();
      await expect(tablet.getByRole('status')).toHaveText(`密碼已設定。請用 ${phone} 與新密碼登入。`);
      // The link works once.
      const again = await tablet.request.post('/api/console/password', {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        data: { token: decodeURIComponent(link.split('#token=')[1]!), password: 'another-pass-101' },
      });
      expect(again.status()).toBe(422);
      await tablet.getByRole('link', { name: '前往登入' }).click();
      await expect(tablet.getByRole('heading', { name: '店家後台登入' })).toBeVisible();
      await tablet.getByLabel('帳號').fill(phone);
      await tablet.getByLabel('密碼').fill(password);
      await tablet.getByRole('button', { name: '登入' }).click();
      await expect(tablet).toHaveURL(new RegExp(`/console/${sid}/orders$`));
      const nav = tablet.getByRole('navigation', { name: '店家後台' });
      await expect(nav.getByRole('link', { name: '訂單' })).toBeVisible();
      await expect(nav.getByRole('link', { name: '員工' })).toHaveCount(0);
      await look(tablet, '101-staff-board-tablet');
      await tablet.goto(`/console/${sid}/staff`);
      await expect(tablet.getByRole('alert')).toHaveText('只有店家負責人可以管理員工。');
      expect((await tablet.request.get(api)).status()).toBe(403);
    });

    await test.step('the owner sees them listed and the 異動紀錄, at 1280, 768 and 390 wide', async () => {
      await owner.reload();
      const member = owner.getByTestId('staff-member').filter({ hasText: phone });
      await expect(member).toContainText('櫃台小王');
      await expect(member).toContainText('啟用中');
      await expect(member).not.toContainText('尚未設定密碼');
      const log = owner.getByTestId('staff-audit');
      await expect(log).toContainText(`${phone} 以連結設定了密碼`);
      await expect(log).toContainText(`新增 ${phone}（店員）`);
      await look(owner, '101-console-staff-1280');
      await owner.setViewportSize({ width: 768, height: 1024 });
      await expectNoOverflow(owner, 'staff page at 768');
      await look(owner, '101-console-staff-768');
      await owner.setViewportSize({ width: 390, height: 844 });
      await expectNoOverflow(owner, 'staff page at 390');
      await look(owner, '101-console-staff-390');
      await owner.setViewportSize(CONSOLE_SCREEN.viewport!);
    });
    expect(pageErrors).toEqual([]);
  } finally {
    // The demo store is shared by every later journey: the staff member goes again.
    const list = (await (await owner.request.get(api)).json()) as {
      staff: { id: number; account: string }[];
    };
    for (const s of list.staff.filter((m) => m.account === phone)) {
      const res = await owner.request.delete(`${api}/${s.id}`, {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(res.status()).toBe(200);
    }
  }
});
