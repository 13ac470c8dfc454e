/**
 * Members: one-time codes, registration, login, sessions, CSRF, password, phone, deletion (
 * §2, §6; spec §4 Registration steps and Session; spec §7 User).
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, storeMembers, stores } from '../src/db/schema';
import { issueAuthKey } from '../src/modules/users/manage-account';
import { createMitakeSms, mitakeDestination } from '../src/providers/sms/mitake';
import { createStore, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { BROWSER_WRITE, lastCode, nextIp, nextMobile, registerMember } from './member-factories';

const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const MINUTE = 60_000;

describe('members', () => {
  let t: TestApp;
  let now = T0;
  const tick = (ms: number) => {
    now += ms;
    t.setNow(now);
  };
  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
  });
  afterAll(async () => {
    await t.close();
  });

  // Each call from its own address, so the per-IP limits do not mix tests (they have their own test).
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = nextIp(),
  ) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const getUser = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/user${query}`, headers });

  describe('one-time codes (spec §4 Registration steps)', () => {
    it('sends a 6-digit code to the sandbox outbox, newest first, with purpose and text', async () => {
      const phone = nextMobile();
      const res = await post('/api/user/verify', { phone, country_code: '886' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 0,
        resend_after: 60,
        expire_time: Math.floor(now / 1000) + 300,
      });
      const box = (await t.app.inject({ method: 'GET', url: '/dev/sms' })).json().messages;
      expect(box[0]).toMatchObject({ country_code: '886', phone: phone.slice(1), purpose: 'REGISTER' });
      expect(box[0].code).toMatch(/^\d{6}$/);
      expect(box[0].text).toContain(box[0].code);
      expect(Date.parse(box[0].sent_at)).toBe(now);
    });

    it('accepts 09xxxxxxxx, +8869xxxxxxxx and spaced input as the same Taiwan mobile', async () => {
      const m = await registerMember(t);
      for (const phone of [
        m.phone,
        `+886${m.phone.slice(1)}`,
        `${m.phone.slice(0, 4)} ${m.phone.slice(4, 7)} ${m.phone.slice(7)}`,
      ]) {
        expect((await post('/api/user/exist', { phone })).statusCode).toBe(200);
        expect((await post('/api/user/not_exist', { phone })).json()).toMatchObject({
          status: 409,
          code: 'phone_taken',
        });
      }
      expect((await post('/api/user/exist', { phone: nextMobile() })).json()).toMatchObject({
        status: 404,
        code: 'user_not_found',
      });
    });

    it('refuses numbers that are not mobiles of the country code, with the spec §5 message', async () => {
      for (const phone of ['0223456789', '09123', 'abc', '0912345678901234567']) {
        const res = await post('/api/user/verify', { phone });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('手機格式錯誤');
      }
      // A Hong Kong mobile with its own country code is a valid number; codes go only to the calling codes
      // SMS_ALLOWED_COUNTRY_CODES allows (default 886; security-caps.test.ts).
      const hk = await post('/api/user/verify', { phone: '51234567', country_code: '852' });
      expect(hk.statusCode).toBe(400);
      expect(hk.json().message).toContain('+852');
    });

    it('allows 1 code a minute and 5 an hour per phone and purpose', async () => {
      const phone = nextMobile();
      expect((await post('/api/user/verify', { phone })).statusCode).toBe(200);
      const again = await post('/api/user/verify', { phone });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: 'rate_limited' });
      expect(again.json().message).toMatch(/秒後再試/);
      for (let i = 2; i <= 5; i++) {
        tick(61_000);
        expect((await post('/api/user/verify', { phone })).statusCode).toBe(200);
      }
      tick(61_000);
      const sixth = await post('/api/user/verify', { phone });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toContain('1 小時');
      tick(60 * MINUTE);
      expect((await post('/api/user/verify', { phone })).statusCode).toBe(200);
    });

    it('holds the per-minute limit under concurrent requests', async () => {
      const phone = nextMobile();
      const results = await Promise.all([1, 2, 3, 4].map(() => post('/api/user/verify', { phone })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
    });

    it('sends at most 10 codes a minute from one address, whatever the phones', async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++)
        expect((await post('/api/user/verify', { phone: nextMobile() }, {}, ip)).statusCode).toBe(200);
      expect((await post('/api/user/verify', { phone: nextMobile() }, {}, ip)).json()).toMatchObject({
        status: 429,
        code: 'rate_limited',
      });
    });

    it('counts wrong codes and voids the code after 5 wrong tries', async () => {
      const phone = nextMobile();
      await post('/api/user/verify', { phone });
      const code = await lastCode(t, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let left = 4; left >= 1; left--) {
        const res = await post('/api/user/check_verify', { phone, code: wrong });
        expect(res.json()).toMatchObject({
          status: 422,
          code: 'otp_invalid',
          message: `驗證碼錯誤，還可再試 ${left} 次`,
        });
      }
      expect((await post('/api/user/check_verify', { phone, code: wrong })).json().message).toContain(
        '已失效',
      );
      // The right code no longer works either.
      expect((await post('/api/user/check_verify', { phone, code })).json()).toMatchObject({
        code: 'otp_invalid',
      });
    });

    it('expires a code after 5 minutes and uses it only once', async () => {
      const phone = nextMobile();
      await post('/api/user/verify', { phone });
      const code = await lastCode(t, phone);
      tick(5 * MINUTE + 1000);
      expect((await post('/api/user/check_verify', { phone, code })).json()).toMatchObject({
        code: 'otp_invalid',
        message: '驗證碼已過期，請重新取得驗證碼',
      });
      await post('/api/user/verify', { phone });
      const fresh = await lastCode(t, phone);
      expect((await post('/api/user/check_verify', { phone, code: fresh })).statusCode).toBe(200);
      expect((await post('/api/user/check_verify', { phone, code: fresh })).json()).toMatchObject({
        code: 'otp_invalid',
      });
    });

    it('a new code replaces the previous one', async () => {
      const phone = nextMobile();
      await post('/api/user/verify', { phone });
      const first = await lastCode(t, phone);
      tick(61_000);
      await post('/api/user/verify', { phone });
      const second = await lastCode(t, phone);
      if (first !== second) {
        expect((await post('/api/user/check_verify', { phone, code: first })).json()).toMatchObject({
          code: 'otp_invalid',
        });
      }
      expect((await post('/api/user/check_verify', { phone, code: second })).statusCode).toBe(200);
    });

    it('does not send a REGISTER code to a registered phone nor a FORGET_PASSWORD code to an unknown one', async () => {
      const m = await registerMember(t);
      expect((await post('/api/user/verify', { phone: m.phone })).json()).toMatchObject({
        status: 409,
        code: 'phone_taken',
      });
      expect(
        (await post('/api/user/verify', { phone: nextMobile(), purpose: 'FORGET_PASSWORD' })).json(),
      ).toMatchObject({
        status: 404,
        code: 'user_not_found',
      });
    });
  });

  describe('registration and login', () => {
    it('registers with a verified phone, sets an HttpOnly SameSite=Lax cookie and answers GET /api/user', async () => {
      const phone = nextMobile();
      await post('/api/user/verify', { phone });
      const check = await post('/api/user/check_verify', { phone, code: await lastCode(t, phone) });
      const token = check.json().verification_token;
      expect(token).toEqual(expect.any(String));
      const reg = await post('/api/user', {
        phone,
        verification_token: token,
        name: '林美玲',
        password: 'boba-1234',
        password_confirmation: 'boba-1234',
      });
      expect(reg.statusCode).toBe(200);
      const body = reg.json();
      expect(body.auth).toMatchObject({
        user_id: body.user.id,
        expire_time: Math.floor(now / 1000) + 30 * 86400,
      });
      const cookie = reg.cookies.find((c) => c.name === 'iding_session')!;
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        value: body.auth.api_token,
      });
      const me = await getUser({ cookie: `iding_session=${cookie.value}` });
      expect(me.json()).toMatchObject({
        name: '林美玲',
        phone,
        country_code: '886',
        user_type: 0,
        memberInfos: { user_group: 0, point: 0, store_credit: 0 },
      });
      // The verification token is one use.
      const again = await post('/api/user', {
        phone,
        verification_token: token,
        name: 'x',
        password: 'boba-1234',
        password_confirmation: 'boba-1234',
      });
      expect(again.json()).toMatchObject({ status: 422, code: 'verification_invalid' });
    });

    it('refuses a short password, a mismatched confirmation and a token for another phone', async () => {
      const phone = nextMobile();
      await post('/api/user/verify', { phone });
      const token = (await post('/api/user/check_verify', { phone, code: await lastCode(t, phone) })).json()
        .verification_token;
      const short = await post('/api/user', {
        phone,
        verification_token: token,
        name: 'a',
        password: 'abc',
        password_confirmation: 'abc',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toContain('密碼至少 8 個字');
      const mismatch = await post('/api/user', {
        phone,
        verification_token: token,
        name: 'a',
        password: 'abcdefgh',
        password_confirmation: 'abcdefgx',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toContain('確認密碼與密碼不相符');
      const other = await post('/api/user', {
        phone: nextMobile(),
        verification_token: token,
        name: 'a',
        password: 'abcdefgh',
        password_confirmation: 'abcdefgh',
      });
      expect(other.json()).toMatchObject({ code: 'verification_invalid' });
      // Refusals changed nothing: the token still registers its own phone.
      const ok = await post('/api/user', {
        phone,
        verification_token: token,
        name: 'a',
        password: 'abcdefgh',
        password_confirmation: 'abcdefgh',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('logs in with phone and password in any accepted format; one message for unknown phone and wrong password', async () => {
      const m = await registerMember(t);
      const ok = await post(
        '/api/user/login',
        {
          phone: `+886${m.phone.slice(1)}`,
          password: m.password,
          app_version: 'iDing 2.8.7',
          device_token: 'iding-client',
        },
        {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        },
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.uid).toBe(m.uid);
      const wrong = await post('/api/user/login', { phone: m.phone, password: 'not-the-password' });
      const unknown = await post('/api/user/login', { phone: nextMobile(), password: 'not-the-password' });
      expect(wrong.json()).toEqual({ status: 401, code: 'login_failed', message: '手機或密碼錯誤' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('limits login attempts per phone from one address (10 in 15 minutes; security-caps.test.ts for the rest)', async () => {
      const m = await registerMember(t);
      const from = nextIp();
      const login = (password: string) => post('/api/user/login', { phone: m.phone, password }, {}, from);
      for (let i = 0; i < 10; i++) {
        expect((await login('wrong-password')).statusCode).toBe(401);
      }
      const blocked = await login(m.password);
      expect(blocked.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      tick(15 * MINUTE);
      expect((await login(m.password)).statusCode).toBe(200);
    });

    it('refuses login at a store that does not allow it (spec §3 allow_user_login)', async () => {
      const m = await registerMember(t);
      const s = await createStore(t.db);
      await t.db.update(stores).set({ allowUserLogin: false }).where(eq(stores.id, s.storeId));
      const res = await post('/api/user/login', {
        phone: m.phone,
        password: m.password,
        identifier: s.identifier,
      });
      expect(res.json()).toMatchObject({ status: 403, code: 'login_not_allowed' });
    });

    it('logs in with a one-use auth key', async () => {
      const m = await registerMember(t);
      const key = await issueAuthKey(t.db, m.userId, now);
      const res = await post('/api/user/login_with_auth_key', { auth_key: key });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(m.userId);
      expect((await post('/api/user/login_with_auth_key', { auth_key: key })).json()).toMatchObject({
        status: 401,
        code: 'login_failed',
      });
    });
  });

  describe('sessions (spec §4 Session) and CSRF', () => {
    it('answers a visitor with 401 unauthorized, a garbage token with invalid_token, an expired one with token_expired', async () => {
      expect((await getUser({})).json()).toMatchObject({ status: 401, code: 'unauthorized' });
      expect((await getUser({ authorization: 'Bearer nope' })).json()).toMatchObject({
        status: 401,
        code: 'invalid_token',
      });
      const m = await registerMember(t);
      expect((await getUser(m.bearer)).statusCode).toBe(200);
      tick(30 * 86_400_000 + 1000);
      expect((await getUser(m.bearer)).json()).toMatchObject({
        status: 401,
        code: 'token_expired',
        message: '登入已逾時，請重新登入',
      });
    });

    it('renews an expired session with uid only when the browser still holds that member’s session', async () => {
      const m = await registerMember(t);
      const other = await registerMember(t);
      tick(31 * 86_400_000);
      const renewed = await post('/api/user/login', { uid: m.uid }, { cookie: m.cookie, ...BROWSER_WRITE });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().user.id).toBe(m.userId);
      expect((await post('/api/user/login', { uid: m.uid })).json()).toMatchObject({ code: 'login_failed' });
      expect(
        (await post('/api/user/login', { uid: other.uid }, { cookie: m.cookie, ...BROWSER_WRITE })).json(),
      ).toMatchObject({ code: 'login_failed' });
    });

    it('logs out: the token is revoked and the cookie cleared; without a session, 401', async () => {
      const m = await registerMember(t);
      const out = await post('/api/user/logout', {}, { cookie: m.cookie, ...BROWSER_WRITE });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'iding_session')?.value).toBe('');
      expect((await getUser(m.bearer)).json()).toMatchObject({ code: 'token_expired' });
      expect((await post('/api/user/logout', {})).json()).toMatchObject({
        status: 401,
        code: 'unauthorized',
      });
    });

    it('refuses cookie-authenticated writes without the client header or from another site; bearer clients pass', async () => {
      const m = await registerMember(t);
      const patch = (headers: Record<string, string>) =>
        t.app.inject({ method: 'PATCH', url: '/api/user', payload: { name: '陳大文' }, headers });
      expect((await patch({ cookie: m.cookie })).json()).toMatchObject({ status: 403, code: 'csrf_failed' });
      expect(
        (await patch({ cookie: m.cookie, ...BROWSER_WRITE, origin: 'https://evil.example' })).json(),
      ).toMatchObject({ code: 'csrf_failed' });
      expect(
        (await patch({ cookie: m.cookie, ...BROWSER_WRITE, 'sec-fetch-site': 'cross-site' })).json(),
      ).toMatchObject({ code: 'csrf_failed' });
      expect(
        (await patch({ cookie: m.cookie, ...BROWSER_WRITE, origin: 'http://localhost:80' })).statusCode,
      ).toBe(200);
      expect((await patch(m.bearer)).json().name).toBe('陳大文');
    });
  });

  describe('account', () => {
    it('updates name, email and address', async () => {
      const m = await registerMember(t);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: m.bearer,
        payload: {
          email: 'mei@example.tw',
          address: { city: '桃園市', district: '中壢區', address: '新生路三段12號', floor: '3樓' },
        },
      });
      expect(res.json()).toMatchObject({
        email: 'mei@example.tw',
        address: { city: '桃園市', district: '中壢區', address: '新生路三段12號', floor: '3樓' },
      });
      const bad = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: m.bearer,
        payload: { email: 'not-an-email' },
      });
      expect(bad.statusCode).toBe(400);
      const long = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: m.bearer,
        payload: { address: { address: '新生路'.repeat(34) } },
      });
      expect(long.json()).toMatchObject({
        status: 400,
        message: '輸入資料有誤：address.address 最多 100 個字',
      });
      // Nothing was changed by the refused request.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/user', headers: m.bearer })).json(),
      ).toMatchObject({
        address: { address: '新生路三段12號' },
      });
    });

    it('changes the password with the old one and ends the other sessions', async () => {
      const m = await registerMember(t);
      const second = (await post('/api/user/login', { phone: m.phone, password: m.password })).json().auth
        .api_token;
      const change = (payload: object) => post('/api/user/update_password', payload, m.bearer);
      expect(
        (
          await change({
            old_password: 'wrong-password',
            password: 'new-pass-99',
            password_confirmation: 'new-pass-99',
          })
        ).json(),
      ).toMatchObject({ status: 422, code: 'password_incorrect' });
      expect(
        (await change({ password: 'new-pass-99', password_confirmation: 'new-pass-99' })).json(),
      ).toMatchObject({ code: 'password_incorrect' });
      expect(
        (
          await change({
            old_password: m.password,
            password: 'new-pass-99',
            password_confirmation: 'new-pass-99',
          })
        ).statusCode,
      ).toBe(200);
      expect((await getUser(m.bearer)).statusCode).toBe(200);
      expect((await getUser({ authorization: `Bearer ${second}` })).json()).toMatchObject({
        code: 'token_expired',
      });
      expect((await post('/api/user/login', { phone: m.phone, password: 'new-pass-99' })).statusCode).toBe(
        200,
      );
    });

    it('forgot password: code → reset session (third step) → new password without the old one', async () => {
      const m = await registerMember(t);
      await post('/api/user/verify', { phone: m.phone, purpose: 'FORGET_PASSWORD' });
      const check = await post('/api/user/check_verify', {
        phone: m.phone,
        purpose: 'FORGET_PASSWORD',
        code: await lastCode(t, m.phone, 'FORGET_PASSWORD'),
      });
      expect(check.statusCode).toBe(200);
      const auth = check.json().auth;
      expect(auth.user_id).toBe(m.userId);
      const reset = await post(
        '/api/user/update_password',
        { password: 'forgot-it-2026', password_confirmation: 'forgot-it-2026' },
        { authorization: `Bearer ${auth.api_token}` },
      );
      expect(reset.statusCode).toBe(200);
      expect((await post('/api/user/login', { phone: m.phone, password: m.password })).statusCode).toBe(401);
      expect((await post('/api/user/login', { phone: m.phone, password: 'forgot-it-2026' })).statusCode).toBe(
        200,
      );
      // Old sessions ended with the reset.
      expect((await getUser(m.bearer)).json()).toMatchObject({ code: 'token_expired' });
    });

    it('updates the phone with a code sent to the new number', async () => {
      const m = await registerMember(t);
      const taken = await registerMember(t);
      const fresh = nextMobile();
      expect(
        (await post('/api/user/verify', { phone: fresh, purpose: 'UPDATE_PHONE' })).json(),
      ).toMatchObject({ status: 401 });
      expect(
        (await post('/api/user/verify', { phone: taken.phone, purpose: 'UPDATE_PHONE' }, m.bearer)).json(),
      ).toMatchObject({ code: 'phone_taken' });
      expect(
        (await post('/api/user/verify', { phone: fresh, purpose: 'UPDATE_PHONE' }, m.bearer)).statusCode,
      ).toBe(200);
      const code = await lastCode(t, fresh, 'UPDATE_PHONE');
      // Another member cannot use the code sent for m.
      expect(
        (
          await post('/api/user/check_verify', { phone: fresh, purpose: 'UPDATE_PHONE', code }, taken.bearer)
        ).json(),
      ).toMatchObject({ code: 'otp_invalid' });
      const res = await post(
        '/api/user/check_verify',
        { phone: fresh, purpose: 'UPDATE_PHONE', code },
        m.bearer,
      );
      expect(res.json()).toMatchObject({ purpose: 'UPDATE_PHONE', user: { phone: fresh } });
      expect((await post('/api/user/login', { phone: fresh, password: m.password })).statusCode).toBe(200);
      expect((await post('/api/user/login', { phone: m.phone, password: m.password })).statusCode).toBe(401);
    });

    /** A DELETE_ACCOUNT verification token for the member's own phone (verify, then check_verify with the code). */
    async function deleteAccountToken(m: { phone: string; bearer: Record<string, string> }): Promise<string> {
      await post('/api/user/verify', { phone: m.phone, purpose: 'DELETE_ACCOUNT' }, m.bearer);
      const checked = await post(
        '/api/user/check_verify',
        { phone: m.phone, purpose: 'DELETE_ACCOUNT', code: await lastCode(t, m.phone, 'DELETE_ACCOUNT') },
        m.bearer,
      );
      return checked.json().verification_token;
    }

    it('deletes the account only with a DELETE_ACCOUNT code of its own phone', async () => {
      const m = await registerMember(t);
      const other = await registerMember(t);
      expect(
        (await post('/api/user/verify', { phone: other.phone, purpose: 'DELETE_ACCOUNT' }, m.bearer))
          .statusCode,
      ).toBe(400);
      const token = await deleteAccountToken(m);
      const del = (headers: Record<string, string>) =>
        t.app.inject({ method: 'DELETE', url: '/api/user', payload: { verification_token: token }, headers });
      expect((await del(other.bearer)).json()).toMatchObject({ code: 'verification_invalid' });
      expect((await getUser(other.bearer)).statusCode).toBe(200);
      const ok = await del(m.bearer);
      expect(ok.statusCode).toBe(200);
      expect((await getUser(m.bearer)).json()).toMatchObject({ status: 401 });
      expect((await post('/api/user/exist', { phone: m.phone })).statusCode).toBe(404);
    });

    it('keeps a deleted member’s orders with the store, unlinked and anonymised', async () => {
      const m = await registerMember(t);
      const s = await createStore(t.db);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        payload: orderBody(s),
        headers: m.bearer,
      });
      expect(placed.statusCode).toBe(201);
      const orderId = placed.json().id as string;
      const token = await deleteAccountToken(m);
      const del = await t.app.inject({
        method: 'DELETE',
        url: '/api/user',
        payload: { verification_token: token },
        headers: m.bearer,
      });
      expect(del.statusCode).toBe(200);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({
        userId: null,
        contactName: '已刪除的會員',
        contactPhone: '',
        storeId: s.storeId,
      });
    });

    it('reports memberInfos of a store: group, points and store credit in TWD', async () => {
      const m = await registerMember(t);
      const s = await createStore(t.db);
      await t.db
        .insert(storeMembers)
        .values({ userId: m.userId, storeId: s.storeId, userGroup: 3, point: 120, storeCreditCents: 50_050 });
      expect((await getUser(m.bearer, `?identifier=${s.identifier}`)).json().memberInfos).toEqual({
        user_group: 3,
        point: 120,
        store_credit: 500.5,
      });
      expect((await getUser(m.bearer)).json().memberInfos).toEqual({
        user_group: 0,
        point: 0,
        store_credit: 0,
      });
    });
  });

  describe('SMS adapters', () => {
    it('posts Mitake’s form with the Taiwan mobile and refuses a non-accepted status', async () => {
      const calls: { url: string; body: string }[] = [];
      let answer = '[1]\r\nmsgid=1\r\nstatuscode=1\r\nAccountPoint=98\r\n';
      const sms = createMitakeSms({
        url: 'https://sms.example/SmSend',
        username: 'u',
        password: 'p',
        fetch: (async (url: string, init: RequestInit) => {
          calls.push({ url, body: String(init.body) });
          return new Response(answer);
        }) as unknown as typeof fetch,
      });
      await sms.send({
        country_code: '886',
        phone: '912345678',
        purpose: 'REGISTER',
        code: '123456',
        text: '驗證碼 123456',
      });
      const form = new URLSearchParams(calls[0]!.body);
      expect(form.get('dstaddr')).toBe('0912345678');
      expect(form.get('smbody')).toBe('驗證碼 123456');
      answer = 'statuscode=e';
      await expect(
        sms.send({ country_code: '886', phone: '912345678', purpose: 'REGISTER', code: '1', text: 'x' }),
      ).rejects.toThrow(/statuscode e/);
      expect(mitakeDestination('852', '51234567')).toBe('+85251234567');
    });

    it('has no /dev/sms when a real gateway is configured', async () => {
      const real = await buildTestApp({
        env: { SMS_PROVIDER: 'mitake', MITAKE_SMS_USERNAME: 'u', MITAKE_SMS_PASSWORD: 'p' },
      });
      try {
        expect((await real.app.inject({ method: 'GET', url: '/dev/sms' })).statusCode).toBe(404);
      } finally {
        await real.close();
      }
    });
  });
});
