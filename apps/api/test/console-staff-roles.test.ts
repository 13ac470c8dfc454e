/**
 * 員工 (docs/features.md "Staff and roles"): owners add, disable, enable, remove and sign out a store's staff,
 * a one-time link sets the password (single use, expiring, never seen by the owner), every change is in the
 * store's audit log, and the store keeps an enabled owner.
 */
import { STAFF_AUDIT_PAGE_SIZE, STAFF_PASSWORD_LINK_HOURS } from '@iding/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_WRITE, consoleLogin, staffSession } from './console-factories';
import { type CreatedStore, createStore } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';

const NOW = Date.UTC(2026, 10, 23, 4, 0, 0);
const OWNER_IP = '198.51.100.7';

describe('員工: staff and roles of a store', () => {
  let t: TestApp;
  let store: CreatedStore;
  let other: CreatedStore;
  let owner = '';
  let ownerId = 0;
  let counter = '';

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    store = await createStore(t.db);
    other = await createStore(t.db, { name: '50嵐 公館店' });
    owner = await staffSession(t, store, 'boss@example.com', 'owner', 'boss-password-1');
    counter = await staffSession(t, store, '0911000111', 'staff', 'counter-pass-1');
    ownerId = (await me(owner)).id;
  }, 60_000);
  afterAll(async () => t?.close());

  const base = () => `/api/console/stores/${store.identifier}/staff`;
  const me = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/console/me', cookies: { iding_console: cookie } })
    ).json();
  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    remoteAddress = OWNER_IP,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: method === 'GET' ? {} : CONSOLE_WRITE,
      cookies: { iding_console: cookie },
      ...(payload ? { payload } : {}),
    });
  const add = (account: string, role = 'staff', cookie = owner) =>
    call(cookie, 'POST', base(), { account, role });
  const setPassword = (token: string, password: string, remoteAddress = '203.0.113.9') =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/password',
      remoteAddress,
      headers: CONSOLE_WRITE,
      payload: { token, password },
    });
  const tokenOf = (path: string) => decodeURIComponent(path.split('#token=')[1]!);
  const audit = async (before?: number) =>
    (await call(owner, 'GET', `${base()}_audit${before ? `?before=${before}` : ''}`)).json();
  const memberId = async (account: string) =>
    ((await call(owner, 'GET', base())).json().staff as { id: number; account: string }[]).find(
      (s) => s.account === account,
    )!.id;

  it('refuses a staff member (not an owner) on every 員工 endpoint with 403 and a zh-TW message', async () => {
    const id = await memberId('0911000111');
    for (const [method, url, body] of [
      ['GET', base()],
      ['POST', base(), { account: '0911999888', role: 'staff' }],
      ['PUT', `${base()}/${id}/role`, { role: 'owner' }],
      ['PUT', `${base()}/${id}/disabled`, { disabled: true }],
      ['DELETE', `${base()}/${id}`],
      ['POST', `${base()}/${id}/sign_out`],
      ['POST', `${base()}/${id}/password_link`],
      ['GET', `${base()}_audit`],
    ] as const) {
      const res = await call(counter, method, url, body);
      expect(expectRefusal(res, 403, 'forbidden'), `${method} ${url}`).toBe('只有店家負責人可以變更這項設定');
    }
    expect((await me(counter)).stores[0].role).toBe('staff');
  });

  it('adds a new account with a one-time link; the owner never sees a password; the link sets it once', async () => {
    const res = await add('0922 333 444');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.member).toMatchObject({ account: '0922333444', role: 'staff', has_password: false });
    expect(JSON.stringify(body)).not.toMatch(/password"\s*:\s*"/);
    expect(body.password_link.path).toMatch(/^\/console\/set-password#token=[\w-]{43}$/);
    expect(body.password_link.expires_at).toBe(NOW / 1000 + STAFF_PASSWORD_LINK_HOURS * 3600);
    const token = tokenOf(body.password_link.path);
    // Only the sha256 is stored.
    const stored = (await t.db.execute(sql`select token_hash from staff_password_links`)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
    expect(stored.rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);

    // No password yet: the login is the one refusal for any wrong password.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: CONSOLE_WRITE,
      payload: { account: '0922333444', password: 'anything-at-all' },
    });
    expectRefusal(early, 401, 'staff_login_failed');

    expect(expectRefusal(await setPassword(token, 'short'), 400, 'validation_error')).toContain(
      '密碼至少 8 個字元',
    );
    const set = await setPassword(token, 'my-own-pass-1');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ account: '0922333444' });
    expect(expectRefusal(await setPassword(token, 'another-pass-2'), 422, 'password_link_invalid')).toContain(
      '已使用過',
    );
    const cookie = await consoleLogin(t, '0922333444', 'my-own-pass-1');
    expect((await me(cookie)).stores).toEqual([
      expect.objectContaining({ identifier: store.identifier, role: 'staff' }),
    ]);
    await expect(consoleLogin(t, '0922333444', 'another-pass-2')).rejects.toThrow(/401/);
  });

  it('refuses an unknown link and an expired one; a new link replaces the old', async () => {
    expect(
      expectRefusal(await setPassword('x'.repeat(43), 'a-good-password'), 422, 'password_link_invalid'),
    ).toContain('無效');
    const first = (await add('late@example.com')).json().password_link;
    const id = await memberId('late@example.com');
    t.setNow(NOW + STAFF_PASSWORD_LINK_HOURS * 3_600_000);
    expect(
      expectRefusal(await setPassword(tokenOf(first.path), 'a-good-password'), 422, 'password_link_invalid'),
    ).toContain('已過期');
    // (Back to today: the owner's 12-hour session would have expired too.)
    t.setNow(NOW);
    const again = await call(owner, 'POST', `${base()}/${id}/password_link`);
    expect(again.statusCode).toBe(200);
    const fresh = tokenOf(again.json().path);
    expect(fresh).not.toBe(tokenOf(first.path));
    expect((await setPassword(tokenOf(first.path), 'a-good-password')).json().message).toContain('無效');
    expect((await setPassword(fresh, 'a-good-password')).statusCode).toBe(200);
    // Once the account has a password, no owner gets a link for it.
    const refused = await call(owner, 'POST', `${base()}/${id}/password_link`);
    expect(expectRefusal(refused, 422, 'staff_change_refused')).toContain('已設定密碼');
  });

  it('gives an account that works elsewhere the role without a link; twice is 409', async () => {
    await staffSession(t, other, 'roaming@example.com', 'staff', 'roaming-pass-1');
    const res = await add('Roaming@Example.com', 'owner');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ member: { role: 'owner', has_password: true }, password_link: null });
    expect(expectRefusal(await add('roaming@example.com'), 409, 'staff_exists')).toContain('已在這家店');
    expect(expectRefusal(await add('not-an-account'), 400, 'validation_error')).toContain(
      '帳號須為手機號碼（09 開頭 10 碼）或電子郵件',
    );
    const badRole = await call(owner, 'POST', base(), { account: '0933111222', role: 'boss' });
    expect(expectRefusal(badRole, 400, 'validation_error')).toContain('角色須為 owner 或 staff');
  });

  it('disabling ends every session at once and refuses the login; enabling lets them in again', async () => {
    const cookie = await staffSession(t, store, '0944555666', 'staff', 'tablet-pass-1');
    const second = await consoleLogin(t, '0944555666', 'tablet-pass-1');
    const id = await memberId('0944555666');
    const res = await call(owner, 'PUT', `${base()}/${id}/disabled`, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, disabled: true });
    for (const c of [cookie, second]) {
      const board = await call(c, 'GET', `/api/console/stores/${store.identifier}/orders`);
      expectRefusal(board, 401, 'unauthorized');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: CONSOLE_WRITE,
      payload: { account: '0944555666', password: 'tablet-pass-1' },
    });
    expect(expectRefusal(login, 403, 'staff_disabled')).toBe('此帳號已停用，請洽店家負責人');
    // A wrong password says nothing about the account.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: CONSOLE_WRITE,
      payload: { account: '0944555666', password: 'wrong-pass-1' },
    });
    expectRefusal(wrong, 401, 'staff_login_failed');

    expect((await call(owner, 'PUT', `${base()}/${id}/disabled`, { disabled: false })).statusCode).toBe(200);
    const back = await consoleLogin(t, '0944555666', 'tablet-pass-1');
    expect((await call(back, 'GET', `/api/console/stores/${store.identifier}/orders`)).statusCode).toBe(200);
  });

  it('a member disabled at one store keeps their other store, and this one answers 403', async () => {
    const cookie = await staffSession(t, other, '0955666777', 'staff', 'two-stores-1');
    await add('0955666777');
    const id = await memberId('0955666777');
    await call(owner, 'PUT', `${base()}/${id}/disabled`, { disabled: true });
    const again = await consoleLogin(t, '0955666777', 'two-stores-1');
    expect(cookie).not.toBe(again);
    expect((await me(again)).stores.map((s: { identifier: string }) => s.identifier)).toEqual([
      other.identifier,
    ]);
    const here = await call(again, 'GET', `/api/console/stores/${store.identifier}/orders`);
    expect(expectRefusal(here, 403, 'forbidden')).toBe('此帳號已停用，請洽店家負責人');
  });

  it('signs out every session of a member (a lost tablet)', async () => {
    const cookie = await consoleLogin(t, '0911000111', 'counter-pass-1');
    const id = await memberId('0911000111');
    const res = await call(owner, 'POST', `${base()}/${id}/sign_out`);
    expect(res.statusCode).toBe(200);
    expect(res.json().signed_out).toBeGreaterThanOrEqual(2);
    for (const c of [cookie, counter])
      expectRefusal(await call(c, 'GET', '/api/console/me'), 401, 'unauthorized');
    counter = await consoleLogin(t, '0911000111', 'counter-pass-1');
  });

  it('keeps an enabled owner: no owner disables, demotes or removes themself or the last owner', async () => {
    const fresh = await createStore(t.db, { name: '50嵐 板橋店' });
    const solo = await staffSession(t, fresh, 'solo@example.com', 'owner', 'solo-owner-1');
    const soloId = (await me(solo)).id;
    const url = `/api/console/stores/${fresh.identifier}/staff/${soloId}`;
    const last = '這家店至少要有一位啟用中的負責人，請先新增或啟用另一位負責人';
    expect(expectRefusal(await call(solo, 'DELETE', url), 422, 'staff_change_refused')).toBe(last);
    expect(
      expectRefusal(
        await call(solo, 'PUT', `${url}/disabled`, { disabled: true }),
        422,
        'staff_change_refused',
      ),
    ).toBe(last);
    expect(
      expectRefusal(await call(solo, 'PUT', `${url}/role`, { role: 'staff' }), 422, 'staff_change_refused'),
    ).toBe(last);
    // With a second owner, still not themself; the other owner may.
    const co = await staffSession(t, fresh, 'co@example.com', 'owner', 'co-owner-pass-1');
    const self = expectRefusal(await call(solo, 'DELETE', url), 422, 'staff_change_refused');
    expect(self).toBe('不能停用、移除自己或變更自己的角色，請由另一位負責人操作');
    expect((await call(co, 'PUT', `${url}/role`, { role: 'staff' })).json()).toMatchObject({ role: 'staff' });
    const coId = (await me(co)).id;
    const coUrl = `/api/console/stores/${fresh.identifier}/staff/${coId}`;
    // The demoted owner may no longer change staff.
    expectRefusal(await call(solo, 'DELETE', coUrl), 403, 'forbidden');
    expect(expectRefusal(await call(co, 'DELETE', coUrl), 422, 'staff_change_refused')).toBe(last);
    expect((await call(co, 'DELETE', url)).statusCode).toBe(200);
    expectRefusal(
      await call(solo, 'GET', `/api/console/stores/${fresh.identifier}/orders`),
      403,
      'forbidden',
    );
    expect((await call(co, 'DELETE', url)).statusCode).toBe(404);
  });

  it('two owners disabling each other at once leave the store one enabled owner', async () => {
    const shop = await createStore(t.db, { name: '50嵐 永和店' });
    const a = await staffSession(t, shop, 'race-a@example.com', 'owner', 'race-owner-a1');
    const b = await staffSession(t, shop, 'race-b@example.com', 'owner', 'race-owner-b1');
    const [idA, idB] = [(await me(a)).id, (await me(b)).id];
    const url = (id: number) => `/api/console/stores/${shop.identifier}/staff/${id}/disabled`;
    const [byA, byB] = await Promise.all([
      call(a, 'PUT', url(idB), { disabled: true }),
      call(b, 'PUT', url(idA), { disabled: true }),
    ]);
    const statuses = [byA.statusCode, byB.statusCode].sort();
    expect(statuses[0], `${byA.body} ${byB.body}`).toBe(200);
    expect([401, 403, 422]).toContain(statuses[1]);
    const owners = (await t.db.execute(
      sql`select count(*)::int as n from staff_stores where store_id = ${shop.storeId} and role = 'owner' and disabled_at is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(owners.rows[0]!.n).toBe(1);
  });

  it('writes every change to the audit log: who, what, when, from where; newest first, paged', async () => {
    const first = await audit();
    const actions = first.events.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['add', 'disable', 'enable', 'sign_out', 'password_set']));
    const pwd = first.events.find(
      (e: { action: string; target: string }) => e.action === 'password_set' && e.target === '0922333444',
    );
    expect(pwd).toMatchObject({ target: '0922333444', ip: '203.0.113.9', actor: '0922333444' });
    const disable = first.events.find(
      (e: { action: string; target: string }) => e.action === 'disable' && e.target === '0944555666',
    );
    expect(disable).toMatchObject({ actor: 'boss@example.com', target: '0944555666', ip: OWNER_IP });
    expect(disable.at).toBe(NOW / 1000);
    const roaming = first.events.find((e: { target: string }) => e.target === 'roaming@example.com');
    expect(roaming).toMatchObject({ action: 'add', role: 'owner' });
    const ids = first.events.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Enough changes for a second page: role back and forth.
    const id = await memberId('0911000111');
    for (let i = 0; i < STAFF_AUDIT_PAGE_SIZE; i++) {
      await call(owner, 'PUT', `${base()}/${id}/role`, { role: i % 2 === 0 ? 'owner' : 'staff' });
    }
    const page1 = await audit();
    expect(page1.events).toHaveLength(STAFF_AUDIT_PAGE_SIZE);
    expect(page1.events[0]).toMatchObject({ action: 'role', role: 'staff', target: '0911000111' });
    expect(page1.next_before).toBe(page1.events.at(-1).id);
    const page2 = await audit(page1.next_before);
    expect(page2.events[0].id).toBeLessThan(page1.next_before);
    expect(page2.events.map((e: { id: number }) => e.id)).toEqual(
      expect.not.arrayContaining(page1.events.map((e: { id: number }) => e.id)),
    );
    // Another store's log holds none of this store's entries.
    const otherOwner = await staffSession(t, other, 'other-boss@example.com', 'owner', 'other-boss-1');
    const theirs = await call(otherOwner, 'GET', `/api/console/stores/${other.identifier}/staff_audit`);
    expect(theirs.json().events.map((e: { target: string }) => e.target)).not.toContain('0944555666');
    expect(ownerId).toBeGreaterThan(0);
  });

  it('lists the staff with roles, owners first, the asking owner marked', async () => {
    const list = (await call(owner, 'GET', base())).json().staff as {
      account: string;
      role: string;
      is_self: boolean;
    }[];
    expect(list[0]).toMatchObject({ account: 'boss@example.com', role: 'owner', is_self: true });
    const roles = list.map((s) => s.role);
    expect(roles).toEqual([...roles].sort((a, b) => (a === b ? 0 : a === 'owner' ? -1 : 1)));
    expect(list.filter((s) => s.is_self)).toHaveLength(1);
  });
});
