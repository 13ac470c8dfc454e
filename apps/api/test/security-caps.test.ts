/**
 * Caps no header can reset (DESIGN.md "Security and integrity"): per-phone and global caps on
 * /api/user/exist, not_exist and verify, counted in the database whatever address the requests come from,
 * and OTP SMS only to the calling codes SMS_ALLOWED_COUNTRY_CODES allows.
 */
import { API_ROUTES } from '@iding/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/modules/users/login-user';
import { CODE_CAPS, GLOBAL_CAP_KEYS, PHONE_LOOKUP_CAPS } from '../src/modules/users/phone-caps';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, nextMobile, registerMember } from './member-factories';

/** 01:00 UTC: the day's window (fixed, from midnight UTC) has 23 hours left. */
const T0 = Date.UTC(2026, 0, 5, 1, 0, 0);

describe('caps no header can reset', () => {
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

  /** Every request from a fresh address: the per-IP limits never apply, only the caps. */
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
  const outboxFor = async (mobile: string) =>
    ((await t.app.inject({ method: 'GET', url: '/dev/sms' })).json().messages as { phone: string }[]).filter(
      (m) => m.phone === mobile.replace(/^0/, ''),
    ).length;
  /** Fills the global cap `key` up to its maximum in the current window. */
  const fillGlobal = async (key: string, max: number) => {
    await t.db.execute(sql`update rate_limits set count = ${max} where key = ${key}`);
  };

  it('caps exist and not_exist lookups of one phone, from any number of addresses', async () => {
    const phone = nextMobile();
    for (let i = 0; i < PHONE_LOOKUP_CAPS.perPhone; i++) {
      const url = i % 2 === 0 ? API_ROUTES.userExist : API_ROUTES.userNotExist;
      expect((await post(url, { phone })).statusCode).not.toBe(429);
    }
    expectRefusal(await post(API_ROUTES.userExist, { phone }), 429, 'rate_limited');
    expectRefusal(await post(API_ROUTES.userNotExist, { phone }), 429, 'rate_limited');
    // Another phone is not affected, and the phone is free again in the next window.
    expect((await post(API_ROUTES.userNotExist, { phone: nextMobile() })).statusCode).toBe(200);
    tick(PHONE_LOOKUP_CAPS.windowMs);
    expect((await post(API_ROUTES.userNotExist, { phone })).statusCode).toBe(200);
  });

  it('caps lookups of all phones together', async () => {
    expect((await post(API_ROUTES.userNotExist, { phone: nextMobile() })).statusCode).toBe(200);
    await fillGlobal(GLOBAL_CAP_KEYS.lookup, PHONE_LOOKUP_CAPS.global);
    const message = expectRefusal(
      await post(API_ROUTES.userExist, { phone: nextMobile() }),
      429,
      'rate_limited',
    );
    expect(message).toMatch(/分鐘後再試/);
    tick(PHONE_LOOKUP_CAPS.windowMs);
    expect((await post(API_ROUTES.userNotExist, { phone: nextMobile() })).statusCode).toBe(200);
  });

  it('caps the codes one phone gets a day, whatever the purpose and address', async () => {
    const phone = nextMobile();
    // 5 an hour per phone and purpose (OTP_RULES), so the daily cap is reached over two hours.
    for (let i = 0; i < CODE_CAPS.perPhone; i++) {
      tick(i === 5 ? 3_600_000 : 61_000);
      expect((await post(API_ROUTES.userVerify, { phone, purpose: 'REGISTER' })).statusCode).toBe(200);
    }
    tick(3_600_000);
    const message = expectRefusal(
      await post(API_ROUTES.userVerify, { phone, purpose: 'REGISTER' }),
      429,
      'rate_limited',
    );
    expect(message).toContain('今日');
    expect(await outboxFor(phone)).toBe(CODE_CAPS.perPhone);
    // A refused request does not count: another phone still gets its code.
    expect((await post(API_ROUTES.userVerify, { phone: nextMobile() })).statusCode).toBe(200);
  });

  it('caps the codes sent to all phones together', async () => {
    tick(CODE_CAPS.globalWindowMs);
    expect((await post(API_ROUTES.userVerify, { phone: nextMobile() })).statusCode).toBe(200);
    await fillGlobal(GLOBAL_CAP_KEYS.code, CODE_CAPS.global);
    const phone = nextMobile();
    expectRefusal(await post(API_ROUTES.userVerify, { phone }), 429, 'rate_limited');
    expect(await outboxFor(phone)).toBe(0);
    tick(CODE_CAPS.globalWindowMs);
    expect((await post(API_ROUTES.userVerify, { phone })).statusCode).toBe(200);
  });

  it('sends codes only to the calling codes SMS_ALLOWED_COUNTRY_CODES allows (default 886)', async () => {
    const hk = await post(API_ROUTES.userVerify, { phone: '51234567', country_code: '852' });
    expect(expectRefusal(hk, 400, 'validation_error')).toContain('+852');
    expect(await outboxFor('51234567')).toBe(0);
  });
});

describe('SMS_ALLOWED_COUNTRY_CODES=886,852', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMS_ALLOWED_COUNTRY_CODES: '886, +852' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends codes to Hong Kong mobiles too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.userVerify,
      payload: { phone: '51234567', country_code: '852' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('login lock-out of a victim', () => {
  let t: TestApp;
  let now = T0;
  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
  });
  afterAll(async () => {
    await t.close();
  });
  const login = (phone: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: API_ROUTES.userLogin, payload: { phone, password }, remoteAddress });

  it('stops an attacker at one address while the owner on their own device still logs in', async () => {
    const owner = await registerMember(t);
    const attacker = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perPhoneAndIp; i++) {
      expect((await login(owner.phone, 'guess-guess', attacker)).statusCode).toBe(401);
    }
    // The attacker is stopped, even with the right password.
    expectRefusal(await login(owner.phone, owner.password, attacker), 429, 'rate_limited');
    // The owner, elsewhere, is not.
    expect((await login(owner.phone, owner.password, nextIp())).statusCode).toBe(200);
  });

  it('stops attempts on one phone from many addresses at the per-phone cap, then lets the owner in again', async () => {
    const owner = await registerMember(t);
    for (let i = 0; i < LOGIN_LIMITS.perPhone; i++) {
      const from = `198.51.100.${Math.floor(i / LOGIN_LIMITS.perPhoneAndIp) + 1}`;
      expect((await login(owner.phone, 'guess-guess', from)).statusCode).toBe(401);
    }
    expectRefusal(await login(owner.phone, 'guess-guess', nextIp()), 429, 'rate_limited');
    now += LOGIN_LIMITS.windowMs;
    t.setNow(now);
    expect((await login(owner.phone, owner.password, nextIp())).statusCode).toBe(200);
  });
});
